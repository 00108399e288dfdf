/// One part of a formatted message (``MessageFormat/formatToParts(_:)``):
/// the specification's part kinds, for a caller that styles placeholders,
/// renders markup or shows where a fallback stands.
///
///     let parts = try MessageFormat(mf2: "Hi {#b}{$name}{/b}", locale: IntlLocale("en"))
///         .formatToParts(["name": "Ada"]).parts
///     // [.text("Hi "), .markup(open b), .bidiIsolation("\u{2068}"),
///     //  .expression(string "Ada"), .bidiIsolation("\u{2069}"), .markup(close b)]
public enum MessagePart: Hashable, Sendable {
    /// Literal text of the pattern.
    case text(String)
    /// A bidi isolation mark the default strategy put around a placeholder:
    /// U+2066 (LTR), U+2067 (RTL), U+2068 (first strong) or U+2069 (pop).
    case bidiIsolation(Unicode.Scalar)
    /// A formatted placeholder.
    case expression(ExpressionPart)
    /// A markup placeholder; a string shows none of it.
    case markup(MarkupPart)
    /// A placeholder that failed, with its fallback source (`$x`, `|horse|`,
    /// `:fn`); a string shows it in braces.
    case fallback(source: String)

    /// One field of a formatted value: `integer` `42`, `group` `,`, `month` `Dec`.
    public struct Field: Hashable, Sendable {
        /// The field's name, as `Intl`'s `FormatPart.Kind` spells it.
        public var kind: String
        /// Its text.
        public var text: String

        /// A field of `kind` with `text`.
        public init(kind: String, text: String) {
            self.kind = kind
            self.text = text
        }
    }

    /// The text the part adds to a formatted string.
    public var text: String {
        switch self {
        case .text(let text): text
        case .bidiIsolation(let mark): String(mark)
        case .expression(let part): part.text
        case .markup: ""
        case .fallback(let source): "{" + source + "}"
        }
    }
}

/// A formatted placeholder: its type (`string`, `number`, `datetime`), its
/// text and fields, and what `u:` options said.
public struct ExpressionPart: Hashable, Sendable {
    /// The value's type: `string`, `number`, `datetime`, or a custom function's.
    public var type: String
    /// The formatted text.
    public var text: String
    /// The formatter's fields (`integer`, `decimal`, …); empty for strings.
    public var fields: [MessagePart.Field]
    /// The locale it was formatted in.
    public var locale: String
    /// The direction `u:dir` set (`ltr` or `rtl`), nil otherwise.
    public var direction: MessageDirection?
    /// The `u:id` option's value.
    public var id: String?

    /// A part with these fields.
    public init(type: String, text: String, fields: [MessagePart.Field] = [], locale: String,
                direction: MessageDirection? = nil, id: String? = nil) {
        self.type = type
        self.text = text
        self.fields = fields
        self.locale = locale
        self.direction = direction
        self.id = id
    }
}

/// A markup placeholder as a part: `{#b}`, `{/b}`, `{#img src=|x.png|/}`.
public struct MarkupPart: Hashable, Sendable {
    /// Open, standalone or close.
    public var kind: Message.Markup.Kind
    /// The markup's identifier.
    public var name: String
    /// The `u:id` option's value.
    public var id: String?
    /// The options other than `u:` ones, values as text.
    public var options: [String: String]

    /// A part with these fields.
    public init(kind: Message.Markup.Kind, name: String, id: String? = nil, options: [String: String] = [:]) {
        self.kind = kind
        self.name = name
        self.id = id
        self.options = options
    }
}

/// A formatted message: the text, and every error met on the way (the text
/// then holds fallbacks such as `{$name}`).
///
///     let result = try MessageFormat(mf2: "{$n :number} items", locale: IntlLocale("en")).format(["n": 1234])
///     result.text     // "1,234 items"
///     result.errors   // []
public struct FormattedMessage: Hashable, Sendable {
    /// The formatted text.
    public var text: String
    /// The errors, in the order they occurred; empty when formatting succeeded.
    public var errors: [MessageError]

    /// A result of `text` with `errors`.
    public init(text: String, errors: [MessageError] = []) {
        self.text = text
        self.errors = errors
    }
}

/// A message formatted to parts, and every error met on the way.
public struct FormattedMessageParts: Hashable, Sendable {
    /// The parts in order.
    public var parts: [MessagePart]
    /// The errors, in the order they occurred.
    public var errors: [MessageError]

    /// A result of `parts` with `errors`.
    public init(parts: [MessagePart], errors: [MessageError] = []) {
        self.parts = parts
        self.errors = errors
    }

    /// The parts' text joined: what ``MessageFormat/format(_:)`` returns.
    public var text: String { parts.map(\.text).joined() }
}
