import TextEscaping

/// One argument of a localized message, the value a specifier formats.
///
/// Literals convert directly, so argument lists read naturally:
///
///     let arguments: [MessageArgument] = [2, 3, "Paul", 2.5]
///     // [.int(2), .int(3), .string("Paul"), .double(2.5)]
///
/// Which specifier takes which kind:
///
/// | specifier | int | uint | double | string | character |
/// |---|---|---|---|---|---|
/// | `%d %i %u` | ✓ | ✓ | — | — | — |
/// | `%x %X %o` | ✓ | ✓ | — | — | — |
/// | `%f %e %g` | ✓ | ✓ | ✓ | — | — |
/// | `%@ %s` | ✓ (unlocalized) | ✓ | ✓ | ✓ | ✓ |
/// | `%c` | a scalar value | a scalar value | — | — | ✓ |
/// | `%#@var@` | ✓ | ✓ | ✓ | — | — |
///
/// A mismatch is a ``MessageFormatError`` (`argumentKindMismatch`), never a
/// read of the wrong type.
public enum MessageArgument: Hashable, Sendable {
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)
    case character(Character)

    /// The value as `%@` shows it: `5`, `2.5`, `Paul`, unlocalized, the way
    /// an `NSNumber`'s description appears in `String(format:)`.
    public var textDescription: String {
        switch self {
        case .int(let value): String(value)
        case .uint(let value): String(value)
        case .double(let value): Self.shortDescription(of: value)
        case .string(let value): value
        case .character(let value): String(value)
        }
    }

    /// `2` for 2.0, as `NSNumber` shows integral doubles; `2.5`, `1e-05` otherwise.
    private static func shortDescription(of value: Double) -> String {
        if value == value.rounded(), let integer = Int64(exactly: value) { return String(integer) }
        return value.description
    }
}

extension MessageArgument: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) { self = .int(value) }
}

extension MessageArgument: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension MessageArgument: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension MessageArgument: CustomStringConvertible {
    /// The argument as errors show it: `5 (an integer)`, `"Paul" (a string)`.
    public var description: String {
        switch self {
        case .int(let value): "\(value) (an integer)"
        case .uint(let value): "\(value) (an unsigned integer)"
        case .double(let value): "\(value) (a floating-point number)"
        case .string(let value): "\(QuotedText.quoted(value)) (a string)"
        case .character(let value): "\(QuotedText.quoted(String(value))) (a character)"
        }
    }
}
