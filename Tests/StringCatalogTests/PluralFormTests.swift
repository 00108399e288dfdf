import StringCatalog
import Testing

@Suite struct PluralFormTests {
    @Test func formsOrderAsCLDRListsThem() {
        #expect(PluralForm.allCases.sorted(by: >).map(\.rawValue) == ["other", "many", "few", "two", "one", "zero"])
        #expect(PluralForm(rawValue: "few") == .few)
        #expect(PluralForm(rawValue: "Few") == nil)
    }

    @Test func tableSubscriptReturnsTheStoredMessage() {
        let table = StringsTable(name: "Localizable", entries: [
            "run.title": CatalogEntry(key: "run.title", message: .text("Run"), comment: "Title of the run screen"),
        ])
        #expect(table["run.title"] == .text("Run"))
        #expect(table["missing"] == nil)
    }
}
