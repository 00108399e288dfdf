/// A number as the numeric functions hold it: an integer or double
/// argument as it came, or a number literal's text (kept exact for the
/// formatter, beyond `Double`'s precision).
enum NumericValue: Sendable {
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case decimal(String)

    /// The number in an argument; text must be a `number-literal`.
    ///
    /// - Throws: `bad-operand` for anything else.
    init(_ argument: MessageArgument) throws(MessageError) {
        switch argument {
        case .int(let value): self = .int(value)
        case .uint(let value): self = .uint(value)
        case .double(let value): self = .double(value)
        case .string(let text):
            guard NumberLiteral.matches(text) else { throw MessageError(.badOperand, "\(text) is not a number") }
            self = Int64(text).map { .int($0) } ?? .decimal(text)
        case .character, .timestamp:
            throw MessageError(.badOperand, "\(argument) is not a number")
        }
    }

    /// The value passed on to a function that takes this one as its operand.
    var argument: MessageArgument {
        switch self {
        case .int(let value): .int(value)
        case .uint(let value): .uint(value)
        case .double(let value): .double(value)
        case .decimal(let text): .string(text)
        }
    }

    var doubleValue: Double {
        switch self {
        case .int(let value): Double(value)
        case .uint(let value): Double(value)
        case .double(let value): value
        case .decimal(let text): Double(text) ?? .nan
        }
    }

    /// Whether the value is a whole number (`4`, `4.0`, `4e2`).
    var isIntegral: Bool {
        switch self {
        case .int, .uint: true
        case .double, .decimal: doubleValue == doubleValue.rounded(.towardZero)
        }
    }

    /// The integer part (`:integer` drops the fraction: 4.7 → 4, -4.2 → -4).
    var truncated: NumericValue {
        switch self {
        case .int, .uint: return self
        case .double, .decimal:
            let value = doubleValue.rounded(.towardZero)
            return Int64(exactly: value).map { .int($0) } ?? .double(value)
        }
    }

    /// `:offset`'s result.
    ///
    /// - Throws: `bad-operand` when an integer would overflow.
    func adding(_ delta: Int64) throws(MessageError) -> NumericValue {
        switch self {
        case .int(let value):
            let (sum, overflow) = value.addingReportingOverflow(delta)
            guard !overflow else { throw MessageError(.badOperand, "\(value) + \(delta) overflows") }
            return .int(sum)
        case .uint(let value):
            guard let signed = Int64(exactly: value) else { return .double(Double(value) + Double(delta)) }
            return try NumericValue.int(signed).adding(delta)
        case .double, .decimal:
            return .double(doubleValue + Double(delta))
        }
    }

    /// The form an exact key (`1`, `-3`, `4.2`) is compared with: integers
    /// in plain decimal digits, as the specification requires, other values
    /// in their shortest form.
    var exactKey: String {
        switch self {
        case .int(let value): return String(value)
        case .uint(let value): return String(value)
        case .double, .decimal:
            let value = doubleValue
            if let integer = Int64(exactly: value) { return String(integer) }
            return value.description
        }
    }
}
