/// The printf-style specifiers of a string, enough to re-number them; the
/// message formatter has its own full parser.
///
/// A specifier is `%` [`N$`] flags (`-+ #0'`) width [`.precision`] length
/// (`hh h ll l q L z t j`) conversion (`@ d D i u U x X o O f F e E g G c C s S p a A`).
struct PrintfSpecifier: Hashable {
    /// Scalar offsets of the `%` and one past the conversion.
    var range: Range<Int>
    /// The explicit `N$`, if any.
    var position: Int?
    /// Everything after `%` and `N$`: `"lld"`, `".2f"`, `"@"`.
    var body: String
    var isNumeric: Bool { !"@cCsSp".unicodeScalars.contains(body.unicodeScalars.last ?? "@") }

    static func all(in text: String) -> [PrintfSpecifier] {
        let scalars = Array(text.unicodeScalars)
        var found: [PrintfSpecifier] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                index += 2
                continue
            }
            if let specifier = parse(scalars, at: index) {
                found.append(specifier)
                index = specifier.range.upperBound
            } else {
                index += 1
            }
        }
        return found
    }

    private static func parse(_ scalars: [Unicode.Scalar], at start: Int) -> PrintfSpecifier? {
        var cursor = start + 1
        var position: Int?
        let digitsStart = cursor
        while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]), cursor - digitsStart < 9 { cursor += 1 }
        if cursor > digitsStart, cursor < scalars.count, scalars[cursor] == "$" {
            position = Int(String(String.UnicodeScalarView(scalars[digitsStart..<cursor])))
            cursor += 1
        } else {
            cursor = digitsStart
        }
        let bodyStart = cursor
        while cursor < scalars.count, "-+ #0'123456789.*".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
        while cursor < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
        guard cursor < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[cursor]) else { return nil }
        let body = String(String.UnicodeScalarView(scalars[bodyStart...cursor]))
        return PrintfSpecifier(range: start..<(cursor + 1), position: position, body: body)
    }
}
