extension AcceptLanguage {
    /// An entry of an `Accept-Language` header that was left out, and why.
    ///
    ///     AcceptLanguage("de;q=abc").skipped[0].description
    ///     // "\"de;q=abc\": invalid quality \"abc\" (expected 0 to 1 with at most three decimals)"
    public struct SkippedEntry: Hashable, Sendable, CustomStringConvertible {
        /// Why an entry was left out.
        public enum Reason: Hashable, Sendable {
            /// Not `*` and not RFC 4647's `1*8ALPHA *("-" 1*8alphanum)`: "en_US", "über", "".
            case malformedRange
            /// A well-formed range ``IntlLocale`` rejects, with its error: "en-u-nu-foo".
            case invalidLocale(IntlError)
            /// A `q` value that is not 0 to 1 with at most three decimals: "2", "abc", "0.1234".
            case invalidQuality(String)
            /// A parameter other than one `q`: "level=1", or a second `q`.
            case unexpectedParameter(String)
            /// The same locale (or `*`) again at the same or lower quality; the
            /// associated value is the range that was kept.
            case duplicate(of: String)
            /// Everything after the first ``AcceptLanguage/maximumEntries`` entries.
            case beyondEntryLimit
            /// The part of an entry that ``AcceptLanguage/maximumLength`` cut.
            case beyondLengthLimit
        }

        /// The entry as written, without surrounding whitespace.
        public let text: String
        public let reason: Reason

        public var description: String { "\(quoted(text)): \(explanation)" }

        private var explanation: String {
            switch reason {
            case .malformedRange:
                "not a language range (letters, digits and \"-\", or \"*\")"
            case .invalidLocale(let error):
                error.description
            case .invalidQuality(let value):
                "invalid quality \(quoted(value)) (expected 0 to 1 with at most three decimals)"
            case .unexpectedParameter(let parameter):
                "unexpected parameter \(quoted(parameter)) (only one q is allowed)"
            case .duplicate(let kept):
                "duplicate of \(quoted(kept))"
            case .beyondEntryLimit:
                "not read: at most \(AcceptLanguage.maximumEntries) entries are read"
            case .beyondLengthLimit:
                "not read: cut at \(AcceptLanguage.maximumLength) bytes"
            }
        }
    }
}
