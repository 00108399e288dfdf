/// Splits a format into literal text and specifiers, one token at a time,
/// over the format's UTF-8 bytes: the one tokenizer behind
/// ``FormatSpecifier/all(in:allowingMixedPositions:)``, ``FormatSegment``
/// and the message formatter.
///
/// It reads raw bytes and makes no strings, so formatting a message costs
/// tens of nanoseconds of tokenizing; ``FormatSpecifier`` values (with
/// strings) are built only for the public API and errors. Never traps:
/// every read is checked against the end of the buffer.
struct FormatScanner {
    enum Token {
        /// Text to copy unchanged.
        case literal(Range<Int>)
        /// `%%`.
        case percent
        case specifier(ScannedSpecifier)
    }

    /// Positions, widths and precisions above this are refused: real
    /// formats stay far below, and a bound keeps padding bounded.
    static let numberLimit = 99

    /// The format's bytes; valid only inside the caller's `withUTF8`.
    let bytes: UnsafeBufferPointer<UInt8>
    let allowsMixedPositions: Bool
    private var cursor = 0
    private var sawPositioned = false
    private var sawUnpositioned = false

    init(bytes: UnsafeBufferPointer<UInt8>, allowsMixedPositions: Bool) {
        self.bytes = bytes
        self.allowsMixedPositions = allowsMixedPositions
    }

    /// The next token, nil at the end of the format.
    mutating func next() throws(ScanFailure) -> Token? {
        guard cursor < bytes.count else { return nil }
        let start = cursor
        if bytes[start] != Self.percentSign {
            cursor += 1
            while cursor < bytes.count, bytes[cursor] != Self.percentSign { cursor += 1 }
            return .literal(start..<cursor)
        }
        if byte(at: start + 1) == Self.percentSign {
            cursor = start + 2
            return .percent
        }
        let specifier = try specifier(from: start)
        cursor = specifier.range.upperBound
        try checkPositionStyle(specifier)
        return .specifier(specifier)
    }

    // MARK: One specifier

    private func specifier(from start: Int) throws(ScanFailure) -> ScannedSpecifier {
        var index = start + 1
        let position = try position(start: start, index: &index)
        if byte(at: index) == UInt8(ascii: "#"), byte(at: index + 1) == UInt8(ascii: "@") {
            return try variableReference(start: start, position: position, nameStart: index + 2)
        }
        var specifier = ScannedSpecifier(range: start..<start, position: position)
        let flagsStart = index
        while let byte = byte(at: index), let flag = ScannedSpecifier.flag(byte) {
            specifier.flagBits |= flag
            index += 1
        }
        specifier.flags = flagsStart..<index
        if byte(at: index) == UInt8(ascii: "*") { throw ScanFailure(.starWidth, start..<index + 1) }
        specifier.width = try number(named: "width", start: start, index: &index)
        if byte(at: index) == UInt8(ascii: ".") {
            index += 1
            if byte(at: index) == UInt8(ascii: "*") { throw ScanFailure(.starWidth, start..<index + 1) }
            specifier.precision = try number(named: "precision", start: start, index: &index) ?? 0
        }
        specifier.length = lengthModifier(index: &index)
        guard let conversion = byte(at: index) else { throw ScanFailure(.incompleteSpecifier, start..<index) }
        guard ScannedSpecifier.isConversion(conversion) else {
            let end = index + scalarLength(at: index)
            throw ScanFailure(.unknownConversion(String(decoding: bytes[index..<end], as: UTF8.self)), start..<end)
        }
        specifier.conversion = conversion
        specifier.range = start..<index + 1
        return specifier
    }

    /// Reads `12$`; leaves `index` alone when the digits are a width (`%05d`).
    private func position(start: Int, index: inout Int) throws(ScanFailure) -> Int? {
        if byte(at: index) == UInt8(ascii: "$") { throw ScanFailure(.positionWithoutNumber, start..<index + 1) }
        var probe = index
        let value = digits(&probe)
        guard probe > index, byte(at: probe) == UInt8(ascii: "$") else { return nil }
        guard value != 0 else { throw ScanFailure(.positionZero, start..<probe + 1) }
        guard value <= Self.numberLimit else {
            throw ScanFailure(.numberTooLarge(field: "position", limit: Self.numberLimit), start..<probe + 1)
        }
        index = probe + 1
        return value
    }

    private func variableReference(start: Int, position: Int?, nameStart: Int) throws(ScanFailure) -> ScannedSpecifier {
        var end = nameStart
        while end < bytes.count, bytes[end] != UInt8(ascii: "@") { end += 1 }
        guard end < bytes.count else { throw ScanFailure(.unterminatedVariable, start..<bytes.count) }
        guard end > nameStart else { throw ScanFailure(.emptyVariableName, start..<end + 1) }
        var specifier = ScannedSpecifier(range: start..<end + 1, position: position)
        specifier.flags = nameStart - 2..<nameStart - 1
        specifier.flagBits = ScannedSpecifier.alternateFlag
        specifier.variableName = nameStart..<end
        return specifier
    }

    private func number(named field: String, start: Int, index: inout Int) throws(ScanFailure) -> Int? {
        let digitsStart = index
        let value = digits(&index)
        guard index > digitsStart else { return nil }
        guard value <= Self.numberLimit else {
            throw ScanFailure(.numberTooLarge(field: field, limit: Self.numberLimit), start..<index)
        }
        return value
    }

    /// Reads ASCII digits; the value saturates just above the limit, so no
    /// digit string overflows.
    private func digits(_ index: inout Int) -> Int {
        var value = 0
        while let byte = byte(at: index), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            value = min(value * 10 + Int(byte - UInt8(ascii: "0")), Self.numberLimit + 1)
            index += 1
        }
        return value
    }

    private func lengthModifier(index: inout Int) -> Range<Int> {
        let start = index
        guard let first = byte(at: index), ScannedSpecifier.isLengthModifier(first) else { return start..<start }
        index += 1
        // hh and ll are the only two-letter modifiers.
        if first == UInt8(ascii: "h") || first == UInt8(ascii: "l"), byte(at: index) == first { index += 1 }
        return start..<index
    }

    private mutating func checkPositionStyle(_ specifier: ScannedSpecifier) throws(ScanFailure) {
        if specifier.position == nil { sawUnpositioned = true } else { sawPositioned = true }
        guard allowsMixedPositions || !(sawPositioned && sawUnpositioned) else {
            throw ScanFailure(.mixedPositions, specifier.range)
        }
    }

    // MARK: Bytes

    private static let percentSign = UInt8(ascii: "%")

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// The length of the UTF-8 sequence starting at `index`, from its lead
    /// byte, cut at the end of the buffer (the format came from a `String`,
    /// so the sequence is valid).
    private func scalarLength(at index: Int) -> Int {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return min(length, bytes.count - index)
    }
}

/// Why the scanner stopped, and the bytes of the specifier to blame.
struct ScanFailure: Error {
    let reason: MessageFormatError.Reason
    let range: Range<Int>

    init(_ reason: MessageFormatError.Reason, _ range: Range<Int>) {
        self.reason = reason
        self.range = range
    }

    func error(in format: String, bytes: UnsafeBufferPointer<UInt8>) -> MessageFormatError {
        MessageFormatError(reason: reason, format: format, offset: range.lowerBound,
                           specifier: String(decoding: bytes[range], as: UTF8.self))
    }
}

extension String {
    /// Runs `body` over the string's UTF-8 bytes (without copying a native string).
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var contiguous = self
        return contiguous.withUTF8(body)
    }
}
