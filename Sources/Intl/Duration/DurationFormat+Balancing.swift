// Turning an amount of time into Components: round it to the smallest unit,
// then split it from the largest unit down (Temporal's Duration.round with
// largestUnit and smallestUnit, days of 24 hours). Works on magnitudes in
// whole seconds plus attoseconds, so every Swift.Duration is exact.

/// An unsigned amount of time: whole seconds, attoseconds below 10¹⁸, and
/// whether anything nonzero lies below an attosecond (a decimal input's
/// digits beyond 18 fraction digits), which only matters for a tie.
struct TimeMagnitude: Equatable {
    static let attosecondsPerSecond: UInt64 = 1_000_000_000_000_000_000

    var seconds: UInt64
    var attoseconds: UInt64
    var sticky = false

    var isZero: Bool { seconds == 0 && attoseconds == 0 && !sticky }

    /// A Swift `Duration`'s magnitude and sign; its two components may
    /// differ in sign, so they are combined before splitting.
    static func of(_ duration: Duration) -> (magnitude: TimeMagnitude, negative: Bool) {
        let (seconds, attoseconds) = duration.components
        let negative = seconds < 0 || (seconds == 0 && attoseconds < 0)
        var whole = seconds.magnitude, atto = attoseconds.magnitude
        if (seconds < 0) != (attoseconds < 0), attoseconds != 0, seconds != 0 {
            // (2 s, -0.25 s) is 1.75 s; (-2 s, 0.25 s) is -1.75 s.
            whole -= 1
            atto = attosecondsPerSecond - atto
        }
        return (TimeMagnitude(seconds: whole, attoseconds: atto), negative)
    }

    init(seconds: UInt64, attoseconds: UInt64, sticky: Bool = false) {
        self.seconds = seconds
        self.attoseconds = attoseconds
        self.sticky = sticky
    }

    /// The magnitude of `decimal` (its sign ignored): the digits before the
    /// point as seconds, the first 18 after it as attoseconds, any further
    /// digit as `sticky`; nil beyond `UInt64` seconds.
    init?(_ decimal: FixedDecimal) {
        var whole: UInt64 = 0
        for place in 0..<max(decimal.exponent, 0) {
            let (scaled, overflow) = whole.multipliedReportingOverflow(by: 10)
            let (sum, carried) = scaled.addingReportingOverflow(UInt64(decimal.digit(at: place)))
            guard !overflow && !carried else { return nil }
            whole = sum
        }
        var atto: UInt64 = 0
        if decimal.significantFractionDigits > 0 {
            for place in decimal.exponent..<(decimal.exponent + 18) { atto = atto * 10 + UInt64(decimal.digit(at: place)) }
        }
        // Digits are significant (the last is not zero), so any digit past
        // the eighteenth fraction place is a nonzero rest.
        self.init(seconds: whole, attoseconds: atto, sticky: decimal.count > decimal.exponent + 18)
    }
}

extension DurationFormat.Unit {
    /// Seconds per unit, for days to seconds.
    var seconds: UInt64? {
        switch self {
        case .days: 86_400
        case .hours: 3_600
        case .minutes: 60
        case .seconds: 1
        default: nil
        }
    }

    /// Attoseconds per unit, for milliseconds to nanoseconds.
    var attoseconds: UInt64? {
        switch self {
        case .milliseconds: 1_000_000_000_000_000
        case .microseconds: 1_000_000_000_000
        case .nanoseconds: 1_000_000_000
        default: nil
        }
    }
}

extension DurationFormat {
    /// `magnitude` (negative when `negative`) rounded to `options.smallestUnit`
    /// and split from `options.largestUnit` down.
    ///
    /// - Throws: `IntlError.invalidDuration` when the rounded duration has
    ///   2⁵³ seconds or more (ECMA-402's limit), or a unit's amount beyond
    ///   `Int64` (2⁵² seconds in nanoseconds).
    static func balance(_ magnitude: TimeMagnitude, negative: Bool,
                        options: DurationFormatOptions) throws(IntlError) -> Components {
        let rounded = round(magnitude, to: options.smallestUnit, negative: negative, mode: options.roundingMode)
        guard let rounded, rounded.seconds < 1 << 53 else {
            throw .invalidDuration("2^53 seconds or more cannot be formatted")
        }
        var components = Components()
        var seconds = rounded.seconds, attoseconds = rounded.attoseconds
        for unit in DurationFormat.Unit.all where unit >= options.largestUnit && unit <= options.smallestUnit {
            let amount: UInt64
            if let size = unit.seconds {
                amount = seconds / size
                seconds %= size
            } else if let size = unit.attoseconds {
                // The first sub-second unit also takes the whole seconds left
                // (largest unit milliseconds: 1.5 s is 1,500 ms).
                let perSecond = TimeMagnitude.attosecondsPerSecond / size
                let (scaled, overflow) = seconds.multipliedReportingOverflow(by: perSecond)
                guard !overflow, scaled + attoseconds / size <= UInt64(Int64.max) else {
                    throw .invalidDuration("\(options.largestUnit) cannot hold this duration in 64 bits")
                }
                amount = scaled + attoseconds / size
                seconds = 0
                attoseconds %= size
            } else {
                continue // validated: largest unit is days at most
            }
            // Below 2^53 seconds, so below Int64.max in every unit checked above.
            components[unit] = negative ? -Int64(amount) : Int64(amount)
        }
        return components
    }

    /// `magnitude` rounded to a multiple of `unit`; nil when that overflows.
    static func round(_ magnitude: TimeMagnitude, to unit: Unit, negative: Bool,
                      mode: NumberFormatOptions.RoundingMode) -> TimeMagnitude? {
        if let size = unit.seconds {
            let quotient = magnitude.seconds / size
            let remainder = TimeMagnitude(seconds: magnitude.seconds % size, attoseconds: magnitude.attoseconds,
                                          sticky: magnitude.sticky)
            let half = size == 1 ? TimeMagnitude(seconds: 0, attoseconds: TimeMagnitude.attosecondsPerSecond / 2)
                                 : TimeMagnitude(seconds: size / 2, attoseconds: 0)
            let up = roundsUp(remainder: remainder, half: half, quotientIsOdd: quotient % 2 == 1,
                              negative: negative, mode: mode)
            let (units, overflow) = (quotient + (up ? 1 : 0)).multipliedReportingOverflow(by: size)
            return overflow ? nil : TimeMagnitude(seconds: units, attoseconds: 0)
        }
        let size = unit.attoseconds ?? 1
        let quotient = magnitude.attoseconds / size
        let remainder = TimeMagnitude(seconds: 0, attoseconds: magnitude.attoseconds % size, sticky: magnitude.sticky)
        let up = roundsUp(remainder: remainder, half: TimeMagnitude(seconds: 0, attoseconds: size / 2),
                          quotientIsOdd: quotient % 2 == 1, negative: negative, mode: mode)
        let attoseconds = (quotient + (up ? 1 : 0)) * size
        if attoseconds < TimeMagnitude.attosecondsPerSecond {
            return TimeMagnitude(seconds: magnitude.seconds, attoseconds: attoseconds)
        }
        let (seconds, overflow) = magnitude.seconds.addingReportingOverflow(1)
        return overflow ? nil : TimeMagnitude(seconds: seconds, attoseconds: attoseconds - TimeMagnitude.attosecondsPerSecond)
    }

    /// Whether dropping `remainder` (below one unit) rounds the magnitude up.
    private static func roundsUp(remainder: TimeMagnitude, half: TimeMagnitude, quotientIsOdd: Bool,
                                 negative: Bool, mode: NumberFormatOptions.RoundingMode) -> Bool {
        guard !remainder.isZero else { return false }
        let order: Int = (remainder.seconds, remainder.attoseconds) < (half.seconds, half.attoseconds) ? -1
            : (remainder.seconds, remainder.attoseconds) > (half.seconds, half.attoseconds) || remainder.sticky ? 1 : 0
        switch mode {
        case .up: return true
        case .down: return false
        case .ceiling: return !negative
        case .floor: return negative
        default: break
        }
        if order != 0 { return order > 0 }
        switch mode {
        case .halfUp: return true
        case .halfDown: return false
        case .halfEven: return quotientIsOdd
        case .halfOdd: return !quotientIsOdd
        case .halfCeiling: return !negative
        case .halfFloor: return negative
        case .up, .down, .ceiling, .floor: return false // decided above
        }
    }
}
