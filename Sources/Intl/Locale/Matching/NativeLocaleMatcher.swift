/// ICU's `LocaleMatcher` with its default options (favor the language,
/// demote later preferences by a region distance, threshold = the default
/// script distance, 50), answering from the generated CLDR data without
/// calling ICU. Built once per supported list; immutable.
///
/// Matching a list of preferences only needs, for each preference, an
/// ``Outcome`` that depends on that one preference and the supported list:
/// ``LocaleMatcher`` caches outcomes by language range, so a header of
/// ranges seen before is matched without walking any table.
final class NativeLocaleMatcher: Sendable {
    private let distance: LocaleDistance
    /// Every supported locale's LSR, in the caller's order.
    private let lsrs: [LSR]
    /// The LSRs compared, each once: the default's equivalents first, then
    /// paradigm locales, then the rest in the caller's order (ICU's order,
    /// which decides ties).
    private let orderedLSRs: [LSR]
    /// For each of ``orderedLSRs``, its index in the caller's list.
    private let orderedIndexes: [Int]
    /// The first supported index of each LSR, for exact matches.
    private let indexByLSR: [LSR: Int]
    private let shiftedThreshold: Int
    private let shiftedDemotion: Int

    /// What one preference finds among the supported locales.
    enum Outcome: Hashable, Sendable {
        /// The same maximized locale, flags included: the search stops here.
        case exact(supportedIndex: Int, quality: Double)
        /// The closest supported locale under the threshold.
        case closest(supportedIndex: Int, shiftedDistance: Int, quality: Double)
        /// Nothing close enough.
        case none
    }

    /// The answer for a list of preferences.
    struct Match: Equatable, Sendable {
        var supportedIndex: Int
        var desiredIndex: Int
        var quality: Double
    }

    /// The tables, read once per process.
    static let shared: (likely: LikelySubtags, distance: LocaleDistance) = {
        let likely = LikelySubtags(data: .shared)
        return (likely, LocaleDistance(data: .shared, likely: likely))
    }()

    /// - Parameters:
    ///   - supported: the supported locales' LSRs (``lsr(of:)``), in the caller's order.
    ///   - defaultLSR: the default locale's LSR, or nil for the first supported one.
    init(supported: [LSR], defaultLSR: LSR?) {
        let distance = Self.shared.distance
        var order: [(lsr: LSR, index: Int)] = []
        var firsts: [LSR: Int] = [:]
        func add(_ index: Int) {
            guard firsts[supported[index]] == nil else { return }
            firsts[supported[index]] = index
            order.append((supported[index], index))
        }
        // ICU's order: the default's equivalents at once (the first supported
        // locale is the default when none is given), paradigms and others later.
        var defaultLSR = defaultLSR
        var paradigms: [Int] = []
        var others: [Int] = []
        for index in supported.indices {
            if let known = defaultLSR {
                if supported[index].isEquivalent(to: known) {
                    add(index)
                } else if distance.isParadigm(supported[index]) {
                    paradigms.append(index)
                } else {
                    others.append(index)
                }
            } else {
                defaultLSR = supported[index]
                add(index)
            }
        }
        paradigms.forEach(add)
        others.forEach(add)
        self.distance = distance
        lsrs = supported
        orderedLSRs = order.map(\.lsr)
        orderedIndexes = order.map(\.index)
        indexByLSR = firsts
        shiftedThreshold = distance.defaultScriptDistance << LocaleDistance.shift
        shiftedDemotion = distance.defaultDemotion << LocaleDistance.shift
    }

    /// What `desired` finds on its own (ICU's exact check, then its distance search).
    func outcome(for desired: LSR) -> Outcome {
        if let index = indexByLSR[desired] { return .exact(supportedIndex: index, quality: 1) }
        guard let best = distance.bestIndexAndDistance(desired, orderedLSRs, shiftedThreshold: shiftedThreshold) else {
            return .none
        }
        let index = orderedIndexes[best.index]
        return .closest(supportedIndex: index, shiftedDistance: best.shiftedDistance,
                        quality: quality(desired, lsrs[index]))
    }

    /// ICU's `getBestSuppIndex`: the first exact match wins; otherwise the
    /// closest match, each later preference needing to be closer by the
    /// demotion, until the threshold is used up. `outcome(i)` is asked for
    /// preferences in order, only as far as needed.
    func bestMatch(count: Int, outcome: (Int) -> Outcome) -> Match? {
        var threshold = shiftedThreshold
        var best: Match?
        for desiredIndex in 0..<count {
            switch outcome(desiredIndex) {
            case .exact(let supportedIndex, let quality):
                return Match(supportedIndex: supportedIndex, desiredIndex: desiredIndex, quality: quality)
            case .closest(let supportedIndex, let shiftedDistance, let quality) where shiftedDistance < threshold:
                threshold = shiftedDistance
                best = Match(supportedIndex: supportedIndex, desiredIndex: desiredIndex, quality: quality)
            case .closest, .none:
                break
            }
            threshold -= shiftedDemotion
            if threshold <= 0 { break }
        }
        return best
    }

    /// ICU's `internalMatch`: 1 − distance/100 for one pair, 0 above the threshold.
    private func quality(_ desired: LSR, _ supported: LSR) -> Double {
        let shifted = distance.bestIndexAndDistance(desired, [supported], shiftedThreshold: shiftedThreshold)?
            .shiftedDistance ?? 100 << LocaleDistance.shift
        return (100.0 - Double(shifted) / Double(1 << LocaleDistance.shift)) / 100.0
    }

    /// The LSR ICU's matcher compares for a locale (ICU's `getMaximalLsrOrUnd`).
    static func lsr(of locale: IntlLocale) -> LSR {
        let subtags = locale.subtags
        if locale.identifier == "und" { return LSR("und", "", "", flags: LSR.explicitAll) }
        if locale.identifier.hasPrefix("und-x-") {
            // ICU reads a private-use-only tag as the name "@x=…" and keeps it whole.
            return LSR("@x=" + locale.identifier.dropFirst("und-x-".count), "", "", flags: LSR.explicitAll)
        }
        return shared.likely.maximalLSR(language: subtags.language == "und" ? "" : subtags.language,
                                        script: subtags.script ?? "", region: subtags.region ?? "",
                                        variants: subtags.variants.map { $0.uppercased() }.joined(separator: "_"))
    }
}
