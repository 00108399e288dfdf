/// How many digits strict parsing lets each numeric field of a pattern
/// take, defined here rather than left to ICU, whose strict mode changed:
/// for `yyyy-MM-dd`, ICU 72 refuses "19-1-1" (at its day) and ICU 76
/// accepts it as 19 January 1 AD.
///
/// A numeric field written with n ≥ 2 letters takes at least n digits
/// (`yyyy` 4, `MM`, `dd`, `HH`, `mm`, `ss` 2), one written with one letter
/// at least one; a field other than a year or a fraction of a second takes
/// at most two digits, or n when n is more (`d` and `dd` refuse "001").
/// Digits of any numbering system count. Checking walks the text from the
/// start and stops at the first text field (a month or weekday name, an
/// era, a zone, a day period) or literal that does not match: from there
/// on, ICU's own strict rules decide.
///
///     StrictFieldWidths.violation(in: "19-1-1", pattern: "yyyy-MM-dd")       // 0: "19" is not 4 digits
///     StrictFieldWidths.violation(in: "2019-1-01", pattern: "yyyy-MM-dd")    // 5
///     StrictFieldWidths.violation(in: "2019-01-01", pattern: "yyyy-MM-dd")   // nil
enum StrictFieldWidths {
    /// The character offset where the first field that breaks the rule
    /// starts, or nil when none does.
    static func violation(in text: String, pattern: String) -> Int? {
        let tokens = DatePatternToken.tokens(of: pattern)
        var rest = text[...]
        var offset = 0
        for (index, token) in tokens.enumerated() {
            switch token {
            case .literal(let literal):
                guard rest.hasPrefix(literal) else { return nil }
                rest = rest.dropFirst(literal.count)
                offset += literal.count
            case .field(let letter, let count):
                guard let limits = limits(letter: letter, count: count) else { return nil }
                let available = rest.prefix(while: isDigit).count
                // ICU gives a numeric field followed directly by another
                // exactly its pattern width.
                let abuts = index + 1 < tokens.count && isNumericField(tokens[index + 1])
                let taken = abuts ? min(available, count) : available
                guard limits.contains(taken) else { return offset }
                rest = rest.dropFirst(taken)
                offset += taken
            }
        }
        return nil
    }

    /// The digit counts a numeric field takes; nil for a text field.
    private static func limits(letter: Character, count: Int) -> ClosedRange<Int>? {
        let minimum = count >= 2 ? count : 1
        switch letter {
        case "y", "Y", "u", "S": return minimum...Int.max
        case "M", "L": return count <= 2 ? minimum...2 : nil
        case "d", "D", "F", "H", "h", "K", "k", "m", "s", "w", "W": return minimum...max(count, 2)
        default: return nil
        }
    }

    private static func isNumericField(_ token: DatePatternToken) -> Bool {
        if case .field(let letter, let count) = token { return limits(letter: letter, count: count) != nil }
        return false
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.unicodeScalars.count == 1 && character.unicodeScalars.first?.properties.numericType == .decimal
    }
}
