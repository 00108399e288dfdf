#if SourceTools
/// One token of an Objective-C (or C) source file, as much as extraction and
/// wrapping need: names, string literals (decoded), and the punctuation of calls.
struct SourceToken {
    enum Kind: Equatable {
        case identifier(String)
        /// A string literal's decoded value; `objectiveC` for `@"…"`, false for a C `"…"`.
        case string(String, objectiveC: Bool)
        /// `( ) [ ] { } , : ;`
        case punctuation(Unicode.Scalar)
        /// Anything else (numbers, operators, `@`, `#`): only separates.
        case other
    }

    var kind: Kind
    /// 1-based line and column (in Unicode scalars) of the token's first character.
    var line: Int
    var column: Int
    /// The token's UTF-8 byte range in the source, for rewriting it.
    var utf8Range: Range<Int>
}
#endif
