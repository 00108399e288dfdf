import Synchronization

/// A locale, validated once and then used by every formatter, pool and
/// catalog of the library.
///
/// Accepts BCP 47 tags (`de-DE`, `zh-Hant-TW`, `hi-IN-u-nu-deva`,
/// `en-US-u-nu-arab-ca-japanese`) and ICU locale ids (`de_DE`, `zh_Hant_TW`,
/// `ja_JP@calendar=japanese`), canonicalizes legacy codes (`iw` → `he`,
/// `in` → `id`, `no` → `nb`) and checks every `-u-` keyword value against
/// what ICU supports, so a formatter built from the locale cannot fail later
/// because of it. ICU itself accepts anything ("!!" silently formats like
/// the host's locale); this type rejects malformed identifiers, and when ICU
/// has no data for a well-formed one ("xx-YY") it resolves to root, never to
/// whatever the host's locale is.
///
///     let locale = try IntlLocale("iw_IL")
///     locale.identifier           // "he-IL"
///     locale.dataLocale           // "he"
///     try IntlLocale("zh_TW").maximized.identifier      // "zh-Hant-TW"
///     try IntlLocale("en-u-nu-arab").keywords          // ["nu": "arab"]
///     try IntlLocale("en-u-nu-foo")
///     // throws: unsupported numbering system "foo" in locale "en-u-nu-foo" (keyword -u-nu-)
///
/// Copies are cheap (one reference); equality and hashing use ``identifier``.
///
/// - Throws: `IntlError.malformedLocale`, `.unknownLocaleKeyword`,
///   `.unsupportedLocaleKeywordValue`.
public struct IntlLocale: Hashable, Sendable, CustomStringConvertible {
    private let storage: Storage

    /// The canonical BCP 47 tag of the requested locale ("he-IL" for "iw_IL").
    public var identifier: String { storage.identifier }
    /// The locale whose data ICU uses: "de" for "de-XX", "root" when ICU has
    /// no data for the language at all.
    public var dataLocale: String { storage.dataLocale }
    /// The id handed to ICU: the canonical ICU id, or root plus the request's
    /// keywords when ICU has no data for the language.
    var icuID: String { storage.icuID }

    /// The language subtag: "zh" for "zh-Hant-TW", "und" for root.
    public var language: String { storage.subtags.language }
    /// The script subtag, if the identifier has one: "Hant" for "zh-Hant-TW".
    public var script: String? { storage.subtags.script }
    /// The region subtag, if the identifier has one: "TW" for "zh-Hant-TW", "419" for "es-419".
    public var region: String? { storage.subtags.region }
    /// Variant subtags: ["valencia"] for "ca-ES-valencia".
    public var variants: [String] { storage.subtags.variants }
    /// The parsed subtags of ``identifier``.
    var subtags: LocaleSubtags { storage.subtags }
    /// A hash of ``identifier`` (``FastHashedString``), kept with the locale:
    /// equal locales have equal hashes.
    var identifierHash: UInt64 { storage.identifierHash }
    /// The canonical ICU id ("he_IL"), for tests comparing construction paths.
    var canonicalID: String { storage.canonicalID }
    /// The `-u-` keywords by BCP 47 key: ["nu": "arab", "ca": "japanese"]
    /// for "en-US-u-nu-arab-ca-japanese"; a key given alone ("en-u-kn") has "".
    public var keywords: [String: String] {
        Dictionary(storage.subtags.keywords.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    public init(_ identifier: String) throws(IntlError) {
        // Most identifiers (and nearly every Accept-Language range) are a
        // plain language[-Script][-REGION]: those are read without ICU
        // (`SimpleTag`), with the answer ICU's path gives (a test compares them).
        var bytes = identifier   // withUTF8 is mutating; a native string is not copied
        if let simple = bytes.withUTF8(Self.simple) {
            self = try simple.get()
            return
        }
        try self.init(icuPath: identifier)
    }

    /// The identifier whose UTF-8 is `utf8` (a range of an `Accept-Language`
    /// header): a simple tag is read from those bytes, and a string is made
    /// only for ICU's path.
    init(utf8: UnsafeBufferPointer<UInt8>) throws(IntlError) {
        if let simple = Self.simple(utf8) {
            self = try simple.get()
            return
        }
        try self.init(icuPath: String(utf8Copy: utf8))
    }

    /// The locale of a simple tag, or nil for any other identifier.
    ///
    /// Made once per spelling in canonical case and shared ("en-us" and
    /// "en-US" give the same locale, one reference): reading a range is then
    /// a hash and a lookup, where making a locale allocates it and five
    /// strings. At most 1,024 are kept (``UTF8KeyedCache``), so unusual tags
    /// cost a remake, never memory; a shared locale also resolves its ICU
    /// data (``dataLocale``) once for every user.
    private static func simple(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<IntlLocale, IntlError>? {
        // Ranges are nearly always written in canonical case ("en-US"), and
        // the cache is keyed by that spelling: a hit on the bytes as written
        // is the answer (a key is only stored for a valid simple tag, which
        // spells itself), without reading its subtags or copying it.
        if bytes.count <= SimpleTag.maximumLength, let cached = simpleLocales.cachedValue(for: bytes) {
            return .success(cached)
        }
        var spelling: (UInt64, UInt64) = (0, 0)   // room for SimpleTag.maximumLength bytes
        return withUnsafeMutableBytes(of: &spelling) { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            guard let fields = SimpleTag.canonicalSpelling(of: bytes, into: buffer) else { return nil }
            let canonical = UnsafeBufferPointer(rebasing: buffer[..<bytes.count])
            return Result { () throws(IntlError) in
                try simpleLocales.value(for: canonical) { () throws(IntlError) in
                    try IntlLocale(SimpleTag(canonical: canonical, fields: fields))
                }
            }
        }
    }

    private static let simpleLocales = UTF8KeyedCache<IntlLocale>()

    /// A simple tag already read. Only a language some alias rule names
    /// ("no", "sh") looks for a rule; any other is already canonical.
    private init(_ simple: consuming SimpleTag) throws(IntlError) {
        if simple.mayBeAliased, let aliased = LanguageAliases.apply(to: simple.subtags) {
            self = try IntlLocale(aliased.baseTag)
            return
        }
        self.init(storage: Storage(identifier: simple.tag, canonicalID: simple.canonicalID, subtags: simple.subtags))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// Reads an identifier through ICU's tag parser and canonicalizer (every
    /// shape ``SimpleTag`` does not take; `package` for the `icu` strategy of
    /// `intl bench negotiate`).
    package init(icuPath identifier: String) throws(IntlError) {
        try self.init(icuPath: identifier, rereadingTag: true)
    }

    private init(icuPath identifier: String, rereadingTag: Bool) throws(IntlError) {
        let canonicalID = try Self.canonicalICUID(identifier)
        // The tag must parse back to the same locale: ICU drops an extension
        // with no valid subtags ("fi-a-yes" → "fi-a"), canonicalization can
        // lengthen a tag past the limit ("x-…" → "und-x-…"), and ICU reads a
        // lower-case "-lvariant-" after "x-" as its own variant marker
        // ("x-i-lvariaNt-ls" → "und-x-i-lvariant-ls" → variant "LS"). An
        // identifier that does not round-trip would give pool keys and
        // catalogs two names for one locale. An identifier already in
        // canonical form has just been parsed: no second parse is needed.
        guard let tag = ICULocale.languageTag(canonicalID),
              tag == identifier || (try? Self.canonicalICUID(tag)).flatMap(ICULocale.languageTag) == tag else {
            throw .malformedLocale(identifier)
        }
        // ICU's tag writer replaces deprecated codes its id keeps ("ji_001" →
        // "yi-001", "de_DD" → "de-DE"): the locale is the tag's, read once
        // more, so that its id, maximized and minimized forms name the
        // replacement too ("ji-001" minimizes to "yi", as the tag "yi-001" does).
        if rereadingTag, tag != identifier, (try? Self.canonicalICUID(tag)) != canonicalID {
            self = try IntlLocale(icuPath: tag, rereadingTag: false)
            return
        }
        let subtags = LocaleSubtags(tag: tag)
        // CLDR's language aliases ("cmn" → "zh"), which ICU's C canonicalizer
        // leaves alone; the aliased tag is validated like any other.
        if let aliased = LanguageAliases.apply(to: subtags) {
            self = try IntlLocale(aliased.baseTag + LocaleSubtags.extensions(of: tag))
            return
        }
        try Self.checkKeywords(subtags, of: identifier)
        storage = Storage(identifier: tag, canonicalID: canonicalID, subtags: subtags)
    }

    public var description: String { identifier }

    public static func == (lhs: IntlLocale, rhs: IntlLocale) -> Bool {
        lhs.storage === rhs.storage
            || lhs.storage.identifierHash == rhs.storage.identifierHash && lhs.identifier == rhs.identifier
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.identifierHash) }

    /// The locale with its likely script and region added, per the loaded ICU's likely subtags:
    /// "zh-TW" → "zh-Hant-TW", "en" → "en-Latn-US", "sr" → "sr-Cyrl-RS".
    public var maximized: IntlLocale { transformed(ICULocale.addLikelySubtags) }

    /// The shortest identifier with the same maximized form:
    /// "zh-Hant-TW" → "zh-TW", "en-Latn-US" → "en".
    public var minimized: IntlLocale { transformed(ICULocale.minimizeSubtags) }

    /// True when the locale's script is written right to left (ar, he, fa,
    /// ur, az-Arab…).
    public var isRightToLeft: Bool { ICULocale.isRightToLeft(storage.canonicalID) }

    /// The value of a keyword in ICU's spelling ("numbers", "calendar",
    /// "hours"), or nil.
    func icuKeyword(_ key: String) -> String? {
        guard let at = icuID.firstIndex(of: "@") else { return nil }
        for pair in icuID[icuID.index(after: at)...].split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0] == key { return String(parts[1]) }
        }
        return nil
    }

    /// Every locale ICU has data for, as canonical BCP 47 tags, sorted.
    public static var availableIdentifiers: [String] {
        ICULocale.availableIDs.compactMap(ICULocale.languageTag).sorted()
    }

    /// The locale an ICU id transformation gives, or this one when ICU
    /// cannot apply it (it only fails on malformed ids, which this type never holds).
    private func transformed(_ transform: (String) -> String?) -> IntlLocale {
        guard let id = transform(storage.canonicalID), let tag = ICULocale.languageTag(id),
              let locale = try? IntlLocale(tag) else { return self }
        return locale
    }
}

extension IntlLocale {
    /// Everything about one identifier, computed once: copying a locale is one retain.
    private final class Storage: Sendable {
        let identifier: String
        /// ``FastHashedString`` of the identifier: different locales almost
        /// always differ here, so comparing them (an `Accept-Language`
        /// header's ranges for duplicates) rarely compares strings.
        let identifierHash: UInt64
        let canonicalID: String
        let subtags: LocaleSubtags
        /// Resolved on first use, not at construction: finding the data
        /// locale opens ICU's resource bundles under this locale's name, and
        /// ICU keeps an entry per name it is asked about (about 0.2 KiB) for
        /// the life of the process. Locales that are only negotiated, such as
        /// the ranges of every `Accept-Language` header a service reads, never
        /// reach those caches; only locales that are formatted with do.
        private let resolution = Mutex<Resolution?>(nil)

        init(identifier: String, canonicalID: String, subtags: LocaleSubtags) {
            self.identifier = identifier
            identifierHash = FastHashedString.mix(identifier)
            self.canonicalID = canonicalID
            self.subtags = subtags
        }

        var icuID: String { resolved.icuID }
        var dataLocale: String { resolved.dataLocale }

        private var resolved: Resolution {
            resolution.withLock { cached in
                if let cached { return cached }
                let made = Resolution(identifier: identifier, canonicalID: canonicalID, subtags: subtags)
                cached = made
                return made
            }
        }
    }

    /// The id ICU is handed and the locale its data comes from.
    private struct Resolution: Sendable {
        let icuID: String
        let dataLocale: String

        init(identifier: String, canonicalID: String, subtags: LocaleSubtags) {
            let dataID = IntlLocale.dataID(of: canonicalID, tag: identifier, subtags: subtags)
            // A language ICU has no data for falls back to root without asking
            // ICU: each name it is asked about stays in its bundle cache.
            let (data, fellBack) = ICULocale.languagesWithData.contains(subtags.language)
                ? ICULocale.dataLocale(of: dataID) : ("", true)
            if fellBack {
                // ICU would use the process default locale here; use root instead
                // and keep the request's keywords (numbering system, calendar).
                icuID = dataID.firstIndex(of: "@").map { String(dataID[$0...]) } ?? ""
                dataLocale = "root"
            } else {
                icuID = dataID
                dataLocale = data.isEmpty || data == "root" ? "root" : ICULocale.languageTag(data) ?? data
            }
        }
    }

    /// `canonicalID` without what no ICU data or service reads: extensions
    /// other than `-u-` (private use `-x-`, `-t-`…), `-u-` keys and attributes
    /// no formatter reads, and variants ICU has no
    /// data for ("en-US-abcde"). ICU caches data per locale name, so each such
    /// spelling would be loaded again under a new name and kept: requests for
    /// "en-x-1", "en-x-2"… would grow its caches without bound. (The
    /// identifier keeps them; only what ICU is handed drops them.)
    private static func dataID(of canonicalID: String, tag: String, subtags: LocaleSubtags) -> String {
        let variants = subtags.variants.filter { ICULocale.variantsWithData.contains($0.uppercased()) }
        var parts = [subtags.language] + [subtags.script, subtags.region].compactMap { $0 } + variants
        let read = subtags.keywords.filter { LocaleKeyword.all[$0.key] != nil }
        if !read.isEmpty {
            parts.append("u")
            parts += read.flatMap { $0.value.isEmpty ? [$0.key] : [$0.key, $0.value] }
        }
        let dataTag = parts.joined(separator: "-")
        guard dataTag != tag, let id = ICULocale.id(forLanguageTag: dataTag),
              let canonical = ICULocale.canonicalize(id) else { return canonicalID }
        return canonical
    }

    // MARK: Resolution steps

    private static func canonicalICUID(_ identifier: String) throws(IntlError) -> String {
        if ["", "root", "und"].contains(identifier) { return "" }
        guard identifier.utf8.count <= maximumLength, identifier.utf8.allSatisfy(isIdentifierByte) else {
            throw .malformedLocale(identifier)
        }
        let icuStyle = identifier.contains("_") || identifier.contains("@")
        let source: String
        if icuStyle {
            // Round-trip through a strict BCP 47 tag: ICU rejects nothing
            // in a raw id, but a strict tag conversion does.
            guard let tag = ICULocale.languageTag(ICULocale.canonicalize(identifier) ?? ""),
                  !droppedLanguage(of: identifier, tag: tag) else {
                throw .malformedLocale(identifier)
            }
            source = tag
        } else {
            source = identifier
        }
        guard let id = ICULocale.id(forLanguageTag: source), let canonical = ICULocale.canonicalize(id) else {
            throw .malformedLocale(identifier)
        }
        return canonical
    }

    /// Longer identifiers are refused before ICU sees them: real tags are
    /// well under this, and ICU's own id buffers hold 157 bytes.
    static let maximumLength = 256

    /// Every `-u-` keyword the library's formatters read must have a value
    /// ICU supports. Other well-formed keys (`dx`, `mu`, a future key) and
    /// attributes (`en-u-foo-bar`) are carried in the identifier, as BCP 47
    /// asks, but never handed to ICU (``dataID(of:tag:subtags:)``).
    private static func checkKeywords(_ subtags: LocaleSubtags, of identifier: String) throws(IntlError) {
        for keyword in subtags.keywords {
            guard let known = LocaleKeyword.all[keyword.key] else { continue }
            guard known.accepts(keyword.value) else {
                throw .unsupportedLocaleKeywordValue(key: keyword.key, value: keyword.value, locale: identifier)
            }
        }
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

    /// The BCP 47 tag of an ICU id without its keywords ("ja-JP" for
    /// "ja_JP@calendar=japanese"): the locale pooled handles are filed under.
    static func baseLanguageTag(_ id: String) -> String {
        let base = id.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? id
        return ICULocale.languageTag(base) ?? base
    }
}
