import Messages
import Testing

@Suite struct MF2ParserTests {
    @Test func simpleMessageKeepsItsWhitespaceAndUndoesEscapes() throws {
        let message = try Message(mf2: " Hi \\{ {$name} ")
        #expect(message == Message(body: .pattern(Message.Pattern([
            .text(" Hi { "), .expression(Message.Expression(operand: .variable("name"))), .text(" "),
        ]))))
    }

    @Test func complexMessageReadsDeclarationsSelectorsAndVariants() throws {
        let message = try Message(mf2: """
            .input {$count :integer}
            .local $name = {|Ada L.| @translate=no}
            .match $count
            one {{{$name}: {#b}one{/b}}}
            *   {{{$count :number minimumFractionDigits=$digits}}}
            """)
        let count = Message.Expression(operand: .variable("count"), function: Message.FunctionReference("integer"))
        #expect(message.declarations == [
            .input(name: "count", expression: count),
            .local(name: "name", expression: Message.Expression(operand: .literal("Ada L."), attributes: [Message.Attribute("translate", value: "no")])),
        ])
        #expect(message.body == .match(selectors: ["count"], variants: [
            Message.Variant(keys: [.literal("one")], pattern: Message.Pattern([
                .expression(Message.Expression(operand: .variable("name"))), .text(": "), .markup(Message.Markup(.open, name: "b")),
                .text("one"), .markup(Message.Markup(.close, name: "b")),
            ])),
            Message.Variant(keys: [.catchAll], pattern: Message.Pattern([
                .expression(Message.Expression(operand: .variable("count"), function: Message.FunctionReference(
                    "number", options: [Message.Option("minimumFractionDigits", .variable("digits"))]))),
            ])),
        ]))
    }

    @Test(arguments: [
        ("Hello {$name", "1:13: syntax-error: expected `}` to end the placeholder"),
        ("{{a}} b", "1:7: syntax-error: unexpected text after the message body"),
        (".input {$x :number}\n.match $x\n1 {{one}}", "2:1: missing-fallback-variant: no variant has `*` for every key"),
        (".input {$x :number}\n.match $x\n1 2 {{one}}\n* {{other}}",
         "3:1: variant-key-mismatch: the variant has 2 keys for 1 selectors"),
        (".match $x\n* {{other}}", "1:8: missing-selector-annotation: selector $x is not declared with a function"),
        (".local $a = {$b}\n.input {$b :number}\n{{}}", "2:8: duplicate-declaration: $b is declared twice, or after it was used"),
        ("{42 :number style=a style=b}", "1:21: duplicate-option-name: option style is given twice"),
        (".input {$x :string}\n.match $x\nfoo {{1}}\n|foo| {{2}}\n* {{3}}",
         "4:1: duplicate-variant: another variant has the same keys"),
        ("a }", "1:3: syntax-error: `}` must be escaped as `\\}` in text"),
        ("{|x| :number @a@b}", "1:16: syntax-error: expected whitespace before the attribute"),
        ("é\n€ \\n", "2:4: syntax-error: `\\` escapes only `\\`, `{`, `|` and `}`"),
    ])
    func errorsNameTheKindAndPosition(source: String, expected: String) {
        #expect {
            _ = try Message(mf2: source)
        } throws: { error in
            (error as? MessageSyntaxError)?.description == expected
        }
    }

    @Test func aSyntaxErrorWinsOverAnEarlierDataModelError() {
        #expect(throws: MessageSyntaxError(.syntaxError, line: 1, column: 29, detail: "expected `}` to end the placeholder")) {
            try Message(mf2: "{42 :number a=1 a=2} and {$x")
        }
    }

    @Test func sourceLongerThanTheLimitIsATypedError() {
        let source = String(repeating: "a", count: MessageSyntaxError.maximumLength + 1)
        #expect(throws: MessageSyntaxError(.tooLong, line: 1, column: 1,
                                           detail: "the message has 1048577 bytes, more than 1048576")) {
            try Message(mf2: source)
        }
    }
}
