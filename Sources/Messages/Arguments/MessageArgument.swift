import MachineTime
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
/// A ``timestamp(_:)`` shows through `%@` and `%s` only. A mismatch is
/// StringCatalog's `MessageFormatError` (`argumentKindMismatch`), never a
/// read of the wrong type.
///
/// MessageFormat 2 messages (``MessageFormat``) take the same values by
/// name: `["count": 3, "day": timestamp]`.
public enum MessageArgument: Hashable, Sendable {
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)
    case character(Character)
    /// An instant, as MachineTime parses it: `%@` shows it as `NSDate`'s
    /// description does, `2026-12-07 18:47:50 +0000`.
    case timestamp(Timestamp)

    /// The value as `%@` shows it: `5`, `2.5`, `Paul`, unlocalized, the way
    /// an `NSNumber`'s description appears in `String(format:)`; a timestamp
    /// as `NSDate`'s description, in UTC and whole seconds:
    ///
    ///     MessageArgument.timestamp(Timestamp(seconds: 1_796_669_270)).textDescription
    ///     // "2026-12-07 18:47:50 +0000"
    public var textDescription: String {
        switch self {
        case .int(let value): String(value)
        case .uint(let value): String(value)
        case .double(let value): Self.shortDescription(of: value)
        case .string(let value): value
        case .character(let value): String(value)
        case .timestamp(let value): Self.dateDescription(of: value)
        }
    }

    /// `NSDate`'s description: `yyyy-MM-dd HH:mm:ss +0000`, the fraction dropped.
    /// The format is a constant (its output is tested), so `nil` is not reachable
    /// from input; the RFC 3339 form stands in should it ever be.
    private static let dateDescriptionFormat = try? TimestampFormat("%Y-%m-%d %H:%M:%S %z")

    private static func dateDescription(of value: Timestamp) -> String {
        dateDescriptionFormat?.format(Timestamp(seconds: value.seconds), offset: 0) ?? value.description
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
        case .timestamp(let value): "\(value) (a timestamp)"
        }
    }
}
