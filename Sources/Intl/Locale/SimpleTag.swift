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

    init?(_ identifier: String) {
        var language = ""
        var script: String?
        var region: String?
        var field = 0   // 0 language, 1 script or region, 2 region, 3 done
        var valid = true
        identifier.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false).forEach { part in
            guard valid else { return }
            switch (field, part.count) {
            case (0, 2...3) where part.allSatisfy(isLetter):
                language = String(decoding: part.map { $0 | 0x20 }, as: UTF8.self)
                field = 1
            case (1, 4) where part.allSatisfy(isLetter):
                script = String(decoding: part.enumerated().map { $0.offset == 0 ? $0.element & ~0x20 : $0.element | 0x20 },
                                as: UTF8.self)
                field = 2
            case (1...2, 2) where part.allSatisfy(isLetter):
                region = String(decoding: part.map { $0 & ~0x20 }, as: UTF8.self)
                field = 3
            case (1...2, 3) where part.allSatisfy(isDigit):
                region = String(decoding: part, as: UTF8.self)
                field = 3
            default:
                valid = false
            }
        }
        guard valid, field > 0, !Self.rewrittenByICU(language: language, region: region) else { return nil }
        let parts = [language] + [script, region].compactMap { $0 }
        tag = parts.joined(separator: "-")
        canonicalID = parts.joined(separator: "_")
        var subtags = LocaleSubtags()
        subtags.language = language
        subtags.script = script
        subtags.region = region
        self.subtags = subtags
    }

    /// Codes ICU's tag parser or canonicalizer changes ("iw" → "he", "UK" →
    /// "GB", "und" → root): those take ICU's path.
    private static func rewrittenByICU(language: String, region: String?) -> Bool {
        deprecatedLanguages.contains(language) || region.map(deprecatedRegions.contains) == true
    }

    /// "und" (root), the five codes ICU's canonicalizer replaces, and the
    /// deprecated codes ICU 72's `uloc_toLanguageTag` replaces while the ICU id
    /// keeps them ("aam" → tag "aas", id "aam"), found exhaustively by
    /// `SimpleTagDifferentialTests`.
    private static let deprecatedLanguages: Set<String> = [
        "und", "in", "iw", "ji", "jw", "mo",
        "aam", "adp", "aue", "ayx", "bgm", "bjd", "ccq", "cjr", "cka", "cmk", "coy", "cqu", "gav", "gfx", "ggn",
        "gti", "guv", "hrr", "ibi", "ilw", "jaw", "jeg", "kgc", "kgh", "koj", "krm", "ktr", "kvs", "kwq", "kxe",
        "kzj", "kzt", "lii", "lmm", "meg", "mol", "mst", "mwj", "myt", "nad", "ncp", "nnx", "nts", "oun", "pcr",
        "pmc", "pmu", "ppa", "ppr", "pry", "puz", "sca", "skk", "tdu", "thc", "thx", "tie", "tkk", "tlw", "tmp",
        "tne", "tsf", "uok", "xba", "xia", "xkh", "xsj", "ybd", "yma", "ymt", "yos", "yuu",
    ]
    private static let deprecatedRegions: Set<String> = [
        "AN", "BU", "CS", "DD", "DY", "FX", "HV", "NH", "RH", "SU", "TP", "UK", "VD", "YD", "YU", "ZR",
    ]
}

private func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
