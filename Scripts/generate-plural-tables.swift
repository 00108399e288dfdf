// Compiles CLDR's plural rules into Swift.
//
// Usage (from the repository root):
//   swift Scripts/generate-plural-tables.swift [outputDir]
// outputDir defaults to Sources/Intl/Plurals/Generated. Reads
// CLDRData/42.0/common/supplemental/{plurals,ordinals}.xml and writes
// PluralRuleTables.swift. The output is deterministic (rule sets in file
// order, no timestamps); the test suite regenerates it into a temporary
// directory and compares bytes.
//
// The compiled sets are a fast path, not the data: which set a locale uses
// comes from the loaded ICU at run time (PluralData), and a set of the
// loaded ICU's that no compiled one equals is read from its text there.
//
// Each distinct rule set becomes two functions: one over all operands
// (n i v w f t c/e, UTS #35) and one for integers, where the generator has
// already set v = w = f = t = c = 0 and n = i and folded what is constant.
// Rule sets are numbered cardinal first, then ordinal; two `switch`
// functions select a set by number, so selection is a jump to inlined code
// (no closures, no existentials).
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

let cldrVersion = "42.0"
let dataDir = "CLDRData/\(cldrVersion)/common/supplemental"
let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("generate-plural-tables: \(message)\n".utf8))
    exit(1)
}

// MARK: XML reading

/// Collects the elements the generator needs, in document order.
final class SupplementalReader: NSObject, XMLParserDelegate {
    struct RuleGroup { var locales: [String]; var rules: [(category: String, text: String)] = [] }

    var ruleGroups: [RuleGroup] = []
    private var currentCategory: String?
    private var currentText = ""

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        switch element {
        case "pluralRules":
            ruleGroups.append(RuleGroup(locales: locales(attributes)))
        case "pluralRule":
            currentCategory = attributes["count"]
            currentText = ""
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if currentCategory != nil { currentText += string }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
                qualifiedName: String?) {
        guard element == "pluralRule", let category = currentCategory else { return }
        ruleGroups[ruleGroups.count - 1].rules.append((category, currentText))
        currentCategory = nil
    }

    private func locales(_ attributes: [String: String]) -> [String] {
        (attributes["locales"] ?? "").split(separator: " ").map {
            $0.replacingOccurrences(of: "_", with: "-")
        }
    }
}

func read(_ file: String) -> SupplementalReader {
    let path = "\(dataDir)/\(file)"
    guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else { fail("cannot read \(path)") }
    let reader = SupplementalReader()
    parser.delegate = reader
    guard parser.parse() else { fail("\(path): \(parser.parserError.map(String.init(describing:)) ?? "parse error")") }
    return reader
}

// MARK: Rule syntax (UTS #35 Part 3, "Plural rules syntax")

/// `operand ('%' modulus)? ('=' | '!=') ranges`
struct Relation {
    var operand: Character      // n i v w f t c (e is read as c)
    var modulus: UInt64?
    var negated: Bool
    var ranges: [ClosedRange<UInt64>]
}

/// Or of ands.
typealias Condition = [[Relation]]

func parseCondition(_ text: String) -> Condition {
    let tokens = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
    var position = 0
    func next() -> String? { position < tokens.count ? tokens[position] : nil }
    func take() -> String {
        guard position < tokens.count else { fail("rule ends early: \(text)") }
        defer { position += 1 }
        return tokens[position]
    }
    var condition: Condition = [[]]
    while position < tokens.count {
        var operand = Character(take())
        if operand == "e" { operand = "c" }
        guard "nivwftc".contains(operand) else { fail("unknown operand \(operand) in: \(text)") }
        var modulus: UInt64?
        if next() == "%" {
            _ = take()
            guard let value = UInt64(take()) else { fail("bad modulus in: \(text)") }
            modulus = value
        }
        let op = take()
        guard op == "=" || op == "!=" else { fail("unsupported operator \(op) in: \(text)") }
        var ranges: [ClosedRange<UInt64>] = []
        for item in take().split(separator: ",") {
            let bounds = item.components(separatedBy: "..")
            guard let low = UInt64(bounds[0]), let high = UInt64(bounds.last!), low <= high else {
                fail("bad range \(item) in: \(text)")
            }
            ranges.append(low...high)
        }
        condition[condition.count - 1].append(Relation(operand: operand, modulus: modulus,
                                                       negated: op == "!=", ranges: ranges))
        switch next() {
        case nil: break
        case "and": _ = take()
        case "or": _ = take(); condition.append([])
        case let word?: fail("unexpected \(word) in: \(text)")
        }
    }
    return condition.filter { !$0.isEmpty }
}

/// A rule's text split at the first sample marker.
func splitRule(_ text: String) -> (condition: String, integerSamples: String, decimalSamples: String) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    var condition = trimmed, integer = "", decimal = ""
    if let at = trimmed.range(of: "@") {
        condition = String(trimmed[..<at.lowerBound])
        let samples = String(trimmed[at.lowerBound...])
        for part in samples.components(separatedBy: "@").dropFirst() {
            let part = part.trimmingCharacters(in: .whitespaces)
            if part.hasPrefix("integer") { integer = String(part.dropFirst("integer".count)) }
            else if part.hasPrefix("decimal") { decimal = String(part.dropFirst("decimal".count)) }
            else { fail("unknown sample type in: \(text)") }
        }
    }
    let clean = { (s: String) in s.trimmingCharacters(in: .whitespaces) }
    return (clean(condition), clean(integer), clean(decimal))
}

// MARK: Code emission

/// Swift for one relation, and whether it is an unparenthesized `&&`;
/// nil code when the relation is constant (`constant` says which).
/// `integerOnly`: the operands of an integer (v = w = f = t = c = 0, n = i).
func emit(_ relation: Relation, integerOnly: Bool) -> (code: String?, isConjunction: Bool, constant: Bool) {
    if integerOnly && "vwftc".contains(relation.operand) {
        let holds = relation.ranges.contains { $0.contains(0) }
        return (nil, false, holds != relation.negated)
    }
    let name: String
    switch relation.operand {
    case "n", "i": name = integerOnly ? "i" : "o.i"
    default: name = "o.\(relation.operand)"
    }
    let value = relation.modulus.map { "\(name) % \($0)" } ?? name
    let tests = relation.ranges.map { range -> String in
        if range.lowerBound == range.upperBound { return "\(value) == \(range.lowerBound)" }
        if range.lowerBound == 0 { return "\(value) <= \(range.upperBound)" }
        return "(\(value) >= \(range.lowerBound) && \(value) <= \(range.upperBound))"
    }
    let test = tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " || ") + ")"
    // n is a decimal: it equals an integer (or lies in an integer range)
    // only when its fraction is zero.
    if relation.operand == "n" && !integerOnly {
        let both = "o.f == 0 && \(test)"
        return relation.negated ? ("!(\(both))", false, false) : (both, true, false)
    }
    if relation.negated {
        if tests.count == 1, let range = relation.ranges.first, range.lowerBound == range.upperBound {
            return ("\(value) != \(range.lowerBound)", false, false)
        }
        if tests.count == 1, let range = relation.ranges.first, range.lowerBound == 0 {
            return ("\(value) > \(range.upperBound)", false, false)
        }
        return (test.hasPrefix("(") ? "!" + test : "!(\(test))", false, false)
    }
    return (test, false, false)
}

/// Swift for a condition; nil code means constant.
func emit(_ condition: Condition, integerOnly: Bool) -> (code: String?, constant: Bool) {
    var alternatives: [(code: String, isConjunction: Bool)] = []
    for conjunction in condition {
        var parts: [(code: String, isConjunction: Bool)] = []
        var alwaysFalse = false
        for relation in conjunction {
            let (code, isConjunction, constant) = emit(relation, integerOnly: integerOnly)
            if let code { parts.append((code, isConjunction)) } else if !constant { alwaysFalse = true; break }
        }
        if alwaysFalse { continue }
        if parts.isEmpty { return (nil, true) }
        alternatives.append((parts.map(\.code).joined(separator: " && "), parts.count > 1 || parts[0].isConjunction))
    }
    if alternatives.isEmpty { return (nil, false) }
    if alternatives.count == 1 { return (alternatives[0].code, false) }
    return (alternatives.map { $0.isConjunction ? "(\($0.code))" : $0.code }.joined(separator: " || "), false)
}

struct RuleSet {
    var name: String
    var locales: [String]
    var rules: [(category: String, condition: String, integerSamples: String, decimalSamples: String)]
}

func swiftString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

func functionBodies(_ set: RuleSet) -> String {
    var out = ""
    for integerOnly in [false, true] {
        let signature = integerOnly
            ? "static func \(set.name)Integer(_ i: UInt64) -> PluralCategory"
            : "static func \(set.name)(_ o: PluralOperands) -> PluralCategory"
        out += "    @inline(__always)\n    \(signature) {\n"
        var finished = false
        for rule in set.rules where rule.category != "other" {
            let (code, constant) = emit(parseCondition(rule.condition), integerOnly: integerOnly)
            if let code {
                out += "        if \(code) { return .\(rule.category) }\n"
            } else if constant {
                out += "        return .\(rule.category)\n"
                finished = true
                break
            }
        }
        if !finished { out += "        return .other\n" }
        out += "    }\n"
    }
    return out
}

func ruleSets(from reader: SupplementalReader, prefix: String) -> [RuleSet] {
    reader.ruleGroups.enumerated().map { index, group in
        let rules = group.rules.map { rule in
            let parts = splitRule(rule.text)
            guard categoryOrder.contains(rule.category) else { fail("unknown category \(rule.category)") }
            return (rule.category, parts.condition, parts.integerSamples, parts.decimalSamples)
        }
        guard rules.last?.0 == "other", rules.last?.1 == "" else {
            fail("\(group.locales): the last rule must be an unconditional other")
        }
        return RuleSet(name: "\(prefix)\(index)", locales: group.locales.sorted(), rules: rules)
    }
}

func sortedLocaleTable(_ sets: [RuleSet]) -> [(String, Int)] {
    var seen = Set<String>()
    var table: [(String, Int)] = []
    for (index, set) in sets.enumerated() {
        for locale in set.locales {
            guard seen.insert(locale).inserted else { fail("locale \(locale) listed twice") }
            table.append((locale, index))
        }
    }
    return table.sorted { $0.0 < $1.0 }
}

// MARK: Main

let outputDir = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "Sources/Intl/Plurals/Generated"
let cardinal = ruleSets(from: read("plurals.xml"), prefix: "cardinal")
let ordinal = ruleSets(from: read("ordinals.xml"), prefix: "ordinal")
let cardinalTable = sortedLocaleTable(cardinal)
let ordinalTable = sortedLocaleTable(ordinal)

var rulesFile = """
// GENERATED FILE, DO NOT EDIT. Regenerate with: swift Scripts/generate-plural-tables.swift
// Source: CLDRData/\(cldrVersion)/common/supplemental/plurals.xml, ordinals.xml (CLDR \(cldrVersion))
// Contents: cardinal rules for \(cardinalTable.count) locales, ordinal rules for \(ordinalTable.count) locales, \
\(cardinal.count + ordinal.count) distinct rule sets (\(cardinal.count) cardinal, \(ordinal.count) ordinal).

/// CLDR's plural rules compiled to Swift: one function over all operands and
/// one for integers per distinct rule set, a `switch` over the sets for each,
/// and the rule texts that `PluralData` matches the loaded ICU's sets against.
enum PluralRuleTables {

"""
for (kind, sets) in [("Cardinal", cardinal), ("Ordinal", ordinal)] {
    rulesFile += "    // MARK: \(kind) rule sets\n\n"
    for set in sets {
        rulesFile += "    /// \(set.locales.joined(separator: " "))\n"
        for rule in set.rules where rule.category != "other" {
            rulesFile += "    /// - \(rule.category): \(rule.condition)\n"
        }
        rulesFile += functionBodies(set) + "\n"
    }
}
let allSets = cardinal + ordinal
for (parameter, suffix) in [("_ o: PluralOperands", ""), ("integer i: UInt64", "Integer")] {
    let argument = suffix.isEmpty ? "o" : "i"
    rulesFile += "    /// The category of \(suffix.isEmpty ? "`o`" : "the integer `i`") under rule set `set` "
    rulesFile += "(an index into `rules`; cardinal sets first).\n"
    // The integer switch is small enough to inline into its one caller.
    if !suffix.isEmpty { rulesFile += "    @inline(__always)\n" }
    rulesFile += "    static func category(set: Int, \(parameter)) -> PluralCategory {\n"
    rulesFile += "        switch set {\n"
    for (index, set) in allSets.enumerated() {
        rulesFile += "        case \(index): return \(set.name)\(suffix)(\(argument))\n"
    }
    let operands = suffix.isEmpty ? "o" : "PluralOperands(i: i, v: 0, w: 0, f: 0, t: 0, c: 0)"
    rulesFile += "        default: return PluralData.loaded.category(readSet: set, \(operands))\n"
    rulesFile += "        }\n"
    rulesFile += "    }\n\n"
}
rulesFile += "    /// CLDR's rule texts per rule set, in file order (the last is the\n"
rulesFile += "    /// unconditional `other`): cardinal sets 0..<\(cardinal.count), then ordinal sets.\n"
rulesFile += "    static let rules: [[PluralRules.Rule]] = [\n"
for (index, set) in allSets.enumerated() {
    rulesFile += "        // \(index): \(set.name)\n"
    rulesFile += "        [\n"
    for rule in set.rules {
        rulesFile += "            .init(category: .\(rule.category), condition: \(swiftString(rule.condition)), "
        rulesFile += "integerSamples: \(swiftString(rule.integerSamples)), decimalSamples: \(swiftString(rule.decimalSamples))),\n"
    }
    rulesFile += "        ],\n"
}
rulesFile += "    ]\n\n"
rulesFile += "}\n"

do {
    try FileManager.default.createDirectory(atPath: outputDir, withIntermediateDirectories: true)
    try rulesFile.write(toFile: "\(outputDir)/PluralRuleTables.swift", atomically: true, encoding: .utf8)
} catch {
    fail("cannot write to \(outputDir): \(error)")
}
print("Wrote \(outputDir)/PluralRuleTables.swift (\(cardinal.count + ordinal.count) rule sets)")
