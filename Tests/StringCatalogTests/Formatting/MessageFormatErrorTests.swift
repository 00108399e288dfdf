import Intl
import StringCatalog
import Testing

@Suite struct MessageFormatErrorTests {
    private static func days(_ forms: [PluralCategory: String]) -> CatalogMessage {
        .plural(PluralMessage(format: "%#@days@", variables: ["days": PluralVariable(valueType: "ld", forms: forms)]))
    }

    @Test(arguments: [
        (CatalogMessage.text("%d of %d"), [MessageArgument.int(1)],
         MessageFormatError(reason: .missingArgument(position: 2, count: 1), format: "%d of %d", offset: 6, specifier: "%d"),
         "format \"%d of %d\": offset 6: %d: argument 2 is missing (1 given)"),
        (.text("%3$@"), ["a", "b"],
         MessageFormatError(reason: .missingArgument(position: 3, count: 2), format: "%3$@", offset: 0, specifier: "%3$@"),
         "format \"%3$@\": offset 0: %3$@: argument 3 is missing (2 given)"),
        (.text("%d files"), ["many"],
         MessageFormatError(reason: .argumentKindMismatch(position: 1, argument: "many", expected: "an integer"),
                            format: "%d files", offset: 0, specifier: "%d"),
         "format \"%d files\": offset 0: %d: argument 1 is \"many\" (a string), but the specifier takes an integer"),
        (.text("%ld"), [2.5],
         MessageFormatError(reason: .argumentKindMismatch(position: 1, argument: 2.5, expected: "an integer"),
                            format: "%ld", offset: 0, specifier: "%ld"),
         "format \"%ld\": offset 0: %ld: argument 1 is 2.5 (a floating-point number), but the specifier takes an integer"),
        (.text("%.2f"), [.character("x")],
         MessageFormatError(reason: .argumentKindMismatch(position: 1, argument: .character("x"), expected: "a number"),
                            format: "%.2f", offset: 0, specifier: "%.2f"),
         "format \"%.2f\": offset 0: %.2f: argument 1 is \"x\" (a character), but the specifier takes a number"),
        (.text("%c"), [.int(-1)],
         MessageFormatError(reason: .argumentKindMismatch(position: 1, argument: -1, expected: "a character"),
                            format: "%c", offset: 0, specifier: "%c"),
         "format \"%c\": offset 0: %c: argument 1 is -1 (an integer), but the specifier takes a character"),
        (.text("%x"), [],
         MessageFormatError(reason: .missingArgument(position: 1, count: 0), format: "%x", offset: 0, specifier: "%x"),
         "format \"%x\": offset 0: %x: argument 1 is missing (0 given)"),
        (.text("%#@days@"), [1],
         MessageFormatError(reason: .unknownVariable("days"), format: "%#@days@", offset: 0, specifier: "%#@days@"),
         "format \"%#@days@\": offset 0: %#@days@: no plural variable named \"days\""),
        (days([.other: "%ld days"]), ["two"],
         MessageFormatError(reason: .pluralArgumentNotNumber(variable: "days", position: 1, argument: "two"),
                            format: "%#@days@", offset: 0, specifier: "%#@days@"),
         "format \"%#@days@\": offset 0: %#@days@: plural variable \"days\" needs a number, but argument 1 is \"two\" (a string)"),
        (days([.one: "1 day"]), [2],
         MessageFormatError(reason: .missingOtherForm(variable: "days", category: "other"),
                            format: "%#@days@", offset: 0, specifier: "%#@days@"),
         "format \"%#@days@\": offset 0: %#@days@: plural variable \"days\" has no \"other\" string"),
        (.text("%$1lu"), [1],
         MessageFormatError(reason: .positionWithoutNumber, format: "%$1lu", offset: 0, specifier: "%$"),
         "format \"%$1lu\": offset 0: %$: \"$\" without a position number before it"),
        (.text("%@ %2$@"), ["a", "b"],
         MessageFormatError(reason: .mixedPositions, format: "%@ %2$@", offset: 3, specifier: "%2$@"),
         "format \"%@ %2$@\": offset 3: %2$@: positioned and unpositioned specifiers are mixed"),
    ] as [(CatalogMessage, [MessageArgument], MessageFormatError, String)])
    func reportsArgumentAndVariableErrors(message: CatalogMessage, arguments: [MessageArgument],
                                          expected: MessageFormatError, text: String) throws {
        let formatter = try MessageFormatter(localization: IntlLocale("en"))
        #expect(throws: expected) { try formatter.format(message, arguments: arguments) }
        #expect(expected.description == text)
    }

    @Test func missingCategoryWithoutOtherNamesTheCategory() throws {
        let ru = try MessageFormatter(localization: IntlLocale("ru"))
        let expected = MessageFormatError(reason: .missingOtherForm(variable: "days", category: "few"),
                                          format: "%#@days@", offset: 0, specifier: "%#@days@")
        #expect(throws: expected) { try ru.format(Self.days([.one: "%ld день"]), arguments: [3]) }
        #expect(expected.description
            == "format \"%#@days@\": offset 0: %#@days@: plural variable \"days\" has no \"few\" string and no \"other\" string")
    }

    @Test func aVariableReferringToItselfStopsAtTheNestingLimit() throws {
        let message = CatalogMessage.plural(PluralMessage(format: "%#@a@", variables: [
            "a": PluralVariable(valueType: "d", forms: [.other: "x%#@a@"]),
        ]))
        let expected = MessageFormatError(reason: .nestingTooDeep(limit: 8), format: "x%#@a@", offset: 1, specifier: "%#@a@")
        #expect(throws: expected) { try MessageFormatter(localization: IntlLocale("en")).format(message, arguments: [1]) }
        #expect(expected.description == "format \"x%#@a@\": offset 1: %#@a@: plural variables nest deeper than 8 levels")
    }

    @Test func nestingDepthNeverExceedsTheCeiling() throws {
        let message = CatalogMessage.plural(PluralMessage(format: "%#@a@", variables: [
            "a": PluralVariable(valueType: "d", forms: [.other: "%#@a@"]),
        ]))
        let unbounded = try MessageFormatter(localization: IntlLocale("en"),
                                             limits: MessageFormatLimits(maximumNestingDepth: .max, maximumExpansions: .max))
        #expect(throws: MessageFormatError(reason: .nestingTooDeep(limit: 64), format: "%#@a@", offset: 0, specifier: "%#@a@")) {
            try unbounded.format(message, arguments: [1])
        }
    }

    @Test func outputIsBounded() throws {
        let small = try MessageFormatter(localization: IntlLocale("en"), limits: MessageFormatLimits(maximumOutputBytes: 10))
        #expect(try small.format(.text("%@ and "), arguments: ["hello"]) == "hello and ")
        let expected = MessageFormatError(reason: .outputTooLarge(limit: 10), format: "%@ and %@")
        #expect(throws: expected) { try small.format(.text("%@ and %@"), arguments: ["hello", "world"]) }
        #expect(expected.description == "format \"%@ and %@\": the output exceeds 10 bytes")
    }

    @Test func expansionsAreBounded() throws {
        // Fan-out without depth: a expands b four times, b expands c four times.
        let message = CatalogMessage.plural(PluralMessage(format: "%#@a@", variables: [
            "a": PluralVariable(valueType: "d", forms: [.other: "%#@b@%#@b@%#@b@%#@b@"]),
            "b": PluralVariable(valueType: "d", forms: [.other: "%#@c@%#@c@%#@c@%#@c@"]),
            "c": PluralVariable(valueType: "d", forms: [.other: "%d"]),
        ]))
        let limited = try MessageFormatter(localization: IntlLocale("en"), limits: MessageFormatLimits(maximumExpansions: 20))
        // Expansion 21 is the first c of the fourth b: a, b, 4 c, b, 4 c, b, 4 c, b.
        let expected = MessageFormatError(reason: .tooManyExpansions(limit: 20), format: "%#@c@%#@c@%#@c@%#@c@",
                                          offset: 0, specifier: "%#@c@")
        #expect(throws: expected) { try limited.format(message, arguments: [1]) }
        #expect(expected.description == "format \"%#@c@%#@c@%#@c@%#@c@\": offset 0: %#@c@: more than 20 specifiers to expand")
        let generous = try MessageFormatter(localization: IntlLocale("en"), limits: MessageFormatLimits(maximumExpansions: 37))
        #expect(try generous.format(message, arguments: [1]) == String(repeating: "1", count: 16))
    }

    @Test func numberFormatFailureNamesIntlsError() {
        let error = MessageFormatError(reason: .numberFormatUnavailable(.invalidOptions("bad")), format: "%d", offset: 0, specifier: "%d")
        #expect(error.description == "format \"%d\": offset 0: %d: no number format: \(IntlError.invalidOptions("bad"))")
    }
}
