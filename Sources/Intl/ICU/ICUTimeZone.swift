import CICU

/// ICU's time-zone database (`ucal_*`): the zone ids and answers of ICU's own
/// data, not the host's tzdata.
enum ICUTimeZone {
    /// ICU's canonical id for an IANA id, alias or custom offset
    /// ("US/Pacific" → "America/Los_Angeles"), or nil when ICU refuses it.
    static func canonicalID(_ identifier: String) -> String? {
        var isSystemID: Int32 = 0
        let (canonical, status) = icuString { cicu_timezone_canonical(identifier, $0, $1, &isSystemID, &$2) }
        return status.failed ? nil : canonical
    }

    /// Every zone id ICU knows, canonical ids and aliases.
    static var availableIDs: [String] { icuStrings { cicu_timezone_ids_open(&$0) } }
}

extension ICUTimeZone {
    /// The zone's offsets over `span` (UDate milliseconds) from ICU's zone
    /// data; nil when ICU fails or the span has more than `capacity` entries.
    static func offsetTable(zoneID: String, span: Range<Int64>, capacity: Int) -> ZoneOffsetTable? {
        var starts = [Double](repeating: 0, count: capacity)
        var offsets = [Int32](repeating: 0, count: capacity)
        var daylight = [Int32](repeating: 0, count: capacity)
        var status = cicu_status_ok()
        let count = Int(cicu_timezone_offsets(zoneID, Double(span.lowerBound), Double(span.upperBound),
                                              &starts, &offsets, &daylight, Int32(capacity), &status))
        guard !status.failed, count > 0, count <= capacity else { return nil }
        return ZoneOffsetTable(starts: starts[..<count].map { Int64($0) }, offsets: Array(offsets[..<count]),
                               daylight: daylight[..<count].map { $0 != 0 })
    }
}
