extension Message {
    /// A placeholder or declaration value: an optional operand, an optional
    /// function with options, and attributes.
    ///
    ///     {$count :number minimumFractionDigits=2 @translate=no}
    ///     // Expression(operand: .variable("count"),
    ///     //            function: FunctionReference("number", options: [Option("minimumFractionDigits", .literal("2"))]),
    ///     //            attributes: [Attribute("translate", value: "no")])
    public struct Expression: Hashable, Sendable {
        /// The value operated on; nil in a function-only expression (`{:ns:now}`).
        public var operand: Operand?
        /// The annotation, nil for a bare `{$x}` or `{|text|}`.
        public var function: FunctionReference?
        /// `@name` or `@name=literal` attributes; they never change the output.
        public var attributes: [Attribute]

        /// An expression of these parts.
        public init(operand: Operand? = nil, function: FunctionReference? = nil, attributes: [Attribute] = []) {
            self.operand = operand
            self.function = function
            self.attributes = attributes
        }
    }
}
