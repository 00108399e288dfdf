import Intl
import StringCatalog
import Testing

@Suite struct LocalizerTests {
    private func catalog(_ files: [String: String], development: String = "en",
                         policy: MissingKeyPolicy = .returnKey) throws -> (Catalog, TemporaryResources) {
        let resources = try TemporaryResources(files)
        return (try Catalog(directory: resources.path, developmentLanguage: development, missingKeyPolicy: policy), resources)
    }

    static let runsAndDays: [String: String] = [
        "en.lproj/Localizable.stringsdict": PlistText.runsAndDaysExamples(),
        "en.lproj/Localizable.strings": "/* Title */\n\"title\" = \"Runs\";\n\"distance\" = \"%.1f km\";",
        "zh-Hans.lproj/Localizable.stringsdict": PlistText.runsAndDaysExamples(zh: true),
        "de.lproj/Localizable.strings": "\"title\" = \"Läufe\";\n\"distance\" = \"%.1f km\";",
    ]

    @Test func runsMessageFourRows() throws {
        let (catalog, resources) = try catalog(Self.runsAndDays)
        defer { resources.remove() }
        let localizer = catalog.localizer(acceptLanguage: "en-US")
        let key = "scope.%lu out of %lu runs"
        #expect(try localizer.format(key, arguments: [0, 0]) == "No runs completed yet")
        #expect(try localizer.format(key, arguments: [1, 1]) == "One run completed")
        #expect(try localizer.format(key, arguments: [1, 3]) == "One of 3 runs completed")
        #expect(try localizer.format(key, arguments: [2, 3]) == "2 of 3 runs completed")
        #expect(try localizer.format("activity-profile.label.%lu out of %lu runs completed", arguments: [2, 5])
                == "2 out of 5 runs completed")
    }

    @Test func lgDaysInEnglishAndChinese() throws {
        let (catalog, resources) = try catalog(Self.runsAndDays)
        defer { resources.remove() }
        let english = catalog.localizer(locale: try IntlLocale("en-GB"))
        #expect(try [0, 1, 2].map { try english.format("lg_days", arguments: [.int($0)]) } == ["none", "1 day", "2 days"])
        let chinese = catalog.localizer(acceptLanguage: "zh-CN,zh;q=0.9")
        #expect(chinese.contentLanguage == "zh-Hans")
        #expect(try [0, 1, 2].map { try chinese.format("lg_days", arguments: [.int($0)]) } == ["当天", "1天", "2天"])
        // Chinese has no translation of the runs message: it falls back to en, with en's rules.
        #expect(try chinese.format("scope.%lu out of %lu runs", arguments: [1, 3]) == "One of 3 runs completed")
    }

    @Test func oneDaysIsImpossibleWithAChineseDevelopmentLanguage() throws {
        let (catalog, resources) = try catalog([
            "zh-Hans.lproj/Localizable.stringsdict": PlistText.runsAndDaysExamples(zh: true),
            "en.lproj/Localizable.stringsdict": PlistText.document(PlistText.entry("lg_days", format: "%#@d@",
                [("d", "ld", [("one", "%ld day"), ("other", "%ld days")])])),
            "en.lproj/Localizable.strings": "\"other\" = \"Other\";",
        ], development: "zh-Hans")
        defer { resources.remove() }
        let english = catalog.localizer(acceptLanguage: "en")
        #expect(english.localization == "en")
        #expect(english.chain == ["en", "zh-Hans"])
        #expect(try english.format("lg_days", arguments: [1]) == "1 day")
        #expect(try english.format("lg_days", arguments: [2]) == "2 days")
        // A key only the development language holds uses its own (Chinese) rules.
        let onlyChinese = catalog.localizer(acceptLanguage: "fr")
        #expect(onlyChinese.localization == "zh-Hans")
        #expect(onlyChinese.request == nil)
        #expect(try onlyChinese.format("lg_days", arguments: [1]) == "1天")
    }

    @Test func fallbackKeyUsesTheRulesOfItsLocalization() throws {
        let (catalog, resources) = try catalog([
            "en.lproj/Localizable.stringsdict": PlistText.document(PlistText.entry("files", format: "%#@n@",
                [("n", "ld", [("one", "%ld file"), ("other", "%ld files")])])),
            "ru.lproj/Localizable.strings": "\"title\" = \"Файлы\";",
        ])
        defer { resources.remove() }
        let russian = catalog.localizer(locale: try IntlLocale("ru"))
        #expect(try russian.string("title") == "Файлы")
        // Russian rules would say "many" (→ other) for 5 and "one" for 21; en's rules are used.
        #expect(try russian.format("files", arguments: [21]) == "21 files")
        #expect(try russian.format("files", arguments: [1]) == "1 file")
    }

    @Test func numbersFollowTheRequestRegion() throws {
        let (catalog, resources) = try catalog(Self.runsAndDays)
        defer { resources.remove() }
        let swiss = catalog.localizer(acceptLanguage: "de-CH, en;q=0.5")
        #expect(swiss.contentLanguage == "de")
        #expect(swiss.request?.identifier == "de-CH")
        #expect(try swiss.format("distance", arguments: [1234.5]) == "1’234.5 km")
        #expect(try catalog.localizer(locale: try IntlLocale("de-DE")).format("distance", arguments: [1234.5]) == "1.234,5 km")
        #expect(try catalog.localizer(locale: try IntlLocale("en-US")).format("distance", arguments: [1234.5]) == "1,234.5 km")
    }

    @Test func numberLocaleIsTheLocalizationRefinedByTheRequest() throws {
        let (catalog, resources) = try catalog(Self.runsAndDays)
        defer { resources.remove() }
        let swiss = catalog.localizer(acceptLanguage: "de-CH")
        #expect(try swiss.numberLocale.identifier == "de-CH")
        #expect(try NumberFormat.format(1234.5, locale: swiss.numberLocale.identifier,
                                        options: .init(style: .currency("EUR"))) == "EUR\u{00A0}1\u{2019}234.50")
        // Another language than the one served, or nothing matched: the localization's own locale.
        #expect(try catalog.localizer(acceptLanguage: "fr-CH, de;q=0.5").numberLocale.identifier == "de")
        #expect(try catalog.localizer(acceptLanguage: "fr-CH").numberLocale.identifier == "en")
        #expect(try catalog.localizer(acceptLanguage: "zh-TW").numberLocale.identifier == "en")
        #expect(try catalog.localizer(acceptLanguage: "zh-CN").numberLocale.identifier == "zh-Hans-CN")
    }

    @Test func stringsAsStoredDefaultsAndMisses() throws {
        let (catalog, resources) = try catalog(Self.runsAndDays, policy: .throwError)
        defer { resources.remove() }
        let english = catalog.localizer(locale: try IntlLocale("en-AU"))
        #expect(try english.string("title") == "Runs")
        #expect(try english.string("lg_days") == "%#@VARIABLE@")
        #expect(try english.string("nope", default: "Hi") == "Hi")
        #expect(try english.format("nope", default: "%d items", arguments: [1234]) == "1,234 items")
        #expect(throws: CatalogError.missingKey(key: "nope", table: "Localizable", locale: "en-AU")) { try english.string("nope") }
        #expect(catalog.missCounts == ["en-AU": 3])
    }

    @Test func stringAnswersFromTheFirstLocalizationHoldingTheKeyWhateverItsKind() throws {
        let (catalog, resources) = try catalog([
            "en.lproj/Localizable.strings": "\"title\" = \"Runs\";\n\"count\" = \"Runs counted\";\n\"only_en\" = \"English only\";",
            "de.lproj/Localizable.strings": "\"title\" = \"Läufe\";\n\"count\" = \"%d Läufe\";",
            "de.lproj/Other.strings": "\"title\" = \"Anderer Titel\";",
        ])
        defer { resources.remove() }
        let german = catalog.localizer(acceptLanguage: "de-CH, en;q=0.5")
        #expect(german.chain == ["de", "en"])
        #expect(try german.string("title") == "Läufe")
        #expect(try german.string("count") == "%d Läufe")  // de's text with a specifier, not en's plain one
        #expect(try german.string("only_en") == "English only")
        #expect(try german.string("title", table: "Other") == "Anderer Titel")
        #expect(try german.string("only_en", table: "Other") == "only_en")
        #expect(try catalog.localizer(acceptLanguage: "en").string("count") == "Runs counted")
    }

    @Test func stringOfAKeyAloneAnswersAsTheDefaultTableDoes() throws {
        let (catalog, resources) = try catalog([
            "en.lproj/Localizable.strings": "\"title\" = \"Runs\";\n\"count\" = \"Runs counted\";\n\"only_en\" = \"English only\";",
            "de.lproj/Localizable.strings": "\"title\" = \"Läufe\";\n\"count\" = \"%d Läufe\";",
            "de.lproj/Localizable.stringsdict": PlistText.document(PlistText.entry("runs", format: "%#@d@",
                [("d", "ld", [("one", "%ld Lauf"), ("other", "%ld Läufe")])])),
        ], policy: .throwError)
        defer { resources.remove() }
        // The request's locale (the miss is counted under it), then each key's answer.
        let expected: [(String, String, [String])] = [
            ("de-CH, en;q=0.5", "de-CH", ["Läufe", "%d Läufe", "English only", "%#@d@"]),
            ("en", "en", ["Runs", "Runs counted", "English only"]),
            ("fr", "en", ["Runs", "Runs counted", "English only"]),
        ]
        for (header, locale, answers) in expected {
            let localizer = catalog.localizer(acceptLanguage: header)
            for (key, answer) in zip(["title", "count", "only_en", "runs"], answers) {
                #expect(try localizer.string(key) == answer, "\(header) \(key)")
                #expect(try localizer.string(key, table: "Localizable", default: nil) == answer, "\(header) \(key)")
            }
            #expect(throws: CatalogError.missingKey(key: "absent", table: "Localizable", locale: locale)) {
                try localizer.string("absent")
            }
        }
    }

    @Test func baseOnlyCatalogServesEveryRequest() throws {
        let (catalog, resources) = try catalog(["Base.lproj/Localizable.strings": "\"title\" = \"%d Runs\";"])
        defer { resources.remove() }
        let localizer = catalog.localizer(acceptLanguage: "de-CH")
        #expect(localizer.chain == ["Base"])
        #expect(localizer.localization == "en")
        #expect(localizer.request == nil)
        #expect(try localizer.format("title", arguments: [1234]) == "1,234 Runs")
    }

    @Test func formatErrorsAreTyped() throws {
        let (catalog, resources) = try catalog(Self.runsAndDays)
        defer { resources.remove() }
        let english = catalog.localizer(locale: try IntlLocale("en"))
        let missing = MessageFormatError(reason: .missingArgument(position: 1, count: 0), format: "%#@VARIABLE@",
                                         offset: 0, specifier: "%#@VARIABLE@")
        #expect(throws: CatalogError.format(key: "lg_days", missing)) { try english.format("lg_days", arguments: []) }
        #expect(CatalogError.format(key: "lg_days", missing).description 
                == "\"lg_days\": format \"%#@VARIABLE@\": offset 0: %#@VARIABLE@: argument 1 is missing (0 given)")
    }
}
