/// The value of an expression that failed to resolve, passed to a function
/// whose operand it is: its ``argument`` is the braced fallback text
/// (`{$name}`), so `:string` shows it and `:number` refuses it.
public struct FallbackValue: MessageValue {
    /// The fallback source: `$name`, `|horse|`, `:fn`.
    public var source: String

    /// The fallback of `source`.
    public init(source: String) {
        self.source = source
    }

    public var argument: MessageArgument { .string("{" + source + "}") }
    public var partType: String { "fallback" }

    public func format() throws(MessageError) -> FormattedValue { FormattedValue(text: "{" + source + "}") }
}
