/// Splits a format into literal text and specifiers, one token at a time,
/// over the format's UTF-8 bytes; the one tokenizer behind
/// ``FormatSpecifier/all(in:allowingMixedPositions:)`` and the message
/// formatter. Never traps: every index it reads is checked against the end.
struct FormatScanner {
    enum Token {
        /// Text to copy unchanged: the bytes of `range`.
        case literal(Range<String.Index>)
        /// `%%`.
        case percent
        case specifier(FormatSpecifier)
    }

    /// Positions, widths and precisions above this are refused: real
    /// formats stay far below, and a bound keeps padding bounded.
    static let numberLimit = 99

    let format: String
    let allowsMixedPositions: Bool
    private let utf8: String.UTF8View
    private var cursor: String.Index
    private var sawPositioned = false
    private var sawUnpositioned = false

    init(format: String, allowsMixedPositions: Bool) {
        self.format = format
        self.allowsMixedPositions = allowsMixedPositions
        utf8 = format.utf8
        cursor = utf8.startIndex
    }

    /// The next token, nil at the end of the format.
    mutating func next() throws(MessageFormatError) -> Token? {
        guard cursor < utf8.endIndex else { return nil }
        if utf8[cursor] != percentSign {
            let start = cursor
            cursor = utf8[cursor...].firstIndex(of: percentSign) ?? utf8.endIndex
            return .literal(start..<cursor)
        }
        let start = cursor
        let afterPercent = utf8.index(after: start)
        if afterPercent < utf8.endIndex, utf8[afterPercent] == percentSign {
            cursor = utf8.index(after: afterPercent)
            return .percent
        }
        let specifier = try specifier(from: start)
        try checkPositionStyle(specifier)
        return .specifier(specifier)
    }

    // MARK: One specifier

    private mutating func specifier(from start: String.Index) throws(MessageFormatError) -> FormatSpecifier {
        var index = utf8.index(after: start)
        let position = try position(start: start, index: &index)
        if byte(at: index) == UInt8(ascii: "#"), byte(at: utf8.index(after: index)) == UInt8(ascii: "@") {
            return try variableReference(start: start, position: position, nameStart: utf8.index(index, offsetBy: 2))
        }
        let flags = span(from: &index) { Self.flagBytes.contains($0) }
        if byte(at: index) == UInt8(ascii: "*") { throw error(.starWidth, start, through: index) }
        let width = try number(named: "width", start: start, index: &index)
        var precision: Int?
        if byte(at: index) == UInt8(ascii: ".") {
            index = utf8.index(after: index)
            if byte(at: index) == UInt8(ascii: "*") { throw error(.starWidth, start, through: index) }
            precision = try number(named: "precision", start: start, index: &index) ?? 0
        }
        let length = lengthModifier(index: &index)
        guard let conversion = byte(at: index) else { throw error(.incompleteSpecifier, start, upTo: index) }
        guard let kind = Self.kind(of: conversion) else {
            throw error(.unknownConversion(scalar(at: index)), start, through: index)
        }
        cursor = utf8.index(after: index)
        return FormatSpecifier(offset: offset(of: start), text: String(format[start..<cursor]), position: position,
                               flags: String(decoding: utf8[flags], as: UTF8.self), width: width,
                               precision: precision, lengthModifier: String(decoding: utf8[length], as: UTF8.self),
                               kind: kind)
    }

    /// Reads `12$`; leaves `index` alone when the digits are a width (`%05d`).
    private func position(start: String.Index, index: inout String.Index) throws(MessageFormatError) -> Int? {
        if byte(at: index) == UInt8(ascii: "$") { throw error(.positionWithoutNumber, start, through: index) }
        var probe = index
        let digits = span(from: &probe, while: Self.isDigit)
        guard byte(at: probe) == UInt8(ascii: "$"), !digits.isEmpty else { return nil }
        let value = saturatedValue(of: digits)
        guard value != 0 else { throw error(.positionZero, start, through: probe) }
        guard value <= Self.numberLimit else {
            throw error(.numberTooLarge(field: "position", limit: Self.numberLimit), start, through: probe)
        }
        index = utf8.index(after: probe)
        return value
    }

    private mutating func variableReference(start: String.Index, position: Int?,
                                            nameStart: String.Index) throws(MessageFormatError) -> FormatSpecifier {
        guard let end = utf8[nameStart...].firstIndex(of: UInt8(ascii: "@")) else {
            throw error(.unterminatedVariable, start, upTo: utf8.endIndex)
        }
        guard end > nameStart else { throw error(.emptyVariableName, start, through: end) }
        cursor = utf8.index(after: end)
        return FormatSpecifier(offset: offset(of: start), text: String(format[start..<cursor]), position: position,
                               flags: "#", width: nil, precision: nil, lengthModifier: "",
                               kind: .pluralVariable(String(format[nameStart..<end])))
    }

    private func number(named field: String, start: String.Index,
                        index: inout String.Index) throws(MessageFormatError) -> Int? {
        let digits = span(from: &index, while: Self.isDigit)
        guard !digits.isEmpty else { return nil }
        let value = saturatedValue(of: digits)
        guard value <= Self.numberLimit else {
            throw error(.numberTooLarge(field: field, limit: Self.numberLimit), start, upTo: index)
        }
        return value
    }

    private func lengthModifier(index: inout String.Index) -> Range<String.Index> {
        let start = index
        guard let first = byte(at: index), Self.lengthBytes.contains(first) else { return start..<start }
        index = utf8.index(after: index)
        // hh and ll are the only two-letter modifiers.
        if (first == UInt8(ascii: "h") || first == UInt8(ascii: "l")), byte(at: index) == first {
            index = utf8.index(after: index)
        }
        return start..<index
    }

    private mutating func checkPositionStyle(_ specifier: FormatSpecifier) throws(MessageFormatError) {
        if specifier.position == nil { sawUnpositioned = true } else { sawPositioned = true }
        guard allowsMixedPositions || !(sawPositioned && sawUnpositioned) else {
            throw MessageFormatError(reason: .mixedPositions, format: format, offset: specifier.offset, specifier: specifier.text)
        }
    }

    // MARK: Bytes

    private static let flagBytes: [UInt8] = Array("-+ #0'".utf8)
    private static let lengthBytes: [UInt8] = Array("hlqztjL".utf8)
    private let percentSign = UInt8(ascii: "%")

    static func kind(of conversion: UInt8) -> FormatSpecifier.Kind? {
        switch conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "i"): .signedInteger
        case UInt8(ascii: "u"): .unsignedInteger
        case UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"): .radixInteger(Character(Unicode.Scalar(conversion)))
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"):
            .floatingPoint(Character(Unicode.Scalar(conversion)))
        case UInt8(ascii: "@"): .object
        case UInt8(ascii: "s"), UInt8(ascii: "S"): .string
        case UInt8(ascii: "c"), UInt8(ascii: "C"): .character
        default: nil
        }
    }

    private func byte(at index: String.Index) -> UInt8? {
        index < utf8.endIndex ? utf8[index] : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Advances `index` over the bytes that satisfy `predicate`; returns them.
    private func span(from index: inout String.Index, while predicate: (UInt8) -> Bool) -> Range<String.Index> {
        let start = index
        while let byte = byte(at: index), predicate(byte) { index = utf8.index(after: index) }
        return start..<index
    }

    /// The decimal value of ASCII digits, stopping just above the limit so
    /// that no digit string overflows.
    private func saturatedValue(of digits: Range<String.Index>) -> Int {
        var value = 0
        for byte in utf8[digits] {
            value = min(value * 10 + Int(byte - UInt8(ascii: "0")), Self.numberLimit + 1)
        }
        return value
    }

    /// The Unicode scalar starting at `index`, which follows ASCII bytes
    /// and so is always on a scalar boundary.
    private func scalar(at index: String.Index) -> String {
        index < format.unicodeScalars.endIndex ? String(format.unicodeScalars[index]) : ""
    }

    private func offset(of index: String.Index) -> Int { utf8.distance(from: utf8.startIndex, to: index) }

    private func error(_ reason: MessageFormatError.Reason, _ start: String.Index,
                       through last: String.Index) -> MessageFormatError {
        let end = last < utf8.endIndex ? scalar(at: last).utf8.count : 0
        return error(reason, start, upTo: utf8.index(last, offsetBy: end))
    }

    private func error(_ reason: MessageFormatError.Reason, _ start: String.Index,
                       upTo end: String.Index) -> MessageFormatError {
        MessageFormatError(reason: reason, format: format, offset: offset(of: start),
                           specifier: String(format[start..<end]))
    }
}
