/// A maximized (language, script, region) triple as ICU's matcher compares
/// locales: "en-AU" is en/Latn/AU, "zh-TW" zh/Hant/TW.
///
/// `flags` records which subtags the locale named itself (ICU's explicit-
/// subtag flags); two locales with the same triple but different flags are
/// "equivalent but originally unequal" and differ by a micro distance.
struct LSR: Hashable, Sendable {
    var language: String
    var script: String
    var region: String
    /// ICU's dense region number: 1…1000 for "000"…"999", 1001… for "AA"…"ZZ", 0 when ill-formed.
    var regionIndex: Int
    var flags: Int

    static let explicitLanguage = 4
    static let explicitScript = 2
    static let explicitRegion = 1
    static let explicitAll = 7
    static let implicit = 0
    /// One more than the largest ``regionIndex``.
    static let regionIndexLimit = 1001 + 26 * 26

    init(_ language: String, _ script: String, _ region: String, flags: Int) {
        self.language = language
        self.script = script
        self.region = region
        self.regionIndex = Self.index(ofRegion: region)
        self.flags = flags
    }

    /// The same triple, flags aside (ICU's `isEquivalentTo`).
    func isEquivalent(to other: LSR) -> Bool {
        language == other.language && script == other.script && regionIndex == other.regionIndex
            && (regionIndex > 0 || region == other.region)
    }

    /// ICU's `LSR::indexForRegion`: three digits or two letters, else 0.
    static func index(ofRegion region: String) -> Int {
        let bytes = Array(region.utf8)
        func digit(_ byte: UInt8) -> Int? { (48...57).contains(byte) ? Int(byte - 48) : nil }
        func letter(_ byte: UInt8) -> Int? {
            let upper = byte & ~0x20
            return (65...90).contains(upper) ? Int(upper - 65) : nil
        }
        if bytes.count == 3, let a = digit(bytes[0]), let b = digit(bytes[1]), let c = digit(bytes[2]) {
            return (10 * a + b) * 10 + c + 1
        }
        if bytes.count == 2, let a = letter(bytes[0]), let b = letter(bytes[1]) {
            return 26 * a + b + 1001
        }
        return 0
    }
}
