extension Message {
    /// A sequence of text and placeholders: the formattable part of a message.
    ///
    ///     try Message(mf2: "You have {$n :integer} {#b}new{/b} mail")
    ///     // one pattern: .text("You have "), .expression(…), .text(" "),
    ///     //              .markup(open b), .text("new"), .markup(close b), .text(" mail")
    public struct Pattern: Hashable, Sendable {
        /// One piece of a pattern.
        public enum Element: Hashable, Sendable {
            /// Text as it formats, escapes (`\{`) already undone.
            case text(String)
            /// A placeholder that formats a value: `{$x :number}`.
            case expression(Expression)
            /// A placeholder that marks a span: `{#b}`, `{/b}`, `{#img/}`.
            case markup(Markup)
        }

        /// The elements in order; adjacent text is one element.
        public var elements: [Element]

        /// A pattern of these elements.
        public init(_ elements: [Element] = []) {
            self.elements = elements
        }
    }
}
