import ArgumentParser
import Intl
import Messages
import TextEscaping

/// `intl message format`: one message formatted with JSON arguments, or a
/// stream of JSON requests (`--jsonl`), the contract of issue #48.
struct MessageFormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Format a message with arguments given as JSON.",
        discussion: """
            The text goes to standard output; each error is a line "error: TYPE: message" on \
            standard error (TYPE the specification's name, e.g. unresolved-variable), and any \
            error makes the exit status 1, the fallback text still printed. Argument values are \
            JSON strings, numbers (exact as written) and booleans; a date is its ISO 8601 string.
            With --jsonl, each line of standard input is a request \
            {"locale":…, "src":…, "params":{…}, "bidiIsolation":…, "timeZone":…, "parts":true} \
            (only locale and src required) and each output line \
            {"text":…, "errors":[{"type":…, "message":…}]}, with "parts" when asked.
            --syntax mf1 (or icu) reads ICU MessageFormat and formats it as ICU's icu::MessageFormat \
            does with named arguments (a date is also milliseconds since 1970); its bidi isolation \
            defaults to none, ICU's output.
            Examples:
              intl message format --syntax mf2 --locale en --args-json '{"count":3}' -- '{$count :number} items'
              intl message format --syntax mf2 --locale ar --parts -- '{42 :number}'
              echo '{"locale":"de","src":"{$n :number}","params":{"n":1234.5}}' | intl message format --syntax mf2 --jsonl
              intl message format --syntax mf1 --locale en --args-json '{"n":2}' -- '{n, plural, one {# file} other {# files}}'
            """
    )

    @Option(help: "The message syntax: mf2 (MessageFormat 2), or mf1 (alias icu: ICU MessageFormat).")
    var syntax: String

    @Option(help: "Locale identifier (BCP 47), e.g. en, de-CH, ar. Required unless --jsonl.")
    var locale: String?

    @Option(name: .customLong("bidi-isolation"), help: "default (isolate placeholders) or none; mf1 defaults to none.")
    var bidiIsolation: String?

    @Option(name: .customLong("time-zone"), help: "The IANA time zone dates are shown in.")
    var timeZone = "UTC"

    @Flag(name: .customLong("test-functions"), help: "Also register :test:function, :test:select and :test:format (the conformance suite's).")
    var testFunctions = false

    @Option(name: .customLong("args-json"), help: "The arguments, a JSON object: '{\"count\":3,\"name\":\"Ada\"}'.")
    var argsJSON = "{}"

    @Flag(help: "Print one JSON array of parts instead of the text.")
    var parts = false

    @Flag(help: "Read one JSON request a line from standard input; write one JSON result a line.")
    var jsonl = false

    @Argument(help: "The message source (after --, so that it may start with '-' or '.').")
    var source: String?

    mutating func validate() throws {
        guard ["mf2", "mf1", "icu"].contains(syntax) else { throw ValidationError("--syntax is mf2, mf1 or icu") }
        guard bidiIsolation.map({ ["default", "none"].contains($0) }) ?? true else { throw ValidationError("--bidi-isolation is default or none") }
        if jsonl {
            guard source == nil, !parts else { throw ValidationError("--jsonl reads its messages from standard input: give no source and no --parts") }
        } else {
            guard source != nil else { throw ValidationError("give the message source (after --)") }
            guard locale != nil else { throw ValidationError("--locale is required") }
        }
    }

    func run() throws {
        let syntax: Message.Syntax = self.syntax == "mf2" ? .mf2 : .icu
        if jsonl {
            runLines(syntax: syntax)
            return
        }
        let request = MessageRequest(syntax: syntax, locale: locale ?? "", source: source ?? "",
                                     bidiIsolation: bidiIsolation ?? MessageRequest.defaultBidiIsolation(syntax),
                                     timeZone: timeZone, parts: parts)
        let arguments: [String: MessageArgument]
        do {
            arguments = try MessageRequest.arguments(JSONInput.parse(argsJSON))
        } catch {
            throw ValidationError("--args-json: \(QuotedText.escaped("\(error)"))")
        }
        let result = request.run(arguments: arguments, testFunctions: testFunctions)
        print(parts ? MessagePartsJSON.array(result.parts ?? []).text : result.text)
        for error in result.errors { FileDescriptorOutput.reportError("\(error.type): \(error.message)") }
        if !result.errors.isEmpty { throw ExitCode.badInput }
    }

    /// One result line per request line, in order; a line that is not a
    /// request gives a result whose one error is `invalid-request`.
    private func runLines(syntax: Message.Syntax) {
        while let line = readLine(strippingNewline: true) {
            let result: MessageRequest.Result
            do {
                let (request, arguments) = try MessageRequest.parse(line, syntax: syntax, timeZone: timeZone)
                result = request.run(arguments: arguments, testFunctions: testFunctions)
            } catch {
                result = MessageRequest.Result(text: "", parts: nil,
                                               errors: [.init(type: "invalid-request", message: error.description)])
            }
            print(result.json.text)
        }
    }
}
