import CICU

/// A locale identifier, checked and resolved the way ICU will use it.
///
/// Accepts BCP 47 tags (`de-DE`, `hi-IN-u-nu-deva`, `ja-JP-u-ca-japanese`)
/// and ICU locale ids (`de_DE`, `ja_JP@calendar=japanese`). ICU itself
/// accepts anything ("!!" silently formats like the host's locale); this type
/// rejects malformed identifiers, and when ICU has no data for a well-formed
/// one ("xx-YY") it resolves to root, never to whatever the host's locale is.
///
///     let locale = try IntlLocale("iw_IL")
///     locale.identifier   // "he-IL"
///     locale.dataLocale   // "he"
///
/// - Throws: `IntlError.malformedLocale`.
public struct IntlLocale: Hashable, Sendable, CustomStringConvertible {
    /// The canonical BCP 47 tag of the requested locale ("he-IL" for "iw_IL").
    public let identifier: String
    /// The locale whose data ICU uses: "de" for "de-XX", "root" when ICU has
    /// no data for the language at all.
    public let dataLocale: String
    /// The id handed to ICU: the canonical ICU id, or root plus the request's
    /// keywords when ICU has no data for the language.
    let icuID: String

    public init(_ identifier: String) throws(IntlError) {
        let canonicalID = try Self.canonicalICUID(identifier)
        guard let tag = Self.languageTag(canonicalID) else { throw .malformedLocale(identifier) }
        self.identifier = tag
        let (data, fellBack) = Self.dataLocale(of: canonicalID)
        if fellBack {
            // ICU would use the process default locale here; use root instead
            // and keep the request's keywords (numbering system, calendar).
            icuID = canonicalID.firstIndex(of: "@").map { String(canonicalID[$0...]) } ?? ""
            dataLocale = "root"
        } else {
            icuID = canonicalID
            dataLocale = data.isEmpty || data == "root" ? "root" : Self.languageTag(data) ?? data
        }
    }

    public var description: String { identifier }

    /// True when the locale's script is written right to left (ar, he, fa, ur…).
    public var isRightToLeft: Bool { cicu_locale_is_right_to_left(icuID) != 0 }

    /// The value of a Unicode extension keyword in the ICU id ("numbers",
    /// "calendar", "hours"), or nil.
    func keyword(_ key: String) -> String? {
        guard let at = icuID.firstIndex(of: "@") else { return nil }
        for pair in icuID[icuID.index(after: at)...].split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0] == key { return String(parts[1]) }
        }
        return nil
    }

    /// Every locale ICU has data for, as canonical BCP 47 tags, sorted.
    public static var availableIdentifiers: [String] {
        (0..<cicu_locale_count_available()).compactMap { index in
            cicu_locale_available(index).flatMap { languageTag(String(cString: $0)) }
        }.sorted()
    }

    // MARK: Resolution steps

    private static func canonicalICUID(_ identifier: String) throws(IntlError) -> String {
        if ["", "root", "und"].contains(identifier) { return "" }
        guard identifier.utf8.allSatisfy(isIdentifierByte) else { throw .malformedLocale(identifier) }
        let icuStyle = identifier.contains("_") || identifier.contains("@")
        let source: String
        if icuStyle {
            // Round-trip through a strict BCP 47 tag: ICU rejects nothing
            // in a raw id, but a strict tag conversion does.
            guard let tag = languageTag(canonicalize(identifier) ?? ""),
                  !droppedLanguage(of: identifier, tag: tag) else {
                throw .malformedLocale(identifier)
            }
            source = tag
        } else {
            source = identifier
        }
        guard let id = icuID(forLanguageTag: source), let canonical = canonicalize(id) else {
            throw .malformedLocale(identifier)
        }
        return canonical
    }

    /// ICU turns ids it cannot read ("de_DE@=x") into root; a request that
    /// named a language must keep one.
    private static func droppedLanguage(of identifier: String, tag: String) -> Bool {
        let language = identifier.prefix { $0 != "_" && $0 != "@" }.lowercased()
        return !["", "root", "und"].contains(language) && (tag == "und" || tag.hasPrefix("und-"))
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
             UInt8(ascii: "@"), UInt8(ascii: "="), UInt8(ascii: ";"):
            true
        default:
            false
        }
    }

    /// A well-formed tag parses to its last byte; anything less is malformed.
    private static func icuID(forLanguageTag tag: String) -> String? {
        var parsed: Int32 = 0
        let (id, status) = icuString { cicu_locale_for_language_tag(tag, $0, $1, &parsed, &$2) }
        return status.failed || Int(parsed) != tag.utf8.count ? nil : id
    }

    private static func canonicalize(_ id: String) -> String? {
        let (canonical, status) = icuString { cicu_locale_canonicalize(id, $0, $1, &$2) }
        return status.failed ? nil : canonical
    }

    /// The BCP 47 tag of an ICU id without its keywords ("ja-JP" for
    /// "ja_JP@calendar=japanese"): the locale pooled handles are filed under.
    static func baseLanguageTag(_ id: String) -> String {
        let base = id.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? id
        return languageTag(base) ?? base
    }

    static func languageTag(_ id: String) -> String? {
        let (tag, status) = icuString { cicu_locale_to_language_tag(id, 1, $0, $1, &$2) }
        return status.failed ? nil : tag
    }

    private static func dataLocale(of id: String) -> (String, fellBackToDefault: Bool) {
        var fellBack: Int32 = 0
        let (data, _) = icuString { cicu_locale_data_locale(id, $0, $1, &fellBack, &$2) }
        return (data, fellBack != 0)
    }
}
