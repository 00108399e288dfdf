/// Why a message's source is not a valid message, and where.
///
/// The kinds are the MessageFormat 2 specification's error names, so an
/// error reads the same here, in the working group's test suite and in
/// other implementations:
///
///     do {
///         _ = try Message(mf2: "Hello {$name")
///     } catch {
///         print(error)   // 1:13: syntax-error: expected `}` to end the placeholder
///     }
public struct MessageSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The specification's error kind; `rawValue` is its name.
    public enum Kind: String, Hashable, Sendable {
        /// The source does not follow the syntax.
        case syntaxError = "syntax-error"
        /// A variant has more or fewer keys than there are selectors.
        case variantKeyMismatch = "variant-key-mismatch"
        /// No variant has `*` for every key.
        case missingFallbackVariant = "missing-fallback-variant"
        /// A selector's variable is not declared with a function, directly or
        /// through another variable.
        case missingSelectorAnnotation = "missing-selector-annotation"
        /// A variable is declared twice, or declared after it was used.
        case duplicateDeclaration = "duplicate-declaration"
        /// An option name appears twice on one function or markup.
        case duplicateOptionName = "duplicate-option-name"
        /// Two variants have the same keys.
        case duplicateVariant = "duplicate-variant"
        /// The source is longer than ``MessageSyntaxError/maximumLength``: not
        /// a specification error, the bound that keeps parsing cheap.
        case tooLong = "message-too-long"
        /// ICU MessageFormat only: plural, selectordinal and select nest
        /// deeper than 32 levels. Not a specification error: the bound that
        /// keeps the parser's stack small.
        case tooDeep = "message-too-deep"
        /// ICU MessageFormat only: the selecting arguments combine into more
        /// than 4096 variants of the MF2 data model (see ``Message/init(icu:)``).
        case tooManyVariants = "too-many-variants"
    }

    /// The longest source, in UTF-8 bytes, the parser reads: 1 MiB.
    public static let maximumLength = 1 << 20

    /// What is wrong.
    public var kind: Kind
    /// The 1-based line of the offending character.
    public var line: Int
    /// The 1-based column, in Unicode scalars, of the offending character.
    public var column: Int
    /// What was expected or found, for a person.
    public var detail: String

    /// An error of `kind` at `line:column`.
    public init(_ kind: Kind, line: Int, column: Int, detail: String) {
        self.kind = kind
        self.line = line
        self.column = column
        self.detail = detail
    }

    /// `line:column: kind: detail`.
    public var description: String { "\(line):\(column): \(kind.rawValue): \(detail)" }
}
