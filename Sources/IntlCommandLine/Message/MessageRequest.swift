import Intl
import Messages

/// One message to format, from the command line or a `--jsonl` line, and
/// its result as the CLI prints it.
struct MessageRequest {
    let syntax: Message.Syntax
    let locale: String
    let source: String
    let bidiIsolation: String
    let timeZone: String
    let parts: Bool

    /// What a request gave: text, parts when asked, and errors by type.
    struct Result {
        struct Failure {
            let type: String
            let message: String
        }

        let text: String
        let parts: [MessagePart]?
        let errors: [Failure]

        /// `{"text":…,"errors":[{"type":…,"message":…}]}`, with `"parts"` when asked.
        var json: JSONValue {
            var members: [(String, JSONValue)] = [
                ("text", .string(text)),
                ("errors", .array(errors.map { .object([("type", .string($0.type)), ("message", .string($0.message))]) })),
            ]
            if let parts { members.append(("parts", MessagePartsJSON.array(parts))) }
            return .object(members)
        }
    }

    /// Formats the message; a source that is not a message gives the
    /// specification's `{�}` and its syntax or data model error.
    func run(arguments: [String: MessageArgument], testFunctions: Bool) -> Result {
        let intlLocale: IntlLocale
        let message: Message
        do {
            intlLocale = try IntlLocale(locale)
        } catch {
            return failed(.init(type: "invalid-request", message: "locale: \(error)"))
        }
        do {
            switch syntax {
            case .icu: message = try Message(icu: source)
            case .mf2: message = try Message(mf2: source)
            }
        } catch {
            return failed(.init(type: error.kind.rawValue, message: "\(error.line):\(error.column): \(error.detail)"))
        }
        let options = MessageFormat.Options(bidiIsolation: bidiIsolation == "none" ? .none : .default, timeZone: timeZone,
                                            functions: testFunctions ? .withTestFunctions : .standard)
        let formatted = MessageFormat(message, locale: intlLocale, options: options).formatToParts(arguments)
        return Result(text: formatted.text, parts: parts ? formatted.parts : nil,
                      errors: formatted.errors.map { .init(type: $0.kind.rawValue, message: $0.detail) })
    }

    private func failed(_ failure: Result.Failure) -> Result {
        let fallback = MessagePart.fallback(source: "\u{FFFD}")
        return Result(text: fallback.text, parts: parts ? [fallback] : nil, errors: [failure])
    }

    /// The bidi isolation when none is asked for: MF2's default strategy,
    /// none for MF1 (ICU's output has no marks).
    static func defaultBidiIsolation(_ syntax: Message.Syntax) -> String {
        syntax == .icu ? "none" : "default"
    }

    /// A `--jsonl` line: `{"locale":…, "src":…, "params":{…}, "bidiIsolation":…, "timeZone":…, "parts":true}`.
    static func parse(_ line: String, syntax: Message.Syntax, timeZone: String) throws(MessageRequestError) -> (MessageRequest, [String: MessageArgument]) {
        let json: JSONInput
        do {
            json = try JSONInput.parse(line)
        } catch {
            throw MessageRequestError("not JSON: \(error)")
        }
        guard case .object(let members) = json else { throw MessageRequestError("a request is a JSON object") }
        guard case .string(let locale)? = members["locale"] else { throw MessageRequestError("\"locale\" (a string) is required") }
        guard case .string(let source)? = members["src"] else { throw MessageRequestError("\"src\" (a string) is required") }
        let bidiIsolation = try text(members["bidiIsolation"], "bidiIsolation") ?? defaultBidiIsolation(syntax)
        guard ["default", "none"].contains(bidiIsolation) else { throw MessageRequestError("\"bidiIsolation\" is default or none") }
        var wantsParts = false
        switch members["parts"] {
        case .bool(let flag)?: wantsParts = flag
        case nil: break
        default: throw MessageRequestError("\"parts\" is true or false")
        }
        let request = MessageRequest(syntax: syntax, locale: locale, source: source, bidiIsolation: bidiIsolation,
                                     timeZone: try text(members["timeZone"], "timeZone") ?? timeZone, parts: wantsParts)
        return (request, try arguments(members["params"] ?? .object([:])))
    }

    private static func text(_ value: JSONInput?, _ name: String) throws(MessageRequestError) -> String? {
        switch value {
        case .string(let text)?: return text
        case nil: return nil
        default: throw MessageRequestError("\"\(name)\" is a string")
        }
    }

    /// The arguments of a JSON object: strings, numbers exact as written,
    /// booleans as 1 and 0 (as in catalogs); `null` leaves the name unset.
    static func arguments(_ json: JSONInput) throws(MessageRequestError) -> [String: MessageArgument] {
        guard case .object(let members) = json else { throw MessageRequestError("the arguments are a JSON object") }
        var arguments: [String: MessageArgument] = [:]
        for (name, value) in members {
            switch value {
            case .string(let text): arguments[name] = .string(text)
            case .number(let text): arguments[name] = exactNumber(text)
            case .bool(let flag): arguments[name] = flag.messageArgument
            case .null: continue
            case .array, .object: throw MessageRequestError("argument \(name) is not a string, number or boolean")
            }
        }
        return arguments
    }

    /// An integer when the text is one; a double when it prints back as
    /// written; otherwise the text itself, a number literal that `:number`
    /// formats digit for digit (`12345678901234567890123`, `4.20`, `1e3`).
    static func exactNumber(_ text: String) -> MessageArgument {
        if let integer = Int64(text) { return .int(integer) }
        if let integer = UInt64(text) { return .uint(integer) }
        if let double = Double(text), double.description == text { return .double(double) }
        return .string(text)
    }
}

/// Why a `--jsonl` line or `--args-json` is not a request.
struct MessageRequestError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
