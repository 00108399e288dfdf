/// The working group's test functions (`test/README.md`): `:test:function`
/// formats and selects, `:test:select` only selects, `:test:format` only
/// formats. Registered only in ``MessageFunctionRegistry/withTestFunctions``.
///
/// The operand is a number; `decimalPlaces` (0 or 1) sets the digits shown
/// (`{1.5 :test:function decimalPlaces=1}` is "1.5"), and `fails` (`never`,
/// `select`, `format`, `always`) makes selection or formatting fail on purpose.
struct TestFunction: MessageFunction {
    enum Kind: String, CaseIterable, Sendable {
        case function = "test:function"
        case select = "test:select"
        case format = "test:format"
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    func resolve(_ operand: (any MessageValue)?, options: MessageFunctionOptions,
                 context: inout MessageFunctionContext) throws(MessageError) -> any MessageValue {
        var value: TestValue
        if let previous = operand as? TestValue {
            value = previous
            value.kind = kind
        } else if let operand, let number = Self.number(operand.argument) {
            value = TestValue(kind: kind, input: number)
        } else {
            throw MessageError(.badOperand, ":\(kind.rawValue) needs a number")
        }
        if let places = options["decimalPlaces"] {
            guard let size = OptionReader.digitSize(places.argument), size <= 1 else {
                throw MessageError(.badOption, "decimalPlaces is \(places.text), not 0 or 1")
            }
            value.decimalPlaces = size
        }
        if let fails = options["fails"] {
            switch fails.text {
            case "always": value.failsFormat = true; value.failsSelect = true
            case "format": value.failsFormat = true
            case "select": value.failsSelect = true
            case "never": break
            default: context.report(MessageError(.badOption, "fails is \(fails.text), not never, select, format or always"))
            }
        }
        return value
    }

    /// A finite number: the format writes the integer part's digits.
    private static func number(_ argument: MessageArgument) -> Double? {
        switch argument {
        case .int(let value): Double(value)
        case .uint(let value): Double(value)
        case .double(let value): value.isFinite ? value : nil
        case .string(let text): NumberLiteral.matches(text) ? Double(text).flatMap { $0.isFinite ? $0 : nil } : nil
        case .character, .timestamp: nil
        }
    }
}

/// A `:test:…` value: the input number, its decimal places and its failure modes.
struct TestValue: MessageValue {
    var kind: TestFunction.Kind
    let input: Double
    var decimalPlaces = 0
    var failsFormat = false
    var failsSelect = false

    var argument: MessageArgument { .double(input) }
    var partType: String { "test" }
    var isSelectable: Bool { kind != .format }

    /// `-`, the integer digits of |input|, and with one decimal place `.` and the first fraction digit.
    func format() throws(MessageError) -> FormattedValue {
        guard kind != .select else { throw MessageError(.notFormattable, ":test:select cannot be formatted") }
        guard !failsFormat else { throw MessageError(.badOption, "formatting fails on purpose (fails option)") }
        let magnitude = input.magnitude
        let integer = magnitude.rounded(.down)
        var text = (input < 0 ? "-" : "") + (Int64(exactly: integer).map { String($0) } ?? integer.description)
        if decimalPlaces == 1 { text += "." + String(Int(((magnitude - integer) * 10).rounded(.down))) }
        return FormattedValue(text: text)
    }

    func matches(_ key: String) throws(MessageError) -> Bool {
        guard !failsSelect else { throw MessageError(.badOption, "selection fails on purpose (fails option)") }
        guard input == 1 else { return false }
        return key == "1" || (decimalPlaces == 1 && key == "1.0")
    }

    func isBetter(_ key: String, than other: String) -> Bool { key == "1.0" }
}
