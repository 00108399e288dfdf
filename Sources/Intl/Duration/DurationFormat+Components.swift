extension DurationFormat {
    /// ECMA-402's duration units, largest first (`<` means larger).
    public enum Unit: Int, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
        case years, months, weeks, days, hours, minutes, seconds, milliseconds, microseconds, nanoseconds

        public static func < (lhs: Unit, rhs: Unit) -> Bool { lhs.rawValue < rhs.rawValue }

        /// `allCases`, made once: the synthesized property builds a new array per use.
        static let all = allCases

        public var description: String { name }

        /// The name ECMA-402 uses ("hours").
        var name: String {
            switch self {
            case .years: "years"
            case .months: "months"
            case .weeks: "weeks"
            case .days: "days"
            case .hours: "hours"
            case .minutes: "minutes"
            case .seconds: "seconds"
            case .milliseconds: "milliseconds"
            case .microseconds: "microseconds"
            case .nanoseconds: "nanoseconds"
            }
        }

        /// The CLDR unit ECMA-402 formats this unit with ("hour").
        var cldrUnit: String { String(name.dropLast()) }
    }

    /// A duration as ECMA-402's Duration record: a signed amount per unit,
    /// formatted as given (no balancing): `Components(hours: 1, minutes: 65)`
    /// is "1 hr, 65 min". Every nonzero field must have the same sign.
    ///
    ///     try DurationFormat(locale: "en", options: .init(style: .long))
    ///         .format(DurationFormat.Components(hours: 1, minutes: 5))   // "1 hour, 5 minutes"
    public struct Components: Hashable, Sendable {
        public var years, months, weeks, days, hours, minutes, seconds: Int64
        public var milliseconds, microseconds, nanoseconds: Int64

        public init(years: Int64 = 0, months: Int64 = 0, weeks: Int64 = 0, days: Int64 = 0,
                    hours: Int64 = 0, minutes: Int64 = 0, seconds: Int64 = 0,
                    milliseconds: Int64 = 0, microseconds: Int64 = 0, nanoseconds: Int64 = 0) {
            self.years = years
            self.months = months
            self.weeks = weeks
            self.days = days
            self.hours = hours
            self.minutes = minutes
            self.seconds = seconds
            self.milliseconds = milliseconds
            self.microseconds = microseconds
            self.nanoseconds = nanoseconds
        }

        /// The amount of one unit.
        public subscript(unit: Unit) -> Int64 {
            get {
                switch unit {
                case .years: years
                case .months: months
                case .weeks: weeks
                case .days: days
                case .hours: hours
                case .minutes: minutes
                case .seconds: seconds
                case .milliseconds: milliseconds
                case .microseconds: microseconds
                case .nanoseconds: nanoseconds
                }
            }
            set {
                switch unit {
                case .years: years = newValue
                case .months: months = newValue
                case .weeks: weeks = newValue
                case .days: days = newValue
                case .hours: hours = newValue
                case .minutes: minutes = newValue
                case .seconds: seconds = newValue
                case .milliseconds: milliseconds = newValue
                case .microseconds: microseconds = newValue
                case .nanoseconds: nanoseconds = newValue
                }
            }
        }

        /// -1, 0 or 1: the sign of every nonzero field (ECMA-402's DurationSign).
        var sign: Int {
            for unit in Unit.all where self[unit] != 0 { return self[unit] < 0 ? -1 : 1 }
            return 0
        }

        /// ECMA-402's IsValidDuration: one sign, and amounts a calendar and
        /// a clock can hold (below 2³² years, months, weeks; below 2⁵³
        /// seconds for days and shorter units together).
        func validate() throws(IntlError) {
            let sign = self.sign
            for unit in Unit.all where self[unit] != 0 && (self[unit] < 0) != (sign < 0) {
                throw .invalidDuration("\(unit) is \(self[unit]) but the duration is \(sign < 0 ? "negative" : "positive"); every field needs the same sign")
            }
            for unit in Self.calendarUnits where self[unit].magnitude >= 1 << 32 {
                throw .invalidDuration("\(unit) \(self[unit]) is not below 2^32")
            }
            guard let seconds = clockSeconds, seconds.whole < 1 << 53 else {
                throw .invalidDuration("days and shorter units add up to 2^53 seconds or more")
            }
        }

        /// The magnitude of days…nanoseconds as whole seconds and
        /// nanoseconds (< 10⁹); nil beyond `UInt64`.
        private static let calendarUnits: [Unit] = [.years, .months, .weeks]
        private static let clockUnits: [(Unit, UInt64)] = [(.days, 86_400), (.hours, 3_600), (.minutes, 60), (.seconds, 1)]

        var clockSeconds: (whole: UInt64, nanoseconds: UInt64)? {
            var whole: UInt64 = 0
            for (unit, size) in Self.clockUnits {
                let (product, overflow) = self[unit].magnitude.multipliedReportingOverflow(by: size)
                guard !overflow, case let (sum, carried) = whole.addingReportingOverflow(product), !carried
                else { return nil }
                whole = sum
            }
            let subsecond = fractionOfSecond
            let (sum, carried) = whole.addingReportingOverflow(subsecond.whole)
            return carried ? nil : (sum, subsecond.nanoseconds)
        }

        /// Milliseconds, microseconds and nanoseconds as whole seconds and
        /// nanoseconds (< 10⁹): what ECMA-402's AddFractionalDigits adds to
        /// the seconds.
        var fractionOfSecond: (whole: UInt64, nanoseconds: UInt64) {
            let ms = milliseconds.magnitude, us = microseconds.magnitude, ns = nanoseconds.magnitude
            let nanos = ms % 1_000 * 1_000_000 + us % 1_000_000 * 1_000 + ns % 1_000_000_000
            let whole = ms / 1_000 + us / 1_000_000 + ns / 1_000_000_000 + nanos / 1_000_000_000
            return (whole, nanos % 1_000_000_000)
        }
    }
}
