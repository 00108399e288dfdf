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
        compare(lhs.unicodeScalars, rhs.unicodeScalars) < 0
    }

    /// Whether the `original` path `lhs` sorts before `rhs`: ignoring case first.
    static func filePrecedes(_ lhs: String, _ rhs: String) -> Bool {
        let folded = compare(lhs.lowercased().unicodeScalars, rhs.lowercased().unicodeScalars)
        return folded != 0 ? folded < 0 : precedes(lhs, rhs)
    }

    /// -1, 0 or 1. Digit runs compare by value (leading zeros ignored), and by length
    /// when equal in value (`"1" < "01"`), so that only equal strings compare equal.
    private static func compare(_ lhs: String.UnicodeScalarView, _ rhs: String.UnicodeScalarView) -> Int {
        var left = lhs.startIndex
        var right = rhs.startIndex
        while left != lhs.endIndex, right != rhs.endIndex {
            let a = lhs[left]
            let b = rhs[right]
            if isDigit(a), isDigit(b) {
                let leftEnd = lhs[left...].firstIndex { !isDigit($0) } ?? lhs.endIndex
                let rightEnd = rhs[right...].firstIndex { !isDigit($0) } ?? rhs.endIndex
                let order = compareNumbers(lhs[left..<leftEnd], rhs[right..<rightEnd])
                if order != 0 { return order }
                left = leftEnd
                right = rightEnd
                continue
            }
            if a != b { return a.value < b.value ? -1 : 1 }
            left = lhs.index(after: left)
            right = rhs.index(after: right)
        }
        if left == lhs.endIndex { return right == rhs.endIndex ? 0 : -1 }
        return 1
    }

    /// Two digit runs by value, without converting (a run may be longer than any integer).
    private static func compareNumbers(_ lhs: Substring.UnicodeScalarView, _ rhs: Substring.UnicodeScalarView) -> Int {
        let a = lhs.drop { $0 == "0" }
        let b = rhs.drop { $0 == "0" }
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for (x, y) in zip(a, b) where x != y { return x.value < y.value ? -1 : 1 }
        if lhs.count != rhs.count { return lhs.count < rhs.count ? -1 : 1 }
        return 0
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }
}
