import Intl
import StringCatalog

/// Which plural categories a language's CLDR rules use, and how a plural
/// variable's strings compare with them.
///
/// Russian needs one, few, many and other: a variable without `few` shows
/// the `other` text for 3 ("3 файлов" instead of "3 файла"), an error.
/// English never uses `few`: such a string is dead text, a warning. Apple's
/// `zero` is always allowed (it is used for 0 in every language).
struct PluralCoverage {
    let language: String
    let needed: [PluralCategory]
    private let rules: PluralRules

    /// Nil when `language` is no locale (then plural strings are not checked).
    init?(language: String) {
        guard let locale = try? IntlLocale(language) else { return nil }
        self.language = language
        rules = PluralRules(locale: locale)
        needed = rules.categories
    }

    /// For a `one` text that writes the number as a literal "1" (not through a specifier) where the
    /// language's `one` covers other whole numbers too (fr: 0; ru: 21, 31, 41; hr: 21, 31, 41): the
    /// first three of those, which the text will be shown for.
    func literalOneIsWrong(in variable: PluralVariable) -> [Int]? {
        guard let text = variable.forms[.one], Self.writesOne(text) else { return nil }
        let others = (0...1_000).lazy.filter { $0 != 1 && rules.category(for: $0) == .one }.prefix(3)
        return others.isEmpty ? nil : Array(others)
    }

    /// Whether `text` has the digit 1 standing alone (not in a larger number, not in `%1$@`).
    private static func writesOne(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
        return scalars.indices.contains { index in
            scalars[index] == "1"
                && (index == 0 || !(isDigit(scalars[index - 1]) || scalars[index - 1] == "%"))
                && (index + 1 == scalars.count || !(isDigit(scalars[index + 1]) || scalars[index + 1] == "$"))
        }
    }

    /// Categories the language needs that the variable lacks.
    func missing(in variable: PluralVariable) -> [PluralCategory] {
        needed.filter { variable.forms[$0] == nil }
    }

    /// Categories the variable carries that the language never selects (`zero` excepted).
    func unused(in variable: PluralVariable) -> [PluralCategory] {
        variable.forms.keys.filter { $0 != .zero && !needed.contains($0) }.sorted()
    }

    /// `one, few, many, other`
    var neededList: String { needed.map(\.rawValue).joined(separator: ", ") }
}
