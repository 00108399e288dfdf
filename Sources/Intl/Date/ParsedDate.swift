/// An instant parsed by ``DateTimeFormat/parse(_:)``: whole seconds since
/// 1970-01-01T00:00:00Z plus nanoseconds (whole milliseconds, as ICU parses).
///
///     let parsed = try DateTimeFormat(locale: "en", options: .init(layout: .pattern("yyyy-MM-dd HH:mm:ss.SSS")))
///         .parse("1969-12-31 23:59:59.500")
///     parsed.seconds       // -1
///     parsed.nanoseconds   // 500_000_000
public struct ParsedDate: Hashable, Sendable, Comparable {
    /// Whole seconds since the epoch, rounded down (negative before 1970).
    public let seconds: Int64
    /// Nanoseconds after `seconds`, in `0..<1_000_000_000`.
    public let nanoseconds: Int32

    /// An instant; `nanoseconds` outside `0..<1_000_000_000` carry into `seconds`.
    public init(seconds: Int64, nanoseconds: Int32) {
        let carry = Int64(nanoseconds) / 1_000_000_000 - (nanoseconds < 0 && nanoseconds % 1_000_000_000 != 0 ? 1 : 0)
        self.seconds = seconds &+ carry
        self.nanoseconds = Int32(Int64(nanoseconds) - carry * 1_000_000_000)
    }

    /// Seconds since the epoch as a `Double` (exact to the millisecond for
    /// any date within ±285,000 years).
    public var epochSeconds: Double { Double(seconds) + Double(nanoseconds) / 1e9 }

    public static func < (lhs: ParsedDate, rhs: ParsedDate) -> Bool {
        (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }
}
