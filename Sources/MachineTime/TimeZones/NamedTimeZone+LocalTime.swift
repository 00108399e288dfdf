// From wall-clock time to instants: the inverse of `offset(at:)`, which has zero, one or two
// answers.

extension NamedTimeZone {
    /// The UTC instant of a wall-clock time in this zone. `localSeconds` is the civil date and
    /// time counted as if it were UTC: 2021-03-14 02:30 is `1_615_689_000` whatever the zone.
    ///
    /// A time that occurs once resolves to its instant. In a DST overlap or gap, `ambiguity`
    /// decides (``AmbiguousLocalTime``). In America/New_York:
    ///
    ///     let newYork = try TimeZoneDatabase().zone(named: "America/New_York")
    ///     // 2021-11-07 01:30 occurs twice: 05:30Z in EDT, then 06:30Z in EST.
    ///     try newYork.instant(localSeconds: 1_636_248_600, ambiguity: .earlier)   // 1636263000
    ///     try newYork.instant(localSeconds: 1_636_248_600, ambiguity: .later)     // 1636266600
    ///     // 2021-03-14 02:30 never occurs (02:00 EST is followed by 03:00 EDT).
    ///     // .earlier reads it with the offset after the gap (EDT, -4 h): 06:30Z, shown as 01:30 EST.
    ///     try newYork.instant(localSeconds: 1_615_689_000, ambiguity: .earlier)   // 1615703400
    ///     // .later reads it with the offset before the gap (EST, -5 h): 07:30Z, shown as 03:30 EDT.
    ///     try newYork.instant(localSeconds: 1_615_689_000, ambiguity: .later)     // 1615707000
    ///
    /// - Throws: with `.reject`, ``TimeZoneError/ambiguousLocalTime(zone:localSeconds:)`` in an
    ///   overlap and ``TimeZoneError/nonexistentLocalTime(zone:localSeconds:)`` in a gap;
    ///   ``TimeZoneError/localTimeOutOfRange(zone:localSeconds:)`` within about a day of the
    ///   ends of `Int64`.
    public func instant(localSeconds: Int64, ambiguity: AmbiguousLocalTime) throws(TimeZoneError) -> Int64 {
        switch try resolve(localSeconds: localSeconds) {
        case .unique(let instant, _):
            return instant
        case .overlap(let first, let second):
            switch ambiguity {
            case .earlier: return first.instant
            case .later: return second.instant
            case .reject: throw .ambiguousLocalTime(zone: name, localSeconds: localSeconds)
            }
        case .gap(let before, let after):
            switch ambiguity {
            case .earlier: return localSeconds - Int64(after.seconds)
            case .later: return localSeconds - Int64(before.seconds)
            case .reject: throw .nonexistentLocalTime(zone: name, localSeconds: localSeconds)
            }
        }
    }

    /// Whether `text` is the abbreviation of an offset in force at the wall-clock time
    /// `localSeconds` (as in ``instant(localSeconds:ambiguity:)``): exactly, case included. In
    /// an overlap both offsets count; in a gap, the offsets either side of it.
    ///
    ///     let losAngeles = try TimeZoneDatabase().zone(named: "America/Los_Angeles")
    ///     // 2005-06-05 12:00 local
    ///     losAngeles.isAbbreviation("PDT", validAtLocalSeconds: 1_117_972_800)   // true
    ///     losAngeles.isAbbreviation("PST", validAtLocalSeconds: 1_117_972_800)   // false
    public func isAbbreviation(_ text: String, validAtLocalSeconds localSeconds: Int64) -> Bool {
        offsets(atLocalSeconds: localSeconds).contains { $0.abbreviation == text }
    }

    /// The offsets that could be in force at the wall-clock time `localSeconds`: one
    /// normally, two in an overlap (in time order), and the two either side of a gap.
    ///
    ///     let newYork = try TimeZoneDatabase().zone(named: "America/New_York")
    ///     newYork.offsets(atLocalSeconds: 1_636_248_600).map(\.abbreviation)   // ["EDT", "EST"]
    public func offsets(atLocalSeconds localSeconds: Int64) -> [ZoneOffset] {
        switch try? resolve(localSeconds: localSeconds) {
        case .unique(_, let offset): return [offset]
        case .overlap(let first, let second): return [first.offset, second.offset]
        case .gap(let before, let after): return [before, after]
        case nil: return []
        }
    }

    enum LocalResolution {
        case unique(Int64, ZoneOffset)
        case overlap(first: (instant: Int64, offset: ZoneOffset), second: (instant: Int64, offset: ZoneOffset))
        case gap(before: ZoneOffset, after: ZoneOffset)
    }

    /// Every instant `t` with `t + offset(at: t) == localSeconds`, found by walking the periods
    /// of constant offset in the only window where they can be: offsets are within ±26 hours
    /// (TZif types are checked to -89999...93599 s, POSIX offsets to ±24:59:59).
    func resolve(localSeconds: Int64) throws(TimeZoneError) -> LocalResolution {
        let reach: Int64 = 93_600
        let (low, lowOverflow) = localSeconds.subtractingReportingOverflow(reach)
        let (high, highOverflow) = localSeconds.addingReportingOverflow(reach)
        guard !lowOverflow, !highOverflow else {
            throw .localTimeOutOfRange(zone: name, localSeconds: localSeconds)
        }
        var matches: [(instant: Int64, offset: ZoneOffset)] = []
        var gap: (before: ZoneOffset, after: ZoneOffset)?
        var periodStart = low
        var current = offset(at: low)
        // Each step passes one transition; a window of 52 hours holds few in real data, and at
        // most the file's 8192 in a hostile one.
        while true {
            let next = nextTransition(after: periodStart).map { min($0, high) } ?? high
            let candidate = localSeconds - Int64(current.seconds)
            if candidate >= periodStart && candidate < next {
                matches.append((candidate, current))
            }
            if next >= high { break }
            let following = offset(at: next)
            // The wall clock jumps from next + before to next + after: a gap when it moves forward.
            if following.seconds > current.seconds,
               next + Int64(current.seconds) <= localSeconds, localSeconds < next + Int64(following.seconds) {
                gap = (current, following)
            }
            periodStart = next
            current = following
        }
        if let first = matches.first, let last = matches.last {
            return matches.count == 1 ? .unique(first.instant, first.offset) : .overlap(first: first, second: last)
        }
        if let gap { return .gap(before: gap.before, after: gap.after) }
        // Unreachable for offsets within the window; a defensive answer rather than a trap.
        throw .nonexistentLocalTime(zone: name, localSeconds: localSeconds)
    }
}
