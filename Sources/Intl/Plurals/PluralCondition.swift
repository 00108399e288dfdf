/// One CLDR plural rule condition read from its text and evaluated over
/// operands: "n % 10 = 2..4 and n % 100 != 12..14", "i = 0 or n = 1".
///
/// The compiled rule sets (`PluralRuleTables`) answer for every rule set
/// whose conditions they were generated from; a condition the loaded ICU
/// has and they lack (CLDR 46's `scn`, `csw`, `blo`…) is read here, so the
/// answer is still the loaded ICU's. It follows UTS #35's syntax: relations
/// joined by `and`, alternatives by `or`; `=`/`!=` over value lists and
/// ranges, and the older `is`, `in` and `within` forms.
///
///     PluralCondition("i = 1 and v = 0")?.holds(for: PluralOperands(1))   // true
struct PluralCondition: Sendable {
    private struct Relation: Sendable {
        var operand: Character
        var modulus: UInt64?
        var negated: Bool
        /// `within` ranges take non-integer values of n; `=` and `in` do not.
        var within: Bool
        var ranges: [ClosedRange<UInt64>]
    }

    /// Alternatives, each a conjunction of relations; empty holds never.
    private let alternatives: [[Relation]]

    /// Nil when the text is not a condition (an empty one is `other`'s).
    init?(_ text: String) {
        let tokens: [String] = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        var reader = tokens[...]
        var alternatives: [[Relation]] = [[]]
        while !reader.isEmpty {
            guard let relation = Self.relation(&reader) else { return nil }
            alternatives[alternatives.count - 1].append(relation)
            switch reader.popFirst() {
            case .none: break
            case "and": continue
            case "or": alternatives.append([])
            default: return nil
            }
        }
        guard alternatives.allSatisfy({ !$0.isEmpty }) || tokens.isEmpty else { return nil }
        self.alternatives = tokens.isEmpty ? [] : alternatives
    }

    func holds(for operands: PluralOperands) -> Bool {
        alternatives.contains { relations in relations.allSatisfy { Self.holds($0, operands) } }
    }

    private static func relation(_ reader: inout ArraySlice<String>) -> Relation? {
        guard let name = reader.popFirst(), name.count == 1, var operand = name.first, "nivwftce".contains(operand) else {
            return nil
        }
        if operand == "e" { operand = "c" }
        var modulus: UInt64?
        if reader.first == "%" || reader.first == "mod" {
            reader.removeFirst()
            guard let value = reader.popFirst().flatMap({ UInt64($0) }), value > 0 else { return nil }
            modulus = value
        }
        var negated = false, within = false
        switch reader.popFirst() {
        case "=": break
        case "!=": negated = true
        case "is":
            if reader.first == "not" { reader.removeFirst(); negated = true }
        case "in": break
        case "within": within = true
        case "not":
            negated = true
            switch reader.popFirst() {
            case "in": break
            case "within": within = true
            default: return nil
            }
        default: return nil
        }
        guard let list = reader.popFirst(), let ranges = Self.ranges(list) else { return nil }
        return Relation(operand: operand, modulus: modulus, negated: negated, within: within, ranges: ranges)
    }

    /// "2..4,12" → [2...4, 12...12].
    private static func ranges(_ list: String) -> [ClosedRange<UInt64>]? {
        var ranges: [ClosedRange<UInt64>] = []
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = item.split(separator: ".", omittingEmptySubsequences: true)
            guard (1...2).contains(bounds.count), let low = UInt64(bounds[0]), let high = UInt64(bounds[bounds.count - 1]),
                  low <= high, bounds.count == 1 || item.contains("..") else { return nil }
            ranges.append(low...high)
        }
        return ranges
    }

    private static func holds(_ relation: Relation, _ o: PluralOperands) -> Bool {
        let value: UInt64
        switch relation.operand {
        case "n", "i": value = o.i
        case "v": value = UInt64(o.v)
        case "w": value = UInt64(o.w)
        case "f": value = o.f
        case "t": value = o.t
        default: value = UInt64(o.c)
        }
        let reduced = relation.modulus.map { value % $0 } ?? value
        // n is a decimal: with a fraction (f ≠ 0) it equals no integer, but
        // lies within a range whose bounds enclose it.
        let fractional = relation.operand == "n" && o.f != 0
        let contained = relation.ranges.contains { range in
            guard fractional else { return range.contains(reduced) }
            return relation.within && reduced >= range.lowerBound && reduced < range.upperBound
        }
        return contained != relation.negated
    }
}
