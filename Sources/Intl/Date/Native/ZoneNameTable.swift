/// A zone field's text for each entry of a ``ZoneOffsetTable``, as ICU
/// writes it: "PST" / "PDT" for `z` in en America/Los_Angeles,
/// "GMT-07:52:58" before 1883, "GMT+5:30" for `O` in Asia/Kolkata.
///
/// ICU's names come from metazones and localized GMT formats, with no C API
/// to read them; so each entry's text is ICU's own output for the field
/// alone, at the entry's first and last millisecond. An entry whose two
/// texts differ (a metazone change inside it) has no text: instants in it go
/// to ICU. Built once per (locale, zone, field), kept in
/// ``FormatterPools/zoneNames``.
final class ZoneNameTable: Sendable {
    /// The names (UTF-8), referenced by `ranges`.
    let text: [UInt8]
    /// Per offset-table entry: the name, or nil when ICU must format it.
    let ranges: [Range<Int>?]
    /// The longest name, in bytes.
    let longest: Int

    /// The field patterns this table resolves: specific names (`z` short,
    /// `zzzz` long), localized GMT (`O`, `OOOO`, `ZZZZ`) and zone id, city
    /// and generic location (`VV`, `VVV`, `VVVV`). Generic names (`v`,
    /// `vvvv`) depend on transitions months away, so they stay on ICU.
    static func fieldPattern(letter: Character, count: Int) -> String? {
        switch (letter, count) {
        case ("z", 1...3): "z"
        case ("z", 4): "zzzz"
        case ("O", 1): "O"
        case ("O", 4), ("Z", 4): "OOOO"
        case ("V", 2...4): String(repeating: "V", count: count)
        default: nil
        }
    }

    init(text: [UInt8], ranges: [Range<Int>?], longest: Int) {
        self.text = text
        self.ranges = ranges
        self.longest = longest
    }

    struct Key: Hashable, Sendable {
        let localeID: String
        let zoneID: String
        let fieldPattern: String
    }

    /// The table for a field in a locale and zone, from the pool.
    static func shared(_ key: Key, localeIdentifier: String, offsets: ZoneOffsetTable) -> ZoneNameTable? {
        let entry = try? FormatterPools.zoneNames.handle(for: key) { () throws(IntlError) in
            PooledValue(build(key, localeIdentifier: localeIdentifier, offsets: offsets),
                        localeIdentifier: localeIdentifier)
        }
        return entry?.value
    }

    private static func build(_ key: Key, localeIdentifier: String, offsets: ZoneOffsetTable) -> ZoneNameTable? {
        guard let icu = try? ICUDateFormat(pattern: key.fieldPattern, localeID: key.localeID,
                                           timeZoneID: key.zoneID, localeIdentifier: localeIdentifier)
        else { return nil }
        var text: [UInt8] = []
        var known: [String: Range<Int>] = [:]
        var ranges: [Range<Int>?] = []
        for (index, start) in offsets.starts.enumerated() {
            let end = index + 1 < offsets.starts.count ? offsets.starts[index + 1] : ZoneOffsetTable.span.upperBound
            let first = icu.format(Double(start))
            guard first == icu.format(Double(end - 1)) else {
                ranges.append(nil)
                continue
            }
            if let range = known[first] {
                ranges.append(range)
            } else {
                text += first.utf8
                let range = text.count - first.utf8.count..<text.count
                known[first] = range
                ranges.append(range)
            }
        }
        return ZoneNameTable(text: text, ranges: ranges, longest: known.values.map(\.count).max() ?? 0)
    }
}
