extension Message {
    /// One `name=value` option of a function or markup: `minimumFractionDigits=2`,
    /// `currency=$code`.
    public struct Option: Hashable, Sendable {
        /// The option's identifier, with its namespace if any (`u:dir`).
        public var name: String
        /// A literal, or a variable resolved when the message is formatted.
        public var value: Operand

        /// An option named `name` with this value.
        public init(_ name: String, _ value: Operand) {
            self.name = name
            self.value = value
        }
    }
}
