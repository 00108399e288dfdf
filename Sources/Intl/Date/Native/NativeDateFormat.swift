/// Gregorian dates written in Swift, byte for byte as the loaded ICU's
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
    /// Literal text and names (UTF-8), referenced by range, then
    /// ``DateTextWriter/slack`` padding bytes.
    private let text: [UInt8]
    private let steps: [NativeDateStep]
    /// The names `.name` fields index, as ranges of `text`.
    private let names: [Range<Int>]
    private let digits: DigitWords
    private let zone: ZoneOffsetTable
    /// The zone texts `.zoneName` fields index.
    private let zoneNames: [ZoneNameTable]
    /// The longest text any instant in the span can produce.
    private let maximumLength: Int
    /// Every byte this formatter can write is ASCII, so the result string
    /// is marked ASCII without a scan.
    private let isASCII: Bool

    /// `text` without padding; `fields` and `names` index it.
    init(text: [UInt8], fields: [NativeDateField], names: [Range<Int>], digits: DigitWords,
         zone: ZoneOffsetTable, zoneNames: [ZoneNameTable], maximumLength: Int) {
        self.text = text + repeatElement(0, count: DateTextWriter.slack)
        steps = NativeDateStep.steps(fields)
        self.names = names
        self.digits = digits
        self.zone = zone
        self.zoneNames = zoneNames
        self.maximumLength = maximumLength
        isASCII = text.allSatisfy { $0 < 0x80 } && digits.isASCII
            && zoneNames.allSatisfy { $0.text.allSatisfy { $0 < 0x80 } }
    }

    /// Formats ICU's UDate (milliseconds since the epoch, not NaN); nil
    /// outside ``ZoneOffsetTable/span`` or where a zone text is unknown
    /// (see ``ZoneNameTable``), where ICU formats instead.
    @inline(__always)
    func format(udate: Double) -> String? {
        guard udate >= Double(ZoneOffsetTable.span.lowerBound), udate < Double(ZoneOffsetTable.span.upperBound)
        else { return nil }
        // ICU's calendar floors fractional milliseconds (a truncation and a
        // compare: cheaper than libm's floor).
        let truncated = Int64(udate)
        let milliseconds = Double(truncated) > udate ? truncated - 1 : truncated
        let entry = zone.index(at: milliseconds)
        for table in zoneNames where table.ranges[entry] == nil { return nil }
        let offset = zone.offsets[entry]
        return write(CivilTime(localMilliseconds: milliseconds + Int64(offset)), offset: offset, entry: entry)
    }

    /// Writes the fields into a stack buffer, then makes the one string.
    /// `entry`: the offset-table entry, read only by zone-name fields.
    private func write(_ time: CivilTime, offset: Int32, entry: Int) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength + DateTextWriter.slack) { out in
            // Not nil: the capacity is at least `slack` bytes.
            let outStart = UnsafeMutableRawPointer(out.baseAddress.unsafelyUnwrapped)
            let count = text.withUnsafeBytes { text in
                digits.pairs.withUnsafeBufferPointer { pairs in
                    digits.shortest.withUnsafeBufferPointer { shortest in
                        // Not nil: text holds at least its padding, pairs and shortest 100 words.
                        var writer = DateTextWriter(out: outStart, text: text.baseAddress.unsafelyUnwrapped,
                                                    pairs: pairs.baseAddress.unsafelyUnwrapped,
                                                    shortest: shortest.baseAddress.unsafelyUnwrapped,
                                                    digitWidth: digits.width)
                        for step in steps {
                            write(step.field, time, offset: offset, entry: entry, into: &writer)
                            writer.copy(step.suffix)
                        }
                        return writer.count
                    }
                }
            }
            return Self.string(UnsafeBufferPointer(start: out.baseAddress, count: count), isASCII: isASCII)
        }
    }

    @inline(__always)
    private func write(_ field: NativeDateField, _ time: CivilTime, offset: Int32, entry: Int,
                       into writer: inout DateTextWriter) {
        switch field {
        case .literal(let range): writer.copy(range)
        case .twoDigits(let value): writer.twoDigits(value.value(of: time))
        case .shortestDigits(let value): writer.shortestDigits(value.value(of: time))
        case .number(let value, let minimumDigits): writer.number(value.value(of: time), minimumDigits: minimumDigits)
        case .twoDigitYear: writer.twoDigits(time.year % 100)
        case .fraction(let digits):
            let shown = digits == 1 ? time.millisecond / 100 : digits == 2 ? time.millisecond / 10 : time.millisecond
            writer.number(shown, minimumDigits: min(digits, 3))
            for _ in 3..<max(3, digits) { writer.shortestDigits(0) }
        case .name(let value, let first): writer.copy(names[first + value.index(of: time)])
        case .utcOffset(let style): writer.utcOffset(offset, style: style)
        case .zoneName(let index):
            let table = zoneNames[index]
            // Checked non-nil by format(udate:).
            guard let range = table.ranges[entry] else { return }
            table.text.withUnsafeBufferPointer { writer.copy(UnsafeBufferPointer(rebasing: $0[range])) }
        }
    }

    /// The string of bytes this formatter wrote, without validating them:
    /// they are UTF-8 by construction (whole strings from ICU and ASCII
    /// digits and signs, joined at scalar boundaries).
    @inline(__always)
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            return String(copying: unsafe UTF8Span(unchecked: unsafe Span(_unsafeElements: bytes), isKnownASCII: isASCII))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
