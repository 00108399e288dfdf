/// One token of a Swift or Objective-C source file, as much as extraction
/// needs: names, string literals (decoded), and the punctuation of calls.
struct SourceToken {
    enum Kind: Equatable {
        case identifier(String)
        /// A string literal's decoded value; `interpolated` when it holds `\(…)`.
        case string(String, interpolated: Bool)
        /// `( ) [ ] { } , :`
        case punctuation(Unicode.Scalar)
        /// Anything else (numbers, operators, `@`, `#`): only separates.
        case other
    }

    var kind: Kind
    /// 1-based line and column (in Unicode scalars) of the token's first character.
    var line: Int
    var column: Int
}
