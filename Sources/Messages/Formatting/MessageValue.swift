/// A resolved value: what a ``MessageFunction`` returns, and what a
/// placeholder formats or a selector compares with keys.
///
/// A value keeps what a later function needs: its ``argument`` (the number,
/// text or instant) and the ``annotation`` that made it, so that
/// `.local $n = {$count :number minimumFractionDigits=2}` passes the option
/// on to `{$n :number}`. Implement ``format()`` to be a formatter,
/// ``isSelectable``, ``matches(_:)`` and ``isBetter(_:than:)`` to be a selector.
public protocol MessageValue: Sendable {
    /// What a function that takes this value as its operand works on.
    var argument: MessageArgument { get }
    /// The function and options that made the value; nil for arguments and literals.
    var annotation: MessageAnnotation? { get }
    /// The part's `type` in ``MessageFormat/formatToParts(_:)``: `string`, `number`, `datetime`.
    var partType: String { get }
    /// The direction of the formatted text (default ``MessageDirection/auto``, unknown).
    var direction: MessageDirection { get }
    /// The text and its fields.
    ///
    /// - Throws: ``MessageError`` when the value cannot be shown; the
    ///   placeholder falls back.
    func format() throws(MessageError) -> FormattedValue
    /// Whether ``matches(_:)`` can be asked (default false: `.match` on the
    /// value is a `bad-selector` error).
    var isSelectable: Bool { get }
    /// Whether `key` (a literal key, NFC) selects this value.
    ///
    /// - Throws: ``MessageError``, `bad-variant-key` for a key the value
    ///   cannot compare; the key then does not match.
    func matches(_ key: String) throws(MessageError) -> Bool
    /// Whether `key` is a better match than `other`; both match.
    func isBetter(_ key: String, than other: String) -> Bool
}

extension MessageValue {
    public var annotation: MessageAnnotation? { nil }
    public var direction: MessageDirection { .auto }
    public var isSelectable: Bool { false }
    public func matches(_ key: String) throws(MessageError) -> Bool { false }
    public func isBetter(_ key: String, than other: String) -> Bool { false }
}

/// The function that made a value and its options, for a function that
/// takes the value as its operand.
public struct MessageAnnotation: Sendable {
    /// The function's identifier: `number`, `integer`, `currency`.
    public var function: String
    /// The options as resolved (the operand's own merged in).
    public var options: MessageFunctionOptions

    /// An annotation of `function` with `options`.
    public init(function: String, options: MessageFunctionOptions) {
        self.function = function
        self.options = options
    }
}

/// A formatted value: its text and, for numbers and dates, the fields the
/// formatter marked (`integer`, `group`, `month`, …).
public struct FormattedValue: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The fields in order, covering ``text``; empty when the value has none.
    public var fields: [MessagePart.Field]

    /// A value of `text` with `fields`.
    public init(text: String, fields: [MessagePart.Field] = []) {
        self.text = text
        self.fields = fields
    }
}
