// Every stored field, in declaration order; each enum's switch is
// exhaustive, so a new case does not compile until it is hashed.

extension DateTimeFormatOptions: FrontCacheHashable {
    /// The hash worked out when the options were made or last changed.
    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) {
        hasher.combine(frontCacheHashValue)
    }
}

extension DateTimeFormatOptions.Fields: FrontCacheHashable {
    /// Feeds every stored field, in declaration order.
    func frontCacheHash(into hasher: inout FrontCacheHasher) {
        hasher.combine(layout)
        hasher.combine(timeZone.identifier)
        hasher.combine(calendar)
        hasher.combine(hourCycle)
        hasher.combine(numberingSystem)
    }
}

extension DateTimeFormatOptions.Layout: FrontCacheHashable {
    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) {
        switch kind {
        case .styles(let date, let time):
            hasher.combine(0)
            hasher.combine(date)
            hasher.combine(time)
        case .template(let template):
            hasher.combine(1)
            hasher.combine(template)
        case .pattern(let pattern):
            hasher.combine(2)
            hasher.combine(pattern)
        }
    }
}

extension DateTimeFormatOptions.Style: FrontCacheHashable {
    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) {
        switch self {
        case .none: hasher.combine(0)
        case .short: hasher.combine(1)
        case .medium: hasher.combine(2)
        case .long: hasher.combine(3)
        case .full: hasher.combine(4)
        }
    }
}

extension DateTimeFormatOptions.HourCycle: FrontCacheHashable {
    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) {
        switch self {
        case .h11: hasher.combine(0)
        case .h12: hasher.combine(1)
        case .h23: hasher.combine(2)
        case .h24: hasher.combine(3)
        }
    }
}
