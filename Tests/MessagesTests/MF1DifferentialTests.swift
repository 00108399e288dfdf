import Intl
import MachineTime
import MF1Reference
import Messages
import TestSupport
import Testing

/// ICU MessageFormat messages generated from a fixed seed, formatted by
/// `MessageFormat(icu:)` and by ICU 72's own `icu::MessageFormat` (named
/// arguments, through Tests/MF1Reference), which must give the same text.
@Suite struct MF1DifferentialTests {
    static let locales = ["en", "de", "ru", "pl", "ar", "cy", "ja"]
    static let messageCount = 2500
    static let valueSetsPerMessage = 4

    @Test func generatedMessagesFormatAsICUDoes() throws {
        var random = SplitMix64(seed: 0x4D46_3120_4943_5521)
        var cases = 0
        var bothRejected = 0
        var beyondBound = 0
        var mismatches: [String] = []
        for _ in 0..<Self.messageCount {
            var generator = MF1MessageGenerator(random: random)
            let source = generator.message()
            random = generator.random
            let locale = random.pick(Self.locales)
            let intlLocale = try IntlLocale(locale)
            let format: MessageFormat
            do throws(MessageSyntaxError) {
                format = try MessageFormat(icu: source, locale: intlLocale)
            } catch where error.kind == .tooManyVariants {
                // ICU has no such bound; the generator's widest messages pass it.
                beyondBound += 1
                continue
            } catch {
                // The generator's quoting can swallow a brace; ICU must reject the message too.
                let icu = Self.icuFormat(locale: locale, source: source, values: MF1Values(random: &random))
                if icu.hasPrefix("ICU error U_") && !icu.hasPrefix("ICU error U_ILLEGAL") { bothRejected += 1 } else {
                    mismatches.append("\(source) does not parse: \(error); ICU: \(icu)")
                }
                continue
            }
            for _ in 0..<Self.valueSetsPerMessage {
                let values = MF1Values(random: &random)
                let ours = format.format(values.arguments)
                let icu = Self.icuFormat(locale: locale, source: source, values: values)
                cases += 1
                if ours.text != icu || !ours.errors.isEmpty {
                    mismatches.append("\(locale) \(source) \(values.description): ours \(ours.text) \(ours.errors), ICU \(icu)")
                }
            }
        }
        #expect(cases == 9964)
        #expect(bothRejected == 8)
        #expect(beyondBound == 1)
        #expect(mismatches.count == 0, "\(mismatches.count) of \(cases) differ; first: \(mismatches.prefix(15).joined(separator: "\n"))")
    }

    /// ICU's text, or `ICU error NAME`.
    static func icuFormat(locale: String, source: String, values: MF1Values) -> String {
        let names = values.items.map { copyCString($0.name) }
        defer { names.forEach { $0.deallocate() } }
        let texts = values.items.map { item -> UnsafeMutablePointer<CChar>? in
            if case .string(let text) = item.value { return copyCString(text) }
            return nil
        }
        defer { texts.forEach { $0?.deallocate() } }
        var arguments: [mf1ref_arg] = []
        for (index, item) in values.items.enumerated() {
            switch item.value {
            case .string: arguments.append(mf1ref_arg(kind: MF1REF_STRING, text: texts[index], integer: 0, number: 0))
            case .int(let value): arguments.append(mf1ref_arg(kind: MF1REF_INT64, text: nil, integer: value, number: 0))
            case .double(let value): arguments.append(mf1ref_arg(kind: MF1REF_DOUBLE, text: nil, integer: 0, number: value))
            case .date(let milliseconds):
                arguments.append(mf1ref_arg(kind: MF1REF_DATE, text: nil, integer: 0, number: Double(milliseconds)))
            }
        }
        var output = [CChar](repeating: 0, count: 4096)
        let constNames: [UnsafePointer<CChar>?] = names.map { UnsafePointer($0) }
        let length = constNames.withUnsafeBufferPointer { namePointer in
            mf1ref_format(locale, source, Int32(arguments.count), namePointer.baseAddress, arguments, &output, Int32(output.count))
        }
        let text = String(decoding: output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return length < 0 ? "ICU error \(text)" : text
    }

    /// A NUL-terminated copy of `text`, to deallocate.
    private static func copyCString(_ text: String) -> UnsafeMutablePointer<CChar> {
        let bytes = Array(text.utf8CString)
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        copy.initialize(from: bytes, count: bytes.count)
        return copy
    }
}

/// One set of argument values, as both sides take them.
struct MF1Values: CustomStringConvertible {
    enum Value {
        case string(String)
        case int(Int64)
        case double(Double)
        /// Milliseconds since 1970: a `Timestamp` here, a `kIsDate` Formattable in ICU.
        case date(Int64)
    }

    var items: [(name: String, value: Value)]

    init(random: inout SplitMix64) {
        func number() -> Value {
            random.chance(2) ? .int(Int64(random.pick([0, 1, 2, 3, 4, 5, 7, 11, 12, 21, 22, 25, 100, 101, 1000, 1234567, -1, -3])))
                : .double(random.pick([0.5, 1.5, 2.25, 1.0004, 1234.5678, -2.5, 0.125, 2.5, 3.5, 1.0, 10_000_000.5, 0.01]))
        }
        items = [
            ("n", number()), ("m", number()),
            ("g", .string(random.pick(["female", "male", "other", "x", "Ada", "it's"]))),
            ("d", .date(random.pick([0, 1_136_214_246_000, 1_700_000_000_123, -86_400_000, 951_782_400_000]))),
        ]
    }

    var arguments: [String: any MessageArgumentConvertible] {
        var arguments: [String: any MessageArgumentConvertible] = [:]
        for (name, value) in items {
            switch value {
            case .string(let text): arguments[name] = text
            case .int(let value): arguments[name] = value
            case .double(let value): arguments[name] = value
            case .date(let milliseconds):
                arguments[name] = Timestamp(seconds: milliseconds / 1000 - (milliseconds % 1000 < 0 ? 1 : 0),
                                            nanoseconds: Int32((milliseconds % 1000 + 1000) % 1000) * 1_000_000)
            }
        }
        return arguments
    }

    var description: String { items.map { "\($0.name)=\($0.value)" }.joined(separator: " ") }
}

/// Random messages over plural (with offset and `=N`), selectordinal,
/// select, `#`, quoting, nesting and the simple argument styles.
struct MF1MessageGenerator {
    var random: SplitMix64

    mutating func message() -> String { pattern(depth: 0, inPlural: false) }

    private mutating func pattern(depth: Int, inPlural: Bool) -> String {
        var text = ""
        // Few selecting arguments per message, so that their combinations stay within Message(icu:)'s bounds.
        for _ in 0..<random.int(1...3) {
            switch random.int(0...9) {
            case 0...3: text += literal(inPlural: inPlural)
            case 4...6: text += simpleArgument()
            default: text += depth < 2 && random.chance(depth + 1) ? complexArgument(depth: depth) : literal(inPlural: inPlural)
            }
        }
        return text
    }

    private mutating func literal(inPlural: Bool) -> String {
        var pieces = ["a", " ", "files ", "it''s ", "'{'x'}' ", "don't ", "''", "' ", "x'y ", "'{}'"]
        // `'#'` then `{` or `}` outside a plural would quote the brace: a space follows.
        pieces += inPlural ? ["# ", "'#' ", "#"] : ["# ", "'#' "]
        return random.pick(pieces)
    }

    private mutating func simpleArgument() -> String {
        random.pick([
            "{n}", "{m}", "{g}", "{d}", "{n, number}", "{n, number, integer}", "{m, number, percent}",
            "{n, number, currency}", "{n, number, ::currency/EUR}", "{m, number, ::compact-short}",
            "{n, number, ::.00}", "{n, spellout}", "{m, ordinal}", "{n,NUMBER, Integer }",
            "{d, date}", "{d, date, short}", "{d, date, long}", "{d, time, short}", "{d, date, ::yMMMd}",
            "{d, time}", "{d, date, full}", "{d, date, ::MMMMEEEEd}", "{n, duration}", "{m,spellout,%spellout-ordinal}",
            "{n, number, ::percent scale/100}", "{m, selectordinal, other {#}}",
        ])
    }

    private mutating func complexArgument(depth: Int) -> String {
        switch random.int(0...2) {
        case 0:
            let offset = random.chance(3) ? " offset:\(random.int(1...2))" : ""
            var keys = ["=0", "=1", "=2", "zero", "one", "two", "few", "many"].filter { _ in random.chance(2) }
            keys.append("other")
            let variants = keys.map { "\($0) {\(pattern(depth: depth + 1, inPlural: true))}" }
            return "{\(random.pick(["n", "m"])), plural,\(offset) \(variants.joined(separator: " "))}"
        case 1:
            var keys = ["one", "two", "few", "many", "=3"].filter { _ in random.chance(2) }
            keys.append("other")
            let variants = keys.map { "\($0){\(pattern(depth: depth + 1, inPlural: true))}" }
            return "{\(random.pick(["n", "m"])), selectordinal, \(variants.joined(separator: " "))}"
        default:
            var keys = ["female", "male", "x"].filter { _ in random.chance(2) }
            keys.append("other")
            let variants = keys.map { "\($0) {\(pattern(depth: depth + 1, inPlural: false))}" }
            return "{g, select, \(variants.joined(separator: "\n"))}"
        }
    }
}
