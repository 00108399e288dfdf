import StringCatalog
import Testing

@Suite struct StringsdictVariantsTests {
    private let path = "en.lproj/Localizable.stringsdict"

    private func lenient(_ xml: String) throws(CatalogParseError) -> (StringsTable, [String]) {
        var warnings: [CatalogWarning] = []
        let table = try StringsdictParser.parse(Array(xml.utf8), path: path, warnings: &warnings)
        return (table, warnings.map(\.description))
    }

    @Test func widthRuleKeepsEveryWidth() throws {
        let (table, warnings) = try lenient(VariantPlistText.english)
        #expect(table["welcome"] == .widths(WidthVariants([
            1: .text("Hi"), 22: .text("Hello"), 53: .text("Greetings and Salutations"),
        ])!))
        #expect(warnings == ["en.lproj/Localizable.stringsdict:13:1: warning: entry \"broken\" skipped: "
                             + "entry \"broken\" has no NSStringLocalizedFormatKey"])
    }

    @Test func deviceRuleReadsWatchAsAppleWatch() throws {
        let (table, _) = try lenient(VariantPlistText.english)
        #expect(table["tap"] == .devices(DeviceVariants(other: .text("Select"), specific: [
            .iPhone: .text("Tap here"), .mac: .text("Click here"), .appleWatch: .text("Tap"),
        ])))
    }

    @Test func widthRulesUnderPluralCategoriesAreLiftedAboveThePlural() throws {
        let (table, _) = try lenient(VariantPlistText.english)
        func files(one: String, other: String) -> CatalogMessage {
            .plural(PluralMessage(format: "%#@files@", variables: [
                "files": PluralVariable(valueType: "d", forms: [.one: one, .other: other]),
            ]))
        }
        #expect(table["files"] == .widths(WidthVariants([
            20: files(one: "%d file", other: "%d files"),
            40: files(one: "%d file", other: "%d files chosen"),
            50: files(one: "%d file selected", other: "%d files selected"),
        ])!))
    }

    @Test func deviceVariantsHoldPluralFormats() throws {
        let (table, _) = try lenient(VariantPlistText.english)
        guard case .devices(let photos)? = table["photos"] else {
            Issue.record("photos is not a device rule")
            return
        }
        #expect(photos.specific.keys.sorted { $0.rawValue < $1.rawValue } == [.mac])
        #expect(photos.variant(for: .iPad) == .plural(PluralMessage(format: "%#@n@", variables: [
            "n": PluralVariable(valueType: "d", forms: [.one: "Tap to see %d photo", .other: "Tap to see %d photos"]),
        ])))
    }

    @Test func widthSelectionFollowsVariantFittingPresentationWidth() {
        let hello = WidthVariants([1: .text("Hi"), 22: .text("Hello"), 53: .text("Greetings and Salutations")])!
        #expect(hello.variant(fitting: 22) == .text("Hello"))                      // exact
        #expect(hello.variant(fitting: 40) == .text("Hello"))                      // widest below
        #expect(hello.variant(fitting: 1000) == .text("Greetings and Salutations"))
        #expect(hello.variant(fitting: 0) == .text("Hi"))                          // none below: the smallest
        #expect(hello.variant(fitting: -5) == .text("Hi"))
        #expect(hello.variant(fitting: nil) == .text("Greetings and Salutations")) // no width: the widest
        #expect(WidthVariants([:]) == nil)
    }

    @Test func deviceSelectionFallsBackToOther() {
        let tap = DeviceVariants(other: .text("Select"), specific: [.mac: .text("Click"), .other: .text("Choose")])
        #expect(tap.other == .text("Choose"))
        #expect(tap.specific == [.mac: .text("Click")])
        #expect(tap.variant(for: .mac) == .text("Click"))
        #expect(tap.variant(for: .appleTV) == .text("Choose"))
        #expect(tap.variant(for: nil) == .text("Choose"))
        let nested = CatalogMessage.devices(DeviceVariants(other: .text("Select"), specific: [
            .iPhone: .widths(WidthVariants([10: .text("Tap"), 30: .text("Tap here")])!),
        ]))
        #expect(nested.variant(device: .iPhone, width: 12) == .text("Tap"))
        #expect(nested.variant(device: .iPhone) == .text("Tap here"))
        #expect(nested.variant(width: 12) == .text("Select"))
        #expect(nested.plainMessages == [.text("Tap"), .text("Tap here"), .text("Select")])
    }

    @Test func deviceNamesAcceptShortForms() {
        #expect(ClientDevice(name: "watch") == .appleWatch)
        #expect(ClientDevice(name: "applewatch") == .appleWatch)
        #expect(ClientDevice(name: "tv") == .appleTV)
        #expect(ClientDevice(name: "vision") == .appleVision)
        #expect(ClientDevice(name: "iPad") == .iPad)
        #expect(ClientDevice(name: "android") == nil)
        #expect(ClientDevice.allCases.map(\.rawValue) == ["iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision", "other"])
    }

    @Test func entriesNoRuntimeServesAreSkippedWithAWarning() throws {
        let xml = VariantPlistText.entries([
            ("a", VariantPlistText.devices([("phone", VariantPlistText.string("x")), ("other", VariantPlistText.string("y"))])),
            ("b", VariantPlistText.devices([("mac", VariantPlistText.string("x"))])),
            ("c", VariantPlistText.widths([])),
            ("d", "<dict><key>NSStringVariableWidthRuleType</key><dict><key>wide</key><string>x</string></dict></dict>"),
            ("e", VariantPlistText.plural("%#@n@", variable: "n", valueType: "d", [("one", VariantPlistText.string("%d"))])),
            ("f", VariantPlistText.plural("%#@n@", variable: "n", valueType: "d", [
                ("other", VariantPlistText.plural("%#@m@", variable: "m", valueType: "d", [("other", "<string>x</string>")])),
            ])),
            ("ok", VariantPlistText.widths([(5, VariantPlistText.string("fine"))])),
        ])
        let (table, warnings) = try lenient(xml)
        // "b", a device rule without `other` (as Xcode compiles one), is read: the catalog completes it.
        #expect(table.entries.keys.sorted() == ["b", "ok"])
        #expect(table["b"] == .devices(DeviceVariants(specific: [.mac: .text("x")])!))
        #expect(warnings == [
            "en.lproj/Localizable.stringsdict:5:1: warning: entry \"a\" skipped: entry \"a\": unknown device \"phone\" "
                + "(expected appletv, applevision, applewatch, ipad, iphone, ipod, mac or other)",
            "en.lproj/Localizable.stringsdict:9:1: warning: entry \"c\" skipped: c → NSStringVariableWidthRuleType: no variants",
            "en.lproj/Localizable.stringsdict:11:1: warning: entry \"d\" skipped: entry \"d\": width \"wide\" is not an integer",
            "en.lproj/Localizable.stringsdict:13:1: warning: entry \"e\" skipped: e → n: no \"other\" variant",
            "en.lproj/Localizable.stringsdict:15:1: warning: entry \"f\" skipped: f → n → other: expected a string, found a dictionary",
        ])
        // Strict parsing reports the first one as an error.
        #expect(throws: CatalogParseError(path: path, line: 5, column: 1, reason: .unknownDevice("phone", key: "a"))) {
            try StringsdictParser.parse(Array(xml.utf8), path: path)
        }
    }
}
