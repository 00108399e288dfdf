import Intl
import StringCatalog
import Testing

/// Device rules without `other`, as Apple ships them: Xcode compiles a catalog's device
/// variation into a `.stringsdict` rule of the named devices, with the text for every other
/// device in `.strings`. The catalog serves the named devices and completes the rest from
/// `.strings`, else from the localization's fallbacks; with neither, a warning.
@Suite struct DeviceRulesWithoutOtherTests {
    static func deviceRule(_ devices: [(String, String)]) -> String {
        let variants = devices.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>tap</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>\(variants)</dict></dict>
            </dict></plist>
            """
    }

    @Test func theStringsTextServesTheDevicesTheRuleDoesNotName() throws {
        let resources = try TemporaryResources([
            "en.lproj/Localizable.strings": "\"tap\" = \"Select\";\n",
            "en.lproj/Localizable.stringsdict": Self.deviceRule([("iphone", "Tap"), ("mac", "Click")]),
        ])
        defer { resources.remove() }
        let catalog = try Catalog(directory: resources.path, strict: true)
        #expect(catalog.warnings.isEmpty)
        func tap(_ device: ClientDevice?) throws -> String { try catalog.localizer(acceptLanguage: "en", device: device).string("tap") }
        #expect(try tap(.iPhone) == "Tap")
        #expect(try tap(.mac) == "Click")
        #expect(try tap(.iPad) == "Select")
        #expect(try tap(nil) == "Select")
    }

    @Test func withoutStringsTheLocalizationsFallbackServesThem() throws {
        let resources = try TemporaryResources([
            "en.lproj/Localizable.strings": "\"tap\" = \"Select\";\n",
            "de.lproj/Localizable.stringsdict": Self.deviceRule([("iphone", "Tippen"), ("mac", "Klicken")]),
            "de-CH.lproj/Localizable.stringsdict": Self.deviceRule([("mac", "Klicke")]),
        ])
        defer { resources.remove() }
        let catalog = try Catalog(directory: resources.path)
        #expect(catalog.warnings.isEmpty)
        func tap(_ language: String, _ device: ClientDevice?) throws -> String {
            try catalog.localizer(acceptLanguage: language, device: device).string("tap")
        }
        #expect(try tap("de", .mac) == "Klicken")
        #expect(try tap("de", .iPad) == "Select")       // de → en
        #expect(try tap("de-CH", .mac) == "Klicke")
        #expect(try tap("de-CH", .iPhone) == "Tippen")  // de-CH → de's rule, its iPhone variant
        #expect(try tap("de-CH", nil) == "Select")      // de-CH → de → en
    }

    @Test func anXCStringsDeviceVariationWithoutOtherLoads() throws {
        let resources = try TemporaryResources([
            "Localizable.xcstrings": """
                { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "tap" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Select" } },
                  "uk" : { "variations" : { "device" : {
                    "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Торкніться" } },
                    "mac" : { "stringUnit" : { "state" : "translated", "value" : "Клацніть" } }
                  } } }
                } } } }
                """,
        ])
        defer { resources.remove() }
        let catalog = try Catalog(directory: resources.path, strict: true)
        #expect(try catalog.localizer(acceptLanguage: "uk", device: .mac).string("tap") == "Клацніть")
        #expect(try catalog.localizer(acceptLanguage: "uk", device: .appleTV).string("tap") == "Select")
    }

    @Test func nothingToServeOtherDevicesIsAWarningAndStrictFails() throws {
        let resources = try TemporaryResources([
            "en.lproj/Localizable.stringsdict": Self.deviceRule([("iphone", "Tap")]),
            "en.lproj/Localizable.strings": "\"title\" = \"Runs\";\n",
        ])
        defer { resources.remove() }
        let catalog = try Catalog(directory: resources.path)
        #expect(catalog.warnings.map(\.description) == [
            "\(resources.path)/en.lproj/Localizable.stringsdict: warning: entry \"tap\" skipped: en: device variants without \"other\", and no text for other devices (no .strings entry beside them, and no localization en falls back to holds the key)",
        ])
        #expect(try catalog.localizer(acceptLanguage: "en", device: .iPhone).string("tap") == "tap")
        #expect(throws: CatalogError.self) { try Catalog(directory: resources.path, strict: true) }
    }

    @Test func insideAPluralFormARuleStillNeedsOther() throws {
        let resources = try TemporaryResources([
            "en.lproj/Localizable.stringsdict": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>files</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>other</key><dict><key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key><string>%d files</string></dict></dict>
                </dict></dict></dict></plist>
                """,
        ])
        defer { resources.remove() }
        let catalog = try Catalog(directory: resources.path)
        #expect(catalog.warnings.map(\.message) == ["files → n → other → NSStringDeviceSpecificRuleType: no \"other\" variant"])
    }
}
