// A reader of TZif files (RFC 8536, versions 1 to 3, and version 4's header): the compiled form
// of the tz database in /usr/share/zoneinfo.
//
// Every count in a header is checked against this reader's limits and against the bytes that
// remain before anything is allocated, so a hostile file costs at most its own length in work
// and memory, and every defect is a `TimeZoneError.malformedTZif`, never a trap.

/// The parts of a TZif file a zone needs: the transitions of the 64-bit block when the file has
/// one (version 2 and later), of the 32-bit block otherwise, and the footer rule.
struct TZifContent: Sendable, Hashable {
    /// Instants (UTC seconds) at which the local time type changes, strictly ascending.
    var transitions: [Int64]
    /// For each transition, the index in `types` of the type in force from it on.
    var transitionTypes: [UInt8]
    /// The local time types; type 0 is in force before the first transition.
    var types: [ZoneOffset]
    /// The POSIX TZ string of the footer (version 2 and later), nil when absent or empty.
    var footer: String?
}

enum TZif {
    /// No real zone comes near these (2025 files: under 4 KiB, under 240 transitions, under
    /// 20 types); they only bound what a hostile file can make this reader allocate.
    static let maximumFileSize = 1 << 20
    /// 64 KiB of 64-bit transition times.
    static let maximumTransitions = 8_192
    /// A type index is one byte.
    static let maximumTypes = 256
    static let maximumAbbreviationBytes = 4_096
    static let headerSize = 44

    /// Reads a whole TZif file; `zone` only names it in errors.
    static func parse(_ bytes: [UInt8], zone: String) throws(TimeZoneError) -> TZifContent {
        do {
            return try parse(bytes)
        } catch {
            throw .malformedTZif(zone: zone, problem: error)
        }
    }

    static func parse(_ bytes: [UInt8]) throws(TimeZoneError.TZifProblem) -> TZifContent {
        guard bytes.count <= maximumFileSize else {
            throw .countTooLarge(field: "file size", value: UInt32(clamping: bytes.count), limit: maximumFileSize)
        }
        var reader = BigEndianReader(bytes: bytes)
        let first = try Header.read(&reader)
        if first.version == 0 {
            return try DataBlock.read(&reader, header: first, timeSize: 4)
        }
        // Version 2+: skip the 32-bit block (its length checked like any other), then read the
        // 64-bit block, which also covers instants before 1901 and after 2038, and the footer.
        try reader.skip(first.dataLength(timeSize: 4), part: "version 1 data block")
        let second = try Header.read(&reader)
        var content = try DataBlock.read(&reader, header: second, timeSize: 8)
        content.footer = try readFooter(&reader)
        return content
    }

    /// `\n<POSIX TZ string>\n`; an empty string means no rule.
    private static func readFooter(_ reader: inout BigEndianReader) throws(TimeZoneError.TZifProblem) -> String? {
        let rest = reader.remaining
        guard rest.first == UInt8(ascii: "\n"),
              let end = rest.dropFirst().firstIndex(of: UInt8(ascii: "\n")) else { throw .invalidFooter }
        let text = rest[(rest.startIndex + 1)..<end]
        guard text.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { throw .invalidFooter }
        return text.isEmpty ? nil : String(decoding: text, as: UTF8.self)
    }
}

extension TZif {
    /// The 44-byte header: magic, version, 15 unused bytes, six big-endian counts.
    struct Header {
        var version: UInt8
        var isutcnt: Int, isstdcnt: Int, leapcnt: Int, timecnt: Int, typecnt: Int, charcnt: Int

        static func read(_ reader: inout BigEndianReader) throws(TimeZoneError.TZifProblem) -> Header {
            try reader.require(TZif.headerSize, part: "header")
            guard reader.take(4) == Array("TZif".utf8) else { throw .badMagic }
            let version = reader.byte()
            guard version == 0 || (UInt8(ascii: "2")...UInt8(ascii: "4")).contains(version) else {
                throw .unsupportedVersion(version)
            }
            _ = reader.take(15)
            let counts = (0..<6).map { _ in reader.uint32() }
            let header = Header(version: version, isutcnt: Int(counts[0]), isstdcnt: Int(counts[1]),
                                leapcnt: Int(counts[2]), timecnt: Int(counts[3]),
                                typecnt: Int(counts[4]), charcnt: Int(counts[5]))
            try header.validate(counts)
            return header
        }

        /// The limits, then the consistency RFC 8536 §3.1 requires.
        private func validate(_ counts: [UInt32]) throws(TimeZoneError.TZifProblem) {
            let limits = [("isutcnt", TZif.maximumTypes), ("isstdcnt", TZif.maximumTypes),
                          ("leapcnt", TZif.maximumTransitions), ("timecnt", TZif.maximumTransitions),
                          ("typecnt", TZif.maximumTypes), ("charcnt", TZif.maximumAbbreviationBytes)]
            for (index, (field, limit)) in limits.enumerated() where Int(counts[index]) > limit {
                throw .countTooLarge(field: field, value: counts[index], limit: limit)
            }
            guard typecnt > 0 else { throw .inconsistentCount(field: "typecnt", value: 0) }
            guard isutcnt == 0 || isutcnt == typecnt else {
                throw .inconsistentCount(field: "isutcnt", value: counts[0])
            }
            guard isstdcnt == 0 || isstdcnt == typecnt else {
                throw .inconsistentCount(field: "isstdcnt", value: counts[1])
            }
        }

        /// The data block's length; the counts are bounded, so this cannot overflow.
        func dataLength(timeSize: Int) -> Int {
            timecnt * timeSize + timecnt + typecnt * 6 + charcnt
                + leapcnt * (timeSize + 4) + isstdcnt + isutcnt
        }
    }

    /// The data block after a header: transition times, their type indices, the local time
    /// types, the abbreviation bytes, then leap-second records and the two indicator arrays.
    enum DataBlock {
        static func read(_ reader: inout BigEndianReader, header: Header,
                         timeSize: Int) throws(TimeZoneError.TZifProblem) -> TZifContent {
            try reader.require(header.dataLength(timeSize: timeSize), part: "data block")
            // Leap seconds make the file's instants TAI-like counts, not POSIX seconds: refuse
            // rather than be silently off by up to 27 s.
            guard header.leapcnt == 0 else { throw .leapSeconds(count: UInt32(header.leapcnt)) }
            let transitions = try readTransitions(&reader, count: header.timecnt, timeSize: timeSize)
            let indices = reader.take(header.timecnt)
            for (index, type) in indices.enumerated() where Int(type) >= header.typecnt {
                throw .typeIndexOutOfRange(transition: index, type: type, typeCount: header.typecnt)
            }
            let rawTypes = (0..<header.typecnt).map { _ in (reader.int32(), reader.byte(), reader.byte()) }
            let characters = reader.take(header.charcnt)
            _ = reader.take(header.isstdcnt + header.isutcnt)
            var types: [ZoneOffset] = []
            types.reserveCapacity(rawTypes.count)
            for (index, (offset, isDST, abbreviationIndex)) in rawTypes.enumerated() {
                types.append(try localTimeType(index: index, offset: offset, isDST: isDST,
                                               abbreviationIndex: abbreviationIndex, characters: characters))
            }
            return TZifContent(transitions: transitions, transitionTypes: indices, types: types, footer: nil)
        }

        private static func readTransitions(_ reader: inout BigEndianReader, count: Int,
                                            timeSize: Int) throws(TimeZoneError.TZifProblem) -> [Int64] {
            var transitions: [Int64] = []
            transitions.reserveCapacity(count)
            for index in 0..<count {
                let time = timeSize == 8 ? reader.int64() : Int64(reader.int32())
                if let last = transitions.last, time <= last { throw .transitionsNotAscending(index: index) }
                transitions.append(time)
            }
            return transitions
        }

        private static func localTimeType(index: Int, offset: Int32, isDST: UInt8, abbreviationIndex: UInt8,
                                           characters: [UInt8]) throws(TimeZoneError.TZifProblem) -> ZoneOffset {
            guard (-89_999...93_599).contains(offset) else { throw .offsetOutOfRange(type: index, seconds: offset) }
            guard isDST <= 1 else { throw .invalidDSTFlag(type: index, value: isDST) }
            let start = Int(abbreviationIndex)
            guard start < characters.count,
                  let end = characters[start...].firstIndex(of: 0) else {
                throw .invalidAbbreviation(type: index, index: abbreviationIndex)
            }
            return ZoneOffset(seconds: Int(offset),
                              abbreviation: String(decoding: characters[start..<end], as: UTF8.self),
                              isDaylightSaving: isDST == 1)
        }
    }
}

/// Big-endian reads over bytes whose length the caller has checked with ``require(_:part:)``;
/// past the end, reads return zeros instead of trapping, as a second line of defence.
struct BigEndianReader {
    private let bytes: [UInt8]
    private(set) var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var remaining: ArraySlice<UInt8> { bytes[min(position, bytes.count)...] }

    func require(_ count: Int, part: String) throws(TimeZoneError.TZifProblem) {
        let available = bytes.count - position
        guard count <= available else { throw .truncated(part: part, needed: count, available: available) }
    }

    mutating func skip(_ count: Int, part: String) throws(TimeZoneError.TZifProblem) {
        try require(count, part: part)
        position += count
    }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func take(_ count: Int) -> [UInt8] {
        let end = min(position + count, bytes.count)
        defer { position = end }
        return Array(bytes[min(position, end)..<end])
    }

    mutating func uint32() -> UInt32 {
        (0..<4).reduce(0) { value, _ in value << 8 | UInt32(byte()) }
    }

    mutating func int32() -> Int32 { Int32(bitPattern: uint32()) }

    mutating func int64() -> Int64 {
        Int64(bitPattern: UInt64(uint32()) << 32 | UInt64(uint32()))
    }
}
