/// A set of language or region codes as a bitset over their dense numbers
/// (``languageNumber(_:)``, ``regionNumber(_:)``): asking whether a code is
/// in it reads one word, where a `Set<String>` hashes the code with SipHash.
/// ``SimpleTag`` asks three such questions for every range of every
/// `Accept-Language` header it reads.
///
///     let deprecated = SubtagCodeSet(["iw", "mo"], number: SubtagCodeSet.languageNumber)
///     deprecated.contains(SubtagCodeSet.languageNumber(iw) ?? 0)   // true (iw: the bytes of "iw" or "IW")
struct SubtagCodeSet: Sendable {
    private var words: [UInt64]

    /// The codes among `codes` that `number` numbers; others cannot be asked about and are left out.
    init(_ codes: some Sequence<String>, number: (UnsafeBufferPointer<UInt8>) -> Int?) {
        words = [UInt64](repeating: 0, count: (Self.numberLimit + 63) / 64)
        for var code in codes {
            guard let index = code.withUTF8(number) else { continue }
            words[index >> 6] |= 1 << UInt64(index & 63)
        }
    }

    func contains(_ number: Int) -> Bool {
        words[number >> 6] & (1 << UInt64(number & 63)) != 0
    }

    /// More than any ``languageNumber(_:)`` or ``regionNumber(_:)``.
    static let numberLimit = 26 * 26 + 26 * 26 * 26

    /// 0…675 for "aa"…"zz", 676… for "aaa"…"zzz" (any case); nil for anything else.
    static func languageNumber(_ code: UnsafeBufferPointer<UInt8>) -> Int? {
        guard code.count == 2 || code.count == 3 else { return nil }
        var number = 0
        for byte in code {
            let letter = Int(byte | 0x20) - Int(UInt8(ascii: "a"))
            guard letter >= 0, letter < 26 else { return nil }
            number = number * 26 + letter
        }
        return code.count == 2 ? number : 26 * 26 + number
    }

    /// 0…675 for "AA"…"ZZ" (any case), 676…1675 for "000"…"999"; nil for anything else.
    static func regionNumber(_ code: UnsafeBufferPointer<UInt8>) -> Int? {
        switch code.count {
        case 2:
            let first = Int(code[0] | 0x20) - Int(UInt8(ascii: "a")), second = Int(code[1] | 0x20) - Int(UInt8(ascii: "a"))
            guard (0..<26).contains(first), (0..<26).contains(second) else { return nil }
            return first * 26 + second
        case 3:
            var number = 0
            for byte in code {
                let digit = Int(byte) - Int(UInt8(ascii: "0"))
                guard digit >= 0, digit < 10 else { return nil }
                number = number * 10 + digit
            }
            return 26 * 26 + number
        default:
            return nil
        }
    }
}
