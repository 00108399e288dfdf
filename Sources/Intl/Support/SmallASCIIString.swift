/// The UTF-8 of a short ASCII `String` read from the string value itself.
///
/// A native Swift string of at most 15 UTF-8 bytes keeps them inside its two
/// words ("small string"): the first eight bytes in the first word, lowest
/// byte first, the next seven in the second, whose top byte says small,
/// ASCII and the count (0xE0 + count). Every API that hands out a pointer to
/// those bytes first stores both words to the stack, and reading a few bytes
/// back at odd offsets right after that store stalls the load (measured: the
/// stall was the largest single cost of `PluralRules.category(for:)`). This
/// reads the words as values instead, for the plural operands of short
/// decimals (its only user).
///
/// The layout is the standard library's, unchanged since Swift 5.0 but not
/// public: anything else — large, bridged or non-ASCII strings, or a future
/// layout whose top byte does not match — is `nil`, and callers then read
/// the string's bytes the ordinary way. `SmallASCIIStringTests` checks the
/// layout against `utf8` for every length and would fail if it changed.
struct SmallASCIIString {
    /// Bytes 0…7, first byte lowest, zero past `count`.
    let low: UInt64
    /// Bytes 8…14, first byte lowest, zero past `count`.
    let high: UInt64
    /// 0…15.
    let count: Int
}

extension SmallASCIIString {
    /// The words of `string` when it is a small ASCII string; nil for any other.
    @inline(__always)
    init?(_ string: String) {
        // The layout read here is the one of 64-bit little-endian platforms
        // (x86-64, arm64); elsewhere every string is read the ordinary way.
        #if !(_endian(little) && _pointerBitWidth(_64))
        return nil
        #endif
        // Same size, no reference taken: the bits are only looked at.
        let words = unsafeBitCast(string, to: (UInt64, UInt64).self)
        let discriminator = words.1 >> 56
        guard discriminator & 0xF0 == 0xE0 else { return nil }
        low = words.0
        high = words.1 & 0x00FF_FFFF_FFFF_FFFF
        count = Int(discriminator & 0x0F)
    }
}
