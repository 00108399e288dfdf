/// CLDR's language distance as ICU's matcher computes it (ICU's
/// `LocaleDistance`): how far a supported locale is from a desired one, in
/// 0…100 (en-AU → en-GB 3, en-AU → en-US 5, zh-HK → zh-Hant-TW 5, de → en 80),
/// walked on the distance trie: language pair, then script pair, then the
/// pair of region partitions, each falling back to the pair's "*" default.
///
/// Distances are shifted left by ``shift`` bits; the low bits carry a micro
/// distance so that "en" and "en-US" (same LSR, different explicit subtags)
/// are close but not equal.
struct LocaleDistance: Sendable {
    private let data: LocaleMatcherData
    private let likely: LikelySubtags
    /// ICU's default demotion per desired locale: the distance between en-US
    /// and en-GB, so a region difference for one preference is as good as a
    /// perfect match for the next.
    private(set) var defaultDemotion = 0

    static let shift = 3
    private static let fractionMask = 7
    /// Value flag in the trie: the language pair has no script level.
    private static let skipScript = 0x80
    /// Added by ``trieNext``: the value is final, no deeper level exists.
    private static let isFinal = 0x100
    private static let aboveThreshold = 100

    /// The winner of ``bestIndexAndDistance``: a position in the supported LSRs and its shifted distance.
    struct Best: Equatable, Sendable {
        var index: Int
        var shiftedDistance: Int
    }

    init(data: LocaleMatcherData, likely: LikelySubtags) {
        self.data = data
        self.likely = likely
        let en = LSR("en", "Latn", "US", flags: LSR.explicitAll)
        let enGB = LSR("en", "Latn", "GB", flags: LSR.explicitAll)
        let best = bestIndexAndDistance(en, [enGB], shiftedThreshold: 50 << Self.shift)
        defaultDemotion = (best?.shiftedDistance ?? Self.aboveThreshold << Self.shift) >> Self.shift
    }

    var defaultScriptDistance: Int { data.defaultScriptDistance }

    /// ICU's `getBestIndexAndDistance` (favoring the language): the supported
    /// LSR closest to `desired` below `shiftedThreshold`, nil when none is.
    /// Equal distances go to the earlier LSR unless a later one is likelier
    /// (``LikelySubtags/compareLikely(_:_:likelyInfo:)``).
    func bestIndexAndDistance(_ desired: LSR, _ supported: [LSR], shiftedThreshold: Int) -> Best? {
        let trie = data.distanceTrie
        var threshold = shiftedThreshold
        let roundedThreshold = (threshold + Self.fractionMask) >> Self.shift
        // The desired language's node, looked up once ("no value, has next" or nothing).
        let desiredLanguage = trie.next(SubtagTrie.root, desired.language).flatMap { trie[$0].hasNext ? $0 : nil }
        var bestIndex = -1
        var bestLikelyInfo = -1
        for (index, candidate) in supported.enumerated() {
            var node = SubtagTrie.root
            var distance = -1
            var flags = 0
            var star = false
            if let desiredLanguage, let found = trie.next(desiredLanguage, candidate.language), trie[found].hasValue {
                node = found
                flags = trie[found].value & Self.skipScript | (trie[found].isFinal ? Self.isFinal : 0)
                distance = trie[found].value & ~Self.skipScript
            } else {
                distance = desired.language == candidate.language ? 0 : data.defaultLanguageDistance
                star = true
            }
            if distance >= roundedThreshold { continue }

            if star || flags != 0 {
                distance += desired.script == candidate.script ? 0 : data.defaultScriptDistance
            } else {
                let script = scriptDistance(from: node, desired.script, candidate.script)
                node = script.node
                flags = script.isFinal ? Self.isFinal : 0
                distance += script.distance
            }
            if distance >= roundedThreshold { continue }

            if desired.region == candidate.region {
                // region distance 0
            } else if star || flags & Self.isFinal != 0 {
                distance += data.defaultRegionDistance
            } else {
                let remaining = roundedThreshold - distance
                if data.minimumRegionDistance >= remaining { continue }
                distance += regionDistance(from: node, data.partitions(of: desired), data.partitions(of: candidate),
                                           threshold: remaining)
            }
            var shifted = distance << Self.shift
            if shifted == 0 {
                shifted |= desired.flags ^ candidate.flags
                if shifted < threshold {
                    if shifted == 0 { return Best(index: index, shiftedDistance: 0) }
                    bestIndex = index
                    threshold = shifted
                    bestLikelyInfo = -1
                }
            } else if shifted < threshold {
                bestIndex = index
                threshold = shifted
                bestLikelyInfo = -1
            } else if shifted == threshold && bestIndex >= 0 {
                bestLikelyInfo = likely.compareLikely(candidate, supported[bestIndex], likelyInfo: bestLikelyInfo)
                if bestLikelyInfo & 1 != 0 { bestIndex = index }
            }
            // ICU rounds the threshold once, before the loop; so does this.
        }
        return bestIndex >= 0 ? Best(index: bestIndex, shiftedDistance: threshold) : nil
    }

    /// ICU's `getDesSuppScriptDistance`: the script pair's distance, or the
    /// language pair's "*" default, and the node the region walk starts from.
    private func scriptDistance(from start: Int, _ desired: String, _ supported: String)
        -> (distance: Int, isFinal: Bool, node: Int) {
        let trie = data.distanceTrie
        if !desired.isEmpty, !supported.isEmpty, let half = trie.next(start, desired), trie[half].hasNext,
           let found = trie.next(half, supported), trie[found].hasValue {
            return (trie[found].value, trie[found].isFinal, found)
        }
        // The data always has the "*" pair where a script level exists (ICU asserts it).
        guard let star = trie.next(start, "*") else { return (data.defaultScriptDistance, true, start) }
        return (desired == supported ? 0 : trie[star].value, trie[star].isFinal, star)
    }

    /// ICU's `getRegionPartitionsDistance`: the largest distance between
    /// any desired and any supported partition of the two regions, stopping
    /// early once it reaches `threshold`; unknown pairs count the "*" default once.
    private func regionDistance(from start: Int, _ desired: [Character], _ supported: [Character],
                                threshold: Int) -> Int {
        let trie = data.distanceTrie
        if desired.count == 1 && supported.count == 1 {
            if let half = trie.next(start, String(desired[0])), trie[half].hasNext,
               let found = trie.next(half, String(supported[0])), trie[found].hasValue {
                return trie[found].value
            }
            return fallbackRegionDistance(from: start)
        }
        var regionDistance = 0
        var star = false
        for desiredPartition in desired {
            if let half = trie.next(start, String(desiredPartition)), trie[half].hasNext {
                for supportedPartition in supported {
                    let distance: Int
                    if let found = trie.next(half, String(supportedPartition)), trie[found].hasValue {
                        distance = trie[found].value
                    } else if star {
                        distance = 0
                    } else {
                        distance = fallbackRegionDistance(from: start)
                        star = true
                    }
                    if distance >= threshold { return distance }
                    regionDistance = max(regionDistance, distance)
                }
            } else if !star {
                let distance = fallbackRegionDistance(from: start)
                if distance >= threshold { return distance }
                regionDistance = max(regionDistance, distance)
                star = true
            }
        }
        return regionDistance
    }

    private func fallbackRegionDistance(from start: Int) -> Int {
        data.distanceTrie.next(start, "*").map { data.distanceTrie[$0].value } ?? data.defaultRegionDistance
    }

    /// Whether `lsr` is one of CLDR's paradigm locales (en-GB, es-419, pt-PT…).
    func isParadigm(_ lsr: LSR) -> Bool { data.paradigms.contains { $0.isEquivalent(to: lsr) } }
}
