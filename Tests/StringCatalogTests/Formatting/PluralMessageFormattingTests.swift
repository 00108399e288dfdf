import Intl
import StringCatalog
import Testing

@Suite struct PluralMessageFormattingTests {
    private func formatter(_ locale: String) throws -> MessageFormatter {
        try MessageFormatter(localization: IntlLocale(locale))
    }

    // MARK: The runs and days messages

    /// Example 1: `activity-profile.label.%lu out of %lu runs completed`.
    private let example1 = CatalogMessage.plural(PluralMessage(
        format: "%lu out of %#@lu_total_runs@ completed",
        variables: ["lu_total_runs": PluralVariable(valueType: "lu", forms: [.one: "%lu run", .other: "%lu runs"])]))

    @Test func example1TakesTheTotalAsSecondArgument() throws {
        let en = try formatter("en")
        #expect(try en.format(example1, arguments: [1, 1]) == "1 out of 1 run completed")
        #expect(try en.format(example1, arguments: [2, 5]) == "2 out of 5 runs completed")
        #expect(try en.format(example1, arguments: [1200, 1500]) == "1,200 out of 1,500 runs completed")
    }

    /// Example 2: `scope.%lu out of %lu runs`, nested and positional.
    private let runs = CatalogMessage.plural(PluralMessage(format: "%1$#@lu_completed_runs@", variables: [
        "lu_completed_runs": PluralVariable(valueType: "lu", forms: [
            .zero: "No runs completed yet", .one: "One %2$#@lu_total_runs@", .other: "%lu %2$#@lu_total_runs@",
        ]),
        "lu_total_runs": PluralVariable(valueType: "lu", forms: [
            .one: "run completed", .other: "of %lu runs completed",
        ]),
    ]))

    @Test(arguments: [
        (0, 0, "No runs completed yet"),
        (1, 1, "One run completed"),
        (1, 3, "One of 3 runs completed"),
        (2, 3, "2 of 3 runs completed"),
        (1500, 2000, "1,500 of 2,000 runs completed"),
    ])
    func example2RunsMessage(completed: Int64, total: Int64, expected: String) throws {
        #expect(try formatter("en").format(runs, arguments: [.int(completed), .int(total)]) == expected)
    }

    /// Example 3: `lg_days`; Apple uses `zero` for 0 even where CLDR has no zero.
    @Test(arguments: [
        ("en", 0, "none"), ("en", 1, "1 day"), ("en", 2, "2 days"),
        ("zh", 0, "当天"), ("zh", 1, "1天"), ("zh", 2, "2天"),
    ] as [(String, Int64, String)])
    func example3Days(locale: String, days: Int64, expected: String) throws {
        let forms: [PluralCategory: String] = locale == "en"
            ? [.zero: "none", .one: "1 day", .other: "%ld days"]
            : [.zero: "当天", .other: "%ld天"]
        let message = CatalogMessage.plural(PluralMessage(format: "%#@VARIABLE@", variables: [
            "VARIABLE": PluralVariable(valueType: "ld", forms: forms),
        ]))
        #expect(try formatter(locale).format(message, arguments: [.int(days)]) == expected)
    }

    @Test func theLocalizationsRulesChooseNotTheNumberLocale() throws {
        // The "1 days" bug: English strings with Chinese rules. Here the
        // request is Chinese, the string English: English rules apply.
        let days = CatalogMessage.plural(PluralMessage(format: "%#@d@", variables: [
            "d": PluralVariable(valueType: "ld", forms: [.one: "%ld day", .other: "%ld days"]),
        ]))
        let served = try MessageFormatter(localization: IntlLocale("en"), request: IntlLocale("zh-CN"))
        #expect(try served.format(days, arguments: [1]) == "1 day")
    }

    // MARK: CLDR categories per language

    /// A variable whose strings name their category, so the choice is visible.
    private func echo(_ forms: [PluralCategory]) -> CatalogMessage {
        let strings = Dictionary(uniqueKeysWithValues: forms.map { ($0, "%lu \($0.rawValue)") })
        return .plural(PluralMessage(format: "%#@n@", variables: ["n": PluralVariable(valueType: "lu", forms: strings)]))
    }

    @Test(arguments: [
        ("hr", [.one, .few, .other], [1, 2, 5, 11, 12, 21, 31, 32], "1 one|2 few|5 other|11 other|12 other|21 one|31 one|32 few"),
        ("ru", [.one, .few, .many, .other], [0, 1, 2, 5, 11, 21, 22, 25], "0 many|1 one|2 few|5 many|11 many|21 one|22 few|25 many"),
        ("pl", [.one, .few, .many, .other], [0, 1, 2, 5, 12, 22, 25], "0 many|1 one|2 few|5 many|12 many|22 few|25 many"),
        ("he", [.one, .two, .other], [1, 2, 3, 10, 20], "1 one|2 two|3 other|10 other|20 other"),
        // ar-EG: Arabic digits in CLDR 42 and 46 (plain ar writes Latin ones from CLDR 46).
        ("ar-EG", [.zero, .one, .two, .few, .many, .other], [0, 1, 2, 3, 10, 11, 99, 100, 102, 103],
         "٠ zero|١ one|٢ two|٣ few|١٠ few|١١ many|٩٩ many|١٠٠ other|١٠٢ other|١٠٣ few"),
        ("en", [.zero, .one, .other], [0, 1, 2], "0 zero|1 one|2 other"),
    ] as [(String, [PluralCategory], [Int64], String)])
    func choosesTheLanguagesCategory(locale: String, forms: [PluralCategory], numbers: [Int64], expected: String) throws {
        let formatter = try formatter(locale)
        let message = echo(forms)
        let results = try numbers.map { number throws(MessageFormatError) in
            try formatter.format(message, arguments: [.int(number)])
        }
        #expect(results.joined(separator: "|") == expected)
    }

    @Test func fractionsUseTheDigitsShown() throws {
        let ru = try formatter("ru")
        let message = CatalogMessage.plural(PluralMessage(format: "%#@n@", variables: ["n": PluralVariable(
            valueType: "f", forms: [.one: "one %.1f", .few: "few %.1f", .many: "many %.1f", .other: "other %.1f"])]))
        #expect(try ru.format(message, arguments: [1.5]) == "other 1,5")
        #expect(try ru.format(message, arguments: [21.0]) == "one 21,0")
        let en = try formatter("en")
        let precise = CatalogMessage.plural(PluralMessage(format: "%#@n@", variables: ["n": PluralVariable(
            valueType: ".1f", forms: [.one: "%.1f day", .other: "%.1f days"])]))
        #expect(try en.format(precise, arguments: [1.0]) == "1.0 days")
    }

    /// Without a precision, a double counts by its shortest digits, as
    /// ICU's plural rules read a double: 0.00001 shows five fraction digits
    /// (Latvian `one`: f % 10 = 1), 1e20 is an integer ending in 0 (`zero`).
    @Test func doublesWithoutPrecisionUseTheirShortestDigits() throws {
        let lv = try formatter("lv")
        let message = CatalogMessage.plural(PluralMessage(format: "%#@n@", variables: ["n": PluralVariable(
            valueType: "g", forms: [.zero: "zero", .one: "one", .other: "other"])]))
        let results = try [0.00001, 1e20, 1.5, 2.1, 0.1].map { value throws(MessageFormatError) in
            try lv.format(message, arguments: [.double(value)])
        }
        #expect(results == ["one", "zero", "other", "one", "one"])
    }

    @Test func missingCategoryFallsBackToOther() throws {
        let message = CatalogMessage.plural(PluralMessage(format: "%#@files@", variables: [
            "files": PluralVariable(valueType: "d", forms: [.one: "%d файл", .other: "%d файлов"]),
        ]))
        #expect(try formatter("ru").format(message, arguments: [3]) == "3 файлов")
        #expect(try formatter("ru").format(message, arguments: [21]) == "21 файл")
    }

    @Test func unpositionedSpecifiersInsideAFormAreTheVariablesArgument() throws {
        let message = CatalogMessage.plural(PluralMessage(format: "%@: %#@files@ (%@)", variables: [
            "files": PluralVariable(valueType: "d", forms: [.one: "%d file", .other: "%d files, %d in total, %1$@"]),
        ]))
        #expect(try formatter("en").format(message, arguments: ["Inbox", 3, "synced"])
            == "Inbox: 3 files, 3 in total, Inbox (synced)")
    }

    @Test func variablesNestWithinTheLimit() throws {
        // a → b → c, each level one deeper.
        let message = CatalogMessage.plural(PluralMessage(format: "%#@a@", variables: [
            "a": PluralVariable(valueType: "d", forms: [.other: "a%#@b@"]),
            "b": PluralVariable(valueType: "d", forms: [.other: "b%#@c@"]),
            "c": PluralVariable(valueType: "d", forms: [.other: "c%d"]),
        ]))
        #expect(try formatter("en").format(message, arguments: [7]) == "abc7")
        let shallow = try MessageFormatter(localization: IntlLocale("en"), limits: MessageFormatLimits(maximumNestingDepth: 2))
        #expect(throws: MessageFormatError(reason: .nestingTooDeep(limit: 2), format: "b%#@c@", offset: 1, specifier: "%#@c@")) {
            try shallow.format(message, arguments: [7])
        }
    }
}
