/// An error found while formatting a message: the placeholder falls back
/// (`{$x}`, `{|horse|}`, `{:fn}`) and formatting goes on.
///
/// The kinds are the MessageFormat 2 specification's names:
///
///     let format = try MessageFormat(mf2: "Hello {$name}!", locale: IntlLocale("en"))
///     let result = format.format([:])
///     result.text                  // "Hello {$name}!"
///     result.errors.map(\.kind)    // [.unresolvedVariable]
///     print(result.errors[0])      // unresolved-variable: $name is not an argument
public struct MessageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong; `rawValue` is the specification's name.
    public enum Kind: String, Hashable, Sendable {
        /// A variable is neither declared nor an argument.
        case unresolvedVariable = "unresolved-variable"
        /// No function of this name is registered.
        case unknownFunction = "unknown-function"
        /// A function cannot take its operand (`{horse :number}`).
        case badOperand = "bad-operand"
        /// An option's value is not one the function takes.
        case badOption = "bad-option"
        /// A selector's value cannot select (`.match` on a `:currency` value).
        case badSelector = "bad-selector"
        /// A variant key the selector cannot compare (`.match` on `:number`, key `horse`).
        case badVariantKey = "bad-variant-key"
        /// A value that selects but cannot be shown (`:test:select` as a placeholder).
        case notFormattable = "not-formattable"
    }

    /// The specification's kind.
    public var kind: Kind
    /// What was wrong, for a person.
    public var detail: String

    /// An error of `kind`.
    public init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }

    /// `kind: detail`.
    public var description: String { "\(kind.rawValue): \(detail)" }
}
