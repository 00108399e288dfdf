@testable import MachineTime
import TestSupport
import Testing

/// The common log shapes on the layout fast path, those with a tail (a fraction, a zone after it,
/// literal bytes after the zone: bracketed CLF, Java/Hadoop and HealthApp logs) among them,
/// against the general parser: every valid seeded record takes the fast path, and on every
/// single-byte corruption, truncation and extension of it the fast path answers as the general
/// parser does or not at all, and `parse` gives the general parser's result or its exact error
/// (``DateTimeWordsDifferentialTests/check(_:_:name:)``).
@Suite struct LayoutTailDifferentialTests {
    /// How a record's parts are written: strftime text at the record's offset, a fraction of
    /// 1...9 decimals, or milliseconds with (`%3f`) or without (`%-3f`) their zeros.
    enum Piece { case text(String), decimals, millis(padded: Bool) }

    static let shapes: [(format: String, pieces: [Piece])] = [
        ("[%d/%b/%Y:%H:%M:%S %z]", [.text("[%d/%b/%Y:%H:%M:%S %z]")]),
        ("%Y-%m-%d %H:%M:%S,%f", [.text("%Y-%m-%d %H:%M:%S,"), .decimals]),
        ("%Y-%m-%d %H:%M:%S.%f", [.text("%Y-%m-%d %H:%M:%S."), .decimals]),
        ("%Y-%m-%dT%H:%M:%S.%f%z", [.text("%Y-%m-%dT%H:%M:%S."), .decimals, .text("%z")]),
        ("%Y-%m-%d %H:%M:%S.%3f %z", [.text("%Y-%m-%d %H:%M:%S."), .millis(padded: true), .text(" %z")]),
        ("[%Y-%m-%d %H:%M:%S,%f]", [.text("[%Y-%m-%d %H:%M:%S,"), .decimals, .text("]")]),
        ("%Y%m%d-%H:%M:%S:%3f", [.text("%Y%m%d-%H:%M:%S:"), .millis(padded: true)]),
        ("%Y%m%d-%H:%M:%S:%-3f", [.text("%Y%m%d-%H:%M:%S:"), .millis(padded: false)]),
        ("%y%m%d %H%M%S", [.text("%y%m%d %H%M%S")]),
        ("%b %e %H:%M:%S", [.text("%b %e %H:%M:%S")]),
        ("%d/%b/%Y:%H:%M:%S %z", [.text("%d/%b/%Y:%H:%M:%S %z")]),
    ]

    static func record(_ pieces: [Piece], _ t: Timestamp, offset: Int, _ random: inout SplitMix64) -> [UInt8] {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let format):
                text += (try? TimestampFormat(format, year: 1970))?.format(t, offset: offset) ?? "?"
            case .decimals:
                let digits = random.int(1...9)
                let value = random.int(0...999_999_999) % StrptimeParser.pow10[digits]
                let written = String(value)
                text += String(repeating: "0", count: digits - written.count) + written
            case .millis(let padded):
                let value = String(random.int(0...999))
                text += padded ? String(repeating: "0", count: 3 - value.count) + value : value
            }
        }
        return Array(text.utf8)
    }

    @Test(arguments: 0..<shapes.count)
    func corruptionsMatchGeneralParser(index: Int) throws {
        let (text, pieces) = Self.shapes[index]
        let format = try TimestampFormat(text, year: 1970)
        #expect(format.fastPath == .layout, "\(text)")
        var random = SplitMix64(seed: UInt64(index) &+ 0x7A11)
        var fastAnswers = 0, corruptions = 0
        for _ in 0..<60 {
            let t = Timestamp(seconds: Int64(random.int(-62_167_132_800...253_402_214_399)))
            let offset = random.chance(4) ? 0 : random.int(-1439...1439) * 60
            let record = Self.record(pieces, t, offset: offset, &random)
            let valid = record.withUnsafeBufferPointer { buffer in
                guard let p = buffer.baseAddress else { return false }
                if case .success = format.parseGeneral(p, 0, buffer.count, prefix: false) { return true }
                return false
            }
            let answered = DateTimeWordsDifferentialTests.check(format, record, name: text)
            // A valid record (every one but a February 29 read in 1970) takes the fast path.
            #expect(!valid || answered == true, "\(text): a valid record missed the fast path: \(String(decoding: record, as: UTF8.self))")
            for position in record.indices {
                for byte in DateTimeWordsDifferentialTests.replacements where byte != record[position] {
                    var corrupted = record
                    corrupted[position] = byte
                    corruptions += 1
                    if DateTimeWordsDifferentialTests.check(format, corrupted, name: text) == true { fastAnswers += 1 }
                }
            }
            // Cut short, a byte more, a digit more (a fraction's run grows), and text after it.
            _ = DateTimeWordsDifferentialTests.check(format, Array(record.dropLast()), name: text)
            _ = DateTimeWordsDifferentialTests.check(format, Array(record.dropLast(2)), name: text)
            _ = DateTimeWordsDifferentialTests.check(format, record + [UInt8(ascii: "0")], name: text)
            _ = DateTimeWordsDifferentialTests.check(format, record + Array("0]".utf8), name: text)
            _ = DateTimeWordsDifferentialTests.check(format, record + Array(" INFO [main]".utf8), name: text)
            _ = DateTimeWordsDifferentialTests.check(format, Array("request from ".utf8) + record.suffix(12), name: text)
        }
        #expect(fastAnswers > 0 && fastAnswers < corruptions, "\(text): \(fastAnswers) of \(corruptions)")
    }

    /// Tails the layout refuses at compile time, because the general parser's op could read on
    /// into the next bytes (a digit after a fraction or zone), or the tail has no fixed end.
    @Test(arguments: ["%Y-%m-%d %H:%M:%S.%f5", "%Y-%m-%d %H:%M:%S %z5", "%Y-%m-%d %H:%M:%S.%f ",
                      "%Y-%m-%d %H:%M:%S %z %z", "%Y-%m-%d %H:%M:%S.%f.%f", "%Y-%m-%d %H:%M:%S.%f %H"])
    func tailsWithoutAFixedEndHaveNoLayout(format text: String) throws {
        #expect(try TimestampFormat(text, year: 1970).fastPath == .none)
    }
}
