import StringCatalogTools
import TestSupport
import Testing

@Suite struct TranslationStatusTests {
    @Test func countsKeysByStateAndTheCategoriesEachLanguageNeeds() throws {
        let copy = try TranslatorFixture()
        try copy.fixture.write("Resources/ru.lproj/Localizable.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>runs</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%1$#@done@</string>
              <key>done</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lu</string>
                <key>one</key><string>Один %2$#@total@</string><key>other</key><string>%1$lu %2$#@total@</string></dict>
              <key>total</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lu</string>
                <key>one</key><string>из %2$lu</string><key>other</key><string>из %2$lu</string></dict>
            </dict></dict></plist>
            """)
        let report = try TranslationStatus.report(resources: [copy.resources])
        #expect(report.map(\.description) == [
            "de: 8 of 9 keys translated, 1 needs review, 0 stale, 0 missing; 0 plural categories missing",
            "ru: 2 of 9 keys translated, 0 needs review, 0 stale, 7 missing; 4 plural categories missing\n  runs: few, many",
        ])
        #expect(report[1].json == "{\"language\":\"ru\",\"keys\":9,\"translated\":2,\"needsReview\":0,\"stale\":0,\"missing\":7,"
                + "\"pluralCategoriesMissing\":4,\"pluralCategoriesMissingByKey\":{\"runs\":[\"few\",\"many\"]}}")
        // The same keys and categories lint reports as lacking.
        let lacking = CatalogLinter().lint([copy.resources]).filter {
            $0.language == "ru" && ($0.rule == .pluralFallsBackToOther || $0.rule == .pluralMissingText)
        }
        #expect(lacking.map(\.message) == [
            "\"runs\" (ru): plural variable \"done\" lacks few, many (ru needs one, few, many, other); the other text is shown for those numbers",
            "\"runs\" (ru): plural variable \"total\" lacks few, many (ru needs one, few, many, other); the other text is shown for those numbers",
        ])
    }

    @Test func listsTheLanguagesOfCatalogsToo() throws {
        let fixture = try Fixture()
        try fixture.write("Localizable.xcstrings", """
            {"sourceLanguage":"en","strings":{
              "a":{"localizations":{"ja":{"stringUnit":{"state":"stale","value":"エー"}}}},
              "b":{"localizations":{"ja":{"stringUnit":{"state":"new","value":"ビー"}}}}},"version":"1.0"}
            """)
        #expect(try TranslationStatus.report(resources: [fixture.root]).map(\.description) == [
            "ja: 0 of 2 keys translated, 0 needs review, 1 stale, 1 missing; 0 plural categories missing",
        ])
    }
}
