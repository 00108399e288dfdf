import Messages

/// Why a message could not be converted between a catalog's printf-style
/// plural model and MessageFormat: the part that has no equivalent on the
/// other side. Conversion never drops such a part silently.
///
///     let problem = MessageConversionProblem(key: "tap", reason: .deviceVariants)
///     problem.description   // "tap: device variants have no MessageFormat equivalent"
public struct MessageConversionProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What has no equivalent.
    public enum Reason: Hashable, Sendable {
        /// `NSStringDeviceSpecificRuleType` / `variations.device`.
        case deviceVariants
        /// `NSStringVariableWidthRuleType`.
        case widthVariants
        /// A specifier other than `%@`, `%s` or an integer (`%d %i %u`, any
        /// length, no flags, width or precision): `%.2f`, `%5d`, `%x`.
        case unsupportedSpecifier(String)
        /// A plural variable whose value type is not an integer (`.1f`).
        case unsupportedValueType(variable: String, valueType: String)
        /// A plural variable referenced inside another variable's form without a
        /// position (`%#@w@`: it would select on the outer number again), or inside itself.
        case nestedVariable(String)
        /// A variable without an `other` form.
        case missingOther(variable: String)
        /// The format or a form is not a valid printf-style format.
        case invalidFormat(String)
        /// One argument formatted both as text (`%@`) and as a number (`%d`, a
        /// plural variable): `%@` of a number writes it plainly ("1234").
        case textAndNumber(String)
        /// Two arguments would get the same MessageFormat name.
        case nameClash(String)
        /// The message does not parse as MF1 / MF2.
        case syntax(MessageSyntaxError)
        /// MF1/MF2 input without a `.stringsdict` equivalent: `select`,
        /// `selectordinal`, `offset:`, an `=N` key other than `=0`, a
        /// function with options, MF2 variants without `*` for a later selector, …
        case noCatalogEquivalent(String)
        /// The variants combine into more than ``MessageConversion/maximumVariants``.
        case tooManyVariants(Int)
    }

    /// The entry's key, "" when converting a message without one.
    public var key: String
    /// What has no equivalent.
    public var reason: Reason

    /// A problem of `key`.
    public init(key: String = "", reason: Reason) {
        self.key = key
        self.reason = reason
    }

    /// The reason alone, for a person.
    public var message: String {
        switch reason {
        case .deviceVariants: "device variants have no MessageFormat equivalent"
        case .widthVariants: "width variants have no MessageFormat equivalent"
        case .unsupportedSpecifier(let text): "specifier \(text) has no MessageFormat equivalent"
        case .unsupportedValueType(let variable, let type): "variable \"\(variable)\": value type %\(type) is not an integer"
        case .nestedVariable(let name): "variable \"\(name)\" is nested in another variable's form"
        case .missingOther(let variable): "variable \"\(variable)\" has no other form"
        case .invalidFormat(let detail): "invalid format: \(detail)"
        case .textAndNumber(let name): "argument \"\(name)\" is formatted both as text (%@) and as a number"
        case .nameClash(let name): "two arguments are named \"\(name)\""
        case .syntax(let error): "\(error.kind.rawValue): \(error.line):\(error.column): \(error.detail)"
        case .noCatalogEquivalent(let what): "\(what) has no stringsdict equivalent"
        case .tooManyVariants(let count): "the variables combine into \(count) variants (at most \(MessageConversion.maximumVariants))"
        }
    }

    /// `key: message`, or the message alone without a key.
    public var description: String { key.isEmpty ? message : "\(key): \(message)" }
}
