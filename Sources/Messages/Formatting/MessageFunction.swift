import Intl

/// A function a message can call, `{$x :name …}`: registered in a
/// ``MessageFunctionRegistry`` under its name, it turns an operand and
/// options into a ``MessageValue``.
///
///     struct Shout: MessageFunction {
///         func resolve(_ operand: (any MessageValue)?, options: MessageFunctionOptions,
///                      context: inout MessageFunctionContext) throws(MessageError) -> any MessageValue {
///             guard let operand else { throw MessageError(.badOperand, "nothing to shout") }
///             return StringValue(operand.argument.textDescription.uppercased())
///         }
///     }
///     var options = MessageFormat.Options()
///     options.functions.register("x:shout", Shout())
///     try MessageFormat(mf2: "{hi :x:shout}!", locale: IntlLocale("en"), options: options).format([:]).text
///     // "\u{2068}HI\u{2069}!"
public protocol MessageFunction: Sendable {
    /// The value of `{operand :name options}`.
    ///
    /// - Parameters:
    ///   - operand: the operand's value; nil in `{:name}`. An operand that
    ///     failed to resolve arrives as a ``FallbackValue``.
    ///   - options: the options, `u:` options already applied to `context`.
    ///   - context: the locale and time zone; ``MessageFunctionContext/report(_:)``
    ///     records an error that does not stop the function (an option ignored).
    /// - Throws: ``MessageError``; the placeholder then falls back.
    func resolve(_ operand: (any MessageValue)?, options: MessageFunctionOptions,
                 context: inout MessageFunctionContext) throws(MessageError) -> any MessageValue
}

/// What a function may read while it resolves, and where it reports errors
/// that do not stop it.
public struct MessageFunctionContext: Sendable {
    /// The locale: the message's, or the expression's `u:locale`.
    public var locale: IntlLocale
    /// The time zone dates are shown in (`MessageFormat.Options.timeZone`).
    public var timeZone: String
    /// Errors reported so far for this expression.
    public private(set) var errors: [MessageError] = []

    /// A context for `locale` and `timeZone`.
    public init(locale: IntlLocale, timeZone: String) {
        self.locale = locale
        self.timeZone = timeZone
    }

    /// Records an error and lets the function go on (an invalid option it ignores).
    public mutating func report(_ error: MessageError) {
        errors.append(error)
    }
}
