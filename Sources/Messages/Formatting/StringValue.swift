/// Text as a resolved value: a literal, a string argument, or what
/// `:string` returns. It selects by exact (canonically equivalent) text.
///
///     StringValue("Ada").argument     // .string("Ada")
public struct StringValue: MessageValue {
    /// The text.
    public var text: String

    /// A value of `text`.
    public init(_ text: String) {
        self.text = text
    }

    public var isSelectable: Bool { true }

    public var argument: MessageArgument { .string(text) }
    public var partType: String { "string" }

    public func format() throws(MessageError) -> FormattedValue { FormattedValue(text: text) }

    public func matches(_ key: String) throws(MessageError) -> Bool { key == text }
}
