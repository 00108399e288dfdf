@testable import MachineTime
import Testing

/// The direct RFC 3339 writer of `intl timestamps --output rfc3339` against the general one.
@Suite struct RFC3339WriterTests {
    @Test func fourDigitYearCivilDatesMatchTheGeneralConversionOnEveryDay() {
        let range = CivilDate.fourDigitYearDays
        #expect(CivilDate.civil(days: range.lowerBound) == (0, 1, 1))
        #expect(CivilDate.civil(days: range.upperBound) == (9999, 12, 31))
        var mismatches = 0
        for days in range {
            let general = CivilDate.civil(days: days), fast = CivilDate.civil(fourDigitYearDays: days)
            if Int64(fast.year) != general.year || Int(fast.month) != general.month || Int(fast.day) != general.day {
                mismatches += 1
            }
        }
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
        let format = TimestampFormat.rfc3339, timestamp = Timestamp(seconds: seconds)
        var bytes = [UInt8](repeating: 0, count: TimestampFormat.directWriterCapacity)
        let count = bytes.withUnsafeMutableBufferPointer { format.writeDirect(timestamp, to: $0.baseAddress!) }
        #expect(count.map { String(decoding: bytes[..<$0], as: UTF8.self) } == expected)
        #expect(format.format(timestamp) == expected)
    }

    @Test func directWriterLeavesOtherRecordsAndFormatsToTheGeneralOne() throws {
        var bytes = [UInt8](repeating: 0, count: TimestampFormat.directWriterCapacity)
        func direct(_ format: TimestampFormat, _ timestamp: Timestamp) -> Int? {
            bytes.withUnsafeMutableBufferPointer { format.writeDirect(timestamp, to: $0.baseAddress!) }
        }
        #expect(direct(.rfc3339, Timestamp(seconds: 253_402_300_800)) == nil)   // year 10000
        #expect(direct(.rfc3339, Timestamp(seconds: -62_167_219_201)) == nil)   // year -1
        #expect(direct(.rfc3339, Timestamp(seconds: 0, nanoseconds: 5_000_000)) == nil)
        #expect(direct(TimestampFormat.rfc3339.defaultOffset(3600), Timestamp(seconds: 0)) == nil)
        #expect(direct(try TimestampFormat("%Y-%m-%dT%H:%M:%SZ"), Timestamp(seconds: 0)) == nil)
        #expect(TimestampFormat.rfc3339.format(Timestamp(seconds: 253_402_300_800)) == "10000-01-01T00:00:00Z")
    }
}
