import Foundation
import Testing
import Intl
#if canImport(FoundationXML)
import FoundationXML
#endif

/// CLDR's plural files as the tests read them: straight from the pinned
/// copy in `CLDRData/`, not through the generated tables.
enum CLDRPluralData {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let supplemental = repositoryRoot.appendingPathComponent("CLDRData/42.0/common/supplemental")

    /// One `<pluralRules>` element.
    struct RuleGroup: Sendable {
        var locales: [String]
        var rules: [(category: String, text: String)]
    }

    /// One `<pluralRanges>` element.
    struct RangeGroup: Sendable {
        var locales: [String]
        var ranges: [(start: String, end: String, result: String)]
    }

    static let cardinal = ruleGroups("plurals.xml")
    static let ordinal = ruleGroups("ordinals.xml")
    static let ranges = rangeGroups("pluralRanges.xml")

    /// Every (locale, type) pair with rules in CLDR, locales as CLDR spells them.
    static let localeEntries: [LocaleEntry] =
        cardinal.flatMap { $0.locales.map { LocaleEntry(locale: $0, icuID: $0, type: .cardinal) } }
        + ordinal.flatMap { $0.locales.map { LocaleEntry(locale: $0, icuID: $0, type: .ordinal) } }

    private final class Reader: NSObject, XMLParserDelegate {
        var ruleGroups: [RuleGroup] = []
        var rangeGroups: [RangeGroup] = []
        var category: String?
        var text = ""

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let locales = (attributes["locales"] ?? "").split(separator: " ").map(String.init)
            switch element {
            case "pluralRules": ruleGroups.append(RuleGroup(locales: locales, rules: []))
            case "pluralRanges": rangeGroups.append(RangeGroup(locales: locales, ranges: []))
            case "pluralRule": (category, text) = (attributes["count"], "")
            case "pluralRange":
                rangeGroups[rangeGroups.count - 1].ranges.append(
                    (attributes["start"] ?? "", attributes["end"] ?? "", attributes["result"] ?? ""))
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if category != nil { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
                    qualifiedName: String?) {
            if element == "pluralRule", let category {
                ruleGroups[ruleGroups.count - 1].rules.append((category, text))
                self.category = nil
            }
        }
    }

    private static func read(_ file: String) -> Reader {
        let reader = Reader()
        let parser = XMLParser(contentsOf: supplemental.appendingPathComponent(file))!
        parser.delegate = reader
        precondition(parser.parse(), "cannot parse \(file)")
        return reader
    }

    private static func ruleGroups(_ file: String) -> [RuleGroup] { read(file).ruleGroups }
    private static func rangeGroups(_ file: String) -> [RangeGroup] { read(file).rangeGroups }

    /// The samples of one rule text, expanded: "0~3" gives 0, 1, 2, 3 and
    /// "0.00~0.04" steps by 0.01, keeping the visible fraction digits;
    /// "1.2c6" stays as written; "…" is dropped.
    static func samples(_ ruleText: String) -> [String] {
        guard let at = ruleText.firstIndex(of: "@") else { return [] }
        var samples: [String] = []
        for part in ruleText[at...].split(separator: "@") {
            let items = part.split(separator: " ", maxSplits: 1)
            guard items.count == 2 else { continue }
            for item in items[1].split(separator: ",") {
                let item = item.trimmingCharacters(in: .whitespaces)
                if item == "…" || item.isEmpty { continue }
                let bounds = item.split(separator: "~").map(String.init)
                if bounds.count == 1 { samples.append(item); continue }
                samples.append(contentsOf: expand(from: bounds[0], to: bounds[1]))
            }
        }
        return samples
    }

    /// "1.10~1.17": both ends have the same number of fraction digits.
    private static func expand(from start: String, to end: String) -> [String] {
        let fractionDigits = start.split(separator: ".").dropFirst().first?.count ?? 0
        precondition(fractionDigits == (end.split(separator: ".").dropFirst().first?.count ?? 0),
                     "sample range \(start)~\(end)")
        let low = Int(start.replacingOccurrences(of: ".", with: ""))!
        let high = Int(end.replacingOccurrences(of: ".", with: ""))!
        return (low...high).map { decimalString($0, fractionDigits: fractionDigits) }
    }

    /// `scaled / 10^fractionDigits` written with exactly `fractionDigits` digits.
    static func decimalString(_ scaled: Int, fractionDigits: Int) -> String {
        guard fractionDigits > 0 else { return String(scaled) }
        var digits = String(scaled)
        if digits.count <= fractionDigits {
            digits = String(repeating: "0", count: fractionDigits - digits.count + 1) + digits
        }
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fractionDigits))
        return digits
    }
}

/// A locale and the same locale as an ICU id, with the rule type.
struct LocaleEntry: Sendable, CustomTestStringConvertible {
    var locale: String
    var icuID: String
    var type: PluralRuleType
    var testDescription: String { "\(locale) \(type)" }
}
