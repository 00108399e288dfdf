/// The text ``NativeDecimalFormat`` writes around the digits: the minus
/// sign and, for percentages and money, the percent sign or the currency
/// symbol with ICU's spacing ("-1.234,50\u{00A0}€" in de: prefix "-",
/// suffix "\u{00A0}€").
///
/// For plain decimals the affixes are the classic formatter's negative
/// prefix and suffix. For percent and currency they are read off ICU's own
/// output for the same skeleton: ICU decides the symbol ("€", "US$", "CHF"),
/// its side, the sign's place and the currency spacing (a no-break space
/// between a letter symbol and a digit) from the pattern, the symbol and the
/// digit next to it. A finite number's text always starts and ends with a
/// digit, so those decisions are the same for every finite value of one sign
/// and one reading per sign is all of them.
struct NumberAffixes: Equatable {
    var positivePrefix: [UInt8] = []
    var positiveSuffix: [UInt8] = []
    var negativePrefix: [UInt8] = []
    var negativeSuffix: [UInt8] = []

    /// The affixes ICU writes around the digits of a positive and a negative
    /// number, or nil when ICU's text for either is not prefix + digits + suffix.
    ///
    /// - Parameters:
    ///   - digits: the number as the native writer writes it with no affixes.
    ///   - icu: ICU's text for the number, with affixes.
    static func read(digits: (Double) -> String?, icu: (Double) -> String?) -> NumberAffixes? {
        // Seven integer digits, so grouped: no affix contains such a run.
        let probe = 1_234_567.25
        guard let positive = split(icu(probe), around: digits(probe)),
              let negative = split(icu(-probe), around: digits(-probe))
        else { return nil }
        return NumberAffixes(positivePrefix: positive.prefix, positiveSuffix: positive.suffix,
                             negativePrefix: negative.prefix, negativeSuffix: negative.suffix)
    }

    /// `text` as prefix + `body` + suffix, at the first place `body` occurs.
    private static func split(_ text: String?, around body: String?) -> (prefix: [UInt8], suffix: [UInt8])? {
        guard let text, let body, !body.isEmpty else { return nil }
        let whole = Array(text.utf8), part = Array(body.utf8)
        guard whole.count >= part.count else { return nil }
        for start in 0...(whole.count - part.count) where whole[start..<start + part.count].elementsEqual(part) {
            return (Array(whole[..<start]), Array(whole[(start + part.count)...]))
        }
        return nil
    }
}
