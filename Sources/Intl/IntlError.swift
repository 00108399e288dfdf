import TextEscaping

/// The one error type of the `Intl` module: bad input, named precisely.
///
/// Formatters validate everything when they are created, so these are
/// thrown by initializers and parsers, not by `format(_:)`.
///
///     do {
///         _ = try NumberFormat(locale: "de-DE", options: .init(style: .currency("XYZ")))
///     } catch {
///         print(error)   // unknown currency code "XYZ" (not in ISO 4217)
///     }
public enum IntlError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The locale identifier is not a well-formed BCP 47 tag or ICU locale id.
    case malformedLocale(String)
    /// A `-u-` keyword the library does not know. Not thrown since 0.9:
    /// well-formed keys no formatter reads are carried, as BCP 47 asks
    /// (CHANGELOG); the case stays for source compatibility until 0.10.
    case unknownLocaleKeyword(key: String, locale: String)
    /// A `-u-` keyword value ICU does not support: "foo" for "nu" in
    /// "en-u-nu-foo" (or "en@numbers=foo"). `key` is the BCP 47 key.
    case unsupportedLocaleKeywordValue(key: String, value: String, locale: String)
    /// A currency code that is not three ASCII letters.
    case malformedCurrencyCode(String)
    /// A well-formed currency code that ISO 4217 (as ICU knows it) lacks.
    case unknownCurrency(String)
    /// A measurement unit ICU does not know.
    case unknownUnit(String)
    /// A named rule set the locale's rule-based formatter does not have.
    case unknownRuleSet(String, locale: String, available: [String])
    /// Options that contradict each other or are out of range.
    case invalidOptions(String)
    /// ICU rejected the number skeleton built from the options (or given
    /// directly); `offset` is ICU's UTF-16 offset of the problem, if known.
    case invalidSkeleton(skeleton: String, icuError: String, offset: Int?)
    /// A decimal number string that is not a number ("1..2", "abc").
    case invalidNumber(String)
    /// NaN or an infinity where a finite number is needed (plural selection).
    case notFinite(Double)
    /// A value the formatter cannot render exactly, e.g. a decimal beyond
    /// double precision for spell-out (ICU's rule-based formatter works in
    /// doubles and silently prints a different number).
    case notRepresentable(String, reason: String)
    /// Parsing stopped before the end of the input; `position` counts
    /// characters from the start of `input`.
    case parseFailure(input: String, position: Int)
    /// An ICU call failed where no input was at fault (e.g. out of memory).
    case icuFailure(function: String, icuError: String)
    /// A time zone id that is neither in ICU's tz database nor a custom
    /// offset like "GMT+05:30" ("Mars/Olympus", "america/new_york").
    case unknownTimeZone(String)
    /// A calendar ICU does not have ("klingon"); ICU would silently use
    /// the Gregorian one.
    case unknownCalendar(String)
    /// A numbering system ICU does not have ("klingon").
    case unknownNumberingSystem(String)
    /// An hour cycle other than h11, h12, h23 or h24 (from a `-u-hc-` keyword).
    case invalidHourCycle(String)
    /// A date template (skeleton such as "yMMMd") with a character that is
    /// not a field letter at `offset` (in characters), or an empty one.
    case invalidTemplate(template: String, offset: Int)
    /// A date pattern with an unknown field letter or an unterminated quote
    /// at `offset` (in characters).
    case invalidPattern(pattern: String, offset: Int)
    /// Date parsing stopped before the end of `input`; `position` counts
    /// characters from the start of `input`.
    case dateParseFailure(input: String, pattern: String, position: Int)
    /// A language, region or script code that is not well formed, given to
    /// ``DisplayNames`` (`kind` is "language", "region" or "script").
    case malformedCode(kind: String, code: String)
    /// Text longer than a formatter takes in one call: `bytes` of UTF-8
    /// against the `limit` (``ListFormat/maximumInputBytes``).
    case inputTooLong(bytes: Int, limit: Int)
    /// A duration ``DurationFormat`` cannot format: mixed signs
    /// ("1 hour, -5 minutes"), or beyond ECMA-402's limits (2⁵³ seconds,
    /// 2³² years, months or weeks).
    case invalidDuration(String)

    public var description: String {
        switch self {
        case .malformedLocale(let identifier):
            "malformed locale identifier \(quoted(identifier))"
        case .unknownLocaleKeyword(let key, let locale):
            "unknown keyword \(quoted(key)) in locale \(quoted(locale))"
        case .unsupportedLocaleKeywordValue(let key, let value, let locale):
            "unsupported \(LocaleKeyword.meaning(of: key)) \(quoted(value)) in locale \(quoted(locale)) (keyword -u-\(key)-)"
        case .malformedCurrencyCode(let code):
            "malformed currency code \(quoted(code)) (expected three ASCII letters, e.g. \"EUR\")"
        case .unknownCurrency(let code):
            "unknown currency code \(quoted(code)) (not in ISO 4217)"
        case .unknownUnit(let unit):
            "unknown measurement unit \(quoted(unit))"
        case .unknownRuleSet(let name, let locale, let available):
            "unknown rule set \(quoted(name)) for locale \(quoted(locale)); available: \(available.joined(separator: ", "))"
        case .invalidOptions(let reason):
            "invalid options: \(reason)"
        case .invalidSkeleton(let skeleton, let icuError, let offset):
            "invalid number skeleton \(quoted(skeleton))\(offset.map { " at offset \($0)" } ?? ""): \(icuError)"
        case .invalidNumber(let text):
            "not a decimal number: \(quoted(text))"
        case .notFinite(let value):
            "not a finite number: \(value)"
        case .notRepresentable(let value, let reason):
            "cannot format \(quoted(value)) exactly: \(reason)"
        case .parseFailure(let input, let position):
            "cannot parse \(quoted(input)): stopped at position \(position)"
        case .icuFailure(let function, let icuError):
            "\(function) failed: \(icuError)"
        case .unknownTimeZone(let zone):
            "unknown time zone \(quoted(zone)) (expected an IANA id such as \"Europe/Berlin\" or an offset such as \"GMT+05:30\")"
        case .unknownCalendar(let calendar):
            "unknown calendar \(quoted(calendar))"
        case .unknownNumberingSystem(let system):
            "unknown numbering system \(quoted(system))"
        case .invalidHourCycle(let cycle):
            "invalid hour cycle \(quoted(cycle)) (expected h11, h12, h23 or h24)"
        case .invalidTemplate(let template, let offset):
            template.isEmpty
                ? "empty date template"
                : "invalid date template \(quoted(template)) at offset \(offset): \(describeCharacter(at: offset, in: template)) is not a template field letter"
        case .invalidPattern(let pattern, let offset):
            "invalid date pattern \(quoted(pattern)) at offset \(offset): " + (character(at: offset, in: pattern) == "'"
                ? "unterminated quote"
                : "\(describeCharacter(at: offset, in: pattern)) is not a pattern field letter (quote literal text: 'at')")
        case .dateParseFailure(let input, let pattern, let position):
            "cannot parse \(quoted(input)) as a date with pattern \(quoted(pattern)): stopped at position \(position)"
        case .malformedCode(let kind, let code):
            "malformed \(kind) code \(quoted(code)) (expected \(expectedCodeForm(kind)))"
        case .inputTooLong(let bytes, let limit):
            "input too long: \(bytes) bytes of UTF-8, the limit is \(limit)"
        case .invalidDuration(let reason):
            "invalid duration: \(reason)"
        }
    }
}

/// How a well-formed code of `kind` looks, for `malformedCode` messages.
private func expectedCodeForm(_ kind: String) -> String {
    switch kind {
    case "language": "2–3 or 5–8 letters, e.g. \"de\""
    case "region": "2 letters or 3 digits, e.g. \"CH\", \"419\""
    case "script": "4 letters, e.g. \"Latn\""
    default: "a \(kind) code"
    }
}

/// The character at `offset` (in characters) of `text`, or nil past its end.
private func character(at offset: Int, in text: String) -> Character? {
    guard offset >= 0, offset < text.count else { return nil }
    return text[text.index(text.startIndex, offsetBy: offset)]
}

/// The character at `offset`, quoted, or "the end" past the end of `text`.
private func describeCharacter(at offset: Int, in text: String) -> String {
    character(at: offset, in: text).map { quoted(String($0)) } ?? "the end"
}

/// Quotes user input for an error message: the package's one rule for outside text
/// (`QuotedText`), so quotes, controls, bidi controls are escaped (`"en\u{1B}"`).
func quoted(_ text: String) -> String {
    QuotedText.quoted(text)
}
