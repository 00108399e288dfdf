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
    /// The digits are "0"…"9" (see ``DateTextWriter``).
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
            String(unsafeUninitializedCapacity: maximumLength) { out in
                var writer = DateTextWriter(out: out, text: text, digitsStart: digitsStart, digitWidth: digitWidth,
                                            asciiDigits: asciiDigits)
                for field in fields {
                    switch field {
                    case .literal(let range): writer.copy(range)
                    case .number(let value, let minimumDigits):
                        writer.number(value.value(of: time), minimumDigits: minimumDigits)
                    case .twoDigitYear: writer.number(time.year % 100, minimumDigits: 2)
                    case .fraction(let digits):
                        let shown = digits == 1 ? time.millisecond / 100 : digits == 2 ? time.millisecond / 10
                            : time.millisecond
                        writer.number(shown, minimumDigits: min(digits, 3))
                        for _ in 3..<max(3, digits) { writer.digit(0) }
                    case .name(let value, let first): writer.copy(names[first + value.index(of: time)])
                    case .utcOffset(let style): writer.position = style.write(offset, into: out, at: writer.position)
                    case .zoneName(let index):
                        let table = zoneNames[index]
                        // Checked non-nil by format(udate:).
                        guard let range = table.ranges[entry] else { break }
                        writer.copy(table.text[range])
                    }
                }
                return writer.position
            }
        }
    }
}
