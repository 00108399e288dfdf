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
        // Works on the bytes in place and builds each string once, in its
        // final case: a range is read on every cold request.
        var identifier = identifier   // withUTF8 is mutating; a native string is not copied
        guard let parsed = identifier.withUTF8({ Self.read($0) }) else { return nil }
        let (language, script, region, tag, canonicalID) = parsed
        guard !Self.rewrittenByICU(language: language, region: region) else { return nil }
        self.tag = tag
        self.canonicalID = canonicalID
        var subtags = LocaleSubtags()
        subtags.language = language
        subtags.script = script
        subtags.region = region
        self.subtags = subtags
    }

    /// The subtags, tag and ICU id of a simple identifier, or nil for any other shape.
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>)
        -> (language: String, script: String?, region: String?, tag: String, canonicalID: String)? {
        // Field starts and ends: at most three fields of at most four bytes.
        var bounds: [(Int, Int)] = []
        bounds.reserveCapacity(3)
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "-") {
            guard bounds.count < 3, index > start else { return nil }
            bounds.append((start, index))
            start = index + 1
        }
        var kinds: [Kind] = []
        for (position, (lower, upper)) in bounds.enumerated() {
            guard let kind = kind(of: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), at: position,
                                  after: kinds.last) else { return nil }
            kinds.append(kind)
        }
        func field(_ kind: Kind) -> String? {
            kinds.firstIndex(of: kind).map { cased(bytes, bounds[$0], kind) }
        }
        guard let language = field(.language) else { return nil }
        let script = field(.script), region = field(.region)
        let tag = joined(language, script, region, separator: "-")
        return (language, script, region, tag, joined(language, script, region, separator: "_"))
    }

    private enum Kind { case language, script, region }

    /// Language first (2–3 letters), then a script (4 letters), then a region (2 letters or 3 digits).
    private static func kind(of field: UnsafeBufferPointer<UInt8>, at position: Int, after previous: Kind?) -> Kind? {
        switch (position, field.count) {
        case (0, 2...3) where field.allSatisfy(isLetter): .language
        case (1, 4) where field.allSatisfy(isLetter): .script
        case (1...2, 2) where previous != .region && field.allSatisfy(isLetter): .region
        case (1...2, 3) where previous != .region && field.allSatisfy(isDigit): .region
        default: nil
        }
    }

    /// The field in canonical case: "en", "Hant", "TW".
    private static func cased(_ bytes: UnsafeBufferPointer<UInt8>, _ bounds: (Int, Int), _ kind: Kind) -> String {
        String(unsafeUninitializedCapacity: bounds.1 - bounds.0) { buffer in
            for offset in 0..<(bounds.1 - bounds.0) {
                let byte = bytes[bounds.0 + offset]
                let upper = kind == .region || (kind == .script && offset == 0)
                buffer[offset] = isDigit(byte) ? byte : upper ? byte & ~0x20 : byte | 0x20
            }
            return bounds.1 - bounds.0
        }
    }

    private static func joined(_ language: String, _ script: String?, _ region: String?, separator: String) -> String {
        var result = language
        if let script { result += separator + script }
        if let region { result += separator + region }
        return result
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
