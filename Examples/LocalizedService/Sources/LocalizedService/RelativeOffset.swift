import Intl

/// The largest whole calendar unit between two instants, as a person says
/// it: 90 seconds ago is "1 minute ago", 400 days from now "in 1 year".
struct RelativeOffset: Equatable {
    let value: Double
    let unit: RelativeTimeFormat.Unit

    private static let units: [(RelativeTimeFormat.Unit, Double)] = [
        (.year, 365 * 86_400), (.month, 30 * 86_400), (.week, 7 * 86_400),
        (.day, 86_400), (.hour, 3_600), (.minute, 60),
    ]

    /// The offset of `seconds` (negative: in the past), truncated toward zero.
    init(seconds: Double) {
        for (unit, length) in Self.units where abs(seconds) >= length {
            self.value = (seconds / length).rounded(.towardZero)
            self.unit = unit
            return
        }
        self.value = seconds.rounded(.towardZero)
        self.unit = .second
    }
}
