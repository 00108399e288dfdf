/// An instant: whole seconds since the Unix epoch (1970-01-01T00:00:00Z) plus a
/// fraction in nanoseconds, always in UTC.
///
///     let t = try TimestampFormat("%Y-%m-%d %H:%M:%S %z").parse("2014-02-07 12:00:00 -0700")
///     t.seconds                        // 1391799600
///     t.epochString(.milliseconds)     // "1391799600000"
///
/// `nanoseconds` is always in `0..<1_000_000_000`, also before 1970: half a second
/// before the epoch is `Timestamp(seconds: -1, nanoseconds: 500_000_000)`.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Whole seconds since 1970-01-01T00:00:00Z, rounded down (negative before 1970).
    public var seconds: Int64
    /// Nanoseconds after `seconds`, in `0..<1_000_000_000`.
    public var nanoseconds: Int32

    /// Creates an instant; `nanoseconds` outside `0..<1_000_000_000` carries into `seconds`.
    ///
    ///     Timestamp(seconds: 0, nanoseconds: -1)   // seconds -1, nanoseconds 999_999_999
    public init(seconds: Int64, nanoseconds: Int32 = 0) {
        if nanoseconds >= 0 && nanoseconds < 1_000_000_000 {
            self.seconds = seconds
            self.nanoseconds = nanoseconds
        } else {
            let carry = Int64(nanoseconds).floorDivided(by: 1_000_000_000)
            self.seconds = seconds &+ carry
            self.nanoseconds = Int32(Int64(nanoseconds) - carry * 1_000_000_000)
        }
    }

    @inline(__always)
    init(uncheckedSeconds seconds: Int64, nanoseconds: Int32) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }

    /// The RFC 3339 form in UTC, with the fraction only when it is not zero:
    /// `2014-02-07T19:00:00Z`, `1969-12-31T23:59:59.5Z`.
    public var description: String { TimestampFormat.rfc3339.format(self) }

    /// A unit for ``epochString(_:)``.
    public enum EpochUnit: Sendable, Hashable {
        /// Whole seconds.
        case seconds
        /// Whole milliseconds.
        case milliseconds
        /// Whole microseconds.
        case microseconds
        /// Nanoseconds (exact).
        case nanoseconds
    }

    /// The instant as an exact integer count of `unit` since the epoch, rounded
    /// down (toward the past); never overflows, whatever the year.
    ///
    ///     Timestamp(seconds: -1, nanoseconds: 500_000_000).epochString(.nanoseconds)   // "-500000000"
    ///     Timestamp(seconds: -1, nanoseconds: 500_000_000).epochString(.seconds)       // "-1"
    public func epochString(_ unit: EpochUnit) -> String {
        let digits: Int
        let perSecond: UInt64
        switch unit {
        case .seconds: return String(seconds)
        case .milliseconds: digits = 3; perSecond = 1_000
        case .microseconds: digits = 6; perSecond = 1_000_000
        case .nanoseconds: digits = 9; perSecond = 1_000_000_000
        }
        // value = seconds * perSecond + part, with 0 <= part < perSecond.
        let part = UInt64(nanoseconds) / (1_000_000_000 / perSecond)
        if seconds >= 0 {
            if seconds == 0 { return String(part) }
            return String(seconds) + Self.padded(part, digits)
        }
        // Negative: -(magnitude * perSecond - part).
        let magnitude = seconds.magnitude
        if part == 0 { return "-" + String(magnitude) + String(repeating: "0", count: digits) }
        let high = magnitude - 1
        let low = perSecond - part
        if high == 0 { return "-" + String(low) }
        return "-" + String(high) + Self.padded(low, digits)
    }

    private static func padded(_ value: UInt64, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}

extension Int64 {
    /// Floor quotient and non-negative remainder, without overflow for any `self` (divisor > 1).
    @inline(__always)
    func floorDivMod(_ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let q = self / divisor, r = self % divisor
        return r < 0 ? (q - 1, r + divisor) : (q, r)
    }

    @inline(__always)
    func floorDivided(by divisor: Int64) -> Int64 {
        let q = self / divisor
        return (self % divisor < 0) ? q - 1 : q
    }
}
