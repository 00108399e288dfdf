/// The loaded ICU's plural data (bundles "plurals" and "pluralRanges", read
/// once through ``ICUDataTables``): which rule set each locale uses, the
/// rules' texts, and the range tables.
///
/// A rule set whose conditions equal one of the compiled sets in
/// `PluralRuleTables` (generated from CLDR 42) is answered by that compiled
/// code; any other is read by ``PluralCondition`` and numbered after the
/// compiled ones, where `PluralRuleTables.category(set:…)` hands it back
/// here. On ICU 72 every set is compiled; on ICU 76 the few that CLDR 46
/// changed are read, and `scn` gets its `many` form as ICU gives it.
struct PluralData: Sendable {
    static let loaded = PluralData(lines: ICUDataTables.lines(ICUDataTables.plurals, fields: 4))

    /// CLDR locale (BCP 47 spelling, "root" for root) → rule set.
    private(set) var cardinalLocales: [String: Int] = [:]
    private(set) var ordinalLocales: [String: Int] = [:]
    /// The rules of each set by its number, as the loaded ICU writes them.
    private(set) var rules: [Int: [PluralRules.Rule]] = [:]
    /// Sets no compiled code answers: set `PluralRuleTables.rules.count + k` is `read[k]`.
    private var read: [[(category: PluralCategory, condition: PluralCondition)]] = []
    /// CLDR locale → index into `rangeTables`.
    private(set) var rangeLocales: [String: Int] = [:]
    /// `table[start * 6 + end]`: the category of a range, as `PluralCategory.allCases` indexes; 255 where none.
    private(set) var rangeTables: [[UInt8]] = []

    init(lines: [[Substring]]) {
        var ruleTexts: [Substring: [PluralCategory: Substring]] = [:]
        var rangeSets: [Substring: [UInt8]] = [:]
        for line in lines where line.count == 4 {
            switch line[0] {
            case "rule":
                if let category = PluralCategory(rawValue: String(line[2])) { ruleTexts[line[1], default: [:]][category] = line[3] }
            case "rangeRule":
                let ends = line[3].split(separator: " ")
                guard ends.count == 2, let start = Self.index(line[2]), let end = Self.index(ends[0]),
                      let result = Self.index(ends[1]) else { continue }
                rangeSets[line[1], default: [UInt8](repeating: 255, count: 36)][start * 6 + end] = UInt8(result)
            default: continue
            }
        }
        var setNumbers: [Substring: Int] = [:]
        // In name order, so that read sets are numbered the same in every process.
        for (name, texts) in ruleTexts.sorted(by: { $0.key < $1.key }) { setNumbers[name] = number(of: texts) }
        var rangeTableNumbers: [Substring: Int] = [:]
        for (name, table) in rangeSets.sorted(by: { $0.key < $1.key }) {
            rangeTableNumbers[name] = rangeTables.count
            rangeTables.append(table)
        }
        for line in lines where line.count == 3 {
            let locale = Self.tag(line[1])
            switch line[0] {
            case "cardinal": cardinalLocales[locale] = setNumbers[line[2]]
            case "ordinal": ordinalLocales[locale] = setNumbers[line[2]]
            case "range": rangeLocales[locale] = rangeTableNumbers[line[2]]
            default: continue
            }
        }
    }

    /// The index of a keyword's category in `PluralCategory.allCases` ("one" → 1).
    private static func index(_ keyword: Substring) -> Int? {
        PluralCategory(rawValue: String(keyword)).flatMap { PluralCategory.allCases.firstIndex(of: $0) }
    }

    /// "pt_PT" → "pt-PT"; "root" stays.
    private static func tag(_ icuID: Substring) -> String { icuID.split(separator: "_").joined(separator: "-") }

    /// The compiled set with these conditions, else a new read one.
    private mutating func number(of texts: [PluralCategory: Substring]) -> Int {
        let rules = PluralCategory.allCases.compactMap { category -> PluralRules.Rule? in
            guard let parts = texts[category].map(Self.split) else { return nil }
            return PluralRules.Rule(category: category, condition: parts.condition,
                                    integerSamples: parts.integerSamples, decimalSamples: parts.decimalSamples)
        }
        let set: Int
        if let compiled = Self.compiledSets[Self.conditions(rules)] {
            set = compiled
        } else {
            set = PluralRuleTables.rules.count + read.count
            // A condition this cannot read never holds: its category is left to `other`.
            read.append(rules.compactMap { rule in
                rule.condition.isEmpty ? nil : PluralCondition(rule.condition).map { (rule.category, $0) }
            })
        }
        self.rules[set] = self.rules[set] ?? rules
        return set
    }

    /// The compiled sets by their conditions (first wins: equal conditions compile to equal code).
    private static let compiledSets: [[PluralCategory: String]: Int] = {
        var sets: [[PluralCategory: String]: Int] = [:]
        for (index, rules) in PluralRuleTables.rules.enumerated() where sets[conditions(rules)] == nil {
            sets[conditions(rules)] = index
        }
        return sets
    }()

    /// A set's conditions by category, white space normalized: what decides equal sets.
    private static func conditions(_ rules: [PluralRules.Rule]) -> [PluralCategory: String] {
        Dictionary(uniqueKeysWithValues: rules.compactMap { rule in
            rule.condition.isEmpty ? nil : (rule.category, normalized(rule.condition[...]))
        })
    }

    private static func normalized(_ condition: Substring) -> String {
        condition.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
    }

    /// "i = 1 and v = 0 @integer 1 @decimal …" → condition and samples.
    private static func split(_ text: Substring) -> (condition: String, integerSamples: String, decimalSamples: String) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        var integer = "", decimal = ""
        for part in parts.dropFirst() {
            let trimmed = part.trimmingSpaces
            if trimmed.hasPrefix("integer") { integer = String(trimmed.dropFirst("integer".count).trimmingSpaces) }
            if trimmed.hasPrefix("decimal") { decimal = String(trimmed.dropFirst("decimal".count).trimmingSpaces) }
        }
        return (String(parts[0].trimmingSpaces), integer, decimal)
    }

    /// The category under a set no compiled code answers.
    func category(readSet set: Int, _ operands: PluralOperands) -> PluralCategory {
        let index = set - PluralRuleTables.rules.count
        guard read.indices.contains(index) else { return .other }
        return read[index].first { $0.condition.holds(for: operands) }?.category ?? .other
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
