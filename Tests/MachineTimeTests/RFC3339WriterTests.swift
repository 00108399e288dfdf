@testable import MachineTime
import Testing

/// The direct RFC 3339 writer of `intl timestamps --output rfc3339` against the general one.
@Suite struct RFC3339WriterTests {
    /// The general strftime writer of the same text (not RFC 3339 to the template, so it never
    /// takes the direct writer).
    static let general = try! TimestampFormat("%Y-%m-%dT%H:%M:%SZ")

    /// What the direct writer writes, or nil where it leaves the instant.
    static func direct(_ timestamp: Timestamp) -> String? {
        var bytes = [UInt8](repeating: 0, count: Timestamp.rfc3339Width)
        let count = bytes.withUnsafeMutableBufferPointer { timestamp.writeRFC3339(to: $0.baseAddress!) }
        return count.map { String(decoding: bytes[..<$0], as: UTF8.self) }
    }

    @Test func fourDigitYearCivilDatesMatchTheGeneralConversionOnEveryDay() {
        #expect(CivilDate.civil(daysSinceYear0: 0) == (0, 1, 1))
        #expect(CivilDate.civil(daysSinceYear0: CivilDate.fourDigitYearDayCount - 1) == (9999, 12, 31))
        var mismatches = 0
        for days in 0..<CivilDate.fourDigitYearDayCount {
            let general = CivilDate.civil(days: Int64(days) - 719_528), fast = CivilDate.civil(daysSinceYear0: days)
            if Int64(fast.year) != general.year || Int(fast.month) != general.month || Int(fast.day) != general.day {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
    }

    /// Every day of years 0...9999, at a second of the day that moves from day to day: the
    /// written fields read back as the general conversion's, the punctuation in place. (Reading
    /// the digits back instead of running the general writer 3.65 M times keeps the test short.)
    @Test func directWriterWritesEveryDayOfFourDigitYears() {
        var bytes = [UInt8](repeating: 0, count: Timestamp.rfc3339Width)
        var mismatches = 0
        for days in Int64(-719_528)...2_932_896 {
            let secondOfDay = (days &* 7_919) & 0xFFFF
            let date = CivilDate.civil(days: days)
            let count = bytes.withUnsafeMutableBufferPointer {
                Timestamp(seconds: days * 86_400 + secondOfDay).writeRFC3339(to: $0.baseAddress!)
            }
            func number(_ at: Int, _ digits: Int) -> Int64 {
                bytes[at..<(at + digits)].reduce(0) { $0 * 10 + Int64($1) - 48 }
            }
            let fields = [number(0, 4), number(5, 2), number(8, 2), number(11, 2), number(14, 2), number(17, 2)]
            let expected = [date.year, Int64(date.month), Int64(date.day), secondOfDay / 3600, secondOfDay / 60 % 60,
                            secondOfDay % 60]
            let punctuation = [bytes[4], bytes[7], bytes[10], bytes[13], bytes[16], bytes[19]]
            if count != 20 || fields != expected || punctuation != Array("--T::Z".utf8) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    /// Every second of a leap day and a day in every 97 across years 0...9999: the same bytes as
    /// the general writer.
    @Test func directWriterWritesWhatTheGeneralWriterWrites() {
        var general: [UInt8] = [], bytes = [UInt8](repeating: 0, count: Timestamp.rfc3339Width)
        var mismatches = 0
        func check(_ seconds: Int64) {
            general.removeAll(keepingCapacity: true)
            Self.general.format(Timestamp(seconds: seconds), into: &general)
            let count = bytes.withUnsafeMutableBufferPointer { Timestamp(seconds: seconds).writeRFC3339(to: $0.baseAddress!) }
            if count != general.count || !bytes.starts(with: general) { mismatches += 1 }
        }
        for second in Int64(0)..<86_400 { check(951_782_400 + second) }   // 2000-02-29
        for days in stride(from: Int64(-719_528), through: 2_932_896, by: 97) { check(days * 86_400 + (days &* 7_919) & 0xFFFF) }
        #expect(mismatches == 0)
    }

    @Test(arguments: [
        (0 as Int64, "1970-01-01T00:00:00Z"),
        (-1, "1969-12-31T23:59:59Z"),
        (-62_167_219_200, "0000-01-01T00:00:00Z"),
        (253_402_300_799, "9999-12-31T23:59:59Z"),
        (951_827_696, "2000-02-29T12:34:56Z"),
        (-11_670_998_400, "1600-02-29T00:00:00Z"), (-11_670_912_000, "1600-03-01T00:00:00Z"),
        (1_391_799_600, "2014-02-07T19:00:00Z"),
    ])
    func directWriterWritesWhatTheFormatWrites(seconds: Int64, expected: String) {
        let timestamp = Timestamp(seconds: seconds)
        #expect(Self.direct(timestamp) == expected)
        #expect(TimestampFormat.rfc3339.format(timestamp) == expected)
    }

    @Test func directWriterLeavesOtherRecordsAndFormatsToTheGeneralOne() throws {
        #expect(Self.direct(Timestamp(seconds: 253_402_300_800)) == nil)   // year 10000
        #expect(Self.direct(Timestamp(seconds: -62_167_219_201)) == nil)   // year -1
        #expect(Self.direct(Timestamp(seconds: .max)) == nil)              // wraps past the bound
        #expect(Self.direct(Timestamp(seconds: .min)) == nil)
        #expect(Self.direct(Timestamp(seconds: 0, nanoseconds: 5_000_000)) == nil)
        #expect(TimestampFormat.rfc3339.hasDirectWriter)
        #expect(!TimestampFormat.rfc3339.defaultOffset(3600).hasDirectWriter)
        #expect(try !TimestampFormat("%Y-%m-%dT%H:%M:%SZ").hasDirectWriter)
        #expect(TimestampFormat.rfc3339.format(Timestamp(seconds: 253_402_300_800)) == "10000-01-01T00:00:00Z")
    }
}
