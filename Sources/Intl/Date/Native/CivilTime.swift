/// The proleptic Gregorian fields of a local time, as ICU's Gregorian
/// calendar computes them for instants after its 1582 Julian cutover.
struct CivilTime {
    let year: Int
    /// 1...12.
    let month: Int
    let day: Int
    /// 1...366.
    let dayOfYear: Int
    /// 1 = Sunday ... 7 = Saturday, ICU's numbering.
    let weekday: Int
    let hour: Int
    let minute: Int
    let second: Int
    let millisecond: Int

    static let millisecondsPerDay: Int64 = 86_400_000

    /// The fields of local milliseconds since 1970-01-01T00:00 (UTC plus
    /// the zone's offset); any value within ±10^15 days.
    @inline(__always)
    init(localMilliseconds: Int64) {
        var days = localMilliseconds / Self.millisecondsPerDay
        var inDay = Int(localMilliseconds - days * Self.millisecondsPerDay)
        if inDay < 0 {
            days -= 1
            inDay += Int(Self.millisecondsPerDay)
        }
        // Howard Hinnant's civil_from_days, with March as month 0 so leap
        // days end a year; MachineTime's CivilDate is internal to its module.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = Int(shifted - era * 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let marchDayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * marchDayOfYear + 2) / 153
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        day = marchDayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        year = yearOfEra + Int(era) * 400 + (month <= 2 ? 1 : 0)
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        // Day of year from the March-based one: Jan 1 is March day 306.
        dayOfYear = month <= 2 ? marchDayOfYear - 305 : marchDayOfYear + 60 + (leap ? 1 : 0)
        let weekdayFromThursday = Int((days + 4) % 7)   // 1970-01-01 was a Thursday
        weekday = (weekdayFromThursday < 0 ? weekdayFromThursday + 7 : weekdayFromThursday) + 1
        hour = inDay / 3_600_000
        minute = inDay / 60000 % 60
        second = inDay / 1000 % 60
        millisecond = inDay % 1000
    }
}
