import Intl
import StringCatalog
import Testing
import TestSupport

/// `.xcstrings` device variations × plurals × substitutions, states and
/// `shouldTranslate`, served through a catalog.
@Suite struct XCStringsVariantLookupTests {
    private func catalog() throws -> (Catalog, TemporaryResources) {
        let resources = try TemporaryResources([
            "Localizable.xcstrings": XCStringsVariantsText.catalog,
            "de.lproj/Localizable.strings": "\"other\" = \"Andere\";",
        ])
        return (try Catalog(directory: resources.path, developmentLanguage: "en"), resources)
    }

    @Test func twoSubstitutionsUnderDeviceVariations() throws {
        let (catalog, resources) = try catalog()
        defer { resources.remove() }
        let key = "%lld photos in %lld albums"
        #expect(try catalog.localizer(acceptLanguage: "en", device: .mac).format(key, arguments: [1, 1]) == "Click: 1 photo in 1 album")
        #expect(try catalog.localizer(acceptLanguage: "en").format(key, arguments: [2, 3]) == "2 photos in 3 albums")
        let russian = catalog.localizer(acceptLanguage: "ru-RU", device: .mac)
        #expect(try russian.format(key, arguments: [21, 5]) == "21 фотография в 5 альбомах")
        #expect(try russian.format(key, arguments: [3, 1]) == "3 фотографии в 1 альбоме")
        #expect(try russian.format(key, arguments: [5, 2]) == "5 фотографий в 2 альбомах")
        #expect(russian.message(key)?.state == .needsReview)
        #expect(catalog.localizer(acceptLanguage: "en").message(key)?.state == .translated)
    }

    @Test func storedModelOfSubstitutions() throws {
        var warnings: [CatalogWarning] = []
        let file = try XCStringsParser.parse(Array(XCStringsVariantsText.catalog.utf8), path: "Localizable.xcstrings",
                                             warnings: &warnings)
        #expect(warnings.map(\.key) == ["bad.plural", "bad.state"])  // "bad.device" lacks `other`: the catalog completes it.
        func message(_ format: String) -> CatalogMessage {
            .plural(PluralMessage(format: format, variables: [
                "photos": PluralVariable(valueType: "lld", forms: [.one: "%lld photo", .other: "%lld photos"]),
                "albums": PluralVariable(valueType: "lld", forms: [.one: "%lld album", .other: "%lld albums"]),
            ]))
        }
        #expect(file.tables["en"]?["%lld photos in %lld albums"] == .devices(DeviceVariants(
            other: message("%1$#@photos@ in %2$#@albums@"), specific: [.mac: message("Click: %1$#@photos@ in %2$#@albums@")])))
    }

    @Test(.enabled(if: LoadedCLDR.isWritten, "strings written for CLDR 42 and 46"))
    func arabicPluralUnderDeviceVariation() throws {
        let (catalog, resources) = try catalog()
        defer { resources.remove() }
        let iPhone = catalog.localizer(acceptLanguage: "ar", device: .iPhone)
        #expect(try [0, 1, 2, 3, 11, 100].map { try iPhone.format("taps", arguments: [.int($0)]) }
                == LoadedCLDR.pick(cldr42: ["لا نقرات", "نقرة واحدة", "نقرتان", "٣ نقرات", "١١ نقرة", "١٠٠ نقرة (iPhone)"],
                                   // CLDR 46: plain ar writes Latin digits.
                                   cldr46: ["لا نقرات", "نقرة واحدة", "نقرتان", "3 نقرات", "11 نقرة", "100 نقرة (iPhone)"]))
        #expect(try catalog.localizer(acceptLanguage: "ar", device: .appleTV).format("taps", arguments: [3]) == "انقر")
        #expect(try catalog.localizer(acceptLanguage: "en", device: .iPhone).format("taps", arguments: [1]) == "Tap 1 time")
        #expect(try catalog.localizer(acceptLanguage: "en").format("taps", arguments: [2]) == "Click 2 times")
    }

    @Test func deviceVariationsInsidePluralForms() throws {
        let (catalog, resources) = try catalog()
        defer { resources.remove() }
        #expect(try catalog.localizer(acceptLanguage: "en", device: .mac).format("see.photos", arguments: [1]) == "Click to see 1 photo")
        #expect(try catalog.localizer(acceptLanguage: "en", device: .iPhone).format("see.photos", arguments: [2]) == "Tap to see 2 photos")
    }

    @Test func substitutionsInsideDeviceVariations() throws {
        let (catalog, resources) = try catalog()
        defer { resources.remove() }
        #expect(try catalog.localizer(acceptLanguage: "en", device: .appleWatch).format("remaining", arguments: [1]) == "1 min")
        #expect(try catalog.localizer(acceptLanguage: "en").format("remaining", arguments: [1]) == "1 minute remaining")
        #expect(try catalog.localizer(acceptLanguage: "en").format("remaining", arguments: [5]) == "5 minutes remaining")
    }

    @Test func statesAreServedExceptNew() throws {
        let (catalog, resources) = try catalog()
        defer { resources.remove() }
        let german = catalog.localizer(acceptLanguage: "de").message("run.title")
        #expect(german == CatalogMatch(message: .text("Läufe"), localization: "de", state: .stale))
        #expect(catalog.localizer(acceptLanguage: "ja").message("run.title")
                == CatalogMatch(message: .text("ラン"), localization: "ja", state: .needsReview))
        // `new` is not served: French falls back to the development language.
        #expect(catalog.localizer(acceptLanguage: "fr").message("run.title")
                == CatalogMatch(message: .text("Runs"), localization: "en", state: .translated))
        // One `new` plural form makes the whole German plural absent: no "1 Tage".
        #expect(try catalog.localizer(acceptLanguage: "de").format("days", arguments: [1]) == "1 day")
    }

    @Test func shouldTranslateFalseIsServedFromTheSourceLanguage() throws {
        let (catalog, resources) = try catalog()
        defer { resources.remove() }
        #expect(catalog.localizer(acceptLanguage: "de").message("brand")
                == CatalogMatch(message: .text("Runly"), localization: "en", state: .translated))
    }

    @Test func stringsNoRuntimeServesAreSkippedWithWarnings() throws {
        let (catalog, resources) = try catalog()
        defer { resources.remove() }
        let path = resources.path + "/Localizable.xcstrings"
        #expect(catalog.warnings.map(\.description) == [
            path + ":51:5: warning: entry \"bad.plural\" skipped: strings → bad.plural → localizations → en → variations → plural: no \"other\" variant",
            path + ":49:5: warning: entry \"bad.state\" skipped: strings → bad.state → localizations → en → stringUnit → state: "
                + "unknown state \"signed_off\" (expected new, translated, needs_review or stale)",
            path + ": warning: entry \"bad.device\" skipped: en: device variants without \"other\", and no text for other devices "
                + "(no .strings entry beside them, and no localization en falls back to holds the key)",
        ])
        #expect(try catalog.localizer(acceptLanguage: "de").string("other") == "Andere")
    }

    @Test func dumpKeepsExtractionState() throws {
        let resources = try TemporaryResources(["Localizable.xcstrings": #"""
            {"sourceLanguage":"en","strings":{"k":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"K"}}}}},"version":"1.0"}
            """#])
        defer { resources.remove() }
        #expect(try CatalogDump.json(ofFileAt: resources.path + "/Localizable.xcstrings") == """
            {
              "sourceLanguage": "en",
              "strings": {
                "k": {
                  "extractionState": "manual",
                  "localizations": {
                    "en": {
                      "stringUnit": {
                        "state": "translated",
                        "value": "K"
                      }
                    }
                  }
                }
              },
              "version": "1.0"
            }
            """)
    }
}
