/// The orders Xcode's *Export Localizations* lists things in, as read off real exports
/// (Xcode 14.2 `14C18`, 15.0 `15A240d`, 16.0 `16A242`, 16.2 `16C5032a`, 27.0 `27A266a`):
///
/// - **Units of a table, by key**: Unicode scalar order, except that a run of ASCII digits
///   compares as the number it spells (`"5 minutes" < "6" < "30 seconds"`, `"3MIN" < "120"`);
///   case counts (`"CONNECT" < "Cancel" < "connecting"`), and a character outside the BMP
///   compares by its scalar (`"－"` U+FF0D before `"🍽"`), not by UTF-16 unit. Xcode sorts
///   `.strings` tables this way too, whatever order the file has.
/// - **Units of one key** (`.xcstrings`): the plain string first, then its variations by
///   their path in the same order: plural forms alphabetically (`few`, `many`, `one`,
///   `other`), devices alphabetically (`appletv` … `mac`, `other`), `device.…` before
///   `substitutions.…`. A `.stringsdict` entry's paths likewise (`NSStringLocalizedFormatKey`,
///   then the variables; `one`, `other`, `zero`).
/// - **`<file>`s, by `original`**: the same comparison on the lowercased paths
///   (`en.lproj/Localizable.strings` before `SimpleX NSE/en.lproj/…`), ties by case.
enum XcodeOrder {
    /// Whether `lhs` sorts before `rhs` (keys, ids and variation paths).
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// Whether the `original` path `lhs` sorts before `rhs`: ignoring case first.
    static func filePrecedes(_ lhs: String, _ rhs: String) -> Bool {
        let folded = compare(lhs.lowercased(), rhs.lowercased())
        return folded != 0 ? folded < 0 : precedes(lhs, rhs)
    }

    /// -1, 0 or 1. Digit runs compare by value (leading zeros ignored), and by length
    /// when equal in value (`"1" < "01"`), so that only equal strings compare equal.
    ///
    /// Compared as UTF-8 bytes, which order as their scalars do: the first byte that differs
    /// is in the first scalar that differs, and a lead byte orders by the scalar's value. A
    /// digit (`0x30`–`0x39`) is never part of a longer sequence, so digit runs are the same runs.
    private static func compare(_ lhs: String, _ rhs: String) -> Int {
        var lhs = lhs, rhs = rhs
        return lhs.withUTF8 { left in rhs.withUTF8 { right in compare(left, right) } }
    }

    private static func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
        var left = 0
        var right = 0
        while left < lhs.count, right < rhs.count {
            let a = lhs[left]
            let b = rhs[right]
            if isDigit(a), isDigit(b) {
                var leftEnd = left + 1
                while leftEnd < lhs.count, isDigit(lhs[leftEnd]) { leftEnd += 1 }
                var rightEnd = right + 1
                while rightEnd < rhs.count, isDigit(rhs[rightEnd]) { rightEnd += 1 }
                let order = compareNumbers(lhs[left..<leftEnd], rhs[right..<rightEnd])
                if order != 0 { return order }
                left = leftEnd
                right = rightEnd
                continue
            }
            if a != b { return a < b ? -1 : 1 }
            left += 1
            right += 1
        }
        if left == lhs.count { return right == rhs.count ? 0 : -1 }
        return 1
    }

    /// Two digit runs by value, without converting (a run may be longer than any integer).
    private static func compareNumbers(_ lhs: Slice<UnsafeBufferPointer<UInt8>>, _ rhs: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        let a = lhs.drop { $0 == UInt8(ascii: "0") }
        let b = rhs.drop { $0 == UInt8(ascii: "0") }
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
        if lhs.count != rhs.count { return lhs.count < rhs.count ? -1 : 1 }
        return 0
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }
}
