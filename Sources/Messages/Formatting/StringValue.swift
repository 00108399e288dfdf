/// Text as a resolved value: a literal, a string argument, or what
/// `:string` returns. It selects by exact (canonically equivalent) text.
///
///     StringValue("Ada").argument     // .string("Ada")
public struct StringValue: MessageValue {
    /// The text.
    public var text: String
    public let isSelectable: Bool

    /// A value of `text`; `isSelectable` is false for literals and arguments
    /// without a function, which the specification does not let select.
    public init(_ text: String, isSelectable: Bool = true) {
        self.text = text
        self.isSelectable = isSelectable
    }

    public var argument: MessageArgument { .string(text) }
    public var partType: String { "string" }

    public func format() throws(MessageError) -> FormattedValue { FormattedValue(text: text) }

    public func matches(_ key: String) throws(MessageError) -> Bool { key == text }
}
