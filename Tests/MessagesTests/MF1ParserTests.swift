import Messages
import Testing

@Suite struct MF1ParserTests {
    @Test func pluralBecomesADeclarationASelectorAndOneVariantPerKey() throws {
        let message = try Message(icu: "{n, plural, offset:1 one {# file} other {# files}}!")
        let plural = Message.Expression(operand: .variable("n"), function: Message.FunctionReference(
            "icu:plural", options: [Message.Option("offset", .literal("1"))]))
        let pound = Message.Pattern.Element.expression(Message.Expression(operand: .variable("#0")))
        #expect(message == Message(
            declarations: [.local(name: "#0", expression: plural)],
            body: .match(selectors: ["#0"], variants: [
                Message.Variant(keys: [.literal("one")], pattern: Message.Pattern([pound, .text(" file!")])),
                Message.Variant(keys: [.literal("other")], pattern: Message.Pattern([pound, .text(" files!")])),
                Message.Variant(keys: [.literal("{}")], pattern: Message.Pattern([pound, .text("!")])),
            ]),
            syntax: .icu))
    }

    @Test func nestedSelectorsCombineAndOtherBranchesGetCatchAll() throws {
        let message = try Message(icu: "{g, select, f {{n, plural, other {a}}} other {b}}")
        guard case .match(let selectors, let variants) = message.body else {
            Issue.record("expected a match")
            return
        }
        #expect(selectors == ["#0", "#1"])
        #expect(variants.map(\.keys) == [
            [.literal("f"), .literal("other")], [.literal("f"), .literal("{}")],
            [.literal("other"), .catchAll], [.literal("{}"), .catchAll],
        ])
    }

    @Test func simpleArgumentsLowerToMF2FunctionsWhereTheyMatchICU() throws {
        let message = try Message(icu: "{a}{b, number}{c, number, integer}{d, number, percent}{e, number, currency}{f, date, short}")
        func call(_ name: String, _ function: String, _ options: [(String, String)] = []) -> Message.Pattern.Element {
            .expression(Message.Expression(operand: .variable(name), function: Message.FunctionReference(
                function, options: options.map { Message.Option($0.0, .literal($0.1)) })))
        }
        #expect(message.body == .pattern(Message.Pattern([
            call("a", "icu:arg"),
            call("b", "number", [("maximumFractionDigits", "3"), ("roundingMode", "halfEven"), ("useGrouping", "always")]),
            call("c", "number", [("maximumFractionDigits", "0"), ("roundingMode", "halfEven"), ("useGrouping", "always")]),
            call("d", "percent", [("roundingMode", "halfEven"), ("useGrouping", "always")]),
            call("e", "icu:number", [("style", " currency")]),
            call("f", "icu:date", [("style", " short")]),
        ])))
    }

    @Test(arguments: [
        ("it''s '{a}' '#' a'b", "it's {a} '#' a'b"),
        ("'{unterminated", "{unterminated"),
        ("a}b", "a}b"),
        ("'", "'"),
        ("'{''}'", "{'}"),
    ])
    func quotingFollowsICUsDefaultApostropheMode(source: String, text: String) throws {
        #expect(try Message(icu: source).body == .pattern(Message.Pattern([.text(text)])))
    }

    @Test(arguments: [
        ("Hello {name", "1:7: syntax-error: expected `}` to end the argument"),
        ("{}", "1:2: syntax-error: expected an argument name or number"),
        ("{a b}", "1:4: syntax-error: expected `,` or `}` after the argument name"),
        ("{01}", "1:2: syntax-error: an argument number is digits without a leading zero; a name cannot start with a digit"),
        ("{n, foo}", "1:5: syntax-error: unknown argument type `foo` (number, date, time, spellout, ordinal, duration, plural, selectordinal, select)"),
        ("{n, choice, 0#a|1#b}", "1:5: syntax-error: `choice` is not supported; use `plural`"),
        ("{n, plural}", "1:11: syntax-error: `plural` needs its variants after a comma"),
        ("{n, plural, one {a}}", "1:1: missing-fallback-variant: the plural argument has no `other` variant"),
        ("{n, plural, other {a} offset:1}", "1:23: syntax-error: `offset:` comes once, before the variants"),
        ("x\n{n, plural, =x {a} other {b}}", "2:13: syntax-error: expected a number after `=`"),
        ("{n, plural, =1e {a} other {b}}", "1:14: syntax-error: `1e` is not a number"),
        ("{n, select, =1 {a} other {b}}", "1:13: syntax-error: expected a variant key"),
        ("{n, select, a b}", "1:15: syntax-error: expected `{` to start the variant's message"),
        ("{n, select, other {a}", "1:1: syntax-error: expected `}` to end the select argument"),
        ("{n, select, other {a", "1:19: syntax-error: expected `}` to end the variant's message"),
        ("{n, number, 'x}", "1:12: syntax-error: the style's quoted text has no closing apostrophe"),
    ])
    func errorsNameTheLineAndColumn(source: String, expected: String) {
        do throws(MessageSyntaxError) {
            _ = try Message(icu: source)
            Issue.record("\(source) parsed")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "{a, select, other {", count: 33) + String(repeating: "}}", count: 33)
        #expect(throws: MessageSyntaxError(.tooDeep, line: 1, column: 609,
                                           detail: "plural, selectordinal and select nest more than 32 deep")) {
            try Message(icu: deep)
        }
        let deepest = String(repeating: "{a, select, other {", count: 32) + String(repeating: "}}", count: 32)
        #expect(throws: Never.self) { try Message(icu: deepest) }
    }

    @Test func combinationsAreBounded() {
        // Each select has 3 variants (x, other and the failure): 3^8 = 6561 combinations.
        let wide = String(repeating: "{a, select, x {} other {}}", count: 8)
        #expect(throws: MessageSyntaxError(.tooManyVariants, line: 1, column: 1,
                                           detail: "the selecting arguments combine into more than 4096 variants (or 1048576 keys)")) {
            try Message(icu: wide)
        }
        #expect(throws: Never.self) { try Message(icu: String(repeating: "{a, select, x {} other {}}", count: 7)) }
    }

    @Test func lengthIsBounded() {
        #expect(throws: MessageSyntaxError(.tooLong, line: 1, column: 1,
                                           detail: "the message has 1048577 bytes, more than 1048576")) {
            try Message(icu: String(repeating: "a", count: MessageSyntaxError.maximumLength + 1))
        }
    }
}
