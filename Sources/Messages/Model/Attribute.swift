extension Message {
    /// An `@name` or `@name=literal` attribute of an expression or markup:
    /// information for tools (`@translate=no`), never part of the output.
    public struct Attribute: Hashable, Sendable {
        /// The attribute's identifier, with its namespace if any.
        public var name: String
        /// The literal after `=`, nil when there is none.
        public var value: String?

        /// An attribute named `name`, with an optional literal value.
        public init(_ name: String, value: String? = nil) {
            self.name = name
            self.value = value
        }
    }
}
