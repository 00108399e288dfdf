import Intl
import Messages
import TextEscaping

/// Why a message could not be formatted, and where: the format (or the
/// plural category string) that failed, the byte offset of the specifier in
/// it, and the specifier as written.
///
/// The message is built from the fields only, in ``description``:
///
///     do {
///         _ = try formatter.format(.text("%d of %d"), arguments: [1])
///     } catch {
///         print(error)   // format "%d of %d": offset 6: %d: argument 2 is missing (1 given)
///     }
///
/// Errors that concern no single specifier have offset -1 and read
/// `format "…": <reason>`.
public struct MessageFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        // The format itself (also reported by FormatSpecifier.all(in:)).
        /// The format ends inside a specifier: a trailing `%`, `%2$`, `%l`.
        case incompleteSpecifier
        /// A conversion character the formatter does not know: `%k`, `%n`, `%p`.
        case unknownConversion(String)
        /// A `$` with no position number before it: `%$1lu`.
        case positionWithoutNumber
        /// Position 0: `%0$d`; positions start at 1.
        case positionZero
        /// A position, width or precision above the limit.
        case numberTooLarge(field: String, limit: Int)
        /// `*` as width or precision: `%*d`, `%.*f`.
        case starWidth
        /// `%#@name` without the closing `@`.
        case unterminatedVariable
        /// `%#@@`.
        case emptyVariableName
        /// Positioned and unpositioned specifiers in one format: `%@ %2$@`.
        case mixedPositions

        // The arguments.
        /// The specifier refers to an argument the list does not have.
        case missingArgument(position: Int, count: Int)
        /// The argument cannot be formatted by the specifier (`%d` with a string).
        case argumentKindMismatch(position: Int, argument: MessageArgument, expected: String)
        /// Text given for an argument does not convert to what its specifier
        /// takes (`MessageArgument.parse(_:for:)`): `"x"` for `%d`.
        case argumentNotConvertible(position: Int, text: String, expected: String)

        // Plural variables.
        /// `%#@name@` names no variable of the message (or the message is plain text).
        case unknownVariable(String)
        /// A plural variable's argument is not a number.
        case pluralArgumentNotNumber(variable: String, position: Int, argument: MessageArgument)
        /// The variable has no string for the number's category and no `other`.
        case missingOtherForm(variable: String, category: String)

        // Bounds (see MessageFormatLimits).
        /// Plural variables nest deeper than the limit (or refer to themselves).
        case nestingTooDeep(limit: Int)
        /// The output would exceed the limit, in UTF-8 bytes.
        case outputTooLarge(limit: Int)
        /// More specifiers would be expanded than the limit allows.
        case tooManyExpansions(limit: Int)

        // The locale.
        /// Intl could not build a number formatter for the locale and specifier.
        case numberFormatUnavailable(IntlError)
    }

    /// What went wrong.
    public var reason: Reason
    /// The format in which it went wrong: the message's format or one of its
    /// plural category strings.
    public var format: String
    /// UTF-8 byte offset of the failing specifier in ``format``; -1 when no
    /// single specifier is to blame.
    public var offset: Int
    /// The failing specifier as written (`"%2$lu"`), possibly cut short where
    /// the format ends; empty when none.
    public var specifier: String

    /// Creates an error from its fields.
    public init(reason: Reason, format: String, offset: Int = -1, specifier: String = "") {
        self.reason = reason
        self.format = format
        self.offset = offset
        self.specifier = specifier
    }

    /// `format "…": offset N: %d: <reason>`, or `format "…": <reason>` when
    /// no specifier is to blame.
    public var description: String {
        guard offset >= 0 else { return "format \(QuotedText.quoted(format)): \(reason)" }
        return "format \(QuotedText.quoted(format)): offset \(offset): \(QuotedText.escaped(specifier)): \(reason)"
    }
}

extension MessageFormatError.Reason: CustomStringConvertible {
    /// The reason alone: `argument 2 is missing (1 given)`.
    public var description: String {
        switch self {
        case .incompleteSpecifier: "the format ends inside a specifier"
        case .unknownConversion(let conversion): "unknown conversion \(QuotedText.quoted(conversion))"
        case .positionWithoutNumber: "\"$\" without a position number before it"
        case .positionZero: "argument positions start at 1"
        case .numberTooLarge(let field, let limit): "\(field) is larger than \(limit)"
        case .starWidth: "\"*\" widths and precisions are not supported"
        case .unterminatedVariable: "the variable name has no closing \"@\""
        case .emptyVariableName: "the variable name is empty"
        case .mixedPositions: "positioned and unpositioned specifiers are mixed"
        case .missingArgument(let position, let count): "argument \(position) is missing (\(count) given)"
        case .argumentKindMismatch(let position, let argument, let expected):
            "argument \(position) is \(argument), but the specifier takes \(expected)"
        case .argumentNotConvertible(let position, let text, let expected):
            "argument \(position) is \(QuotedText.quoted(text)), which is not \(expected)"
        case .unknownVariable(let name): "no plural variable named \(QuotedText.quoted(name))"
        case .pluralArgumentNotNumber(let variable, let position, let argument):
            "plural variable \(QuotedText.quoted(variable)) needs a number, but argument \(position) is \(argument)"
        case .missingOtherForm(let variable, "other"):
            "plural variable \(QuotedText.quoted(variable)) has no \"other\" string"
        case .missingOtherForm(let variable, let category):
            "plural variable \(QuotedText.quoted(variable)) has no \(QuotedText.quoted(category)) string and no \"other\" string"
        case .nestingTooDeep(let limit): "plural variables nest deeper than \(limit) levels"
        case .outputTooLarge(let limit): "the output exceeds \(limit) bytes"
        case .tooManyExpansions(let limit): "more than \(limit) specifiers to expand"
        case .numberFormatUnavailable(let error): "no number format: \(error)"
        }
    }
}

/// A reason carried through `Result` inside the formatter, which becomes a
/// ``MessageFormatError`` once the failing specifier and format are attached.
struct FormatFailure: Error {
    let reason: MessageFormatError.Reason

    init(_ reason: MessageFormatError.Reason) { self.reason = reason }
}
