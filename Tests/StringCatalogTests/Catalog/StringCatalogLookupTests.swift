import Intl
import StringCatalog
import Testing

@Suite struct StringCatalogLookupTests {
    private func catalog(_ files: [String: String], development: String = "en",
                         policy: MissingKeyPolicy = .returnKey) throws -> (Catalog, TemporaryResources) {
        let resources = try TemporaryResources(files)
        return (try Catalog(directory: resources.path, developmentLanguage: development, missingKeyPolicy: policy), resources)
    }

    private func locale(_ identifier: String) throws -> IntlLocale { try IntlLocale(identifier) }

    @Test func traditionalChineseRequestUsesZhHant() throws {
        let (catalog, resources) = try catalog([
            "zh-Hant.lproj/Localizable.strings": "\"run\" = \"跑步\";",
            "zh-Hans.lproj/Localizable.strings": "\"run\" = \"跑步(简)\";\n\"only.hans\" = \"简\";",
            "en.lproj/Localizable.strings": "\"run\" = \"Run\";\n\"only.hans\" = \"Simplified only\";",
        ])
        defer { resources.remove() }
        #expect(catalog.localizations == ["en", "zh-Hans", "zh-Hant"])
        #expect(catalog.localizationChain(for: try locale("zh-Hant-HK")) == ["zh-Hant", "en"])
        #expect(catalog.message(forKey: "run", locale: try locale("zh-Hant-HK")) == CatalogMatch(message: .text("跑步"), localization: "zh-Hant"))
        #expect(catalog.message(forKey: "run", locale: try locale("zh-TW"))?.localization == "zh-Hant")
        #expect(catalog.message(forKey: "run", locale: try locale("zh-CN"))?.localization == "zh-Hans")
        // zh-Hant never falls back to Simplified: the development language serves it.
        #expect(catalog.message(forKey: "only.hans", locale: try locale("zh-Hant-HK")) == CatalogMatch(message: .text("Simplified only"), localization: "en"))
    }

    @Test func australianEnglishPrefersBritish() throws {
        let (catalog, resources) = try catalog([
            "en-GB.lproj/Localizable.strings": "\"colour\" = \"Colour\";",
            "en.lproj/Localizable.strings": "\"colour\" = \"Color\";\n\"only.en\" = \"US\";",
        ])
        defer { resources.remove() }
        #expect(catalog.localizationChain(for: try locale("en-AU")) == ["en-GB", "en"])
        #expect(catalog.message(forKey: "colour", locale: try locale("en-AU"))?.localization == "en-GB")
        #expect(catalog.message(forKey: "only.en", locale: try locale("en-AU"))?.localization == "en")
    }

    @Test func europeanPortugueseFallsBackToBrazilian() throws {
        let (catalog, resources) = try catalog([
            "pt-BR.lproj/Localizable.strings": "\"hello\" = \"Olá\";",
            "en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";",
        ])
        defer { resources.remove() }
        #expect(catalog.localizationChain(for: try locale("pt-PT")) == ["pt-BR", "en"])
        #expect(catalog.message(forKey: "hello", locale: try locale("pt-PT")) == CatalogMatch(message: .text("Olá"), localization: "pt-BR"))
        #expect(catalog.message(forKey: "bye", locale: try locale("pt-PT"))?.localization == "en")
    }

    @Test func norwegianBokmalAndNynorsk() throws {
        let (catalog, resources) = try catalog([
            "nb.lproj/Localizable.strings": "\"hello\" = \"Hei (nb)\";",
            "en.lproj/Localizable.strings": "\"hello\" = \"Hello\";",
        ])
        defer { resources.remove() }
        #expect(catalog.localizationChain(for: try locale("nb-NO")) == ["nb", "en"])
        #expect(catalog.localizationChain(for: try locale("no")) == ["nb", "en"])
        #expect(catalog.localizationChain(for: try locale("nn")) == ["nb", "en"])
    }

    static let layered: [String: String] = [
        "de-CH.lproj/Localizable.strings": "\"a\" = \"a (de-CH)\";",
        "de.lproj/Localizable.strings": "/* Shown first */\n\"a\" = \"a (de)\";\n\"b\" = \"b (de)\";",
        "de.lproj/Order.strings": "\"total\" = \"Summe\";",
        "Base.lproj/Localizable.strings": "\"c\" = \"c (Base)\";\n\"b\" = \"b (Base)\";",
        "en.lproj/Localizable.strings": "\"d\" = \"d (en)\";\n\"a\" = \"a (en)\";",
        "en.lproj/Order.strings": "\"total\" = \"Total\";",
    ]

    @Test func eachKeyFallsBackAlongTheChain() throws {
        let (catalog, resources) = try catalog(Self.layered)
        defer { resources.remove() }
        let swiss = try locale("de-CH")
        #expect(catalog.localizationChain(for: swiss) == ["de-CH", "de", "Base", "en"])
        #expect(catalog.message(forKey: "a", locale: swiss) == CatalogMatch(message: .text("a (de-CH)"), localization: "de-CH"))
        #expect(catalog.message(forKey: "b", locale: swiss) == CatalogMatch(message: .text("b (de)"), localization: "de"))
        #expect(catalog.message(forKey: "c", locale: swiss) == CatalogMatch(message: .text("c (Base)"), localization: "Base"))
        #expect(catalog.message(forKey: "d", locale: swiss) == CatalogMatch(message: .text("d (en)"), localization: "en"))
        #expect(catalog.message(forKey: "a", locale: try locale("de-AT")) == CatalogMatch(message: .text("a (de)"), localization: "de", comment: "Shown first"))
        #expect(catalog.message(forKey: "total", table: "Order", locale: swiss)?.message == .text("Summe"))
        #expect(catalog.message(forKey: "total", locale: swiss) == nil)
        #expect(catalog.localizationChain(for: try locale("ja-JP")) == ["Base", "en"])
        #expect(catalog.message(forKey: "a", locale: try locale("ja"))?.message == .text("a (en)"))
        #expect(catalog.hasBase)
        #expect(catalog.table("Order", localization: "en")?["total"] == .text("Total"))
    }

    @Test func missesUseDefaultValueThenPolicyAndAreCounted() throws {
        let (returning, resources) = try catalog(Self.layered)
        defer { resources.remove() }
        let swiss = try locale("de-CH")
        #expect(try returning.localizedMessage(forKey: "a", locale: swiss) == .text("a (de-CH)"))
        #expect(try returning.localizedMessage(forKey: "nope", locale: swiss) == .text("nope"))
        #expect(try returning.localizedMessage(forKey: "nope", locale: swiss, defaultValue: "Standard") == .text("Standard"))
        #expect(try returning.localizedMessage(forKey: "nope", table: "Order", locale: try locale("fr")) == .text("nope"))
        #expect(returning.missCounts == ["de-CH": 2, "fr": 1])

        let marking = try Catalog(directory: resources.path, missingKeyPolicy: .markKey)
        #expect(try marking.localizedMessage(forKey: "nope", locale: swiss) == .text("⟦nope⟧"))
        let throwing = try Catalog(directory: resources.path, missingKeyPolicy: .throwError)
        #expect(throws: CatalogError.missingKey(key: "nope", table: "Localizable", locale: "de-CH")) {
            try throwing.localizedMessage(forKey: "nope", locale: swiss)
        }
        #expect(CatalogError.missingKey(key: "nope", table: "Localizable", locale: "de-CH").description
                == "no localization of \"nope\" in table \"Localizable\" for de-CH")
        #expect(try throwing.localizedMessage(forKey: "nope", locale: swiss, defaultValue: "x") == .text("x"))
        #expect(throwing.missCounts == ["de-CH": 2])
    }

    @Test func stringsdictWinsOverStringsAndXCStringsAreMerged() throws {
        let (catalog, resources) = try catalog([
            "en.lproj/Localizable.strings": "\"lg_days\" = \"plain\";\n\"title\" = \"Title\";",
            "en.lproj/Localizable.stringsdict": PlistText.runsAndDaysExamples(),
            "zh-Hans.lproj/Localizable.stringsdict": PlistText.runsAndDaysExamples(zh: true),
            "Shop.xcstrings": #"{"sourceLanguage":"en","strings":{"buy":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Kaufen"}}}}}}"#,
            "fr.lproj/Menu.xcstrings": #"{"sourceLanguage":"en","strings":{"open":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Ouvrir"}}}}}}"#,
        ])
        defer { resources.remove() }
        #expect(catalog.localizations == ["de", "en", "fr", "zh-Hans"])
        #expect(catalog.message(forKey: "title", locale: try locale("en"))?.message == .text("Title"))
        #expect(catalog.message(forKey: "lg_days", locale: try locale("en-US"))?.message == .plural(PluralMessage(format: "%#@VARIABLE@", variables: [
            "VARIABLE": PluralVariable(valueType: "ld", forms: [.zero: "none", .one: "1 day", .other: "%ld days"]),
        ])))
        #expect(catalog.message(forKey: "lg_days", locale: try locale("zh"))?.localization == "zh-Hans")
        #expect(catalog.message(forKey: "buy", table: "Shop", locale: try locale("de-DE"))?.message == .text("Kaufen"))
        #expect(catalog.message(forKey: "buy", table: "Shop", locale: try locale("fr"))?.message == .text("buy"))
        #expect(catalog.message(forKey: "open", table: "Menu", locale: try locale("fr-CA"))?.message == .text("Ouvrir"))
    }

    @Test func legacyFolderNamesMapAndUnknownOnesAreSkipped() throws {
        let (catalog, resources) = try catalog([
            "zh_Hans.lproj/Localizable.strings": "\"k\" = \"简\";",
            "pt_BR.lproj/Localizable.strings": "\"k\" = \"pt\";",
            "English.lproj/Localizable.strings": "\"k\" = \"en\";",
            "Resources.lproj/Localizable.strings": "\"k\" = \"?\";",
        ])
        defer { resources.remove() }
        #expect(catalog.localizations == ["en", "pt-BR", "zh-Hans"])
        #expect(catalog.skippedFolders == ["Resources.lproj"])
        #expect(catalog.message(forKey: "k", locale: try locale("zh-Hans-CN"))?.localization == "zh-Hans")
    }

    @Test func utf16TablesLoad() throws {
        var bigEndian: [UInt8] = [0xFE, 0xFF]
        for unit in "/* Grüße */\n\"hi\" = \"Grüß dich 😂\";".utf16 { bigEndian += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        var littleEndian: [UInt8] = [0xFF, 0xFE]
        for unit in "\"hi\" = \"Salut\";".utf16 { littleEndian += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let resources = try TemporaryResources(bytes: [
            "de.lproj/Localizable.strings": bigEndian,
            "fr.lproj/Localizable.strings": littleEndian,
        ])
        defer { resources.remove() }
        let catalog = try Catalog(directory: resources.path)
        #expect(catalog.message(forKey: "hi", locale: try locale("de-AT")) == CatalogMatch(message: .text("Grüß dich 😂"), localization: "de", comment: "Grüße"))
        #expect(catalog.message(forKey: "hi", locale: try locale("fr-BE"))?.message == .text("Salut"))
    }

    @Test func duplicateKeysAreReportedPerFile() throws {
        let (catalog, resources) = try catalog(["en.lproj/Localizable.strings": "\"k\" = \"1\";\n\"k\" = \"2\";"])
        defer { resources.remove() }
        #expect(catalog.duplicateKeys == [resources.path + "/en.lproj/Localizable.strings": [DuplicateKey(key: "k", line: 2, firstLine: 1)]])
        #expect(catalog.message(forKey: "k", locale: try locale("en"))?.message == .text("2"))
    }

    @Test func resourcePathsFollowTheChain() throws {
        let (catalog, resources) = try catalog([
            "de.lproj/welcome.html": "<p>Willkommen</p>",
            "Base.lproj/logo.png": "png",
            "en.lproj/welcome.html": "<p>Welcome</p>",
            "en.lproj/terms.txt": "terms",
            "style.css": "css",
            "README": "text",
        ])
        defer { resources.remove() }
        let swiss = try locale("de-CH")
        #expect(catalog.resourcePath(named: "welcome", extension: "html", locale: swiss) == resources.path + "/de.lproj/welcome.html")
        #expect(catalog.resourcePath(named: "welcome", extension: "html", locale: try locale("ja")) == resources.path + "/en.lproj/welcome.html")
        #expect(catalog.resourcePath(named: "logo", extension: "png", locale: swiss) == resources.path + "/Base.lproj/logo.png")
        #expect(catalog.resourcePath(named: "terms", extension: "txt", locale: swiss) == resources.path + "/en.lproj/terms.txt")
        #expect(catalog.resourcePath(named: "style", extension: "css", locale: swiss) == resources.path + "/style.css")
        #expect(catalog.resourcePath(named: "README", extension: "", locale: swiss) == resources.path + "/README")
        #expect(catalog.resourcePath(named: "missing", extension: "png", locale: swiss) == nil)
    }

    @Test func loadErrors() throws {
        let resources = try TemporaryResources(["de.lproj/Localizable.strings": "\"a\" = \"b\"\n\"c\" = \"d\";"])
        defer { resources.remove() }
        #expect(throws: CatalogError.parse(CatalogParseError(path: resources.path + "/de.lproj/Localizable.strings", line: 2, column: 1,
                                                              reason: .expected("';' after the value", found: "\"")))) {
            try Catalog(directory: resources.path)
        }
        #expect(throws: CatalogError.unreadableDirectory(path: resources.path + "/nope", reason: "No such file or directory")) {
            try Catalog(directory: resources.path + "/nope")
        }
        #expect(CatalogError.unreadableDirectory(path: "/x", reason: "No such file or directory").description
                == "/x: error: cannot list directory: No such file or directory")
        #expect(throws: CatalogError.invalidDevelopmentLanguage("!!")) { try Catalog(directory: resources.path, developmentLanguage: "!!") }
    }

    @Test func concurrentMissesAreAllCounted() async throws {
        let (catalog, resources) = try catalog(Self.layered)
        defer { resources.remove() }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    guard let locale = try? IntlLocale(index % 2 == 0 ? "de-CH" : "ja") else { return }
                    _ = try? catalog.localizedMessage(forKey: "missing-\(index)", locale: locale)
                }
            }
        }
        #expect(catalog.missCounts == ["de-CH": 100, "ja": 100])
    }

    @Test func concurrentLookupsAgree() async throws {
        let (catalog, resources) = try catalog(Self.layered)
        defer { resources.remove() }
        let results = await withTaskGroup(of: String.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let identifier = ["de-CH", "de-AT", "ja", "en-GB"][index % 4]
                    let locale = try? IntlLocale(identifier)
                    return locale.flatMap { catalog.message(forKey: "a", locale: $0)?.localization } ?? "?"
                }
            }
            var all: [String] = []
            for await result in group { all.append(result) }
            return all.sorted()
        }
        #expect(results == Array(repeating: "de", count: 16) + Array(repeating: "de-CH", count: 16) + Array(repeating: "en", count: 32))
    }
}
