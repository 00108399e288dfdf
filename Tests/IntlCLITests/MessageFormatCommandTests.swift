import TestSupport
import Testing

@Suite struct MessageFormatCommandTests {
    @Test func formatsWithJSONArguments() throws {
        let run = try CLIRun.intl(["message", "format", "--syntax", "mf2", "--locale", "en", "--args-json", #"{"count":3}"#,
                                   "--", ".input {$count :integer} .match $count one {{{$count} file}} * {{{$count} files}}"])
        #expect(run.stdout == "3 files\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func numbersReachTheFormatterExactlyAsWritten() throws {
        let run = try CLIRun.intl(["message", "format", "--syntax", "mf2", "--locale", "de", "--bidi-isolation", "none",
                                   "--args-json", #"{"big":12345678901234567890123,"n":4.20,"ok":true}"#,
                                   "--", "{$big :number} {$n :number} {$n} {$ok}"])
        #expect(run.stdout == "12.345.678.901.234.567.890.123 4,2 4.20 1\n")
        #expect(run.status == 0)
    }

    @Test func errorsGoToStandardErrorWithTheFallbackPrinted() throws {
        let run = try CLIRun.intl(["message", "format", "--syntax", "mf2", "--locale", "en", "--bidi-isolation", "none",
                                   "--", "Hi {$name}, {horse :number}"])
        #expect(run.stdout == "Hi {$name}, {|horse|}\n")
        #expect(run.stderr == "error: unresolved-variable: $name is not an argument\nerror: bad-operand: horse is not a number\n")
        #expect(run.status == 1)
    }

    @Test func syntaxErrorsPrintTheMessageFallback() throws {
        let run = try CLIRun.intl(["message", "format", "--syntax", "mf2", "--locale", "en", "--", "Hello {$name"])
        #expect(run.stdout == "{\u{FFFD}}\n")
        #expect(run.stderr == "error: syntax-error: 1:13: expected `}` to end the placeholder\n")
        #expect(run.status == 1)
    }

    @Test func partsAreOneJSONArray() throws {
        let run = try CLIRun.intl(["message", "format", "--syntax", "mf2", "--locale", "en", "--parts",
                                   "--args-json", #"{"who":"Ada"}"#, "--", "{#b}{1234 :number}{/b} {$who}"])
        #expect(run.stdout == #"[{"type":"markup","kind":"open","name":"b"},"#
            + #"{"type":"number","value":"1,234","locale":"en","parts":[{"type":"integer","value":"1"},{"type":"group","value":","},{"type":"integer","value":"234"}]},"#
            + #"{"type":"markup","kind":"close","name":"b"},{"type":"text","value":" "},"#
            + "{\"type\":\"bidiIsolation\",\"value\":\"\u{2068}\"},"
            + #"{"type":"string","value":"Ada","locale":"en"},"#
            + "{\"type\":\"bidiIsolation\",\"value\":\"\u{2069}\"}]\n")
        #expect(run.status == 0)
    }

    @Test func testFunctionsOnlyWhenAsked() throws {
        let source = ".local $x = {1 :test:select} .match $x 1 {{one}} * {{other}}"
        let without = try CLIRun.intl(["message", "format", "--syntax", "mf2", "--locale", "en", "--", source])
        #expect(without.stdout == "other\n")
        #expect(without.stderr == "error: unknown-function: :test:select is not a known function\nerror: bad-selector: $x cannot select a variant\n")
        let with = try CLIRun.intl(["message", "format", "--syntax", "mf2", "--locale", "en", "--test-functions", "--", source])
        #expect(with.stdout == "one\n")
        #expect(with.status == 0)
    }

    @Test func jsonLinesAnswerEachRequestInOrder() throws {
        let input = """
            {"locale":"de","src":"{$n :number}","params":{"n":1234.5}}
            {"locale":"en","src":"{$d :date length=long}","params":{"d":"2026-12-07T18:47:50Z"},"timeZone":"Asia/Tokyo"}
            {"locale":"en","src":"{$x} {#b/}","bidiIsolation":"none","parts":true}
            {"locale":"en"}
            not json

            """
        let run = try CLIRun.intl(["message", "format", "--syntax", "mf2", "--jsonl"], standardInput: input)
        #expect(run.stdout == #"""
            {"text":"1.234,5","errors":[]}
            {"text":"December 8, 2026","errors":[]}
            {"text":"{$x} ","errors":[{"type":"unresolved-variable","message":"$x is not an argument"}],"parts":[{"type":"fallback","source":"$x"},{"type":"text","value":" "},{"type":"markup","kind":"standalone","name":"b"}]}
            {"text":"","errors":[{"type":"invalid-request","message":"\"src\" (a string) is required"}]}
            {"text":"","errors":[{"type":"invalid-request","message":"not JSON: column 1: expected a value"}]}

            """#)
        #expect(run.status == 0)
    }

    @Test(arguments: [
        (["--syntax", "mf3", "--locale", "en", "--", "x"], "--syntax is mf2, mf1 or icu"),
        (["--syntax", "mf2", "--locale", "en", "--bidi-isolation", "rtl", "--", "x"], "--bidi-isolation is default or none"),
        (["--syntax", "mf2", "--", "x"], "--locale is required"),
        (["--syntax", "mf2", "--locale", "en", "--args-json", "[1]", "--", "x"], "--args-json: the arguments are a JSON object"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let run = try CLIRun.intl(["message", "format"] + arguments)
        #expect(run.stderr.hasPrefix("Error: \(message)\n"))
        #expect(run.status == 2)
        #expect(run.stdout == "")
    }

    @Test func mf1FormatsAsICUDoesWithoutBidiMarks() throws {
        let run = try CLIRun.intl(["message", "format", "--syntax", "mf1", "--locale", "en", "--args-json", #"{"n":2,"who":"Ada"}"#,
                                   "--", "{who}: {n, plural, one {# file} other {# files}}"])
        #expect(run.stdout == "Ada: 2 files\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func icuIsAnAliasAndMissingArgumentsAreBracedNames() throws {
        let run = try CLIRun.intl(["message", "format", "--syntax", "icu", "--locale", "en", "--", "Hi {name}, {n, plural, other {#}}"])
        #expect(run.stdout == "Hi {name}, {n}\n")
        #expect(run.stderr == "error: unresolved-variable: n is not an argument\nerror: unresolved-variable: name is not an argument\n")
        #expect(run.status == 1)
    }

    @Test func mf1SyntaxErrorsPrintTheMessageFallback() throws {
        let run = try CLIRun.intl(["message", "format", "--syntax", "mf1", "--locale", "en", "--", "Hello {name"])
        #expect(run.stdout == "{\u{FFFD}}\n")
        #expect(run.stderr == "error: syntax-error: 1:7: expected `}` to end the argument\n")
        #expect(run.status == 1)
    }

    @Test func mf1PartsAreOneJSONArray() throws {
        let run = try CLIRun.intl(["message", "format", "--syntax", "mf1", "--locale", "en", "--parts",
                                   "--args-json", #"{"n":1234,"who":"Ada"}"#, "--", "{n, plural, other {# x}} {who}"])
        #expect(run.stdout == #"[{"type":"number","value":"1,234","locale":"en","parts":[{"type":"integer","value":"1"},"#
            + #"{"type":"group","value":","},{"type":"integer","value":"234"}]},{"type":"text","value":" x "},"#
            + #"{"type":"string","value":"Ada","locale":"en"}]"# + "\n")
        #expect(run.status == 0)
    }

    @Test(.enabled(if: LoadedCLDR.isWritten, "strings written for CLDR 42 and 46"))
    func mf1JSONLinesAnswerEachRequestInOrder() throws {
        let input = """
            {"locale":"de","src":"{n, number}","params":{"n":1234.5}}
            {"locale":"en","src":"{d, date, long}","params":{"d":"2026-12-07T18:47:50Z"},"timeZone":"Asia/Tokyo"}
            {"locale":"en","src":"{d, date, long} {d}","params":{"d":0}}
            {"locale":"en","src":"{x}","parts":true}
            {"locale":"en","src":"{n, plural, one {a}}"}
            {"locale":"ar","src":"{n} {s}","params":{"n":5,"s":"x"},"bidiIsolation":"default"}

            """
        let run = try CLIRun.intl(["message", "format", "--syntax", "mf1", "--jsonl"], standardInput: input)
        // Plain `ar` writes Arabic digits in CLDR 42 (ICU 72) and Latin ones in CLDR 46 (ICU 76).
        let five = LoadedCLDR.pick(cldr42: "\u{0665}", cldr46: "5")
        #expect(run.stdout == #"""
            {"text":"1.234,5","errors":[]}
            {"text":"December 8, 2026","errors":[]}
            {"text":"January 1, 1970 0","errors":[]}
            {"text":"{x}","errors":[{"type":"unresolved-variable","message":"x is not an argument"}],"parts":[{"type":"fallback","source":"x"}]}
            {"text":"{\#u{FFFD}}","errors":[{"type":"missing-fallback-variant","message":"1:1: the plural argument has no `other` variant"}]}
            {"text":"\#u{2067}\#(five)\#u{2069} \#u{2068}x\#u{2069}","errors":[]}

            """#)
        #expect(run.status == 0)
    }
}
