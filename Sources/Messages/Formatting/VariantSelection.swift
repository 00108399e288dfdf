/// Pattern selection (`spec/formatting.md`): the variant whose keys all
/// match, preferring at the first differing key an exact key to a keyword
/// (the selector's choice) and any literal to `*`.
struct VariantSelection {
    /// The selectors' values; nil for one that cannot select or has failed,
    /// which then matches only `*`.
    private var selectors: [(any MessageValue)?]
    /// Match results per selector and key: each key is asked once, so an
    /// error about it is reported once.
    private var matched: [[String: Bool]]
    private(set) var errors: [MessageError] = []

    init(selectors: [(any MessageValue)?]) {
        self.selectors = selectors
        matched = Array(repeating: [:], count: selectors.count)
    }

    /// The best variant's pattern; nil when none matches (a valid message
    /// always has `* …`, which does).
    mutating func bestPattern(of variants: [Message.Variant]) -> Message.Pattern? {
        best(of: variants)?.pattern
    }

    /// The best variant; nil when none matches.
    mutating func best(of variants: [Message.Variant]) -> Message.Variant? {
        var best: Message.Variant?
        for variant in variants where variant.keys.count == selectors.count && matchesAll(variant.keys) {
            if let current = best, !isBetter(variant.keys, than: current.keys) { continue }
            best = variant
        }
        return best
    }

    private mutating func matchesAll(_ keys: [Message.VariantKey]) -> Bool {
        for (index, key) in keys.enumerated() {
            guard case .literal(let text) = key else { continue }
            if !matches(index, text) { return false }
        }
        return true
    }

    /// Match(selector, key); a `bad-variant-key` error makes only this key
    /// fail, any other error makes the selector fail (`bad-selector`).
    private mutating func matches(_ index: Int, _ key: String) -> Bool {
        if let known = matched[index][key] { return known }
        guard let selector = selectors[index] else { return false }
        var result = false
        do {
            result = try selector.matches(key)
        } catch where error.kind == .badVariantKey {
            errors.append(error)
        } catch {
            errors.append(MessageError(.badSelector, "selection failed: \(error.detail)"))
            selectors[index] = nil
        }
        matched[index][key] = result
        return result
    }

    /// SelectorsCompare: at the first key that differs, a literal beats `*`
    /// and the selector ranks two literals.
    private func isBetter(_ keys: [Message.VariantKey], than other: [Message.VariantKey]) -> Bool {
        for (index, (key, otherKey)) in zip(keys, other).enumerated() {
            switch (key, otherKey) {
            case (.catchAll, .catchAll): continue
            case (.catchAll, .literal): return false
            case (.literal, .catchAll): return true
            case (.literal(let text), .literal(let otherText)):
                if text == otherText { continue }
                return selectors[index]?.isBetter(text, than: otherText) ?? false
            }
        }
        return false
    }
}
