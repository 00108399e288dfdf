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
            (text, (try? TimestampFormat(text)) ?? .rfc3339, .dateTime)
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
            #expect(check(format, record, name: name) == true, "\(name): a valid record missed the fast path: \(String(decoding: record, as: UTF8.self))")
            for position in record.indices {
                for byte in Self.replacements where byte != record[position] {
                    var corrupted = record
                    corrupted[position] = byte
                    corruptions += 1
                    if check(format, corrupted, name: name) == true { fastAnswers += 1 }
                }
            }
            // Truncated and extended by one byte, too.
            _ = check(format, Array(record.dropLast()), name: name)
            _ = check(format, record + [UInt8(ascii: "0")], name: name)
            if n == 0 { #expect(record.count >= 19) }
        }
        // Some corruptions are still valid records (a digit for a digit), which the fast path takes.
        #expect(fastAnswers > 0 && fastAnswers < corruptions, "\(name): \(fastAnswers) of \(corruptions)")
    }

    /// Compares the fast path with the general parser on `bytes` in whole and prefix mode, and the
    /// public `parse` with the general parser's result or error. Returns whether the fast path
    /// answered in whole mode (nil when it disagreed).
    private func check(_ format: TimestampFormat, _ bytes: [UInt8], name: String) -> Bool? {
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
            return answered
        }
    }
}
