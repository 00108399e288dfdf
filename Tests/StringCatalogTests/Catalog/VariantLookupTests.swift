import Intl
import StringCatalog
import Testing

/// Device and width variants chosen per request, in several languages, and
/// a catalog with an entry no runtime serves.
@Suite struct VariantLookupTests {
    static let files: [String: String] = [
        "en.lproj/Localizable.stringsdict": VariantPlistText.english,
        "en.lproj/Localizable.strings": "\"title\" = \"Runs\";\n\"tap\" = \"shadowed by the stringsdict\";",
        "ru.lproj/Localizable.stringsdict": VariantPlistText.russian,
        "ru.lproj/Localizable.strings": "\"title\" = \"Забеги\";",
        "ar.lproj/Localizable.stringsdict": VariantPlistText.arabic,
    ]

    private func catalog() throws -> (Catalog, TemporaryResources) {
        let resources = try TemporaryResources(Self.files)
        return (try Catalog(directory: resources.path, developmentLanguage: "en"), resources)
    }

    @Test func widthVariantPerRequest() throws {
        let (catalog, resources) = try catalog()
        defer { resources.remove() }
        func welcome(_ width: Int?) throws -> String { try catalog.localizer(acceptLanguage: "en", width: width).string("welcome") }
        #expect(try welcome(22) == "Hello")                      // exact
        #expect(try welcome(52) == "Hello")                      // widest below
        #expect(try welcome(0) == "Hi")                          // none below: the smallest
        #expect(try welcome(nil) == "Greetings and Salutations") // no width: the widest
    }

    @Test func deviceVariantPerRequest() throws {
        let (catalog, resources) = try catalog()
        defer { resources.remove() }
        func tap(_ language: String, _ device: ClientDevice?) throws -> String {
            try catalog.localizer(acceptLanguage: language, device: device).string("tap")
        }
        #expect(try tap("en", .iPhone) == "Tap here")
        #expect(try tap("en", .mac) == "Click here")
        #expect(try tap("en", .appleWatch) == "Tap")
        #expect(try tap("en", .iPad) == "Select")
        #expect(try tap("en", .other) == "Select")
        #expect(try tap("en", nil) == "Select")
        #expect(try tap("ru", .iPhone) == "Нажмите здесь")
        #expect(try tap("ru", .mac) == "Выберите")
    }

    @Test func russianWidthUnderPlural() throws {
        let (catalog, resources) = try catalog()
        defer { resources.remove() }
        let narrow = catalog.localizer(acceptLanguage: "ru", width: 25)
        let wide = catalog.localizer(acceptLanguage: "ru")
        #expect(try [1, 2, 5, 21].map { try narrow.format("files", arguments: [.int($0)]) }
                == ["1 файл", "2 файла", "5 файлов", "21 файл"])
        #expect(try [1, 3, 11, 21].map { try wide.format("files", arguments: [.int($0)]) }
                == ["1 файл выбран", "3 файла", "11 файлов", "21 файл выбран"])
        // English, with three widths across two categories.
        let english = [10, 20, 45, 50].map { catalog.localizer(acceptLanguage: "en", width: $0) }
        #expect(try english.map { try $0.format("files", arguments: [1]) }
                == ["1 file", "1 file", "1 file", "1 file selected"])
        #expect(try english.map { try $0.format("files", arguments: [2]) }
                == ["2 files", "2 files", "2 files chosen", "2 files selected"])
    }

    @Test func arabicPluralUnderDevice() throws {
        let (catalog, resources) = try catalog()
        defer { resources.remove() }
        let iPhone = catalog.localizer(acceptLanguage: "ar-EG", device: .iPhone)
        #expect(iPhone.localization == "ar")
        #expect(try [0, 1, 2, 3, 11, 100].map { try iPhone.format("photos", arguments: [.int($0)]) }
                == ["لا صور", "صورة واحدة", "صورتان", "٣ صور", "١١ صورة", "١٠٠ صورة على iPhone"])
        #expect(try catalog.localizer(acceptLanguage: "ar", device: .mac).format("photos", arguments: [3]) == "صور")
        // English's device variants are plural formats too; no device is `other`.
        #expect(try catalog.localizer(acceptLanguage: "en", device: .mac).format("photos", arguments: [1]) == "Click to see 1 photo")
        #expect(try catalog.localizer(acceptLanguage: "en").format("photos", arguments: [2]) == "Tap to see 2 photos")
    }

    @Test func aBadEntryIsSkippedAndEveryOtherKeyIsServed() throws {
        let (catalog, resources) = try catalog()
        defer { resources.remove() }
        #expect(catalog.warnings.map(\.description) == [
            resources.path + "/en.lproj/Localizable.stringsdict:13:1: warning: entry \"broken\" skipped: "
                + "entry \"broken\" has no NSStringLocalizedFormatKey",
        ])
        #expect(catalog.warnings.first?.key == "broken")
        #expect(catalog.warnings.first?.message == "entry \"broken\" has no NSStringLocalizedFormatKey")
        let english = catalog.localizer(acceptLanguage: "en")
        #expect(try english.string("title") == "Runs")          // .strings beside the bad file
        #expect(try english.string("welcome") == "Greetings and Salutations")
        #expect(try english.string("broken") == "broken")       // skipped: a missing key
        #expect(try catalog.localizer(acceptLanguage: "ru").string("title") == "Забеги")
    }

    @Test func strictLoadingThrowsTheFirstSkippedEntry() throws {
        let resources = try TemporaryResources(Self.files)
        defer { resources.remove() }
        #expect(throws: CatalogError.parse(CatalogParseError(path: resources.path + "/en.lproj/Localizable.stringsdict",
                                                             line: 13, column: 1, reason: .missingFormatKey(key: "broken")))) {
            try Catalog(directory: resources.path, strict: true)
        }
    }

    @Test func theMatchIsTheRequestsVariant() throws {
        let (catalog, resources) = try catalog()
        defer { resources.remove() }
        #expect(catalog.localizer(acceptLanguage: "en", device: .mac, width: 10).message("tap")
                == CatalogMatch(message: .text("Click here"), localization: "en"))
        // The catalog-level lookup returns the message as stored, every variant.
        guard case .devices? = catalog.message(forKey: "tap", locale: try IntlLocale("en"))?.message else {
            Issue.record("tap is not stored as device variants")
            return
        }
    }
}
