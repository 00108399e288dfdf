// Every stored field, in declaration order; each enum's switch is
// exhaustive, so a new case does not compile until it is hashed.

extension NumberFormatOptions: FrontCacheHashable {
    /// The hash worked out when the options were made or last changed.
    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) {
        hasher.combine(frontCacheHashValue)
    }
}

extension NumberFormatOptions.Fields: FrontCacheHashable {
    /// Feeds every stored field, in declaration order.
    func frontCacheHash(into hasher: inout FrontCacheHasher) {
        hasher.combine(style)
        hasher.combine(precision)
        hasher.combine(roundingMode)
        hasher.combine(minimumIntegerDigits)
        hasher.combine(maximumIntegerDigits)
        hasher.combine(grouping)
        hasher.combine(signDisplay)
        hasher.combine(numberingSystem)
    }
}

extension NumberFormatOptions.Style: FrontCacheHashable {
    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) {
        switch kind {
        case .decimal: hasher.combine(0)
        case .percent: hasher.combine(1)
        case .scientific: hasher.combine(2)
        case .engineering: hasher.combine(3)
        case .ordinal: hasher.combine(4)
        case .currency(let code, let display):
            hasher.combine(5)
            hasher.combine(code)
            hasher.combine(display)
        case .compact(let display):
            hasher.combine(6)
            hasher.combine(display)
        case .unit(let unit, let width, let usage):
            hasher.combine(7)
            hasher.combine(unit)
            hasher.combine(width)
            hasher.combine(usage)
        case .spellOut(let spellOut):
            hasher.combine(8)
            hasher.combine(spellOut.ruleSet)
            hasher.combine(spellOut.ordinalDefault)
        }
    }
}

extension NumberFormatOptions.CurrencyDisplay: FrontCacheHashable {
    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) {
        switch self {
        case .symbol: hasher.combine(0)
        case .narrowSymbol: hasher.combine(1)
        case .code: hasher.combine(2)
        case .name: hasher.combine(3)
        }
    }
}

extension NumberFormatOptions.CompactDisplay: FrontCacheHashable {
    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) {
        switch self {
        case .short: hasher.combine(0)
        case .long: hasher.combine(1)
        }
    }
}

extension NumberFormatOptions.UnitWidth: FrontCacheHashable {
    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) {
        switch self {
        case .short: hasher.combine(0)
        case .narrow: hasher.combine(1)
        case .fullName: hasher.combine(2)
        }
    }
}

extension NumberFormatOptions.Precision: FrontCacheHashable {
    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) {
        switch kind {
        case .automatic: hasher.combine(0)
        case .integer: hasher.combine(1)
        case .unlimited: hasher.combine(2)
        case .fraction(let minimum, let maximum):
            hasher.combine(3)
            hasher.combine(minimum)
            hasher.combine(maximum)
        case .significant(let minimum, let maximum):
            hasher.combine(4)
            hasher.combine(minimum)
            hasher.combine(maximum)
        case .increment(let increment):
            hasher.combine(5)
            hasher.combine(increment)
        case .currencyStandard: hasher.combine(6)
        case .currencyCash: hasher.combine(7)
        }
    }
}

extension NumberFormatOptions.RoundingMode: FrontCacheHashable {
    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) {
        switch self {
        case .ceiling: hasher.combine(0)
        case .floor: hasher.combine(1)
        case .down: hasher.combine(2)
        case .up: hasher.combine(3)
        case .halfEven: hasher.combine(4)
        case .halfOdd: hasher.combine(5)
        case .halfCeiling: hasher.combine(6)
        case .halfFloor: hasher.combine(7)
        case .halfDown: hasher.combine(8)
        case .halfUp: hasher.combine(9)
        }
    }
}

extension NumberFormatOptions.Grouping: FrontCacheHashable {
    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) { hasher.combine(Int(kind.rawValue)) }
}

extension NumberFormatOptions.SignDisplay: FrontCacheHashable {
    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) { hasher.combine(Int(kind.rawValue)) }
}

extension NumberFormatOptions {
    /// `NumberFormatOptions()`, made once for the one-shot calls without options (on a front-cache
    /// miss): making options allocates their shared fields and computes their front-cache hash.
    static let standard = NumberFormatOptions()
}
