import Intl

/// The value of an MF1 selector.
struct ICUSelection: MessageValue {
    /// The select's text; nil for a plural.
    let text: String?
    /// The plural's number, which `=N` keys compare with.
    let number: Double?
    /// The number minus the offset, formatted: what `#` shows.
    let shown: NumberValue?
    /// The plural category of ``shown``.
    let category: String?

    var argument: MessageArgument { shown?.argument ?? .string(text ?? "") }
    var partType: String { shown == nil ? "string" : "number" }
    var direction: MessageDirection { shown?.direction ?? .auto }
    var isSelectable: Bool { true }

    func format() throws(MessageError) -> FormattedValue {
        try shown?.format() ?? FormattedValue(text: text ?? "")
    }

    func matches(_ key: String) throws(MessageError) -> Bool {
        if key == "other" { return true }
        if let text { return key == text }
        if key.hasPrefix("=") { return Double(key.dropFirst()) == number }
        return key == category
    }

    /// `=N` beats a keyword, which beats `other`.
    func isBetter(_ key: String, than other: String) -> Bool {
        Self.rank(key) > Self.rank(other)
    }

    private static func rank(_ key: String) -> Int {
        key == "other" ? 0 : key.hasPrefix("=") ? 2 : 1
    }
}

/// An MF1 selector whose argument is missing or of the wrong kind (the
/// error is already reported): it selects only the variant keyed
/// ``MF1Lowering/failureKey``, whose text is the `{name}` fallback.
struct FailedICUSelection: MessageValue {
    var argument: MessageArgument { .string("") }
    var partType: String { "fallback" }
    var isSelectable: Bool { true }

    func format() throws(MessageError) -> FormattedValue {
        throw MessageError(.notFormattable, "a failed selector has no text")
    }

    func matches(_ key: String) throws(MessageError) -> Bool { key == MF1Lowering.failureKey }
}
