/// Gregorian dates written in Swift, byte for byte as ICU 72's
/// SimpleDateFormat writes them for the same pattern, locale and zone:
/// "Aug 7, 2015, 10:29:32\u{202F}AM" for en-US medium date + time in
/// America/Los_Angeles, "٠٧‏/٠٨‏/٢٠١٥، ١٠:٢٩:٣٢ ص" for ar-EG.
///
/// ICU spends most of a call on machinery one pattern does not need (a
/// calendar object, field-position handling, a UTF-16 string, then UTF-8).
/// Here the pattern is compiled once into a field list (``NativeDateField``),
/// every name and digit the pattern needs is read from ICU's own symbols at
/// construction, the zone's offsets come from a table built from ICU's zone
/// data (``ZoneOffsetTable``), and a call converts the instant to civil time
/// (``CivilTime``) and writes the fields into one buffer: one allocation for
/// the result.
///
/// A formatter exists only when it writes exactly what ICU writes for every
/// probe instant (see `NativeDateFormat+Construction.swift`); instants
/// outside ``ZoneOffsetTable/span`` are left to ICU.
final class NativeDateFormat: Sendable {
    /// Literal text, names and digits (UTF-8), referenced by range.
    private let text: [UInt8]
    private let fields: [NativeDateField]
    /// The names `.name` fields index, as ranges of `text`.
    private let names: [Range<Int>]
    /// The ten digits, each `digitWidth` bytes, from `digitsStart` in `text`.
    private let digitsStart: Int
    private let digitWidth: Int
    /// The digits are "0"…"9": written as arithmetic, not copied.
    private let asciiDigits: Bool
    private let zone: ZoneOffsetTable
    /// The zone texts `.zoneName` fields index.
    private let zoneNames: [ZoneNameTable]
    /// The longest text any instant in the span can produce.
    private let maximumLength: Int

    init(text: [UInt8], fields: [NativeDateField], names: [Range<Int>], digitsStart: Int, digitWidth: Int,
         zone: ZoneOffsetTable, zoneNames: [ZoneNameTable], maximumLength: Int) {
        self.text = text
        self.fields = fields
        self.names = names
        self.digitsStart = digitsStart
        self.digitWidth = digitWidth
        asciiDigits = digitWidth == 1 && text[digitsStart..<digitsStart + 10].elementsEqual(UInt8(ascii: "0")...UInt8(ascii: "9"))
        self.zone = zone
        self.zoneNames = zoneNames
        self.maximumLength = maximumLength
    }

    /// Formats ICU's UDate (milliseconds since the epoch, not NaN); nil
    /// outside ``ZoneOffsetTable/span`` or where a zone text is unknown
    /// (see ``ZoneNameTable``), where ICU formats instead.
    @inline(__always)
    func format(udate: Double) -> String? {
        guard udate >= Double(ZoneOffsetTable.span.lowerBound), udate < Double(ZoneOffsetTable.span.upperBound)
        else { return nil }
        // ICU's calendar floors fractional milliseconds.
        let milliseconds = Int64(udate.rounded(.down))
        if zoneNames.isEmpty {
            let offset = zone.offset(at: milliseconds)
            return write(CivilTime(localMilliseconds: milliseconds + Int64(offset)), offset: offset, entry: 0)
        }
        let entry = zone.index(at: milliseconds)
        for table in zoneNames where table.ranges[entry] == nil { return nil }
        let offset = zone.offsets[entry]
        return write(CivilTime(localMilliseconds: milliseconds + Int64(offset)), offset: offset, entry: entry)
    }

    /// `entry`: the offset-table entry, read only by zone-name fields.
    private func write(_ time: CivilTime, offset: Int32, entry: Int) -> String {
        text.withUnsafeBufferPointer { text in
            names.withUnsafeBufferPointer { names in
                String(unsafeUninitializedCapacity: maximumLength) { out in
                    var position = 0
                    @inline(__always) func copy(_ range: Range<Int>) {
                        for index in range {
                            out[position] = text[index]
                            position += 1
                        }
                    }
                    @inline(__always) func digit(_ value: Int) {
                        if asciiDigits {
                            out[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
                            position += 1
                        } else {
                            let start = digitsStart + value * digitWidth
                            copy(start..<start + digitWidth)
                        }
                    }
                    // Constant divisors for the common widths (the compiler turns
                    // them into multiplications); the loop for anything longer.
                    @inline(__always) func number(_ value: Int, minimumDigits: Int) {
                        let digitCount = value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : value < 10000 ? 4 : String(value).utf8.count
                        for _ in digitCount..<max(digitCount, minimumDigits) { digit(0) }
                        switch digitCount {
                        case 1: digit(value)
                        case 2: digit(value / 10); digit(value % 10)
                        case 3: digit(value / 100); digit(value / 10 % 10); digit(value % 10)
                        case 4: digit(value / 1000); digit(value / 100 % 10); digit(value / 10 % 10); digit(value % 10)
                        default:
                            var divisor = 10000
                            while divisor * 10 <= value { divisor *= 10 }
                            while divisor > 0 {
                                digit(value / divisor % 10)
                                divisor /= 10
                            }
                        }
                    }
                    for field in fields {
                        switch field {
                        case .literal(let range): copy(range)
                        case .number(let value, let minimumDigits):
                            number(value.value(of: time), minimumDigits: minimumDigits)
                        case .twoDigitYear: number(time.year % 100, minimumDigits: 2)
                        case .fraction(let digits):
                            let shown = digits == 1 ? time.millisecond / 100 : digits == 2 ? time.millisecond / 10
                                : time.millisecond
                            number(shown, minimumDigits: min(digits, 3))
                            for _ in 3..<max(3, digits) { copy(digitsStart..<digitsStart + digitWidth) }
                        case .name(let value, let first): copy(names[first + value.index(of: time)])
                        case .utcOffset(let style): position = style.write(offset, into: out, at: position)
                        case .zoneName(let index):
                            let table = zoneNames[index]
                            // Checked non-nil by format(udate:).
                            guard let range = table.ranges[entry] else { break }
                            for byte in table.text[range] {
                                out[position] = byte
                                position += 1
                            }
                        }
                    }
                    return position
                }
            }
        }
    }
}
