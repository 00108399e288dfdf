#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Intl
import Messages

/// How one specifier turns one argument into text; the rules are tabled in
/// ``MessageFormatter``'s documentation.
extension MessageFormatter {
    func text(for specifier: CompiledSpecifier, argument: MessageArgument,
              position: Int) throws(FormatFailure) -> String {
        let body: String
        switch specifier.conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"):
            body = try integerText(specifier, argument, position)
        case UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "p"):
            body = try radixText(specifier.conversion, argument, position)
        case UInt8(ascii: "a"), UInt8(ascii: "A"):
            body = try hexadecimalFloatText(specifier, argument, position)
        case UInt8(ascii: "c"), UInt8(ascii: "C"):
            body = try characterText(argument, position)
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"):
            body = try floatingPointText(specifier, specifier.conversion, argument, position)
        default:  // @ s S: everything else the scanner accepts.
            body = truncated(argument.textDescription, to: specifier.precision)
        }
        return specifier.width == nil ? body : padded(body, specifier)
    }

    // MARK: Numbers

    /// The text of a number the prepared formats write (a plain `%d`, `%i`
    /// or `%u`; a `%f` without width or flags, up to 6 fraction digits)
    /// as the native writer's bytes in `scratch`, without the `String`
    /// ``text(for:argument:position:)`` makes (about 100 instructions a
    /// number); the same bytes. Nil for everything else, arguments of the
    /// wrong kind included (``text(for:argument:position:)`` throws for them).
    @inline(__always)
    func preparedNumberBytes(_ specifier: CompiledSpecifier, _ argument: MessageArgument,
                             scratch: UnsafeMutableRawBufferPointer) -> UnsafeRawBufferPointer? {
        switch specifier.conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"):
            guard specifier.isPlain else { return nil }
            switch argument {
            case .int(let value): return storage.integers.formattedBytes(value, scratch: scratch)
            case .uint(let value):
                // Above Int64.max, `format(UInt64)` takes another path.
                guard let value = Int64(exactly: value) else { return nil }
                return storage.integers.formattedBytes(value, scratch: scratch)
            case .double, .string, .character, .timestamp: return nil
            }
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            let fractionDigits = specifier.precision ?? 6
            guard specifier.width == nil, specifier.flagBits & ~ScannedSpecifier.groupingFlag == 0,
                  fractionDigits < storage.fixedPoint.count, let value = argument.doubleValue else { return nil }
            return storage.fixedPoint[fractionDigits].formattedBytes(value, scratch: scratch)
        default:
            return nil
        }
    }

    private func integerText(_ specifier: CompiledSpecifier, _ argument: MessageArgument,
                             _ position: Int) throws(FormatFailure) -> String {
        let negative: Bool
        switch argument {
        case .int(let value): negative = value < 0
        case .uint: negative = false
        case .double, .string, .character, .timestamp: throw Self.mismatch(position, argument, expected: "an integer")
        }
        var format = storage.integers
        if !specifier.isPlain {
            var options = NumberFormatOptions(precision: .integer)
            // printf's precision on integers is a minimum digit count.
            if let digits = specifier.precision { options.minimumIntegerDigits = max(digits, 1) }
            apply(specifier, negative: negative, fractionWidth: 0, to: &options)
            format = try pooled(options)
        }
        switch argument {
        case .int(let value): return format.format(value)
        case .uint(let value): return format.format(value)
        case .double, .string, .character, .timestamp: throw Self.mismatch(position, argument, expected: "an integer")
        }
    }

    private static func mismatch(_ position: Int, _ argument: MessageArgument, expected: String) -> FormatFailure {
        FormatFailure(.argumentKindMismatch(position: position, argument: argument, expected: expected))
    }

    private func floatingPointText(_ specifier: CompiledSpecifier, _ conversion: UInt8,
                                   _ argument: MessageArgument, _ position: Int) throws(FormatFailure) -> String {
        guard let value = argument.doubleValue else {
            throw Self.mismatch(position, argument, expected: "a number")
        }
        let fixed = conversion == UInt8(ascii: "f") || conversion == UInt8(ascii: "F")
        let fractionDigits = specifier.precision ?? 6
        if fixed, specifier.width == nil, specifier.flagBits & ~ScannedSpecifier.groupingFlag == 0,
           fractionDigits < storage.fixedPoint.count {
            return storage.fixedPoint[fractionDigits].format(value)
        }
        var options = Self.options(conversion: conversion, precision: specifier.precision, value: value)
        let fractionWidth = fixed ? (fractionDigits > 0 ? fractionDigits + 1 : 0) : nil
        apply(specifier, negative: value < 0, fractionWidth: fractionWidth, to: &options)
        return try pooled(options).format(value)
    }

    /// printf's precision rules mapped to ICU's: `%f` fixes the fraction
    /// digits, `%e` the fraction digits of the mantissa, `%g` the maximum
    /// significant digits (switching to scientific as printf does).
    private static func options(conversion: UInt8, precision: Int?, value: Double) -> NumberFormatOptions {
        switch conversion {
        case UInt8(ascii: "e"), UInt8(ascii: "E"):
            let digits = precision ?? 6
            return NumberFormatOptions(style: .scientific, precision: .fractionDigits(digits...digits))
        case UInt8(ascii: "g"), UInt8(ascii: "G"):
            let digits = max(precision ?? 6, 1)
            let magnitude = value.magnitude
            let scientific = magnitude != 0 && (magnitude < 1e-4 || magnitude >= powerOfTen(digits))
            return NumberFormatOptions(style: scientific ? .scientific : .decimal,
                                       precision: .significantDigits(min: 1, max: digits))
        default:
            let digits = precision ?? 6
            return NumberFormatOptions(precision: .fractionDigits(digits...digits))
        }
    }

    private static func powerOfTen(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    /// `+` shows the sign; `0` pads the integer digits with zeros so that the
    /// number fills the width (as printf counts it: sign and fraction
    /// included) and turns grouping off. `fractionWidth` is the width of
    /// the decimal separator and fraction digits; nil where zero padding
    /// does not apply (`%e`, `%g`).
    private func apply(_ specifier: CompiledSpecifier, negative: Bool, fractionWidth: Int?,
                       to options: inout NumberFormatOptions) {
        let plus = specifier.has(ScannedSpecifier.plusFlag)
        if plus { options.signDisplay = .always }
        guard specifier.has(ScannedSpecifier.zeroFlag), !specifier.has(ScannedSpecifier.leftJustifyFlag),
              let width = specifier.width, let fractionWidth else { return }
        let signWidth = negative || plus ? 1 : 0
        options.minimumIntegerDigits = max(width - signWidth - fractionWidth, 1)
        options.grouping = .never
    }

    private func pooled(_ options: NumberFormatOptions) throws(FormatFailure) -> NumberFormat {
        do {
            return try NumberFormat.pooled(locale: numberLocale.identifier, options: options)
        } catch {
            throw FormatFailure(.numberFormatUnavailable(error))
        }
    }

    // MARK: Everything else

    private func radixText(_ conversion: UInt8, _ argument: MessageArgument,
                           _ position: Int) throws(FormatFailure) -> String {
        let bits: UInt64
        switch argument {
        case .int(let value): bits = UInt64(bitPattern: value)
        case .uint(let value): bits = value
        default: throw Self.mismatch(position, argument, expected: "an integer")
        }
        let digits = String(bits, radix: conversion == UInt8(ascii: "o") ? 8 : 16, uppercase: conversion == UInt8(ascii: "X"))
        // Apple's `%p` of 0 is "0x0" (glibc's printf would say "(nil)").
        return conversion == UInt8(ascii: "p") ? "0x" + digits : digits
    }

    /// `%a`, `%A`: the C library's hexadecimal floating point (`0x1.8p+1` for 3; flags, width and
    /// precision as printf takes them), never localized, as Apple's runtime writes it.
    private func hexadecimalFloatText(_ specifier: CompiledSpecifier, _ argument: MessageArgument,
                                      _ position: Int) throws(FormatFailure) -> String {
        guard let value = argument.doubleValue else { throw Self.mismatch(position, argument, expected: "a number") }
        var format = "%"
        for (bit, flag) in [(ScannedSpecifier.leftJustifyFlag, "-"), (ScannedSpecifier.plusFlag, "+"), (ScannedSpecifier.spaceFlag, " "),
                            (ScannedSpecifier.alternateFlag, "#"), (ScannedSpecifier.zeroFlag, "0")] where specifier.has(bit) {
            format += flag
        }
        if let width = specifier.width { format += String(width) }
        if let precision = specifier.precision { format += "." + String(precision) }
        format += specifier.conversion == UInt8(ascii: "A") ? "A" : "a"
        // Width and precision are at most 99 (FormatScanner.numberLimit): 256 bytes hold any output
        // (a sign, "0x", 1 + 99 digits, "p", a sign and 4 exponent digits, or 99 of padding).
        var buffer = [CChar](repeating: 0, count: 256)
        let count = withVaList([value]) { arguments in vsnprintf(&buffer, buffer.count, format, arguments) }
        return String(decoding: buffer.prefix(max(0, min(Int(count), buffer.count - 1))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private func characterText(_ argument: MessageArgument, _ position: Int) throws(FormatFailure) -> String {
        switch argument {
        case .character(let character):
            return String(character)
        case .int, .uint:
            if let code = argument.uint32Value, let scalar = Unicode.Scalar(code) { return String(scalar) }
        default:
            break
        }
        throw Self.mismatch(position, argument, expected: "a character")
    }

    private func truncated(_ text: String, to precision: Int?) -> String {
        guard let precision else { return text }
        return String(text.prefix(precision))
    }

    /// Pads to the width in characters: spaces on the left, or on the right with `-`.
    private func padded(_ text: String, _ specifier: CompiledSpecifier) -> String {
        guard let width = specifier.width else { return text }
        let missing = width - text.count
        guard missing > 0 else { return text }
        let padding = String(repeating: " ", count: missing)
        return specifier.has(ScannedSpecifier.leftJustifyFlag) ? text + padding : padding + text
    }
}

extension MessageArgument {
    var doubleValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .uint(let value): Double(value)
        case .double(let value): value
        case .string, .character, .timestamp: nil
        }
    }

    var uint32Value: UInt32? {
        switch self {
        case .int(let value): UInt32(exactly: value)
        case .uint(let value): UInt32(exactly: value)
        default: nil
        }
    }
}
