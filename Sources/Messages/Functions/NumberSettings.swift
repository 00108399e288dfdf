import Intl

/// The MF2 number options (`spec/functions/number.md`) read into `Intl`'s
/// `NumberFormatOptions` and a selection mode. An invalid value is a
/// `bad-option` error and the option is ignored, as the specification says.
struct NumberSettings {
    let kind: NumberFunction.Kind
    var selection: NumberValue.Selection = .plural
    /// False when `select` came from a variable: such a value must not select.
    var selectable = true
    private var style: NumberFormatOptions.Style = .decimal
    private var precision: NumberFormatOptions.Precision = .automatic
    private var roundingMode: NumberFormatOptions.RoundingMode = .halfUp
    private var minimumIntegerDigits: Int?
    private var grouping: NumberFormatOptions.Grouping = .automatic
    private var signDisplay: NumberFormatOptions.SignDisplay = .automatic

    init(kind: NumberFunction.Kind) {
        self.kind = kind
    }

    var formatOptions: NumberFormatOptions {
        NumberFormatOptions(style: style, precision: precision, roundingMode: roundingMode,
                            minimumIntegerDigits: minimumIntegerDigits, grouping: grouping, signDisplay: signDisplay)
    }

    /// Reads `options` for a number; `isIntegral` decides `trailingZeroDisplay=stripIfInteger`.
    mutating func read(_ options: MessageFunctionOptions, isIntegral: Bool,
                       context: inout MessageFunctionContext) throws(MessageError) {
        var reader = OptionReader(options: options)
        readSelect(&reader)
        if let mode = reader.choice("roundingMode", Self.roundingModes) { roundingMode = mode }
        if let sign = reader.choice("signDisplay", Self.signDisplays) { signDisplay = sign }
        if let grouping = reader.choice("useGrouping", Self.groupings) { self.grouping = grouping }
        minimumIntegerDigits = reader.digitSize("minimumIntegerDigits")
        try readStyle(&reader)
        let strip = reader.choice("trailingZeroDisplay", ["auto": false, "stripIfInteger": true]) ?? false
        readPrecision(&reader, strippingZeros: strip && isIntegral)
        for error in reader.errors { context.report(error) }
    }

    /// `select` must be a literal; from a variable it is a `bad-option` and the value cannot select.
    private mutating func readSelect(_ reader: inout OptionReader) {
        guard let option = reader.options["select"] else { return }
        guard option.isLiteral else {
            reader.errors.append(MessageError(.badOption, "select must be a literal, not a variable"))
            selectable = false
            return
        }
        if let mode = reader.choice("select", ["plural": NumberValue.Selection.plural, "ordinal": .ordinal, "exact": .exact]) {
            selection = mode
        }
    }

    private mutating func readStyle(_ reader: inout OptionReader) throws(MessageError) {
        switch kind {
        case .number: break
        case .integer: precision = .integer
        case .percent:
            style = .percent
            precision = .fractionDigits(min: 0, max: 0)
        case .currency:
            guard let code = reader.options["currency"]?.text else {
                throw MessageError(.badOperand, ":currency needs a currency option (or an operand with one)")
            }
            guard code.utf8.count == 3, code.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) else {
                throw MessageError(.badOption, "currency \(code) is not an ISO 4217 code")
            }
            let display = reader.choice("currencyDisplay", Self.currencyDisplays) ?? .symbol
            style = .currency(code.uppercased(), display: display)
            if reader.choice("currencySign", ["standard": false, "accounting": true]) == true { signDisplay = .accounting }
            if let option = reader.options["fractionDigits"], option.text != "auto",
               let digits = reader.digitSize("fractionDigits") {
                precision = .fractionDigits(digits...digits)
            }
        }
    }

    /// Significant digits win over fraction digits (`roundingPriority=auto`;
    /// `morePrecision` and `lessPrecision` are reported as not supported yet);
    /// `roundingIncrement` applies to the maximum fraction digits. An integer
    /// shown with `stripIfInteger` gets no fraction digits.
    private mutating func readPrecision(_ reader: inout OptionReader, strippingZeros: Bool) {
        let minimumSignificant = reader.digitSize("minimumSignificantDigits")
        let maximumSignificant = reader.digitSize("maximumSignificantDigits")
        let minimumFraction = kind == .integer ? nil : reader.digitSize("minimumFractionDigits")
        let maximumFraction = kind == .integer ? nil : reader.digitSize("maximumFractionDigits")
        let increment = reader.choice("roundingIncrement", Self.increments) ?? 1
        let priority = reader.choice("roundingPriority", ["auto": false, "morePrecision": true, "lessPrecision": true]) ?? false
        if priority {
            reader.errors.append(MessageError(.badOption, "roundingPriority other than auto is not supported yet"))
        }
        if strippingZeros {
            precision = maximumSignificant.map { .significantDigits(min: 1, max: $0) } ?? .fractionDigits(min: 0, max: 0)
        } else if minimumSignificant != nil || maximumSignificant != nil {
            let minimum = max(1, minimumSignificant ?? 1)
            precision = .significantDigits(min: minimum, max: max(minimum, maximumSignificant ?? 21))
        } else if minimumFraction != nil || maximumFraction != nil {
            let minimum = minimumFraction ?? 0
            let maximum = max(minimum, maximumFraction ?? max(minimum, kind == .percent ? 0 : 3))
            precision = increment == 1 ? .fractionDigits(min: minimum, max: maximum)
                : .increment(Self.increment(increment, fractionDigits: maximum))
        }
    }

    /// `5` with 2 fraction digits is "0.05".
    private static func increment(_ increment: Int, fractionDigits: Int) -> String {
        guard fractionDigits > 0 else { return String(increment) }
        var digits = String(increment)
        if digits.count <= fractionDigits { digits = String(repeating: "0", count: fractionDigits + 1 - digits.count) + digits }
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fractionDigits))
        return digits
    }

    private static let roundingModes: [String: NumberFormatOptions.RoundingMode] = [
        "ceil": .ceiling, "floor": .floor, "expand": .up, "trunc": .down, "halfCeil": .halfCeiling,
        "halfFloor": .halfFloor, "halfExpand": .halfUp, "halfTrunc": .halfDown, "halfEven": .halfEven,
    ]
    private static let signDisplays: [String: NumberFormatOptions.SignDisplay] = [
        "auto": .automatic, "always": .always, "exceptZero": .exceptZero, "negative": .negative, "never": .never,
    ]
    private static let groupings: [String: NumberFormatOptions.Grouping] = [
        "auto": .automatic, "always": .always, "never": .never, "min2": .min2,
    ]
    private static let currencyDisplays: [String: NumberFormatOptions.CurrencyDisplay] = [
        "symbol": .symbol, "narrowSymbol": .narrowSymbol, "code": .code, "name": .name,
    ]
    private static let increments: [String: Int] = Dictionary(uniqueKeysWithValues:
        [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000].map { (String($0), $0) })
}
