/// A POSIX TZ string as the footer of a TZif file holds it (RFC 8536 §3.3), such as
/// `PST8PDT,M3.2.0,M11.1.0`: standard time, and optionally daylight saving time with the
/// rules that start and end it each year. Zones use it for instants after their last
/// transition, so that 2100 needs no table.
///
/// Offsets are stored as UTC offsets (east positive): POSIX's `PST8` is `-28800`.
struct PosixTimeZoneRule: Sendable, Hashable {
    var standard: ZoneOffset
    var daylight: Daylight?

    /// Daylight saving time and the yearly rules that bound it.
    struct Daylight: Sendable, Hashable {
        var offset: ZoneOffset
        /// When daylight saving time starts, in local standard time.
        var start: Change
        /// When it ends, in local daylight saving time.
        var end: Change
    }

    /// A yearly rule: a day, and a time of day that may be negative or past 24:00 (up to ±167
    /// hours, RFC 8536 §3.3.1), as in `M3.4.4/26` (Asia/Jerusalem: Friday before the last
    /// Sunday of March at 02:00, written as Thursday 26:00).
    struct Change: Sendable, Hashable {
        var day: Day
        /// Seconds after the day's local midnight.
        var time: Int64
    }

    enum Day: Sendable, Hashable {
        /// `Jn`: day 1...365, February 29 never counted (`J60` is always March 1).
        case julian(Int)
        /// `n`: day 0...365, counting February 29 in leap years.
        case zeroBasedDay(Int)
        /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (1...5, 5 = the last) of month `m`.
        case monthWeekDay(month: Int, week: Int, weekday: Int)
    }
}

// MARK: - Evaluation

extension PosixTimeZoneRule {
    /// Seconds in 400 Gregorian years: the calendar, weekdays included, repeats with this
    /// period, so every instant is evaluated in the years 2000...2399 and shifted back. This
    /// keeps every year computation far from overflow, whatever the instant.
    static let eraSeconds: Int64 = 146_097 * 86_400
    /// 2000-01-01T00:00:00Z, the start of the reference era.
    static let eraStart: Int64 = 946_684_800

    /// The offset in force at UTC instant `seconds`.
    func offset(at seconds: Int64) -> ZoneOffset {
        guard let daylight else { return standard }
        let (reduced, _) = Self.reduce(seconds)
        let changes = self.changes(around: reduced, daylight: daylight)
        let last = changes.last { $0.instant <= reduced }
        return (last?.toDaylight ?? false) ? daylight.offset : standard
    }

    /// The first instant after `seconds` at which the offset, abbreviation or DST flag changes,
    /// nil for a rule without daylight saving time (or past the end of `Int64`).
    func nextTransition(after seconds: Int64) -> Int64? {
        guard let daylight else { return nil }
        let (reduced, shift) = Self.reduce(seconds)
        let changes = self.changes(around: reduced, daylight: daylight)
        var state: Bool?
        let lookaheadYear = changes.map(\.year).max() ?? 0
        for (index, change) in changes.enumerated() {
            // The last year's changes only settle ties with the year before (below); on their
            // own they would end all-year DST at the edge of the list.
            if change.year == lookaheadYear { continue }
            // Several changes at one instant (all-year DST: `J365/25` ends a year just as `0/0`
            // starts the next) count as one, with the state the last of them leaves.
            if index + 1 < changes.count && changes[index + 1].instant == change.instant { continue }
            defer { state = change.toDaylight }
            guard let previous = state, previous != change.toDaylight, change.instant > reduced else { continue }
            let (instant, overflow) = change.instant.addingReportingOverflow(shift)
            // Near the ends of Int64 the shift itself may have wrapped: never answer a
            // "next" transition that is not later, which would stall a caller's walk.
            return overflow || instant <= seconds ? nil : instant
        }
        return nil
    }

    /// `seconds` moved by whole 400-year eras into 2000...2399, and the shift that undoes it.
    private static func reduce(_ seconds: Int64) -> (reduced: Int64, shift: Int64) {
        // Subtracting first cannot overflow for the positive era start; the shift is a whole
        // number of eras, so adding it back stays within Int64 for every input.
        let eras = (seconds / 2 - eraStart / 2).floorDivided(by: eraSeconds / 2)
        let shift = eras &* eraSeconds
        var reduced = seconds &- shift
        // Halving can be off by one era at the edges; settle exactly.
        if reduced < eraStart { reduced &+= eraSeconds; return (reduced, shift &- eraSeconds) }
        if reduced >= eraStart &+ eraSeconds { reduced &-= eraSeconds; return (reduced, shift &+ eraSeconds) }
        return (reduced, shift)
    }

    private struct Event {
        var instant: Int64
        var year: Int
        var toDaylight: Bool
    }

    /// The starts and ends of daylight saving time from two years before `instant`'s year to
    /// three after (a rule time of ±167 hours moves a change up to a week into the next or
    /// previous year; the last year is a lookahead), sorted by instant. At one instant, an earlier year's change comes
    /// first (so all-year DST, ending 2001-01-01 01:00 just as it starts again, stays DST);
    /// within one year the start comes first, so a start equal to the end is no DST, as glibc has it.
    private func changes(around instant: Int64, daylight: Daylight) -> [Event] {
        let year = Int(CivilDate.civil(days: instant.floorDivided(by: 86_400)).year)
        var events: [Event] = []
        for candidate in (year - 2)...(year + 3) {
            let start = utcInstant(of: daylight.start, year: candidate, offsetBefore: standard.seconds)
            let end = utcInstant(of: daylight.end, year: candidate, offsetBefore: daylight.offset.seconds)
            events.append(Event(instant: start, year: candidate, toDaylight: true))
            events.append(Event(instant: end, year: candidate, toDaylight: false))
        }
        return events.sorted {
            ($0.instant, $0.year, $0.toDaylight ? 0 : 1) < ($1.instant, $1.year, $1.toDaylight ? 0 : 1)
        }
    }

    /// The UTC instant of `change` in `year`, its local time read with `offsetBefore`.
    private func utcInstant(of change: Change, year: Int, offsetBefore: Int) -> Int64 {
        Int64(dayNumber(of: change.day, year: year)) * 86_400 + change.time - Int64(offsetBefore)
    }

    /// Days since 1970-01-01 of the rule's day in `year` (1998...2401 here).
    private func dayNumber(of day: Day, year: Int) -> Int {
        let january1 = CivilDate.days(year: year, month: 1, day: 1)
        switch day {
        case .julian(let n):
            // February 29 is skipped: from March 1 (J60) on, leap years are one day later.
            return january1 + n - 1 + (CivilDate.isLeap(year) && n >= 60 ? 1 : 0)
        case .zeroBasedDay(let n):
            return january1 + n
        case .monthWeekDay(let month, let week, let weekday):
            let first = CivilDate.days(year: year, month: month, day: 1)
            let firstWeekday = CivilDate.weekday(days: Int64(first))
            var day = first + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
            // Week 5 means the last such weekday, which may be in week 4.
            let monthEnd = first + CivilDate.daysInMonth(year: year, month: month)
            while day >= monthEnd { day -= 7 }
            return day
        }
    }
}
