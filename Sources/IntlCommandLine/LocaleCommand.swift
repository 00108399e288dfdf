import ArgumentParser
import Intl

/// `intl locale`: what swift-intl makes of locale identifiers.
struct LocaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locale",
        abstract: "Canonical form, likely subtags, direction, names, fallback chain and plural categories of locales.",
        discussion: """
            Examples:
              intl locale zh_Hant_TW iw en-u-ms-imperial
              intl locale ar-EG de-CH --json
            With --json, one object per line: canonical, maximized, minimized (BCP 47), \
            direction ("ltr"/"rtl"), displayName {en, self}, fallbackChain, \
            pluralCategories {cardinal, ordinal}. A malformed id is reported on stderr \
            (exit 1) and the others are still printed.
            """
    )

    @Flag(help: "Print one JSON object per line.")
    var json = false

    @Argument(help: "Locale identifiers (BCP 47 or ICU), e.g. zh_Hant_TW, en-US-u-nu-arab; - reads them from standard input, one per line.")
    var identifiers: [String]

    mutating func validate() throws {
        identifiers = try StandardInputItems.expand(identifiers)
        if identifiers.isEmpty { throw ValidationError("give at least one locale identifier") }
    }

    func run() throws {
        var failed = false
        for identifier in identifiers {
            do {
                let description = try LocaleDescription(IntlLocale(identifier))
                print(json ? description.json.text : description.text)
            } catch {
                FileDescriptorOutput.reportError("\(error)")
                failed = true
            }
        }
        if failed { throw ExitCode.badInput }
    }
}

/// Everything `intl locale` prints about one locale.
struct LocaleDescription {
    let locale: IntlLocale
    let english: String
    let own: String
    let cardinal: [PluralCategory]
    let ordinal: [PluralCategory]

    init(_ locale: IntlLocale) throws(IntlError) {
        self.locale = locale
        english = locale.displayName(in: try IntlLocale("en"))
        own = locale.selfDisplayName
        cardinal = PluralRules(locale: locale, type: .cardinal).categories
        ordinal = PluralRules(locale: locale, type: .ordinal).categories
    }

    var direction: String { locale.direction.htmlValue }

    /// `{"canonical":"de-CH","maximized":"de-Latn-CH",…}` with the keys in the documented order.
    var json: JSONValue {
        .object([
            ("canonical", .string(locale.identifier)),
            ("maximized", .string(locale.maximized.identifier)),
            ("minimized", .string(locale.minimized.identifier)),
            ("direction", .string(direction)),
            ("displayName", .object([("en", .string(english)), ("self", .string(own))])),
            ("fallbackChain", .array(locale.fallbackChain.map(JSONValue.string))),
            ("pluralCategories", .object([
                ("cardinal", .array(cardinal.map { .string($0.rawValue) })),
                ("ordinal", .array(ordinal.map { .string($0.rawValue) })),
            ])),
        ])
    }

    /// A readable block, one property per line.
    var text: String {
        """
        \(locale.identifier)
          maximized:      \(locale.maximized.identifier)
          minimized:      \(locale.minimized.identifier)
          direction:      \(direction)
          name:           \(english) / \(own)
          fallback chain: \(locale.fallbackChain.joined(separator: " → "))
          plurals:        cardinal \(cardinal.map(\.rawValue).joined(separator: " ")); ordinal \(ordinal.map(\.rawValue).joined(separator: " "))
        """
    }
}
