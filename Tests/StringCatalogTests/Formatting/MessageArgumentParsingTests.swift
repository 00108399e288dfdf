import Intl
import StringCatalog
import Testing

@Suite struct MessageArgumentParsingTests {
    private let runs = CatalogMessage.plural(PluralMessage(format: "%1$#@lu_completed_runs@", variables: [
        "lu_completed_runs": PluralVariable(valueType: "lu", forms: [
            .zero: "No runs completed yet", .one: "One %2$#@lu_total_runs@", .other: "%lu %2$#@lu_total_runs@",
        ]),
        "lu_total_runs": PluralVariable(valueType: "lu", forms: [.one: "run completed", .other: "of %lu runs completed"]),
    ]))

    @Test func convertsAsTheSpecifiersAsk() throws {
        #expect(try MessageArgument.parse(["2", "3"], for: runs) == [.int(2), .int(3)])
        #expect(try MessageArgument.parse(["Paul", "3", "2.5", "é", "extra"], for: .text("%@ %d %.1f %c"))
            == [.string("Paul"), .int(3), .double(2.5), .character("é"), .string("extra")])
        #expect(try MessageArgument.parse(["18446744073709551615"], for: .text("%lu")) == [.uint(UInt64.max)])
        #expect(try MessageArgument.parse(["1.5"], for: .plural(PluralMessage(format: "%#@n@", variables: [
            "n": PluralVariable(valueType: "f", forms: [.other: "%.1f"]),
        ]))) == [.double(1.5)])
        // An integer use wins over a text use of the same argument.
        #expect(try MessageArgument.parse(["7"], for: .text("%1$@ = %1$d")) == [.int(7)])
        #expect(try MessageArgument.parse([], for: .text("%d")) == [])
    }

    @Test func parsedArgumentsFormat() throws {
        let en = try MessageFormatter(localization: IntlLocale("en"))
        #expect(try en.format(runs, arguments: MessageArgument.parse(["1", "3"], for: runs)) == "One of 3 runs completed")
    }

    @Test(arguments: [
        (CatalogMessage.text("%d files"), ["x"],
         MessageFormatError(reason: .argumentNotConvertible(position: 1, text: "x", expected: "an integer"),
                            format: "%d files", offset: 0, specifier: "%d"),
         "format \"%d files\": offset 0: %d: argument 1 is \"x\", which is not an integer"),
        (.text("%@ %.2f"), ["a", "1,5"],
         MessageFormatError(reason: .argumentNotConvertible(position: 2, text: "1,5", expected: "a number"),
                            format: "%@ %.2f", offset: 3, specifier: "%.2f"),
         "format \"%@ %.2f\": offset 3: %.2f: argument 2 is \"1,5\", which is not a number"),
        (.text("%c"), ["ab"],
         MessageFormatError(reason: .argumentNotConvertible(position: 1, text: "ab", expected: "one character"),
                            format: "%c", offset: 0, specifier: "%c"),
         "format \"%c\": offset 0: %c: argument 1 is \"ab\", which is not one character"),
        (.text("%$1lu"), ["1"],
         MessageFormatError(reason: .positionWithoutNumber, format: "%$1lu", offset: 0, specifier: "%$"),
         "format \"%$1lu\": offset 0: %$: \"$\" without a position number before it"),
    ] as [(CatalogMessage, [String], MessageFormatError, String)])
    func reportsTextThatDoesNotConvert(message: CatalogMessage, texts: [String], expected: MessageFormatError, text: String) {
        #expect(throws: expected) { try MessageArgument.parse(texts, for: message) }
        #expect(expected.description == text)
    }

    @Test func selfReferringVariablesStopAtTheNestingBound() throws {
        let message = CatalogMessage.plural(PluralMessage(format: "%#@a@", variables: [
            "a": PluralVariable(valueType: "d", forms: Dictionary(uniqueKeysWithValues: PluralCategory.allCases.map {
                ($0, "%#@a@%#@a@%#@a@%#@a@%d")
            })),
        ]))
        // 6 forms × 4 references per level would be 24^8 walks without memoization.
        #expect(try MessageArgument.parse(["4"], for: message) == [.int(4)])
    }
}
