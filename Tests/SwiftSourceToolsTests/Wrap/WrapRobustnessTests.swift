#if SourceTools
import SwiftParser
@testable import SwiftSourceTools
import TestSupport
import Testing

/// Wrap reads whatever is in a source tree: arbitrary text must never trap,
/// and whenever a Swift file parses, its rewrite parses too.
@Suite struct WrapRobustnessTests {
    static let pieces = ["\"", "\"\"\"", "#", "#\"", "\"#", "\\", "\\(", "\\#(", "(", ")", ",", ":", "@\"", "'", "/*", "*/", "//",
                         "\n", " ", ";", "{", "}", "[", "]", "中文", "设置", "%", "print", "String", "localized", "n", "x", "=", "let ",
                         "@available(*, message: ", "case ", "enum E: String { case a = ", "static ", "NSLog", "Logger.", "\\u{4E2D}"]

    @Test func arbitrarySwiftNeverTraps() {
        var random = SplitMix64(seed: 0x57_2A9)
        let options = WrapOptions(table: "T")
        for _ in 0..<1_000 {
            let source = (0..<random.int(0...30)).map { _ in random.pick(Self.pieces) }.joined()
            _ = SwiftLiteralWrapper.scan(source, path: "F", options: options, regex: nil)
        }
    }

    /// Generated Swift that parses: literals of every kind (escapes, `%`,
    /// interpolations, raw, multi-line) inside calls, conditionals,
    /// collections, other literals' interpolations, patterns and attributes.
    @Test(arguments: SwiftWrapStyle.allCases)
    func generatedSwiftStillParsesAfterWrapping(style: SwiftWrapStyle) {
        var random = SplitMix64(seed: 0x57_2A9)
        let options = WrapOptions(table: "T", swiftStyle: style)
        var wrapped = 0
        for _ in 0..<200 {
            var generator = SwiftGenerator(random: random)
            let source = generator.file()
            random = generator.random
            #expect(!Parser.parse(source: source).hasError, "generator: \(source)")
            let scan = SwiftLiteralWrapper.scan(source, path: "F", options: options, regex: nil)
            let result = String(decoding: Array(source.utf8).replacing(scan.sites.map { ($0.utf8Range, $0.replacement) }), as: UTF8.self)
            #expect(!Parser.parse(source: result).hasError, "\(source)\n→\n\(result)")
            let again = SwiftLiteralWrapper.scan(result, path: "F", options: options, regex: nil)
            #expect(again.sites.isEmpty, "not idempotent: \(result)")
            wrapped += scan.sites.count
        }
        #expect(wrapped > 150)  // The generator does reach the rewriting path.
    }

    @Test func arbitraryObjectiveCNeverTraps() {
        var random = SplitMix64(seed: 0x0B_1EC)
        let wrapper = ObjectiveCLiteralWrapper(options: WrapOptions(table: "T"), regex: nil)
        for _ in 0..<3_000 {
            let source = (0..<random.int(0...30)).map { _ in random.pick(Self.pieces) }.joined()
            let scan = wrapper.scan(source)
            #expect(scan.sites.allSatisfy { $0.utf8Range.upperBound <= source.utf8.count && $0.line >= 1 })
        }
    }
}

/// Random Swift that parses, rich in string literals.
private struct SwiftGenerator {
    var random: SplitMix64
    private let text = ["中文", "设置", "%", "%d", " ", "abc", "\\n", "\\\"", "\\u{4E2D}", "\\\\", "'"]

    mutating func file() -> String {
        (0..<random.int(1...6)).map { statement($0) }.joined(separator: "\n") + "\n"
    }

    private mutating func statement(_ index: Int) -> String {
        switch random.int(0...4) {
        case 0: "enum E\(index): String { case a = \(plain()) }"
        case 1: "@available(*, deprecated, message: \(plain())) func f\(index)() {}"
        case 2: "func g\(index)(s: String) { switch s { case \(plain()): print(\(expression(2))) default: break } }"
        default: "let v\(index) = \(expression(3))"
        }
    }

    private mutating func expression(_ depth: Int) -> String {
        guard depth > 0 else { return literal() }
        switch random.int(0...6) {
        case 0: return "f(\(expression(depth - 1)), label: \(expression(depth - 1)))"
        case 1: return "flag ? \(expression(depth - 1)) : \(expression(depth - 1))"
        case 2: return "[\(expression(depth - 1)), \(expression(depth - 1))]"
        case 3: return "Logger.main.info(\(expression(depth - 1)))"
        case 4: return "\"x\\(\(literal(multiline: false)))y\""
        default: return literal()
        }
    }

    private mutating func plain() -> String {
        "\"" + (0..<random.int(1...3)).map { _ in random.pick(text) }.joined() + "\""
    }

    /// A plain, raw or (when `multiline`) multi-line literal: text pieces
    /// (escapes, `%`) and interpolated values.
    private mutating func literal(multiline: Bool = true) -> String {
        let values = ["n", "3", "-2", "1.5", "Double(x)", "Int(x)", "name.count", "\"是\""]
        let kind = random.int(multiline ? 0...4 : 1...4)
        let opening = kind == 1 ? "\\#(" : "\\("
        let body = (0..<random.int(0...4)).map { _ in
            random.int(0...2) == 0 ? opening + random.pick(values) + ")" : random.pick(text)
        }.joined()
        switch kind {
        case 0: return "\"\"\"\n\(body)\nline 二\n\"\"\""
        case 1: return "#\"\(body)\"#"
        default: return "\"\(body)\""
        }
    }
}
#endif
