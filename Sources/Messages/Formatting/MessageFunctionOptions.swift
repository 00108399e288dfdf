/// A function's options after resolution: each name with its value, and
/// whether the value was written as a literal (`select` must be).
public struct MessageFunctionOptions: Sendable {
    /// One resolved option value.
    public struct Value: Sendable {
        /// The value: a literal as `.string`, a variable's argument as it is.
        public var argument: MessageArgument
        /// Whether the message wrote it as a literal.
        public var isLiteral: Bool

        /// A resolved value.
        public init(_ argument: MessageArgument, isLiteral: Bool) {
            self.argument = argument
            self.isLiteral = isLiteral
        }

        /// The value as text: a literal, a string, or a number's digits.
        public var text: String { argument.textDescription }
    }

    private var values: [String: Value]

    /// Options with these values.
    public init(_ values: [String: Value] = [:]) {
        self.values = values
    }

    /// The option named `name`, nil when not given.
    public subscript(name: String) -> Value? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// The option names, sorted.
    public var names: [String] { values.keys.sorted() }

    /// These options, with `other`'s for names these do not have.
    public func merged(under other: MessageFunctionOptions) -> MessageFunctionOptions {
        MessageFunctionOptions(values.merging(other.values) { mine, _ in mine })
    }

    /// These options without `names`.
    public func removing(_ names: [String]) -> MessageFunctionOptions {
        var copy = values
        for name in names { copy[name] = nil }
        return MessageFunctionOptions(copy)
    }
}
