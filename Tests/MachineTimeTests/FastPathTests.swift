@testable import MachineTime
import TestSupport
import Testing

/// The fast paths against the general parser: wherever a fast path answers, the general
/// parser must give the same instant and length; and on well-formed records the fast path
/// must actually answer (so the speed is real). Inputs: formatted instants, then mutated.
@Suite struct FastPathTests {
    static let formats: [(TimestampFormat, FastPath)] = {
        func user(_ text: String, _ path: FastPath) -> (TimestampFormat, FastPath) {
            ((try? TimestampFormat(text, year: 1970)) ?? .rfc3339, path)
        }
        return [
            (.rfc3339, .rfc3339), (.iso8601, .iso8601), (.httpDate, .layout), (.commonLog, .layout),
            (TimestampFormat.syslog.year(2024), .layout), (.unixSeconds, .unixSeconds), (.unixMillis, .unixMillis),
            user("%Y-%m-%d %H:%M:%S %z", .dateTime), user("%a, %d %b %Y %H:%M:%S %z", .layout),
            user("%Y-%m-%dT%H:%M:%S%z", .dateTime), user("%F %T", .dateTime), user("%F %T %:z", .dateTime),
            user("%Y/%m/%d %H:%M:%S", .layout), user("%F %TZ", .layout), user("%F %T%z", .dateTime), user("%d/%b/%Y:%H:%M:%S %z", .layout),
            user("%b %e %H:%M:%S", .layout), user("%e/%m/%Y %H:%M", .layout), user("%d%m%Y %H%M%S", .layout),
            user("%y%m%d %T %:z", .layout), user("%Y%m%d%H%M%S", .layout),
            user("%H:%M:%S %d.%m.%Y", .layout), user("%Y-%m-%d %H:%M:%S", .dateTime),
            // No fixed layout: a trailing white space run, %j, %s, 12-hour clock.
            user("%F %T ", .none), user("%Y %j", .none), user("%s", .none), user("%I:%M:%S %p %F", .none),
        ]
    }()

    static func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        let alphabet = Array(" 0123456789:-+ZzTt/.,aAMm\t".utf8)
        for _ in 0..<random.int(1...2) {
            let at = random.int(0...max(0, bytes.count - 1))
            switch random.int(0...3) {
            case 0 where !bytes.isEmpty: bytes[at] = random.pick(alphabet)
            case 1 where !bytes.isEmpty: bytes.remove(at: at)
            case 2: bytes.insert(random.pick(alphabet), at: min(at, bytes.count))
            default: if !bytes.isEmpty { bytes[at] = bytes[at] == 0x30 ? 0x20 : 0x30 }
            }
        }
        return bytes
    }

    @Test(arguments: 0..<formats.count)
    func fastMatchesGeneral(index: Int) {
        let (format, path) = Self.formats[index]
        #expect(format.fastPath == path, "\(format)")
        var random = SplitMix64(seed: UInt64(index) &* 7919 &+ 17)
        var hits = 0, valid = 0
        for n in 0..<6000 {
            let t = Timestamp(seconds: Int64(random.int(-62_135_596_800...253_402_300_799)), nanoseconds: Int32(random.int(0...999_999_999)))
            let offset = random.chance(4) ? 0 : random.int(-47...47) * 1800
            var bytes = Array(format.format(t, offset: offset).utf8)
            let mutated = n % 2 == 1
            if mutated { bytes = Self.mutate(bytes, &random) }
            if random.chance(3) { bytes += Array(" GET /".utf8) }
            for prefix in [false, true] {
                bytes.withUnsafeBufferPointer { buffer in
                    guard let p = buffer.baseAddress, !buffer.isEmpty else { return }
                    let fast = format.parseFast(p, 0, buffer.count, prefix: prefix)
                    let general = format.parseGeneral(p, 0, buffer.count, prefix: prefix)
                    if case .success = general, !mutated, !prefix { valid += 1 }
                    guard let fast else { return }
                    if !mutated && !prefix { hits += 1 }
                    switch general {
                    case .success(let result):
                        #expect(result.timestamp == fast.0 && result.length == fast.1,
                                "\(format) prefix \(prefix): \(String(decoding: bytes, as: UTF8.self))")
                    case .failure(let failure):
                        Issue.record("\(format) prefix \(prefix): fast path accepted \(String(decoding: bytes, as: UTF8.self)), general: \(failure.reason)")
                    }
                }
            }
        }
        if path != .none {
            // Most well-formed records take the fast path (leap seconds, years out of a path's range,
            // and odd zones such as ±hh are the general parser's).
            #expect(hits * 10 >= valid * 8, "\(format): \(hits) of \(valid)")
        }
    }

    /// Layout corner cases, each checked against the general parser.
    @Test(arguments: [
        ("%b %e %H:%M:%S", "Oct  1 22:14:15"), ("%b %e %H:%M:%S", "Oct 11 22:14:15"), ("%b %e %H:%M:%S", "oct 1 22:14:15"),
        ("%d%m %Y %H:%M", " 312 2024 10:00"), ("%e1 %Y-%m %H:%M", " 31 2024-01 10:00"), ("%F %T %z", "2024-02-29 10:00:00 Z"),
        ("%F %T %z", "2023-02-29 10:00:00 +0100"), ("%F %T %z", "2024-02-07 10:00:00 +01:00"), ("%F %T %z", "2024-02-07 10:00:00 +01"),
        ("%F %T %z", "2024-02-07 10:00:00 +2400"), ("%F %T", "2016-12-31 23:59:60"), ("%a %F %T", "Sat 2014-02-07 10:00:00"),
        ("%a, %d %b %Y %T", "Fri, 07 Feb 2014 19:00:00"), ("%a, %d %b %Y %T", "Friday, 07 Feb 2014 19:00:00"),
        ("%d %b %Y %T", "07 May 2014 19:00:00"), ("%d %b %Y %T", "07 Mai 2014 19:00:00"), ("%y%m%d %T", "690101 00:00:00"),
        ("%y%m%d %T", "680101 00:00:00"), ("%F %T", "2014-02-07\t10:00:00"), ("%F %T", " 2014-02-07 10:00:00"),
    ])
    func layoutCorners(format text: String, input: String) throws {
        let format = try TimestampFormat(text, year: 1970)
        #expect(format.fastPath == .layout || format.fastPath == .dateTime)
        var bytes = Array(input.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let p = buffer.baseAddress!
            for prefix in [false, true] {
                let fast = format.parseFast(p, 0, buffer.count, prefix: prefix)
                let general = format.parseGeneral(p, 0, buffer.count, prefix: prefix)
                if let fast {
                    guard case .success(let result) = general else {
                        Issue.record("\(text) on \(input): fast path accepted what the general parser rejects")
                        return
                    }
                    #expect(result.timestamp == fast.0 && result.length == fast.1)
                }
            }
        }
        bytes.removeAll()
    }

    @Test func daysMatchCivilDate() {
        for year in [0, 1, 4, 99, 100, 399, 400, 1600, 1900, 1969, 1970, 2000, 2024, 2100, 9999] {
            for month in 1...12 {
                for day in [1, 15, CivilDate.daysInMonth(year: year, month: month)] {
                    #expect(FastParser.days(year: year, month: month, day: day) == CivilDate.days(year: year, month: month, day: day))
                    #expect(FastParser.badDay(year: year, month: month, day: day) == 0)
                }
                #expect(FastParser.badDay(year: year, month: month, day: CivilDate.daysInMonth(year: year, month: month) + 1) == 1)
            }
        }
    }

    /// The division-free month-length check agrees with the plain one for every year of 0...9999.
    @Test func badDayFromYearHalvesMatchesBadDay() {
        for year in 0...9999 {
            for month in [1, 2, 4, 12] {
                for day in 28...32 {
                    #expect(FastParser.badDay(century: year / 100, yearOfCentury: year % 100, month: month, day: day)
                            == FastParser.badDay(year: year, month: month, day: day), "\(year)-\(month)-\(day)")
                }
            }
        }
    }
}
