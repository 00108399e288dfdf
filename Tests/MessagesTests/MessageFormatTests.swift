import Intl
import MachineTime
import Messages
import Testing

@Suite struct MessageFormatTests {
    private static let files = """
        .input {$count :integer}
        .match $count
        0   {{No files}}
        one {{{$count} file}}
        *   {{{$count} files}}
        """

    @Test(arguments: [
        ("en", 0, "No files"), ("en", 1, "1 file"), ("en", 1234, "1,234 files"),
        ("de", 1234, "1.234 files"), ("fr", 1234, "1\u{202F}234 files"), ("ru", 2, "2 files"),
    ])
    func exactKeysWinOverCategoriesAndCategoriesOverCatchAll(locale: String, count: Int, expected: String) throws {
        let format = try MessageFormat(mf2: Self.files, locale: IntlLocale(locale))
        #expect(format.format(["count": count]) == FormattedMessage(text: expected, errors: []))
    }

    @Test(arguments: [(1, "1 день"), (3, "3 дня"), (5, "5 дней"), (21, "21 день")])
    func russianCategoriesSelect(count: Int, expected: String) throws {
        let format = try MessageFormat(mf2: """
            .input {$n :number}
            .match $n
            one {{{$n} день}}
            few {{{$n} дня}}
            *   {{{$n} дней}}
            """, locale: IntlLocale("ru"))
        #expect(format.format(["n": count]).text == expected)
    }

    @Test func displayedDigitsDecideTheCategory() throws {
        let format = try MessageFormat(mf2: """
            .input {$n :number minimumFractionDigits=1}
            .match $n
            one {{{$n} day}}
            *   {{{$n} days}}
            """, locale: IntlLocale("en"))
        #expect(format.format(["n": 1]).text == "1.0 days")
    }

    @Test(arguments: [
        ("{1 :number minimumFractionDigits=2 trailingZeroDisplay=stripIfInteger}", "1"),
        ("{1.5 :number minimumFractionDigits=2 trailingZeroDisplay=stripIfInteger}", "1.50"),
        ("{1.23 :number maximumFractionDigits=2 roundingIncrement=5}", "1.25"),
        ("{5 :number signDisplay=always}", "+5"),
        ("{12345 :number useGrouping=never}", "12345"),
        ("{1234 :number maximumSignificantDigits=2}", "1,200"),
        ("{2.5 :number maximumFractionDigits=0}", "3"),
        ("{2.5 :number maximumFractionDigits=0 roundingMode=halfEven}", "2"),
        ("{7 :number minimumIntegerDigits=3}", "007"),
        ("{0.5 :percent}", "50%"),
        ("{42 :currency currency=EUR currencyDisplay=code}", "EUR\u{00A0}42.00"),
        ("{-42 :currency currency=EUR currencySign=accounting}", "(€42.00)"),
        ("{|2006-01-02T15:04:06| :datetime}", "Jan 2, 2006, 3:04\u{202F}PM"),
        ("{|2006-01-02T15:04:06| :time precision=second}", "3:04:06\u{202F}PM"),
        ("{|2006-01-02| :date fields=year-month-day-weekday length=long}", "Monday, January 2, 2006"),
        ("{|2006-01-02| :date fields=year-month-day-weekday}", "Mon, Jan 2, 2006"),
        ("{|2006-01-02| :date fields=month-day length=short}", "1/2"),
        ("{|2006-01-02| :date calendar=japanese length=long}", "January 2, 18 Heisei"),
        ("{|2006-01-02T15:04:06| :time precision=second hour12=false}", "15:04:06"),
        ("{|2006-01-02T15:04:06| :datetime timeZone=|+05:30|}", "Jan 2, 2006, 8:34\u{202F}PM"),
        (".local $d = {|2006-01-02T15:04:06| :datetime timeZone=|Asia/Tokyo|} {{{$d :time}}}", "12:04\u{202F}AM"),
    ])
    func numberAndDateOptionsReachIntl(source: String, expected: String) throws {
        let format = try MessageFormat(mf2: source, locale: IntlLocale("en"), options: .init(bidiIsolation: .none))
        #expect(format.format([:]) == FormattedMessage(text: expected, errors: []))
    }

    @Test func dateOptionsMustBeLiteralsExceptOverrides() throws {
        let format = try MessageFormat(mf2: "{|2006-01-02T15:04:06| :time precision=$p timeZone=$tz} {|2006-01-02| :date length=full}",
                                       locale: IntlLocale("en"), options: .init(bidiIsolation: .none))
        let result = format.format(["p": "second", "tz": "America/New_York"])
        #expect(result.text == "10:04\u{202F}AM Jan 2, 2006")
        #expect(result.errors.map(\.description) == [
            "bad-option: precision must be a literal, not a variable",
            "bad-option: length is full, not one of long, medium, short",
        ])
    }

    @Test func invalidOptionsAreReportedAndIgnored() throws {
        let format = try MessageFormat(mf2: "{1.5 :number useGrouping=sometimes roundingPriority=morePrecision}",
                                       locale: IntlLocale("en"), options: .init(bidiIsolation: .none))
        #expect(format.format([:]).errors.map(\.description) == [
            "bad-option: useGrouping is sometimes, not one of always, auto, min2, never",
            "bad-option: roundingPriority other than auto is not supported yet",
        ])
    }

    @Test func defaultBidiIsolationWrapsStringsNotLeftToRightNumbers() throws {
        let source = "{$name} has {$n :number} points"
        let isolated = try MessageFormat(mf2: source, locale: IntlLocale("en"))
        #expect(isolated.format(["name": "Ada", "n": 5]).text == "\u{2068}Ada\u{2069} has 5 points")
        let arabic = try MessageFormat(mf2: source, locale: IntlLocale("ar-EG"))   // Arabic digits in CLDR 42 and 46 alike
        #expect(arabic.format(["name": "Ada", "n": 5]).text == "\u{2068}Ada\u{2069} has \u{2067}٥\u{2069} points")
        let plain = try MessageFormat(mf2: source, locale: IntlLocale("en"), options: .init(bidiIsolation: .none))
        #expect(plain.format(["name": "Ada", "n": 5]).text == "Ada has 5 points")
    }

    @Test func missingArgumentsFallBackAndAreReported() throws {
        let format = try MessageFormat(mf2: "Hi {$name}, {|C:\\\\| :ns:nope} {:x:y}", locale: IntlLocale("en"),
                                       options: .init(bidiIsolation: .none))
        let result = format.format([:])
        #expect(result.text == "Hi {$name}, {|C:\\\\|} {:x:y}")
        #expect(result.errors == [
            MessageError(.unresolvedVariable, "$name is not an argument"),
            MessageError(.unknownFunction, ":ns:nope is not a known function"),
            MessageError(.unknownFunction, ":x:y is not a known function"),
        ])
        #expect(throws: MessageError(.unresolvedVariable, "$name is not an argument")) { try format.formatStrict([:]) }
    }

    @Test func badOperandNamesTheValue() throws {
        let format = try MessageFormat(mf2: "{$n :number}", locale: IntlLocale("en"))
        let result = format.format(["n": "many"])
        #expect(result.text == "\u{2068}{$n}\u{2069}")
        #expect(result.errors.map(\.description) == ["bad-operand: many is not a number"])
    }

    @Test func argumentsPassAsTheyAre() throws {
        let format = try MessageFormat(
            mf2: "{$count} × {$price :currency currency=EUR} on {$day :date length=long} ({$exact :number})",
            locale: IntlLocale("de"), options: .init(bidiIsolation: .none))
        let day = Timestamp(seconds: 1_796_669_270)
        let result = format.format(["count": 3, "price": 12.5, "day": day, "exact": "12345678901234567890"])
        #expect(result == FormattedMessage(text: "3 × 12,50\u{00A0}€ on 7. Dezember 2026 (12.345.678.901.234.567.890)", errors: []))
    }

    @Test func partsCarryFieldsMarkupAndIsolation() throws {
        let format = try MessageFormat(mf2: "{#b}{$n :number}{/b} {$who}", locale: IntlLocale("en"))
        let result = format.formatToParts(["n": 1234, "who": "Ada"])
        #expect(result.parts == [
            .markup(MarkupPart(kind: .open, name: "b", id: nil, options: [:])),
            .expression(ExpressionPart(type: "number", text: "1,234", fields: [
                .init(kind: "integer", text: "1"), .init(kind: "group", text: ","), .init(kind: "integer", text: "234"),
            ], locale: "en", direction: nil, id: nil)),
            .markup(MarkupPart(kind: .close, name: "b", id: nil, options: [:])),
            .text(" "),
            .bidiIsolation("\u{2068}"),
            .expression(ExpressionPart(type: "string", text: "Ada", fields: [], locale: "en", direction: nil, id: nil)),
            .bidiIsolation("\u{2069}"),
        ])
        #expect(result.text == "1,234 \u{2068}Ada\u{2069}")
    }

    @Test func offsetSelectsAndFormatsTheMovedValue() throws {
        let format = try MessageFormat(mf2: """
            .input {$likes :integer}
            .local $others = {$likes :offset subtract=1}
            .match $likes $others
            0 *   {{No likes}}
            1 *   {{{$name} liked this}}
            * one {{{$name} and {$others} other liked this}}
            * *   {{{$name} and {$others} others liked this}}
            """, locale: IntlLocale("en"), options: .init(bidiIsolation: .none))
        #expect(format.format(["likes": 2, "name": "Ada"]).text == "Ada and 1 other liked this")
        #expect(format.format(["likes": 1235, "name": "Ada"]).text == "Ada and 1,234 others liked this")
    }

    @Test func ordinalSelection() throws {
        let format = try MessageFormat(mf2: """
            .input {$place :integer select=ordinal}
            .match $place
            one {{{$place}st}} two {{{$place}nd}} few {{{$place}rd}} * {{{$place}th}}
            """, locale: IntlLocale("en"))
        #expect([1, 2, 3, 4, 11, 22].map { format.format(["place": $0]).text } == ["1st", "2nd", "3rd", "4th", "11th", "22nd"])
    }

    struct Shout: MessageFunction {
        func resolve(_ operand: (any MessageValue)?, options: MessageFunctionOptions,
                     context: inout MessageFunctionContext) throws(MessageError) -> any MessageValue {
            guard let operand else { throw MessageError(.badOperand, "nothing to shout") }
            return StringValue(operand.argument.textDescription.uppercased())
        }
    }

    @Test func servicesRegisterTheirOwnFunctions() throws {
        var options = MessageFormat.Options()
        options.functions.register("x:shout", Shout())
        let format = try MessageFormat(mf2: "{hi :x:shout}!", locale: IntlLocale("en"), options: options)
        #expect(format.format([:]).text == "\u{2068}HI\u{2069}!")
        #expect(MessageFunctionRegistry.standard.names
            == ["currency", "date", "datetime", "icu:arg", "icu:date", "icu:duration", "icu:number", "icu:ordinal",
                "icu:plural", "icu:select", "icu:selectordinal", "icu:spellout", "icu:time", "integer", "number",
                "offset", "percent", "string", "time"])
    }

    @Test func nonFiniteNumbersAreBadOperandsOfTheTestFunctions() throws {
        let format = try MessageFormat(mf2: "{$x :test:function decimalPlaces=1}", locale: IntlLocale("en"),
                                       options: .init(bidiIsolation: .none, functions: .withTestFunctions))
        #expect(format.format(["x": Double.infinity]) == FormattedMessage(
            text: "{$x}", errors: [MessageError(.badOperand, ":test:function needs a number")]))
        #expect(format.format(["x": -1.25]).text == "-1.2")
    }

    @Test func uOptionsSetLocaleDirectionAndId() throws {
        let format = try MessageFormat(mf2: "{1234.5 :number u:locale=de} {$name :string u:dir=rtl u:id=who} {#a u:id=link}",
                                       locale: IntlLocale("en"))
        let result = format.formatToParts(["name": "Ada"])
        #expect(result.text == "1.234,5 \u{2067}Ada\u{2069} ")
        #expect(result.parts[3] == .expression(ExpressionPart(type: "string", text: "Ada", locale: "en", direction: .rtl, id: "who")))
        #expect(result.parts[6] == .markup(MarkupPart(kind: .open, name: "a", id: "link")))
        #expect(result.errors.isEmpty)
    }

    @Test func aHandBuiltMessageWithoutACatchAllVariantFallsBack() throws {
        let message = Message(declarations: [
            .input(name: "n", expression: Message.Expression(operand: .variable("n"), function: Message.FunctionReference("number"))),
        ], body: .match(selectors: ["n"], variants: [
            Message.Variant(keys: [.literal("1")], pattern: Message.Pattern([.text("one")])),
        ]))
        #expect(MessageFormat(message, locale: try IntlLocale("en")).format(["n": 2]) == FormattedMessage(text: "{\u{FFFD}}"))
    }

    @Test func testFunctionsAreNotRegisteredByDefault() throws {
        let format = try MessageFormat(mf2: "{1 :test:function}", locale: IntlLocale("en"))
        #expect(format.format([:]).errors.map(\.kind) == [.unknownFunction])
    }

    /// Declarations are resolved in order, not by recursion: a chain as long
    /// as the length limit allows formats without exhausting the stack.
    @Test func longDeclarationChainsParseAndFormat() throws {
        var source = ".local $v0 = {1 :number}\n"
        for index in 1..<20_000 { source += ".local $v\(index) = {$v\(index - 1)}\n" }
        source += "{{{$v19999}}}"
        let format = try MessageFormat(mf2: source, locale: IntlLocale("en"))
        #expect(format.format([:]) == FormattedMessage(text: "1", errors: []))
    }
}
