import Intl

/// Formats one MessageFormat 2 message for one locale: immutable and
/// `Sendable`, so build it once and share it.
///
///     let files = try MessageFormat(mf2: """
///         .input {$count :integer}
///         .match $count
///         one {{{$count} file}}
///         *   {{{$count} files}}
///         """, locale: IntlLocale("en"))
///     files.format(["count": 1]).text      // "1 file"
///     files.format(["count": 1234]).text   // "1,234 files"
///
/// Formatting never throws: an argument that is missing or of the wrong
/// kind makes its placeholder a fallback (`{$count}`) and adds a
/// ``MessageError`` to the result; ``formatStrict(_:)`` throws the first
/// instead. Selection follows the specification: exact keys (`1`) before
/// plural categories (`one`) before `*`. Numbers go through `Intl`'s
/// `NumberFormat` and `PluralRules`, dates through `DateTimeFormat`.
///
/// Placeholders are isolated for bidi text by default (the specification's
/// default strategy): a string in U+2068…U+2069, a number only when its
/// direction differs from the message's, so in an English message
/// `{$name}` with "Ada" gives "\u{2068}Ada\u{2069}" and `{$n :number}` gives
/// "5". ``BidiIsolation/none`` leaves the text alone.
public struct MessageFormat: Sendable {
    /// The message formatted.
    public let message: Message
    /// The locale of numbers, dates and plural rules, and the message's direction.
    public let locale: IntlLocale
    /// The isolation strategy, time zone and functions.
    public let options: Options

    /// How a formatter isolates placeholders and which functions it knows.
    public struct Options: Sendable {
        /// The bidi isolation strategy; default ``BidiIsolation/default``.
        public var bidiIsolation: BidiIsolation
        /// The time zone dates are shown in (an IANA identifier); default "UTC".
        public var timeZone: String
        /// The functions messages may call; default ``MessageFunctionRegistry/standard``.
        public var functions: MessageFunctionRegistry

        /// Options with the given values.
        public init(bidiIsolation: BidiIsolation = .default, timeZone: String = "UTC",
                    functions: MessageFunctionRegistry = .standard) {
            self.bidiIsolation = bidiIsolation
            self.timeZone = timeZone
            self.functions = functions
        }
    }

    /// Whether placeholders are wrapped in bidi isolation marks.
    public enum BidiIsolation: String, Hashable, Sendable {
        /// The specification's default strategy: U+2066/U+2067/U+2068 … U+2069
        /// around each placeholder unless it has the message's direction.
        case `default`
        /// No marks.
        case none
    }

    /// A formatter of `message` for `locale`.
    public init(_ message: Message, locale: IntlLocale, options: Options = Options()) {
        self.message = message
        self.locale = locale
        self.options = options
    }

    /// A formatter of MF2 source for `locale`.
    ///
    /// - Throws: ``MessageSyntaxError`` when `source` is not a valid message.
    public init(mf2 source: String, locale: IntlLocale, options: Options = Options()) throws(MessageSyntaxError) {
        self.init(try Message(mf2: source), locale: locale, options: options)
    }

    /// A formatter of ICU MessageFormat (MF1) source for `locale`
    /// (``Message/init(icu:)``). Its options default to no bidi isolation,
    /// so that the text is ICU's `icu::MessageFormat` output:
    ///
    ///     let format = try MessageFormat(icu: "{n, plural, one {# day} other {# days}} left", locale: IntlLocale("de"))
    ///     format.format(["n": 1234]).text   // "1.234 days left"
    ///     format.format([:]).text           // "{n} left" (errors: unresolved-variable)
    ///
    /// - Throws: ``MessageSyntaxError`` when `source` is not a valid message.
    public init(icu source: String, locale: IntlLocale,
                options: Options = Options(bidiIsolation: .none)) throws(MessageSyntaxError) {
        self.init(try Message(icu: source), locale: locale, options: options)
    }

    /// The message as text, with the errors met on the way.
    ///
    ///     let hello = try MessageFormat(mf2: "Hello {$name}!", locale: IntlLocale("en"),
    ///                                   options: .init(bidiIsolation: .none))
    ///     hello.format(["name": "Ada"]).text   // "Hello Ada!"
    ///     hello.format([:]).text               // "Hello {$name}!" (errors: unresolved-variable)
    public func format(_ arguments: [String: any MessageArgumentConvertible] = [:]) -> FormattedMessage {
        let result = formatToParts(arguments)
        return FormattedMessage(text: result.text, errors: result.errors)
    }

    /// The message as text, or the first error.
    ///
    /// - Throws: the first ``MessageError`` met (`unresolved-variable`, `bad-operand`, …).
    public func formatStrict(_ arguments: [String: any MessageArgumentConvertible] = [:]) throws(MessageError) -> String {
        let result = format(arguments)
        if let first = result.errors.first { throw first }
        return result.text
    }

    /// The message as parts: text, formatted placeholders with their
    /// fields, markup, bidi marks and fallbacks.
    ///
    ///     let parts = try MessageFormat(mf2: "{#b}{$n :number}{/b}", locale: IntlLocale("en"))
    ///         .formatToParts(["n": 42]).parts
    ///     // [.markup(open b), .expression(number "42", fields: [integer "42"]), .markup(close b)]
    public func formatToParts(_ arguments: [String: any MessageArgumentConvertible] = [:]) -> FormattedMessageParts {
        var resolver = MessageResolver(format: self, arguments: arguments.mapValues(\.messageArgument))
        let parts = resolver.formatMessage()
        return FormattedMessageParts(parts: parts, errors: resolver.errors)
    }
}
