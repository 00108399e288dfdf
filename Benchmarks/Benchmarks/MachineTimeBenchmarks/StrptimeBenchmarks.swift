// MachineTime against glibc strptime_l + timegm and Foundation, in the same run.
// Inputs: 1,000,000 distinct timestamps per layout from a seeded generator, built
// once (lazily, before the first measurement) and never inside a measured region.
import Benchmark
import BenchmarkSupport
import CBaselines
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MachineTime

/// One layout's records: newline-separated for the bulk API, NUL-terminated for C, and as Strings.
struct Corpus: Sendable {
    let lines: [UInt8]
    let cStrings: [UInt8]
    let starts: [Int]
    let lengths: [Int]
    let strings: [String]
    var count: Int { starts.count }

    /// `count` records formatted by `render` from distinct instants (1970...2100) and offsets.
    init(count: Int, seed: UInt64, render: (Timestamp, Int, inout SplitMix64) -> String) {
        var random = SplitMix64(state: seed)
        var lines: [UInt8] = [], cStrings: [UInt8] = [], starts: [Int] = [], lengths: [Int] = [], strings: [String] = []
        lines.reserveCapacity(count * 32); cStrings.reserveCapacity(count * 32)
        let span: Int64 = 4_102_444_800   // 1970...2100
        for n in 0..<count {
            // Distinct: a random second in each of `count` equal slices of the span.
            let slice = span / Int64(count)
            let seconds = Int64(n) * slice + Int64(random.next() % UInt64(slice))
            let offset = random.int(-47...47) * 1800
            let text = render(Timestamp(seconds: seconds, nanoseconds: Int32(random.next() % 1_000_000_000)), offset, &random)
            starts.append(cStrings.count)
            lengths.append(text.utf8.count)
            cStrings.append(contentsOf: text.utf8); cStrings.append(0)
            lines.append(contentsOf: text.utf8); lines.append(0x0A)
            strings.append(text)
        }
        self.lines = lines; self.cStrings = cStrings; self.starts = starts; self.lengths = lengths; self.strings = strings
    }
}

func utc(_ format: TimestampFormat) -> (Timestamp, Int, inout SplitMix64) -> String {
    { t, offset, _ in format.format(Timestamp(seconds: t.seconds), offset: offset) }
}

enum Corpora {
    static let count = 1_000_000
    static let dateTimeZone = try! TimestampFormat("%Y-%m-%d %H:%M:%S %z")
    static let generic = try! TimestampFormat("%a, %d %b %Y %H:%M:%S %z")
    static let rfc3339 = Corpus(count: count, seed: 1) { t, offset, random in
        // Fixed-width RFC 3339: Z or ±hh:mm, no fraction.
        TimestampFormat.rfc3339.format(Timestamp(seconds: t.seconds), offset: random.next() % 4 == 0 ? 0 : offset)
    }
    static let rfc3339Fraction = Corpus(count: count, seed: 2) { t, offset, _ in
        TimestampFormat.rfc3339.format(Timestamp(seconds: t.seconds, nanoseconds: t.nanoseconds / 1000 * 1000), offset: offset)
    }
    static let dateTimeZoneRecords = Corpus(count: count, seed: 3, render: utc(dateTimeZone))
    static let iso8601 = Corpus(count: count, seed: 4) { t, offset, random in
        let extended = TimestampFormat.iso8601.format(Timestamp(seconds: t.seconds), offset: offset)
        switch random.next() % 3 {
        case 0: return extended
        case 1: return String(extended.prefix(10))                                     // date only
        default:                                                                        // basic
            // Drop the date and time separators but keep an offset's sign.
            let (date, rest) = (extended.prefix(10), extended.dropFirst(10))
            return date.filter { $0 != "-" } + String(rest.prefix(9)).filter { $0 != ":" }
                + String(rest.dropFirst(9)).filter { $0 != ":" }
        }
    }
    static let httpDate = Corpus(count: count, seed: 5, render: utc(.httpDate))
    static let commonLog = Corpus(count: count, seed: 6, render: utc(.commonLog))
    static let syslog = Corpus(count: count, seed: 7) { t, _, _ in
        TimestampFormat.syslog.format(Timestamp(seconds: t.seconds % 31_536_000))
    }
    static let unixSeconds = Corpus(count: count, seed: 8, render: utc(.unixSeconds))
    static let unixMillis = Corpus(count: count, seed: 9) { t, _, _ in
        TimestampFormat.unixMillis.format(Timestamp(seconds: t.seconds, nanoseconds: t.nanoseconds / 1_000_000 * 1_000_000))
    }
    static let genericRecords = Corpus(count: count, seed: 10, render: utc(generic))
}

/// glibc's strptime_l (a GNU extension the Glibc module does not import) and the C locale.
enum GlibcPeer {
    typealias StrptimeL = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?,
                                          UnsafeMutablePointer<tm>?, locale_t?) -> UnsafeMutablePointer<CChar>?
    static let strptime: StrptimeL = unsafeBitCast(dlsym(dlopen(nil, RTLD_NOW), "strptime_l"), to: StrptimeL.self)
    /// Created once, never changed or freed; strptime_l only reads it.
    nonisolated(unsafe) static let cLocale: locale_t? = newlocale((1 << LC_TIME) | (1 << LC_CTYPE), "C", nil)
}

extension Corpus {
    /// Calls `body` with each NUL-terminated record's bytes (the NUL excluded). The loop every
    /// peer shares: unchecked pointer arithmetic, so that the harness costs a few instructions
    /// per record and the rows measure the parsers.
    @inline(__always)
    func forEachRecord(_ body: (UnsafePointer<UInt8>, Int) -> Void) {
        cStrings.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                lengths.withUnsafeBufferPointer { lengths in
                    guard let base = bytes.baseAddress else { return }
                    for n in 0..<starts.count { body(base + starts[n], lengths[n]) }
                }
            }
        }
    }
}

/// Every peer folds its results into one checksum (0 for a failed parse), handed to
/// `blackHole` once: the work cannot be dropped, and no generic call is made per record.
@inline(__always)
func parseAll(_ format: TimestampFormat, _ corpus: Corpus) {
    var checksum: Int64 = 0
    corpus.forEachRecord { record, count in
        checksum &+= (try? format.parse(UnsafeRawBufferPointer(start: record, count: count)))?.seconds ?? 0
    }
    blackHole(checksum)
}

/// The hand-written scalar C parser (CBaselines) on the same records.
@inline(__always)
func cBaselineAll(_ corpus: Corpus) {
    var checksum: Int64 = 0
    corpus.forEachRecord { record, count in
        var seconds: Int64 = 0
        var nanoseconds: Int32 = 0
        let ok = cbaseline_parse_rfc3339(UnsafeRawPointer(record).assumingMemoryBound(to: CChar.self), count,
                                         &seconds, &nanoseconds)
        checksum &+= ok != 0 ? seconds : 0
    }
    blackHole(checksum)
}

@inline(__always)
func glibcAll(_ format: String, _ corpus: Corpus) {
    var checksum = 0
    format.withCString { cFormat in
        corpus.forEachRecord { record, count in
            var fields = tm()
            fields.tm_mday = 1
            let end = GlibcPeer.strptime(UnsafeRawPointer(record).assumingMemoryBound(to: CChar.self), cFormat,
                                         &fields, GlibcPeer.cLocale)
            let offset = fields.tm_gmtoff
            checksum &+= end == nil ? 0 : timegm(&fields) - offset
        }
    }
    blackHole(checksum)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(4),
        maxIterations: 5
    )

    let singles: [(String, TimestampFormat, () -> Corpus)] = [
        ("rfc3339", .rfc3339, { Corpora.rfc3339 }),
        ("rfc3339.fraction", .rfc3339, { Corpora.rfc3339Fraction }),
        ("datetime-z", Corpora.dateTimeZone, { Corpora.dateTimeZoneRecords }),
        ("iso8601", .iso8601, { Corpora.iso8601 }),
        ("http", .httpDate, { Corpora.httpDate }),
        ("clf", .commonLog, { Corpora.commonLog }),
        ("syslog", .syslog, { Corpora.syslog }),
        ("unix", .unixSeconds, { Corpora.unixSeconds }),
        ("unix-ms", .unixMillis, { Corpora.unixMillis }),
        ("generic", Corpora.generic, { Corpora.genericRecords }),
    ]
    for (name, format, corpus) in singles {
        Benchmark("MachineTime.\(name).1M") { benchmark in
            let records = corpus()
            benchmark.startMeasurement()
            parseAll(format, records)
        }
    }

    // glibc strptime_l (C locale) + timegm - tm_gmtoff on the same records.
    let glibcCases: [(String, String, () -> Corpus)] = [
        ("rfc3339", "%Y-%m-%dT%H:%M:%S%z", { Corpora.rfc3339 }),
        ("datetime-z", "%Y-%m-%d %H:%M:%S %z", { Corpora.dateTimeZoneRecords }),
        ("http", "%a, %d %b %Y %H:%M:%S GMT", { Corpora.httpDate }),
        ("clf", "%d/%b/%Y:%H:%M:%S %z", { Corpora.commonLog }),
        ("syslog", "%b %e %H:%M:%S", { Corpora.syslog }),
        ("generic", "%a, %d %b %Y %H:%M:%S %z", { Corpora.genericRecords }),
    ]
    for (name, format, corpus) in glibcCases {
        Benchmark("glibc.strptime_l.\(name).1M") { benchmark in
            let records = corpus()
            benchmark.startMeasurement()
            glibcAll(format, records)
        }
    }

    // The hand-written scalar C parser for the fixed RFC 3339 form, on the same records.
    Benchmark("C.handwritten.rfc3339.1M") { benchmark in
        let records = Corpora.rfc3339
        benchmark.startMeasurement()
        cBaselineAll(records)
    }
    Benchmark("C.handwritten.rfc3339.fraction.1M") { benchmark in
        let records = Corpora.rfc3339Fraction
        benchmark.startMeasurement()
        cBaselineAll(records)
    }

    Benchmark("Foundation.ISO8601FormatStyle.rfc3339.1M") { benchmark in
        let records = Corpora.rfc3339
        let style = Date.ISO8601FormatStyle()
        benchmark.startMeasurement()
        for text in records.strings { blackHole(try? style.parse(text)) }
    }

    // The slow peers run on the first 10,000 records of the same corpus (1M would take minutes).
    Benchmark("Foundation.ISO8601DateFormatter.rfc3339.10k") { benchmark in
        let records = Corpora.rfc3339.strings.prefix(10_000)
        let formatter = ISO8601DateFormatter()
        benchmark.startMeasurement()
        for text in records { blackHole(formatter.date(from: text)) }
    }

    Benchmark("Foundation.ParseStrategy.datetime-z.10k") { benchmark in
        let records = Corpora.dateTimeZoneRecords.strings.prefix(10_000)
        let strategy = Date.ParseStrategy(
            format: "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits) \(timeZone: .iso8601(.short))",
            locale: Locale(identifier: "en_US_POSIX"), timeZone: TimeZone(identifier: "UTC")!)
        benchmark.startMeasurement()
        for text in records { blackHole(try? strategy.parse(text)) }
    }

    // Bulk: one call over the newline-separated buffer, on one core and on two.
    Benchmark("MachineTime.bulk.rfc3339.1M") { benchmark in
        let records = Corpora.rfc3339
        benchmark.startMeasurement()
        blackHole(TimestampFormat.rfc3339.parseRecords(records.lines))
    }
    Benchmark("MachineTime.bulk.concurrent2.rfc3339.1M") { benchmark in
        let records = Corpora.rfc3339
        benchmark.startMeasurement()
        blackHole(await TimestampFormat.rfc3339.parseRecords(records.lines, mode: .whole, tasks: 2))
    }
    Benchmark("MachineTime.bulk.datetime-z.1M") { benchmark in
        let records = Corpora.dateTimeZoneRecords
        benchmark.startMeasurement()
        blackHole(Corpora.dateTimeZone.parseRecords(records.lines))
    }
    Benchmark("MachineTime.bulk.concurrent2.datetime-z.1M") { benchmark in
        let records = Corpora.dateTimeZoneRecords
        benchmark.startMeasurement()
        blackHole(await Corpora.dateTimeZone.parseRecords(records.lines, mode: .whole, tasks: 2))
    }
}
