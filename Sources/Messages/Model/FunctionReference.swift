extension Message {
    /// A function annotation, `:number minimumFractionDigits=2`: the function's
    /// identifier and its options in source order.
    public struct FunctionReference: Hashable, Sendable {
        /// The identifier, with its namespace if any: `number`, `test:select`.
        public var name: String
        /// The options in source order; the parser rejects a name given twice.
        public var options: [Option]

        /// A function reference with these options.
        public init(_ name: String, options: [Option] = []) {
            self.name = name
            self.options = options
        }
    }
}
