@testable import StringCatalogTools
import Testing
import TestSupport

/// Xcode's key order, compared as UTF-8 bytes (#44 item 9): the same answers as the comparison of
/// Unicode scalars it replaced, which stays here as the reference.
@Suite struct XcodeOrderTests {
    @Test(arguments: [
        ("5 minutes", "6", true), ("6", "30 seconds", true), ("3MIN", "120", true), ("CONNECT", "Cancel", true),
        ("Cancel", "connecting", true), ("\u{FF0D}", "🍽", true), ("1", "01", true), ("01", "1", false), ("a", "a", false),
        ("a", "ab", true), ("ab", "a", false), ("é", "z", false), ("x9", "x10", true), ("x010", "x9", false), ("", "a", true),
        ("plural.few", "plural.many", true), ("device.mac", "device.other", true), ("a\u{10000}", "a\u{FFFF}", false),
    ])
    func ordersAsXcode(_ lhs: String, _ rhs: String, _ before: Bool) {
        #expect(XcodeOrder.precedes(lhs, rhs) == before)
        #expect(XcodeOrder.precedes(lhs, rhs) == (Reference.compare(lhs.unicodeScalars, rhs.unicodeScalars) < 0))
    }

    /// Random strings of digits (leading zeros too), ASCII, and two-, three- and four-byte scalars.
    @Test func agreesWithTheScalarComparison() {
        var random = SplitMix64(seed: 44_9)
        let alphabet: [Unicode.Scalar] = ["0", "0", "1", "2", "9", "a", "B", " ", ".", "|", "é", "ß", "\u{7FF}", "\u{800}", "€",
                                          "\u{FF0D}", "\u{FFFF}", "\u{10000}", "🍽", "\u{10FFFF}"]
        func string() -> String {
            var text = ""
            for _ in 0..<random.int(0...8) { text.unicodeScalars.append(alphabet[random.int(0...(alphabet.count - 1))]) }
            return text
        }
        for _ in 0..<20_000 {
            let lhs = string()
            let rhs = random.int(0...3) == 0 ? lhs + string() : string()
            let expected = Reference.compare(lhs.unicodeScalars, rhs.unicodeScalars)
            #expect(XcodeOrder.precedes(lhs, rhs) == (expected < 0), "\(lhs.debugDescription) \(rhs.debugDescription)")
            #expect(XcodeOrder.precedes(rhs, lhs) == (expected > 0), "\(rhs.debugDescription) \(lhs.debugDescription)")
        }
    }

    /// The comparison over Unicode scalars, as `XcodeOrder` had it before it compared bytes.
    private enum Reference {
        static func compare(_ lhs: String.UnicodeScalarView, _ rhs: String.UnicodeScalarView) -> Int {
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

        static func compareNumbers(_ lhs: Substring.UnicodeScalarView, _ rhs: Substring.UnicodeScalarView) -> Int {
            let a = lhs.drop { $0 == "0" }
            let b = rhs.drop { $0 == "0" }
            if a.count != b.count { return a.count < b.count ? -1 : 1 }
            for (x, y) in zip(a, b) where x != y { return x.value < y.value ? -1 : 1 }
            if lhs.count != rhs.count { return lhs.count < rhs.count ? -1 : 1 }
            return 0
        }

        static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value >= 0x30 && scalar.value <= 0x39
        }
    }
}
