extension PluralRuleType: FrontCacheHashable {
    @inline(__always)
    func frontCacheHash(into hasher: inout FrontCacheHasher) {
        switch self {
        case .cardinal: hasher.combine(0)
        case .ordinal: hasher.combine(1)
        }
    }
}
