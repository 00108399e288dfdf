/// The ISO 8601 offset fields (`Z ZZZZZ x… X…`), written as ICU's
/// `TimeZoneFormat::formatOffsetISO8601` writes them: ASCII digits whatever
/// the locale, hours always, minutes and seconds when the style shows them
/// or they are not zero, "Z" for a zero offset when `utcIndicator` is set.
///
///     -08:00 → "-0800" (Z), "-08:00" (XXX), "-08" (X); 0 → "Z" (X), "+00" (x)
///     +05:30 → "+0530" (X); -07:52:58 → "-075258" (xxxx), "-07:52" (xxx)
struct UTCOffsetStyle: Hashable, Sendable {
    let utcIndicator: Bool
    let basic: Bool
    /// Minutes may be left out when zero (`X`, `x`).
    let short: Bool
    let ignoresSeconds: Bool

    /// The style of a zone field, or nil for fields that are not ISO offsets.
    init?(letter: Character, count: Int) {
        switch (letter, count) {
        case ("Z", 1...3): self.init(utcIndicator: false, basic: true, short: false, ignoresSeconds: false)
        case ("Z", 5): self.init(utcIndicator: true, basic: false, short: false, ignoresSeconds: false)
        case ("X", 1...5), ("x", 1...5):
            self.init(utcIndicator: letter == "X", basic: count != 3 && count != 5, short: count == 1,
                      ignoresSeconds: count <= 3)
        default: return nil
        }
    }

    private init(utcIndicator: Bool, basic: Bool, short: Bool, ignoresSeconds: Bool) {
        self.utcIndicator = utcIndicator
        self.basic = basic
        self.short = short
        self.ignoresSeconds = ignoresSeconds
    }

    /// The most bytes ``write(_:into:at:)`` writes: "+07:52:58".
    static let maximumLength = 9

    /// Writes the offset (milliseconds) at `position`; returns the new position.
    @inline(__always)
    func write(_ offset: Int32, into out: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
        var position = position
        let magnitude = Int(offset.magnitude)
        if utcIndicator, magnitude < 1000 || (ignoresSeconds && magnitude < 60_000) {
            out[position] = UInt8(ascii: "Z")
            return position + 1
        }
        let fields = (magnitude / 3_600_000, magnitude / 60000 % 60, magnitude / 1000 % 60)
        var last = ignoresSeconds ? 1 : 2
        let first = short ? 0 : 1
        while last > first, (last == 2 ? fields.2 : fields.1) == 0 { last -= 1 }
        // A negative offset whose shown fields are all zero gets "+".
        let shownZero = fields.0 == 0 && (last < 1 || fields.1 == 0) && (last < 2 || fields.2 == 0)
        out[position] = offset < 0 && !shownZero ? UInt8(ascii: "-") : UInt8(ascii: "+")
        position += 1
        for index in 0...last {
            if index > 0, !basic {
                out[position] = UInt8(ascii: ":")
                position += 1
            }
            let value = index == 0 ? fields.0 : index == 1 ? fields.1 : fields.2
            out[position] = UInt8(ascii: "0") + UInt8(value / 10)
            out[position + 1] = UInt8(ascii: "0") + UInt8(value % 10)
            position += 2
        }
        return position
    }
}
