extension Message {
    /// A markup placeholder: `{#b}` opens a span, `{/b}` closes it, `{#img/}`
    /// stands alone. Markup formats to nothing in a string; parts carry it.
    public struct Markup: Hashable, Sendable {
        /// Which of the three forms.
        public enum Kind: String, Hashable, Sendable {
            /// `{#name}`.
            case open
            /// `{#name/}`.
            case standalone
            /// `{/name}`.
            case close
        }

        /// Open, standalone or close.
        public var kind: Kind
        /// The identifier after `#` or `/`.
        public var name: String
        /// Options in source order.
        public var options: [Option]
        /// Attributes in source order.
        public var attributes: [Attribute]

        /// A markup placeholder of these parts.
        public init(_ kind: Kind, name: String, options: [Option] = [], attributes: [Attribute] = []) {
            self.kind = kind
            self.name = name
            self.options = options
            self.attributes = attributes
        }
    }
}
