/// Names of locales, languages, regions, scripts and currencies in one
/// display language, for language pickers and settings screens.
///
///     let fr = try DisplayNames(locale: "fr")
///     try fr.name(of: "de-CH")        // "allemand (Suisse)"
///     try fr.language("de")           // "allemand"
///     try fr.region("CH")             // "Suisse"
///     try fr.script("Latn")           // "latin"
///     try fr.currency("USD")          // "dollar des États-Unis"
///     try fr.region("XY")             // nil: ICU has no name for it
///     try fr.region("Suisse")         // throws: malformed region code "Suisse" (expected …)
///
///     try IntlLocale("de-CH").selfDisplayName   // "Deutsch (Schweiz)"
///
/// A well-formed code without a name gives `nil`; a malformed one is an
/// error. Whole locale names never fail: ICU writes codes for the parts it
/// has no name for ("xq (QQ)"). A display locale without CLDR data (root)
/// has no names at all, so its lookups give `nil` and codes, never the
/// host's language. Names are the loaded ICU's CLDR data.
public struct DisplayNames: Hashable, Sendable {
    /// The language names are given in.
    public let locale: IntlLocale

    /// - Throws: `IntlError.malformedLocale`, `.unknownLocaleKeyword`,
    ///   `.unsupportedLocaleKeywordValue`.
    public init(locale: String) throws(IntlError) {
        self.init(locale: try IntlLocale(locale))
    }

    public init(locale: IntlLocale) {
        self.locale = locale
    }

    /// The name of a locale: "allemand (Suisse)" for "de-CH" in fr,
    /// "Chinese (Traditional, Taiwan)" for "zh-Hant-TW" in en.
    public func name(of named: IntlLocale) -> String {
        ICUDisplayNames.name(.locale, of: Self.icuID(of: named), in: displayID).0
    }

    /// The name of a locale given as an identifier.
    ///
    /// - Throws: `IntlError.malformedLocale`, `.unknownLocaleKeyword`,
    ///   `.unsupportedLocaleKeywordValue` for `identifier`.
    public func name(of identifier: String) throws(IntlError) -> String {
        name(of: try IntlLocale(identifier))
    }

    /// The name of a language code ("de" → "allemand" in fr), or nil.
    ///
    /// - Throws: `IntlError.malformedCode` unless 2–3 or 5–8 ASCII letters.
    public func language(_ code: String) throws(IntlError) -> String? {
        guard [2, 3, 5, 6, 7, 8].contains(code.utf8.count), code.utf8.allSatisfy(isASCIILetter) else {
            throw .malformedCode(kind: "language", code: code)
        }
        return lookUp(.language, code.lowercased())
    }

    /// The name of a region code ("CH" → "Suisse" in fr, "419" → "Latin
    /// America" in en), or nil.
    ///
    /// - Throws: `IntlError.malformedCode` unless 2 ASCII letters or 3 digits.
    public func region(_ code: String) throws(IntlError) -> String? {
        let bytes = code.utf8
        guard bytes.count == 2 && bytes.allSatisfy(isASCIILetter) || bytes.count == 3 && bytes.allSatisfy(isASCIIDigit) else {
            throw .malformedCode(kind: "region", code: code)
        }
        return lookUp(.region, "und_" + code.uppercased())
    }

    /// The name of an ISO 15924 script code ("Cyrl" → "Cyrillic" in en), or nil.
    ///
    /// - Throws: `IntlError.malformedCode` unless 4 ASCII letters.
    public func script(_ code: String) throws(IntlError) -> String? {
        guard code.utf8.count == 4, code.utf8.allSatisfy(isASCIILetter) else {
            throw .malformedCode(kind: "script", code: code)
        }
        return lookUp(.script, "und_" + code.prefix(1).uppercased() + code.dropFirst().lowercased())
    }

    /// The name of an ISO 4217 currency code ("EUR" → "Euro" in de), or nil
    /// when ICU has none ("XYZ").
    ///
    /// - Throws: `IntlError.malformedCurrencyCode` unless 3 ASCII letters.
    public func currency(_ code: String) throws(IntlError) -> String? {
        guard code.utf8.count == 3, code.utf8.allSatisfy(isASCIILetter) else { throw .malformedCurrencyCode(code) }
        let upper = code.uppercased()
        // Root (no data) answers with the code itself and no warning.
        return ICUDisplayNames.currencyName(upper, in: displayID).flatMap { $0 == upper ? nil : $0 }
    }

    // MARK: Helpers

    /// The display locale for ICU: "root" when ICU has no data for its
    /// language (ICU would otherwise answer in the host's default locale).
    private var displayID: String {
        locale.dataLocale == "root" ? "root" : locale.icuID
    }

    private func lookUp(_ kind: ICUDisplayNames.Kind, _ localeID: String) -> String? {
        let (name, found) = ICUDisplayNames.name(kind, of: localeID, in: displayID)
        return found ? name : nil
    }

    /// The ICU id of the locale being named, with the language it was given
    /// (`icuID` is root for languages ICU has no data for).
    private static func icuID(of named: IntlLocale) -> String {
        ICULocale.id(forLanguageTag: named.identifier) ?? named.icuID
    }
}

private func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
}

private func isASCIIDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
}

extension IntlLocale {
    /// The locale's name in `displayLocale`: "allemand (Suisse)" for de-CH in fr.
    public func displayName(in displayLocale: IntlLocale) -> String {
        DisplayNames(locale: displayLocale).name(of: self)
    }

    /// The locale's name in its own language: "Deutsch (Schweiz)" for de-CH,
    /// "العربية" for ar.
    public var selfDisplayName: String { displayName(in: self) }
}
