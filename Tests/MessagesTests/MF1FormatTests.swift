import Intl
import MachineTime
import Messages
import Testing

@Suite struct MF1FormatTests {
    private func format(_ source: String, _ arguments: [String: any MessageArgumentConvertible]) throws -> FormattedMessage {
        try format(source, "en", arguments)
    }

    private func format(_ source: String, _ locale: String,
                        _ arguments: [String: any MessageArgumentConvertible]) throws -> FormattedMessage {
        try MessageFormat(icu: source, locale: IntlLocale(locale)).format(arguments)
    }

    private static let others = "{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}"

    @Test(arguments: [(0, "nobody"), (1, "you"), (2, "you and 1 other"), (3, "you and 2 others"), (1235, "you and 1,234 others")])
    func offsetAppliesToCategoriesAndPoundButNotExactKeys(count: Int, expected: String) throws {
        #expect(try format(Self.others, ["n": count]) == FormattedMessage(text: expected, errors: []))
    }

    private static let days = "{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}"
    private static let dni = "{n, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}"
    private static let tage = "{n, plural, one {# Tag} other {# Tage}}"

    @Test(arguments: [
        ("ru", days, 1, "1 день"), ("ru", days, 3, "3 дня"), ("ru", days, 5, "5 дней"), ("ru", days, 21, "21 день"),
        ("ru", days, 1.5, "1,5 дня"), ("pl", dni, 22, "22 dni"), ("pl", dni, 25, "25 dni"), ("de", tage, 1234.5, "1.234,5 Tage"),
    ] as [(String, String, Double, String)])
    func pluralCategoriesFollowTheLocale(locale: String, source: String, count: Double, expected: String) throws {
        #expect(try format(source, locale, ["n": count]).text == expected)
    }

    @Test func poundIsTextInASelectNestedInAPlural() throws {
        #expect(try format("{n, plural, other {{g, select, other {# '#' x}} # '#'}}", ["n": 5, "g": "x"]).text == "# '#' x 5 #")
    }

    @Test func exactValuesCompareAsNumbers() throws {
        #expect(try format("{n, plural, =1.0 {exact} one {one} other {other}}", ["n": 1]).text == "exact")
        #expect(try format("{n, plural, =1 {exact} one {one} other {other}}", ["n": 1.0004]).text == "one")
        #expect(try format("{n, plural, one {# one} other {# other}}", ["n": 1.5]).text == "1.5 other")
    }

    /// ICU's PluralSelectorProvider: the first placeholder of the same argument in `other`,
    /// before any `#`, decides how the number is shown for its category (ICU 72's output).
    @Test func theOtherVariantsFirstPlaceholderDecidesTheCategory() throws {
        #expect(try format("{n, plural, one {# one} other {{n, number, currency}}}", ["n": 1]).text == "¤1.00")
        #expect(try format("{n, plural, one {# one} other {{n, number, percent}}}", ["n": 0.01]).text == "0.01 one")
        #expect(try format("{n, plural, one {one} other {{n, number, integer} #}}", ["n": 1.5]).text == "2 1.5")
        #expect(try format("{n, plural, one {one} other {{n, spellout}}}", ["n": 1.0004]).text == "one point zero zero zero four")
        #expect(try format("{n, plural, one {one} other {# {n, spellout}}}", ["n": 1.0004]).text == "one")
    }

    @Test func selectordinalUsesOrdinalCategories() throws {
        let source = "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"
        #expect(try [1, 2, 3, 4, 11, 23].map { try format(source, ["n": $0]).text } == ["1st", "2nd", "3rd", "4th", "11th", "23rd"])
    }

    @Test func numberStylesMatchICU() throws {
        let source = "{n, number, integer} {n, number} {n, number, percent} {n, number, currency} {n, number, ::currency/EUR} {n}"
        #expect(try format(source, ["n": 2.5]) == FormattedMessage(text: "2 2.5 250% ¤2.50 €2.50 2.5", errors: []))
        #expect(try format("{n} {n, number, integer}", ["n": 1234.5678]).text == "1,234.568 1,235")
        #expect(try format("{n, number, currency}", "de-DE", ["n": 2.5]).text == "2,50\u{00A0}€")
        #expect(try format("{n} {n, number}", "pl", ["n": 1234]).text == "1\u{00A0}234 1\u{00A0}234")
    }

    @Test func ruleBasedStyles() throws {
        #expect(try format("{n, spellout} {n, ordinal} {n,spellout,%spellout-ordinal} {n, spellout, %nope}", ["n": 21]).text
            == "twenty-one 21st twenty-first twenty-one")
        #expect(try format("{n, duration}", ["n": 3661]).text == "1:01:01")
        #expect(try format("{n, duration}", "de", ["n": 3661]).text == "3.661")
    }

    @Test func datesAreTimestampsOrMilliseconds() throws {
        let source = "{d, date} | {d, date, short} | {d, date, full} | {d, time} | {d, time, short} | {d, date, ::yMMMd} | {d} |{d, date, yyyy-MM}"
        let expected = "Jan 2, 2006 | 1/2/06 | Monday, January 2, 2006 | 3:04:06\u{202F}PM | 3:04\u{202F}PM | Jan 2, 2006 | 1/2/06, 3:04\u{202F}PM | 2006-01"
        #expect(try format(source, ["d": Timestamp(seconds: 1_136_214_246)]).text == expected)
        #expect(try format("{d, date, long}", ["d": 1_136_214_246_000]).text == "January 2, 2006")
        #expect(try format("{d, date, long}", ["d": -1.0]).text == "December 31, 1969")
    }

    @Test func missingArgumentsAreICUsBracedNames() throws {
        let result = try format("{n, plural, one {a} other {c}} {m} {d, date}", [:])
        #expect(result.text == "{n} {m} {d}")
        #expect(result.errors.map(\.description) == [
            "unresolved-variable: n is not an argument", "unresolved-variable: m is not an argument",
            "unresolved-variable: d is not an argument",
        ])
    }

    @Test func onlyTheChosenVariantsArgumentsReportErrors() throws {
        let source = "{g, select, x {{m} {k, plural, other {#}}} other {ok}}"
        #expect(try format(source, ["g": "y"]) == FormattedMessage(text: "ok", errors: []))
        let chosen = try format(source, ["g": "x"])
        #expect(chosen.text == "{m} {k}")
        #expect(chosen.errors.map(\.kind) == [.unresolvedVariable, .unresolvedVariable])
    }

    @Test func aRegistryWithoutTheICUFunctionsFallsBack() throws {
        let format = try MessageFormat(icu: "{n, plural, other {#}} {m}", locale: IntlLocale("en"),
                                       options: .init(bidiIsolation: .none, functions: MessageFunctionRegistry()))
        let result = format.format(["n": 1, "m": 2])
        #expect(result.text == "{n} {m}")
        #expect(result.errors.map(\.description)
            == ["unknown-function: :icu:plural is not a known function", "unknown-function: :icu:arg is not a known function"])
    }

    @Test func valuesOfTheWrongKindAreBadOperands() throws {
        let result = try format("{n, plural, other {#}} {s, select, other {s}} {n, number}", ["n": "abc", "s": 3])
        #expect(result.text == "{n} {s} {n}")
        #expect(result.errors.map(\.kind) == [.badOperand, .badOperand, .badOperand])
    }

    @Test func numberPatternsAreNotSupported() throws {
        let result = try format("{n, number, #,##0.00}", ["n": 5])
        #expect(result.text == "{n}")
        #expect(result.errors.map(\.description)
            == ["bad-option: number style  #,##0.00 is not supported (use integer, percent, currency or a ::skeleton)"])
    }

    @Test func partsMarkNumbersAndFallbacks() throws {
        let parts = try MessageFormat(icu: "{n, plural, other {# x}} {m}", locale: IntlLocale("en"))
            .formatToParts(["n": 1234]).parts
        #expect(parts.map(\.text) == ["1,234", " x ", "{m}"])
    }

    @Test func mf2AndMF1FormatTheSameMessageAlike() throws {
        let mf2 = try MessageFormat(mf2: """
            .input {$count :number}
            .match $count
            one {{{$count} file}}
            *   {{{$count} files}}
            """, locale: IntlLocale("en"), options: .init(bidiIsolation: .none))
        let mf1 = try MessageFormat(icu: "{count, plural, one {# file} other {# files}}", locale: IntlLocale("en"))
        for count in [1, 2, 1234] {
            #expect(mf1.format(["count": count]).text == mf2.format(["count": count]).text)
        }
    }
}

/// The side-by-side example of Messages.md, exactly.
@Suite struct MF1DocumentationTests {
    @Test func mf2AndMF1SideBySide() throws {
        let mf2 = try MessageFormat(mf2: """
            .input {$count :number}
            .local $others = {$count :offset subtract=1}
            .match $count $others
            0 * {{Nobody came}}
            1 * {{You came}}
            * one {{You and {$others} other came}}
            * * {{You and {$others} others came}}
            """, locale: IntlLocale("en"), options: .init(bidiIsolation: .none))
        let mf1 = try MessageFormat(icu: """
            {count, plural, offset:1
                =0 {Nobody came}
                =1 {You came}
                one {You and # other came}
                other {You and # others came}}
            """, locale: IntlLocale("en"))
        for (count, expected) in [(0, "Nobody came"), (1, "You came"), (2, "You and 1 other came"), (1235, "You and 1,234 others came")] {
            #expect(mf2.format(["count": count]) == FormattedMessage(text: expected, errors: []))
            #expect(mf1.format(["count": count]) == FormattedMessage(text: expected, errors: []))
        }
        #expect(mf1.format([:]).text == "{count}")
        #expect(mf1.format([:]).errors.map(\.kind) == [.unresolvedVariable])
    }

    @Test func initializerExamples() throws {
        let files = try Message(icu: "{count, plural, one {# file} other {# files}}")
        #expect(MessageFormat(files, locale: try IntlLocale("en"), options: .init(bidiIsolation: .none))
            .format(["count": 1234]).text == "1,234 files")
        let days = try MessageFormat(icu: "{n, plural, one {# day} other {# days}} left", locale: IntlLocale("de"))
        #expect(days.format(["n": 1234]).text == "1.234 days left")
        #expect(days.format([:]).text == "{n} left")
    }
}

/// Values at the edges of each kind: each formats or is a typed error, never a trap.
@Suite struct MF1RobustnessTests {
    private static func outOfRange(_ value: String) -> [String] { ["bad-operand: \(value) is out of range for a date"] }

    @Test(arguments: [
        ("{d, date, short}", MessageArgument.int(.max), "12/20/63", []),
        ("{d, date, short}", .int(.min), "9/20/70", []),
        ("{d, date, short}", .double(-8.64e15), "11/20/17", []),
        ("{d, date, short}", .uint(.max), "{d}", outOfRange("18446744073709551615 (an unsigned integer)")),
        ("{d, date, short}", .double(.infinity), "{d}", outOfRange("inf (a floating-point number)")),
        ("{d, date, short}", .double(.nan), "{d}", outOfRange("nan (a floating-point number)")),
        ("{d, spellout}", .double(.nan), "NaN", []),
        ("{d, spellout}", .double(1e300), "eighteen quadrillion fourteen trillion three hundred ninety-eight billion five hundred nine million four hundred eighty-one thousand nine hundred eighty-four", []),
        ("{d, ordinal}", .double(-.infinity), "-∞", []),
        ("{d, duration}", .int(-5), "-5 sec.", []),
        ("{d, plural, offset:1e300 other {#}}", .int(.min), "-1" + String(repeating: ",000", count: 100), []),
        ("{d, selectordinal, other {#}}", .double(.nan), "NaN", []),
        ("{d, number, currency}", .uint(.max), "¤18,446,744,073,709,551,615.00", []),
        ("{d, number, ::bogus}", .int(1), "{d}",
         ["bad-option: ::bogus is not a number skeleton: invalid number skeleton \"bogus\" at offset 0: U_NUMBER_SKELETON_SYNTAX_ERROR"]),
        ("{d}", .double(-.infinity), "-∞", []),
    ] as [(String, MessageArgument, String, [String])])
    func extremeValues(source: String, value: MessageArgument, text: String, errors: [String]) throws {
        let result = try MessageFormat(icu: source, locale: IntlLocale("en")).format(["d": value])
        #expect(result.text == text)
        #expect(result.errors.map(\.description) == errors)
    }
}
