import Foundation
import Intl
import MachineTime
import Messages

/// One test of the working group's suite (`Tests/Fixtures/MessageFormatWG`),
/// its file's defaults applied, and how this implementation fares on it.
struct ConformanceCase: CustomStringConvertible {
    enum Category: String, CaseIterable {
        case required, optional, draft
    }

    let file: String
    let index: Int
    let source: String
    let locale: String
    let bidiIsolation: MessageFormat.BidiIsolation
    let parameters: [String: MessageArgument]
    let expectedText: String?
    let expectedParts: JSONValue?
    let expectedErrors: [String]
    let category: Category

    /// `file #index: source`, the name the expectations list uses.
    var description: String { "\(file) #\(index): \(source)" }

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/MessageFormatWG/tests")

    /// Every case of every file, files in path order, cases in file order.
    static func all() throws -> [ConformanceCase] {
        let files = try FileManager.default.subpathsOfDirectory(atPath: fixtures.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        var cases: [ConformanceCase] = []
        for file in files {
            let document = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: fixtures.appendingPathComponent(file)))
            let defaults = document["defaultTestProperties"]
            for (index, test) in (document["tests"]?.array ?? []).enumerated() {
                cases.append(try ConformanceCase(file: file, index: index, test: test, defaults: defaults))
            }
        }
        return cases
    }

    private init(file: String, index: Int, test: JSONValue, defaults: JSONValue?) throws {
        func property(_ key: String) -> JSONValue? { test[key] ?? defaults?[key] }
        self.file = file
        self.index = index
        source = property("src")?.string ?? ""
        locale = property("locale")?.string ?? "en-US"
        bidiIsolation = property("bidiIsolation")?.string == "none" ? .none : .default
        parameters = try Self.parameters(property("params"))
        expectedText = property("exp")?.string
        expectedParts = property("expParts")
        expectedErrors = (property("expErrors")?.array ?? []).compactMap { $0["type"]?.string }
        let draftFiles: Set<String> = ["functions/date.json", "functions/time.json", "functions/datetime.json"]
        category = draftFiles.contains(file) ? .draft : (property("tags")?.array ?? []).isEmpty ? .required : .optional
    }

    /// `[{"name": "x", "value": 1}, {"name": "d", "type": "datetime", "value": "2006-01-02"}]`.
    private static func parameters(_ list: JSONValue?) throws -> [String: MessageArgument] {
        var parameters: [String: MessageArgument] = [:]
        for item in list?.array ?? [] {
            guard let name = item["name"]?.string, let value = item["value"] else { continue }
            switch value {
            case .string(let text) where item["type"]?.string == "datetime":
                parameters[name] = .timestamp(try TimestampFormat.iso8601.parse(text))
            case .string(let text): parameters[name] = .string(text)
            case .int(let number): parameters[name] = .int(number)
            case .double(let number): parameters[name] = .double(number)
            case .bool(let flag): parameters[name] = flag.messageArgument
            case .null, .array, .object: continue
            }
        }
        return parameters
    }

    /// What went wrong, or nil when the case passes: exact text, parts as
    /// the suite lists them, and exactly the expected error types in order.
    func failure() -> String? {
        let message: Message
        do {
            message = try Message(mf2: source)
        } catch {
            let actual = [error.kind.rawValue]
            return actual == expectedErrors ? nil : "errors \(actual), expected \(expectedErrors)"
        }
        let format: MessageFormat
        do {
            format = MessageFormat(message, locale: try IntlLocale(locale),
                                   options: .init(bidiIsolation: bidiIsolation, functions: .withTestFunctions))
        } catch {
            return "locale \(locale): \(error)"
        }
        let result = format.formatToParts(parameters)
        var problems: [String] = []
        let errors = result.errors.map(\.kind.rawValue)
        if errors != expectedErrors { problems.append("errors \(errors), expected \(expectedErrors)") }
        if let expectedText, result.text != expectedText {
            problems.append("text \(result.text.debugDescription), expected \(expectedText.debugDescription)")
        }
        if let expectedParts, !JSONValue.array(result.parts.map(Self.json)).contains(expectedParts) {
            problems.append("parts \(result.parts), expected \(expectedParts)")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// A part as the suite's schema spells it.
    private static func json(_ part: MessagePart) -> JSONValue {
        switch part {
        case .text(let text):
            return .object(["type": .string("text"), "value": .string(text)])
        case .bidiIsolation(let mark):
            return .object(["type": .string("bidiIsolation"), "value": .string(String(mark))])
        case .fallback(let source):
            return .object(["type": .string("fallback"), "source": .string(source)])
        case .markup(let markup):
            var object: [String: JSONValue] = ["type": .string("markup"), "kind": .string(markup.kind.rawValue),
                                               "name": .string(markup.name)]
            if let id = markup.id { object["id"] = .string(id) }
            if !markup.options.isEmpty { object["options"] = .object(markup.options.mapValues { .string($0) }) }
            return .object(object)
        case .expression(let expression):
            var object: [String: JSONValue] = ["type": .string(expression.type), "value": .string(expression.text),
                                               "locale": .string(expression.locale)]
            if let direction = expression.direction { object["dir"] = .string(direction.rawValue) }
            if let id = expression.id { object["id"] = .string(id) }
            if !expression.fields.isEmpty {
                object["parts"] = .array(expression.fields.map {
                    .object(["type": .string($0.kind), "value": .string($0.text)])
                })
            }
            return .object(object)
        }
    }
}
