import Intl
import StringCatalog
import StringCatalogTools
import Testing

@Suite struct PseudolocalizerTests {
    @Test(arguments: [
        (Pseudolocalizer.Mode.accented, "Settings", "Ŝéţţîñĝš"),
        (.accented, "%d of %@ done", "%d öƒ %@ ðöñé"),
        (.accented, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŜŢÛṼŴẊÝŽ"),
        (.accented, "abcdefghijklmnopqrstuvwxyz", "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž"),
        (.accented, "100%% of %2$lu, %1$.2f é 😂", "100%% öƒ %2$lu, %1$.2f é 😂"),
        (.doubled, "Settings", "SSeettttiinnggss"),
        (.doubled, "%d of %@ done", "%d ooff %@ ddoonnee"),
        (.doubled, "Größe 1", "GGrröößßee 1"),
        (.bounded, "Settings", "[# Settings #]"),
        (.bounded, "%1$@ invited %2$@", "[# %1$@ invited %2$@ #]"),
        (.bounded, "", "[#  #]"),
        (.rightToLeft, "Settings", "\u{202E}Settings\u{202C}"),
        (.rightToLeft, "%d of %@ done", "%d\u{202E} of \u{202C}%@\u{202E} done\u{202C}"),
        (.rightToLeft, "%@%%", "%@%%"),
    ])
    func rewritesTextAndKeepsSpecifiers(mode: Pseudolocalizer.Mode, format: String, expected: String) throws {
        let result = try Pseudolocalizer(mode: mode).pseudolocalize(format)
        #expect(result == expected)
        #expect(try FormatSpecifier.all(in: result).map(\.text) == FormatSpecifier.all(in: format).map(\.text))
    }

    @Test(arguments: Pseudolocalizer.Mode.allCases)
    func specifiersSurviveEveryMode(mode: Pseudolocalizer.Mode) throws {
        let format = "%2$lu of %1$lu runs, %4$.1f%% in %3$@"
        let result = try Pseudolocalizer(mode: mode).pseudolocalize(format)
        let shape = { (text: String) throws(MessageFormatError) in
            try FormatSpecifier.all(in: text).map { "\($0.text) \($0.position ?? 0) \($0.kind)" }
        }
        #expect(try shape(result) == shape(format))
    }

    private let runs = CatalogMessage.plural(PluralMessage(format: "%1$#@lu_completed_runs@", variables: [
        "lu_completed_runs": PluralVariable(valueType: "lu", forms: [
            .zero: "No runs completed yet", .one: "One %2$#@lu_total_runs@", .other: "%lu %2$#@lu_total_runs@",
        ]),
        "lu_total_runs": PluralVariable(valueType: "lu", forms: [.one: "run completed", .other: "of %lu runs completed"]),
    ]))

    @Test func accentedRewritesEveryCategoryString() throws {
        let expected = CatalogMessage.plural(PluralMessage(format: "%1$#@lu_completed_runs@", variables: [
            "lu_completed_runs": PluralVariable(valueType: "lu", forms: [
                .zero: "Ñö ŕûñš çöɱþļéţéð ýéţ", .one: "Öñé %2$#@lu_total_runs@", .other: "%lu %2$#@lu_total_runs@",
            ]),
            "lu_total_runs": PluralVariable(valueType: "lu", forms: [.one: "ŕûñ çöɱþļéţéð", .other: "öƒ %lu ŕûñš çöɱþļéţéð"]),
        ]))
        #expect(try Pseudolocalizer(mode: .accented).pseudolocalize(runs) == expected)
    }

    @Test func boundedWrapsOnlyTheFormat() throws {
        guard case .plural(let bounded) = try Pseudolocalizer(mode: .bounded).pseudolocalize(runs),
              case .plural(let original) = runs else {
            Issue.record("a plural message must stay plural")
            return
        }
        #expect(bounded.format == "[# %1$#@lu_completed_runs@ #]")
        #expect(bounded.variables == original.variables)
        #expect(try Pseudolocalizer(mode: .bounded).pseudolocalize(.text("Run")) == .text("[# Run #]"))
    }

    @Test func pseudolocalizedMessagesStillFormat() throws {
        let formatter = try MessageFormatter(localization: IntlLocale("en"))
        let accented = try Pseudolocalizer(mode: .accented).pseudolocalize(runs)
        #expect(try formatter.format(accented, arguments: [2, 3]) == "2 öƒ 3 ŕûñš çöɱþļéţéð")
        let bounded = try Pseudolocalizer(mode: .bounded).pseudolocalize(runs)
        #expect(try formatter.format(bounded, arguments: [1, 1]) == "[# One run completed #]")
    }

    @Test func malformedSpecifiersAreErrors() {
        let expected = MessageFormatError(reason: .positionWithoutNumber, format: "%$1lu runs", offset: 0, specifier: "%$")
        #expect(throws: expected) { try Pseudolocalizer(mode: .accented).pseudolocalize("%$1lu runs") }
        #expect(expected.description == "format \"%$1lu runs\": offset 0: %$: \"$\" without a position number before it")
    }

    @Test func modeNamesMatchTheCommandLine() {
        #expect(Pseudolocalizer.Mode.allCases.map(\.rawValue) == ["accented", "double", "bounded", "rtl"])
    }
}

@Suite struct PseudolocalizerTableTests {
    @Test func rewritesEveryEntryAndReportsMalformedOnes() {
        let table = StringsTable(name: "Localizable", entries: [
            "run.title": CatalogEntry(key: "run.title", message: .text("Run"), comment: "Title of the run screen"),
            "bad": CatalogEntry(key: "bad", message: .text("%$1lu runs")),
            "days": CatalogEntry(key: "days", message: .plural(PluralMessage(format: "%#@d@", variables: [
                "d": PluralVariable(valueType: "ld", forms: [.one: "1 day", .other: "%ld days"]),
            ]))),
        ])
        let result = Pseudolocalizer(mode: .accented).pseudolocalize(table)
        #expect(result.table.name == "Localizable")
        #expect(result.table.entries["run.title"] == CatalogEntry(key: "run.title", message: .text("Ŕûñ"),
                                                                  comment: "Title of the run screen"))
        #expect(result.table["bad"] == .text("%$1lu runs"))
        #expect(result.table["days"] == .plural(PluralMessage(format: "%#@d@", variables: [
            "d": PluralVariable(valueType: "ld", forms: [.one: "1 ðåý", .other: "%ld ðåýš"]),
        ])))
        #expect(result.failures.mapValues(\.description)
            == ["bad": "format \"%$1lu runs\": offset 0: %$: \"$\" without a position number before it"])
    }
}
