@testable import MachineTime
import TestSupport
import Testing

/// The word-at-a-time date-time paths (RFC 3339 and `%Y-%m-%d?%H:%M:%S[?][zone]` layouts)
/// against the general parser, on seeded valid records and on every single-byte corruption
/// of them: wherever the fast path answers, the general parser gives the same instant and
/// length; the public `parse` gives the general parser's result or its exact error; and
/// every valid record takes the fast path.
@Suite struct DateTimeWordsDifferentialTests {
    /// Formats served by the paths, with how their records are written.
    static let formats: [(name: String, format: TimestampFormat, path: FastPath)] = {
        func user(_ text: String) -> (String, TimestampFormat, FastPath) {
            (text, (try? TimestampFormat(text, year: 1970)) ?? .rfc3339, .dateTime)
        }
        return [
            ("rfc3339", .rfc3339, .rfc3339), user("%Y-%m-%d %H:%M:%S %z"), user("%Y-%m-%dT%H:%M:%S%z"),
            user("%F %T %:z"), user("%F %T"),
        ]
    }()

    /// Bytes a corruption writes: each template byte's neighbours, digits, separators, zone
    /// letters and signs, and bytes far outside ASCII.
    static let replacements: [UInt8] = Array("0123456789 -+:.,TtZz/".utf8) + [0x00, 0x1F, 0x2F, 0x3A, 0x7F, 0x80, 0xB0, 0xFF]

    /// Seeded records: random instants of years 0...9999, offsets in whole and odd minutes,
    /// both signs, and `Z` (offset 0).
    static func records(_ format: TimestampFormat, seed: UInt64, count: Int) -> [[UInt8]] {
        var random = SplitMix64(seed: seed)
        var records: [[UInt8]] = []
        // 0000-01-02, 9999-12-30T23:59:59 (a day inside years 0...9999, which an offset cannot
        // leave), the epoch, and 2000-02-29.
        let edges: [Int64] = [-62_167_132_800, 253_402_214_399, 0, 951_782_400, 951_868_799]
        for n in 0..<count {
            let seconds = n < edges.count ? edges[n] : Int64(random.int(-62_167_132_800...253_402_214_399))
            let offset = random.chance(4) ? 0 : random.int(-1439...1439) * 60
            records.append(Array(format.format(Timestamp(seconds: seconds), offset: offset).utf8))
        }
        return records
    }

    @Test(arguments: 0..<formats.count)
    func corruptionsMatchGeneralParser(index: Int) {
        let (name, format, path) = Self.formats[index]
        #expect(format.fastPath == path, "\(name)")
        var fastAnswers = 0, corruptions = 0
        for (n, record) in Self.records(format, seed: UInt64(index) &+ 0x5EED, count: 160).enumerated() {
            #expect(Self.check(format, record, name: name) == true, "\(name): a valid record missed the fast path: \(String(decoding: record, as: UTF8.self))")
            for position in record.indices {
                for byte in Self.replacements where byte != record[position] {
                    var corrupted = record
                    corrupted[position] = byte
                    corruptions += 1
                    if Self.check(format, corrupted, name: name) == true { fastAnswers += 1 }
                }
            }
            // Truncated and extended by one byte, cut after the time, and words for the date, too.
            _ = Self.check(format, Array(record.dropLast()), name: name)
            _ = Self.check(format, Array(record.prefix(19)), name: name)
            _ = Self.check(format, Array(record.prefix(20)), name: name)
            _ = Self.check(format, Array("request from ".utf8) + record.dropFirst(11).prefix(8), name: name)
            _ = Self.check(format, record + [UInt8(ascii: "0")], name: name)
            if n == 0 { #expect(record.count >= 19) }
        }
        // Some corruptions are still valid records (a digit for a digit), which the fast path takes.
        #expect(fastAnswers > 0 && fastAnswers < corruptions, "\(name): \(fastAnswers) of \(corruptions)")
    }

    /// Compares the fast path with the general parser on `bytes` in whole and prefix mode, and the
    /// public `parse` with the general parser's result or error. Returns whether the fast path
    /// answered in whole mode (nil when it disagreed). Also used by ``LayoutTailDifferentialTests``.
    static func check(_ format: TimestampFormat, _ bytes: [UInt8], name: String) -> Bool? {
        bytes.withUnsafeBufferPointer { buffer -> Bool? in
            guard let p = buffer.baseAddress, !buffer.isEmpty else { return false }
            var answered = false
            for prefix in [false, true] {
                let general = format.parseGeneral(p, 0, buffer.count, prefix: prefix)
                guard let fast = format.parseFast(p, 0, buffer.count, prefix: prefix) else { continue }
                if !prefix { answered = true }
                guard case .success(let result) = general, result.timestamp == fast.0, result.length == fast.1 else {
                    Issue.record("\(name) prefix \(prefix): fast \(fast), general \(general) on \(String(decoding: bytes, as: UTF8.self))")
                    return nil
                }
            }
            let expected: Result<Timestamp, StrptimeError>
            switch format.parseGeneral(p, 0, buffer.count, prefix: false) {
            case .success(let result): expected = .success(result.timestamp)
            case .failure(let failure): expected = .failure(format.makeError(failure, p, 0, buffer.count, line: 1))
            }
            let actual = Result { () throws(StrptimeError) in try format.parse(UnsafeRawBufferPointer(buffer)) }
            #expect(actual == expected, "\(name): \(String(decoding: bytes, as: UTF8.self))")
            // A refused record's error as the batch parser finds it (fastPathFailure first) is the general parser's.
            if !answered, case .failure(let error) = expected {
                let refused = format.parseRefused(p, 0, buffer.count, prefix: false)
                    .mapError { format.makeError($0, p, 0, buffer.count, line: 1) }.map(\.timestamp)
                #expect(refused == .failure(error), "\(name): \(String(decoding: bytes, as: UTF8.self))")
            }
            return answered
        }
    }

    /// The damage a log shows most (a bad month or hour, words for a date, no offset, a day the
    /// month lacks, text after a `%z` zone) is told without the general parser, with its exact message.
    @Test(arguments: [
        ("%Y-%m-%d %H:%M:%S %z", "2014-13-07 12:00:00 -0700",
         "line 1, column 6: %m: month 13 is not in 1...12 (input \"2014-13-07 12:00:00 -0700\", format \"%Y-%m-%d %H:%M:%S %z\")"),
        ("%Y-%m-%d %H:%M:%S %z", "2014-02-07 24:00:00 -0700",
         "line 1, column 12: %H: hour 24 is not in 0...23 (input \"2014-02-07 24:00:00 -0700\", format \"%Y-%m-%d %H:%M:%S %z\")"),
        ("%Y-%m-%d %H:%M:%S %z", "request from 12:00:00",
         "line 1, column 1: %Y: expected a digit, found \"r\" (input \"request from 12:00:00\", format \"%Y-%m-%d %H:%M:%S %z\")"),
        ("%Y-%m-%d %H:%M:%S %z", "2014-02-07 12:00:00",
         "line 1, column 20: %z: expected a UTC offset (Z, +hh, +hhmm or +hh:mm), found end of input (input \"2014-02-07 12:00:00\", format \"%Y-%m-%d %H:%M:%S %z\")"),
        ("%Y-%m-%d %H:%M:%S %z", "2014-02-30 12:00:00 +0000",
         "line 1, column 9: %d: 2014-02-30 does not exist (February 2014 has 28 days) (input \"2014-02-30 12:00:00 +0000\", format \"%Y-%m-%d %H:%M:%S %z\")"),
        ("%Y-%m-%d %H:%M:%S %z", "2014-02-07 12:00:00 -0700 GET /index.html",
         "line 1, column 26: unexpected trailing input \" GET /index.html\" (input \"2014-02-07 12:00:00 -0700 GET /index.html\", format \"%Y-%m-%d %H:%M:%S %z\")"),
        ("rfc3339", "2014-13-07T12:00:00-07:00",
         "line 1, column 6: %m: month 13 is not in 1...12 (input \"2014-13-07T12:00:00-07:00\", format \"rfc3339\")"),
        ("rfc3339", "2014-02-07T12:00:00",
         "line 1, column 20: %:z: expected a UTC offset (Z, +hh, +hhmm or +hh:mm), found end of input (input \"2014-02-07T12:00:00\", format \"rfc3339\")"),
        ("rfc3339", "2014-02-30T12:00:00.5Z",
         "line 1, column 9: %d: 2014-02-30 does not exist (February 2014 has 28 days) (input \"2014-02-30T12:00:00.5Z\", format \"rfc3339\")"),
        ("rfc3339", "",
         "line 1, column 1: %Y: expected a digit, found end of input (input \"\", format \"rfc3339\")"),
    ])
    func commonDamageIsToldWithoutTheGeneralParser(format text: String, record: String, message: String) throws {
        let format = text == "rfc3339" ? TimestampFormat.rfc3339 : try TimestampFormat(text, year: 1970)
        var bytes = Array(record.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            // A stand-in byte for the empty record: never read (the count is 0).
            withUnsafePointer(to: 0 as UInt8) { empty in
                let p = buffer.baseAddress ?? empty
                #expect(format.fastPathFailure(p, 0, buffer.count) != nil, "\(record)")
            }
        }
        bytes.append(0x0A)
        let batch = format.parseRecords(bytes)
        #expect(batch.errors.map(\.description) == [message])
    }
}
