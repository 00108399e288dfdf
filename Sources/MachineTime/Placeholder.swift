public enum MachineTimePlaceholder {}
