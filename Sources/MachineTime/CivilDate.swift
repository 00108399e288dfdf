// Proleptic Gregorian calendar arithmetic on day numbers (days since 1970-01-01).
// The algorithms are Howard Hinnant's `days_from_civil` / `civil_from_days`,
// shifted so that every division works on non-negative numbers (no branches on
// the sign) for years -4800...; the compiler turns the constant divisions into
// multiplications.

@usableFromInline
enum CivilDate {
    /// Days from 1970-01-01 to the given date; `month` 1...12, `day` 1...31, `year` >= -4800.
    @inline(__always)
    static func days(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = year - (month <= 2 ? 1 : 0) + 4800        // >= 0
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400                      // 0...399
        let shiftedMonth = month > 2 ? month - 3 : month + 9         // March = 0
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1       // 0...365
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468 - 12 * 146_097
    }

    /// The date of a day number (any Int64 day count that fits in seconds).
    static func civil(days: Int64) -> (year: Int64, month: Int, day: Int) {
        let z = days + 719_468
        let era = z.floorDivided(by: 146_097)
        let dayOfEra = z - era * 146_097                                       // 0...146096
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
        let month = Int(shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9)
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Days in years 0...9999: 0000-01-01 is day 0 of ``civil(daysSinceYear0:)``, 9999-12-31 the last.
    @inlinable static var fourDigitYearDayCount: UInt32 { 3_652_425 }

    /// The date of day `days` (< ``fourDigitYearDayCount``) counted from 0000-01-01, for writers
    /// of four-digit years (RFC 3339 output, millions of lines): Neri and Schneider's
    /// civil-from-days ("Euclidean affine functions and their application to calendar
    /// algorithms", 2021) in 32-bit unsigned arithmetic, a few multiplies and shifts where
    /// Hinnant's ``civil(days:)`` takes nine divisions; the same dates, checked for every day of
    /// the range by a test. Inlinable for the tool's renderer (another module).
    @inlinable @inline(__always)
    static func civil(daysSinceYear0 days: UInt32) -> (year: UInt32, month: UInt32, day: UInt32) {
        // Days since -0400-03-01 (one 400-year era before 0000-03-01), so nothing is negative;
        // 4 * n + 3 is below 15.2 M and every product below fits its width.
        let n = days &+ 146_037
        let centuryDays = 4 &* n &+ 3
        let century = centuryDays / 146_097                          // a multiply: constant divisor
        let yearDays = (centuryDays % 146_097) | 3                   // 4 * day of century + 3
        let yearProduct = 2_939_745 &* UInt64(yearDays)
        let yearOfCentury = UInt32(truncatingIfNeeded: yearProduct >> 32)
        let dayOfYear = UInt32(truncatingIfNeeded: yearProduct) / 2_939_745 / 4   // from March 1
        let monthDays = 2141 &* dayOfYear &+ 197_913
        let month = monthDays >> 16                                  // 3...14: March...February
        let day = (monthDays & 0xFFFF) / 2141 &+ 1
        let january = dayOfYear >= 306 ? UInt32(1) : 0               // January or February: next year
        // The era before year 0 comes back off the year.
        return (100 &* century &+ yearOfCentury &- 400 &+ january, month &- 12 &* january, day)
    }

    @inline(__always)
    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    @inline(__always)
    static func daysInMonth(year: Int, month: Int) -> Int {
        if month == 2 { return isLeap(year) ? 29 : 28 }
        return 30 | ((month ^ (month >> 3)) & 1)    // 31 for Jan, Mar, May, Jul, Aug, Oct, Dec
    }

    static func daysInYear(_ year: Int) -> Int { isLeap(year) ? 366 : 365 }

    /// 0 = Sunday ... 6 = Saturday.
    @inline(__always)
    static func weekday(days: Int64) -> Int {
        Int((days + 4) - (days + 4).floorDivided(by: 7) * 7)
    }

    /// 1-based day of the year.
    static func dayOfYear(year: Int, month: Int, day: Int) -> Int {
        days(year: year, month: month, day: day) - days(year: year, month: 1, day: 1) + 1
    }

    /// Number of ISO 8601 weeks (52 or 53) in the ISO week-numbering year.
    static func isoWeeksInYear(_ year: Int) -> Int {
        let jan1 = weekday(days: Int64(days(year: year, month: 1, day: 1)))
        return jan1 == 4 || (jan1 == 3 && isLeap(year)) ? 53 : 52
    }

    /// Day number of ISO week date (weekYear, week 1...53, weekday 1 = Monday ... 7 = Sunday).
    static func days(isoWeekYear: Int, week: Int, weekday: Int) -> Int {
        let jan4 = days(year: isoWeekYear, month: 1, day: 4)
        let jan4Weekday = (self.weekday(days: Int64(jan4)) + 6) % 7    // Monday = 0
        return jan4 - jan4Weekday + (week - 1) * 7 + (weekday - 1)
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                             "August", "September", "October", "November", "December"]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
}

extension CivilDate {
    /// `days(year:month:day:)` for any Int64 year the formatter meets.
    static func civilDays(year: Int64, month: Int, day: Int) -> Int64 {
        // Shift into the non-negative range by whole 400-year eras (146097 days each).
        let eras = year < 0 ? (-year) / 400 + 1 : 0
        return Int64(days(year: Int(year + eras * 400), month: month, day: day)) - eras * 146_097
    }

    /// "2021-11-07 01:30:00": a wall time as error messages show it.
    static func render(year: Int, month: Int, day: Int, secondOfDay: Int) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(yearText)-\(two(month))-\(two(day)) \(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
    }
}
