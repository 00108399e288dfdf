// Replaced by the number-formatting slice.
