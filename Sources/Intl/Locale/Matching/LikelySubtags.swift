/// CLDR's likely subtags as ICU's matcher applies them (ICU's
/// `XLikelySubtags::makeMaximizedLsr`): "en" → en/Latn/US, "zh-TW" →
/// zh/Hant/TW, "und" → en/Latn/US, with pseudolocales (en-XA, ar-XB,
/// -PSCRACK) kept apart so they match only themselves.
///
/// Not `uloc_addLikelySubtags`: the matcher's own table walk, which differs
/// for some inputs, and which is what ``LocaleMatcher`` must agree with.
struct LikelySubtags: Sendable {
    private let data: LocaleMatcherData
    /// Node of "und" ("*") and of "und-Zzzz" ("*-*"); the LSR of "und-Zzzz-ZZ".
    private let undNode: Int
    private let undZzzzNode: Int
    private let defaultLSRIndex: Int
    /// The language value meaning "no script level: the region follows".
    private static let skipScript = 1

    init(data: LocaleMatcherData) {
        self.data = data
        let trie = data.likelyTrie
        // The generated data always has these paths (ICU asserts them at load);
        // 0 (the root) would make every lookup fall back to the default LSR.
        undNode = trie.next(SubtagTrie.root, "*") ?? SubtagTrie.root
        undZzzzNode = trie.next(undNode, "*") ?? undNode
        defaultLSRIndex = trie.next(undZzzzNode, "*").map { trie[$0].value } ?? 0
    }

    /// The LSR the matcher compares for a locale's subtags. `variants` in
    /// ICU's form: upper case, joined by "_" ("PSACCENT", "VALENCIA").
    func maximalLSR(language: String, script: String, region: String, variants: String) -> LSR {
        if region.utf8.count == 2, region.hasPrefix("X"), let prefix = Self.pseudoPrefix(region) {
            return LSR(prefix + language, prefix + script, region, flags: LSR.explicitAll)
        }
        if variants.hasPrefix("PS"), let (prefix, pseudoRegion) = Self.pseudoVariant(variants) {
            let flags = region.isEmpty ? LSR.explicitLanguage | LSR.explicitScript : LSR.explicitAll
            return LSR(prefix + language, prefix + script, region.isEmpty ? pseudoRegion : region, flags: flags)
        }
        return maximize(language: data.languageAliases[language] ?? language, script: script,
                        region: data.regionAliases[region] ?? region)
    }

    private static func pseudoPrefix(_ region: String) -> String? {
        switch region {
        case "XA": "'"
        case "XB": "+"
        case "XC": ","
        default: nil
        }
    }

    private static func pseudoVariant(_ variants: String) -> (prefix: String, region: String)? {
        switch variants {
        case "PSACCENT": ("'", "XA")
        case "PSBIDI": ("+", "XB")
        case "PSCRACK": (",", "XC")
        default: nil
        }
    }

    /// ICU's `XLikelySubtags::maximize`: walk language, script, region,
    /// falling back to "*" where a subtag is unknown; keep what the locale
    /// named and fill in the rest. The flags say which subtags were kept.
    func maximize(language: String, script: String, region: String) -> LSR {
        let language = language == "und" ? "" : language
        let script = script == "Zzzz" ? "" : script
        let region = region == "ZZ" ? "" : region
        if !language.isEmpty && !script.isEmpty && !region.isEmpty {
            return LSR(language, script, region, flags: LSR.explicitAll)
        }
        let trie = data.likelyTrie
        var kept = 0
        // `node`: where the walk is; `state`: the last node to fall back from ("*"), nil for und.
        var node = SubtagTrie.root
        var state: Int?
        var value: Int
        if let found = trie.next(node, language) {
            value = trie[found].value
            if !language.isEmpty { kept |= LSR.explicitLanguage }
            node = found
            state = found
        } else {
            value = -1
            kept |= LSR.explicitLanguage
            node = undNode
        }
        if value > 0 {
            if value == Self.skipScript { value = 0 }
            if !script.isEmpty { kept |= LSR.explicitScript }
        } else if let found = trie.next(node, script) {
            value = trie[found].value
            if !script.isEmpty { kept |= LSR.explicitScript }
            node = found
            state = found
        } else {
            kept |= LSR.explicitScript
            if let from = state, let star = trie.next(from, "") {
                value = trie[star].value
                node = star
                state = star
            } else {
                node = undZzzzNode
            }
        }
        if value > 0 {
            if !region.isEmpty { kept |= LSR.explicitRegion }
        } else if let found = trie.next(node, region) {
            value = trie[found].value
            let named = !data.usesICU74LikelySubtags || !data.macroregions.contains(region)
            if !region.isEmpty && named { kept |= LSR.explicitRegion }
        } else {
            kept |= LSR.explicitRegion
            if let from = state {
                if let star = trie.next(from, "") {
                    value = trie[star].value
                } else if data.usesICU74LikelySubtags {
                    // ICU 74: "und-Latn" and the like fall back to und with the region.
                    kept = (language.isEmpty ? 0 : LSR.explicitLanguage) | (script.isEmpty ? 0 : LSR.explicitScript)
                        | (region.isEmpty ? 0 : LSR.explicitRegion)
                    let und = trie.next(undNode, "")
                    value = und.flatMap { trie.next($0, region) }.map { trie[$0].value }
                        ?? und.flatMap { trie.next($0, "") }.map { trie[$0].value } ?? defaultLSRIndex
                } else {
                    value = defaultLSRIndex
                }
            } else {
                value = defaultLSRIndex
            }
        }
        let likely = value < data.likelyLSRs.count ? data.likelyLSRs[value] : data.likelyLSRs[defaultLSRIndex]
        return LSR(kept & LSR.explicitLanguage != 0 ? (language.isEmpty ? "und" : language) : likely.language,
                   kept & LSR.explicitScript != 0 ? script : likely.script,
                   kept & LSR.explicitRegion != 0 ? region : likely.region,
                   flags: kept)
    }

    /// ICU's `compareLikely`: among equally distant supported locales, is
    /// `lsr` the likelier one (its script or region the language's default)?
    /// Bit 0 of the result says so; the rest caches a lookup for the next call.
    func compareLikely(_ lsr: LSR, _ other: LSR, likelyInfo: Int) -> Int {
        guard lsr.language == other.language else { return -4 }
        if lsr.script != other.script {
            let index: Int
            var info = likelyInfo
            if likelyInfo >= 0 && likelyInfo & 2 == 0 {
                index = likelyInfo >> 2
            } else {
                index = likelyIndex(language: lsr.language, script: "")
                info = index << 2
            }
            return lsr.script == data.likelyLSRs[index].script ? info | 1 : info & ~1
        }
        if lsr.region != other.region {
            let index: Int
            var info = likelyInfo
            if likelyInfo >= 0 && likelyInfo & 2 != 0 {
                index = likelyInfo >> 2
            } else {
                index = likelyIndex(language: lsr.language, script: lsr.region)
                info = (index << 2) | 2
            }
            return lsr.region == data.likelyLSRs[index].region ? info | 1 : info & ~1
        }
        return likelyInfo & ~1
    }

    /// ICU's `getLikelyIndex`, the likely LSR for a language and script
    /// (ICU passes the region as the script for the region comparison, and so does this).
    private func likelyIndex(language: String, script: String) -> Int {
        let language = language == "und" ? "" : language
        let script = script == "Zzzz" ? "" : script
        let trie = data.likelyTrie
        var node: Int
        var state: Int?
        var value: Int
        if let found = trie.next(SubtagTrie.root, language) {
            value = trie[found].value
            node = found
            state = found
        } else {
            value = -1
            node = undNode
        }
        if value > 0 {
            if value == Self.skipScript { value = 0 }
        } else if let found = trie.next(node, script) {
            value = trie[found].value
            node = found
        } else if let from = state, let star = trie.next(from, "") {
            value = trie[star].value
            node = star
        } else {
            node = undZzzzNode
        }
        if value <= 0 {
            value = trie.next(node, "").map { trie[$0].value } ?? defaultLSRIndex
        }
        return value < data.likelyLSRs.count ? value : defaultLSRIndex
    }
}
