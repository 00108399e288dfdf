import Foundation
import Intl
import StringCatalog
@testable import StringCatalogTools
import Testing
import TestSupport

/// `XCStringsUnits.units(…ids:)`, what an import lists (#44 item 9): for each id, the unit an import
/// finds (the last of that id) is the one the whole listing gives, and the units listed are a
/// part of the whole listing, in its order.
@Suite struct XCStringsUnitsIDsTests {
    /// Plain strings (one whose German already varies by plural, one under device variations), a
    /// plural, a substitution, a key that holds `|==|`, a key not to translate.
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "A" } } } },
            "a|==|plural.one" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "A one" } } } },
            "hello" : { "comment" : "Greeting", "localizations" : {
              "de" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "Hallo du" } },
                                                      "other" : { "stringUnit" : { "state" : "new", "value" : "Hallo ihr" } } } } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } } } },
            "tap" : { "localizations" : { "en" : { "variations" : { "device" : {
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } } } } } } },
            "%lld files" : { "localizations" : { "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } } } },
            "internal" : { "shouldTranslate" : false },
            "plain" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Schlicht" } } } }
          }
        }
        """#

    private static func described(_ unit: TranslationUnit) -> String {
        [unit.id, unit.source, unit.target ?? "-", unit.state?.rawValue ?? "-", unit.note ?? "-", unit.key,
         unit.category?.rawValue ?? "-", unit.path.joined(separator: "/"), "\(unit.translatable)", unit.untranslatedText ?? "-",
         unit.untranslatedState ?? "-"].joined(separator: " | ")
    }

    /// The unit an import finds for each id: the last one listed with it.
    private static func found(_ units: [TranslationUnit], _ ids: Set<String>) -> [String: String] {
        var byID: [String: String] = [:]
        for unit in units where ids.contains(unit.id) { byID[unit.id] = described(unit) }
        return byID
    }

    private static func catalogs() throws -> [StructuredValue] {
        let translators = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Translators/Resources/Localizable.xcstrings").path
        return try [Array(catalog.utf8), Array(try String(contentsOfFile: translators, encoding: .utf8).utf8)].map { bytes in
            try StructuredDocument.json(bytes, path: "L.xcstrings")
        }
    }

    @Test(arguments: ["de", "ru", "ar"])
    func listsForEachIDTheUnitTheWholeListingHas(_ language: String) throws {
        var random = SplitMix64(seed: 449)
        for tree in try Self.catalogs() {
            let whole = XCStringsUnits.units(catalog: tree, language: language, needed: PluralCategory.allCases, offeringPlurals: true)
            let everyID = whole.map(\.id)
            let keys = (tree.dictionary?["strings"]?.dictionary ?? [:]).keys.sorted()
            var idSets: [Set<String>] = [Set(everyID), Set(keys), ["a|==|plural.one"], ["hello"], ["nothing"], []]
            for _ in 0..<200 {
                idSets.append(Set((0..<random.int(1...4)).map { _ in
                    random.int(0...4) == 0 ? keys[random.int(0...(keys.count - 1))] : everyID[random.int(0...(everyID.count - 1))]
                }))
            }
            for ids in idSets {
                let listed = XCStringsUnits.units(catalog: tree, language: language, needed: PluralCategory.allCases,
                                                  offeringPlurals: true, ids: ids)
                #expect(Self.found(listed, ids) == Self.found(whole, ids), "\(ids.sorted())")
                // A part of the whole listing, in its order.
                var rest = whole.map(Self.described)[...]
                for unit in listed.map(Self.described) {
                    guard let index = rest.firstIndex(of: unit) else {
                        Issue.record("\(unit) is not in the whole listing after the units before it")
                        break
                    }
                    rest = rest[(index + 1)...]
                }
            }
        }
    }

    /// German's plural forms of the plain "hello" are asked for by the key alone: its own unit is listed.
    @Test func aPlainStringWhoseTargetVariesByPluralKeepsItsOwnUnit() throws {
        let tree = try Self.catalogs()[0]
        let listed = XCStringsUnits.units(catalog: tree, language: "de", needed: PluralCategory.allCases, offeringPlurals: true,
                                          ids: ["hello"])
        #expect(listed.map(\.id).contains("hello"))
        let plain = XCStringsUnits.units(catalog: tree, language: "de", needed: PluralCategory.allCases, offeringPlurals: true,
                                         ids: ["a"])
        #expect(plain.map(\.id) == ["a"])
    }
}
