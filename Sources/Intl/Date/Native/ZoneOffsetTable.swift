/// A zone's UTC offsets over a span of years, from ICU's own zone data (not
/// the host's tzdata), so the native formatter shifts instants exactly as
/// ICU does. Built once per zone and kept in ``FormatterPools/zoneOffsets``.
///
/// America/Los_Angeles over 1800–2200 has hundreds of entries: local mean time
/// (-7:52:58) until 1883-11-18T20:00:00Z, then PST/PDT.
final class ZoneOffsetTable: Sendable {
    /// The instants the native path handles, in UDate milliseconds:
    /// 1800-01-01T00:00:00Z ..< 2200-01-01T00:00:00Z. Elsewhere ICU formats.
    static let span: Range<Int64> = -5_364_662_400_000 ..< 7_258_118_400_000

    /// The most entries a table keeps (memory bounded whatever the zone):
    /// two transitions a year over the span, plus history.
    static let capacity = 1024

    /// Entry i covers starts[i] ..< starts[i + 1] (the last one, to the end of the span).
    let starts: [Int64]
    /// Total offsets (raw + DST) in milliseconds.
    let offsets: [Int32]
    /// Whether daylight saving time is on, per entry.
    let daylight: [Bool]
    /// Per bucket of ``bucketShift`` bits of milliseconds from the start of
    /// the span: the entry covering the bucket's first millisecond. A lookup
    /// starts there and steps over the few transitions inside the bucket,
    /// instead of a binary search whose branches random instants mispredict.
    private let bucketFirstEntries: [UInt16]

    /// 2^32 ms ≈ 49.7 days: 2,936 buckets over the span (6 KB a zone), and
    /// no zone changes its offset more than a few times in 50 days.
    private static let bucketShift: Int64 = 32

    /// `starts` begins at the span's start, ascending; at most ``capacity`` entries.
    init(starts: [Int64], offsets: [Int32], daylight: [Bool]) {
        self.starts = starts
        self.offsets = offsets
        self.daylight = daylight
        let bucketCount = Int((Self.span.upperBound - Self.span.lowerBound - 1) >> Self.bucketShift) + 1
        var entry = 0
        bucketFirstEntries = (0..<bucketCount).map { bucket in
            let bucketStart = Self.span.lowerBound + Int64(bucket) << Self.bucketShift
            while entry + 1 < starts.count, starts[entry + 1] <= bucketStart { entry += 1 }
            // capacity (1,024) < UInt16.max: the table never has more entries.
            return UInt16(entry)
        }
    }

    /// The table of a canonical zone id, from the pool; nil when ICU cannot
    /// give one within ``capacity`` entries.
    static func shared(zoneID: String) -> ZoneOffsetTable? {
        let entry = try? FormatterPools.zoneOffsets.handle(for: zoneID) { () throws(IntlError) in
            PooledValue(ICUTimeZone.offsetTable(zoneID: zoneID, span: span, capacity: capacity),
                        localeIdentifier: "")
        }
        return entry?.value
    }

    /// The index of the entry covering `milliseconds` (within the span: the
    /// caller checks, as the bucket index has no entry outside it).
    @inline(__always)
    func index(at milliseconds: Int64) -> Int {
        var entry = Int(bucketFirstEntries[Int((milliseconds - Self.span.lowerBound) >> Self.bucketShift)])
        while entry + 1 < starts.count, starts[entry + 1] <= milliseconds { entry += 1 }
        return entry
    }
}
