/// A plain `language[-Script][-REGION]` identifier ("en", "de-ch",
/// "zh-Hant-TW", "es-419") read and put in canonical case without ICU: the
/// shape of nearly every `Accept-Language` range, so negotiating opens no
/// ICU data and makes no ICU call for it.
///
/// Anything else (variants, extensions, ICU ids with "_" or "@", "und",
/// grandfathered tags, the deprecated codes ICU's canonicalizer rewrites)
/// is nil here and goes through ICU. `SimpleTagDifferentialTests` checks
/// that for every language code of two and three letters, every region
/// code, and ICU's scripts, this gives exactly what ICU's path gives.
struct SimpleTag {
    /// "zh-Hant-TW"
    let tag: String
    /// "zh_Hant_TW"
    let canonicalID: String
    let subtags: LocaleSubtags
    /// Whether one of CLDR's language alias rules names the language ("no",
    /// "sh", "tl"): only then does ``IntlLocale`` look for a rule that applies.
    let mayBeAliased: Bool

    /// The longest simple tag: "abc-Abcd-123".
    static let maximumLength = 12

    /// Writes `bytes` in canonical case ("zh-hant-tw" → "zh-Hant-TW") into
    /// `canonical` (room for ``maximumLength`` bytes) when they are a simple
    /// tag ICU would not rewrite, and says where its subtags are; nil for any
    /// other shape. Reads the bytes in place, with no array: a range is read
    /// on every cold request.
    static func canonicalSpelling(of bytes: UnsafeBufferPointer<UInt8>,
                                  into canonical: UnsafeMutableBufferPointer<UInt8>) -> Fields? {
        guard let fields = Fields(bytes), !rewrittenByICU(fields), canonical.count >= bytes.count else { return nil }
        for index in bytes.indices { canonical[index] = bytes[index] | 0x20 }   // lower case; "-" and digits unchanged
        if let script = fields.script { canonical[script.lowerBound] &= ~0x20 }
        if let region = fields.region, fields.regionNumber ?? 0 < 26 * 26 {
            for index in region { canonical[index] &= ~0x20 }
        }
        return fields
    }

    /// The tag spelled `canonical` (``canonicalSpelling(of:into:)``), its
    /// strings copied once: at most ``maximumLength`` bytes, so every string is
    /// small (inline, no allocation).
    init(canonical: UnsafeBufferPointer<UInt8>, fields: Fields) {
        func string(_ range: Range<Int>) -> String { String(utf8Copy: UnsafeBufferPointer(rebasing: canonical[range])) }
        tag = string(canonical.indices)
        if fields.script == nil && fields.region == nil {
            canonicalID = tag
        } else {
            canonicalID = String(unsafeUninitializedCapacity: canonical.count) { buffer in
                for index in canonical.indices {
                    buffer[index] = canonical[index] == UInt8(ascii: "-") ? UInt8(ascii: "_") : canonical[index]
                }
                return canonical.count
            }
        }
        var subtags = LocaleSubtags()
        subtags.language = string(fields.language)
        subtags.script = fields.script.map(string)
        subtags.region = fields.region.map(string)
        self.subtags = subtags
        mayBeAliased = Self.aliasedLanguages.contains(fields.languageNumber)
            || fields.regionNumber.map(Self.aliasedRegions.contains) == true
    }

    /// Where a simple tag's subtags are: language first (2–3 letters), then
    /// a script (4 letters), then a region (2 letters or 3 digits).
    struct Fields {
        var language: Range<Int>
        var script: Range<Int>?
        var region: Range<Int>?
        /// ``SubtagCodeSet/languageNumber(_:)`` of the language.
        var languageNumber: Int
        /// ``SubtagCodeSet/regionNumber(_:)`` of the region, if any.
        var regionNumber: Int?

        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            let count = bytes.count
            guard count >= 2, count <= SimpleTag.maximumLength else { return nil }
            var first = count, second = count
            for index in 0..<count where bytes[index] == UInt8(ascii: "-") {
                if first == count {
                    first = index
                } else if second == count {
                    second = index
                } else {
                    return nil
                }
            }
            language = 0..<first
            guard let number = SubtagCodeSet.languageNumber(Self.slice(bytes, language)) else { return nil }
            languageNumber = number
            guard first < count else { return }
            let next = (first + 1)..<second
            if next.count == 4 {
                guard Self.slice(bytes, next).allSatisfy(isLetter) else { return nil }
                script = next
                guard second < count else { return }
                region = (second + 1)..<count
            } else {
                guard second == count else { return nil }
                region = next
            }
            guard let region, let number = SubtagCodeSet.regionNumber(Self.slice(bytes, region)) else { return nil }
            regionNumber = number
        }

        private static func slice(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[range])
        }
    }

    /// Codes ICU's tag parser or canonicalizer changes ("iw" → "he", "UK" →
    /// "GB", "und" → root): those take ICU's path.
    private static func rewrittenByICU(_ fields: Fields) -> Bool {
        let codes = codeSets
        return codes.deprecatedLanguages.contains(fields.languageNumber)
            || fields.regionNumber.map(codes.deprecatedRegions.contains) == true
    }

    /// The lists below as bitsets, made once.
    private static let codeSets = (
        deprecatedLanguages: SubtagCodeSet(deprecatedLanguages, number: SubtagCodeSet.languageNumber),
        deprecatedRegions: SubtagCodeSet(deprecatedRegions, number: SubtagCodeSet.regionNumber))

    /// The languages CLDR's alias rules name (``LanguageAliases``).
    private static let aliasedLanguages = SubtagCodeSet(LanguageAliases.ruleLanguages, number: SubtagCodeSet.languageNumber)
    /// The regions CLDR's territory alias rules replace.
    private static let aliasedRegions = SubtagCodeSet(LanguageAliases.ruleRegions, number: SubtagCodeSet.regionNumber)

    /// "und" (root), the five codes ICU's canonicalizer replaces, and the
    /// deprecated codes ICU 72's `uloc_toLanguageTag` replaces while the ICU id
    /// keeps them ("aam" → tag "aas", id "aam"), found exhaustively by
    /// `SimpleTagDifferentialTests`.
    private static let deprecatedLanguages = [
        "und", "in", "iw", "ji", "jw", "mo",
        "aam", "adp", "aue", "ayx", "bgm", "bjd", "ccq", "cjr", "cka", "cmk", "coy", "cqu", "gav", "gfx", "ggn",
        "gti", "guv", "hrr", "ibi", "ilw", "jaw", "jeg", "kgc", "kgh", "koj", "krm", "ktr", "kvs", "kwq", "kxe",
        "kzj", "kzt", "lii", "lmm", "meg", "mol", "mst", "mwj", "myt", "nad", "ncp", "nnx", "nts", "oun", "pcr",
        "pmc", "pmu", "ppa", "ppr", "pry", "puz", "sca", "skk", "tdu", "thc", "thx", "tie", "tkk", "tlw", "tmp",
        "tne", "tsf", "uok", "xba", "xia", "xkh", "xsj", "ybd", "yma", "ymt", "yos", "yuu",
    ]
    private static let deprecatedRegions = [
        "AN", "BU", "CS", "DD", "DY", "FX", "HV", "NH", "RH", "SU", "TP", "UK", "VD", "YD", "YU", "ZR",
    ]
}

private func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
