import Intl
import StringCatalog
import Testing

/// A catalog's plural keys are Intl's `PluralCategory` (one type for the six CLDR names).
@Suite struct CatalogPluralKeyTests {
    @Test func keysOrderAsCLDRListsThem() {
        #expect(PluralCategory.allCases.sorted(by: >).map(\.rawValue) == ["other", "many", "few", "two", "one", "zero"])
        #expect([PluralCategory.other, .one, .few].sorted() == [.one, .few, .other])
        #expect(PluralCategory(rawValue: "few") == .few)
        #expect(PluralCategory(rawValue: "Few") == nil)
    }

    @Test func aVariableKeysItsFormsByCategory() throws {
        let variable = PluralVariable(valueType: "d", forms: [.one: "%d file", .other: "%d files"])
        #expect(variable.forms[try PluralRules(locale: "en").category(for: 1)] == "%d file")
    }

    @Test func tableSubscriptReturnsTheStoredMessage() {
        let table = StringsTable(name: "Localizable", entries: [
            "run.title": CatalogEntry(key: "run.title", message: .text("Run"), comment: "Title of the run screen"),
        ])
        #expect(table["run.title"] == .text("Run"))
        #expect(table["missing"] == nil)
    }
}
