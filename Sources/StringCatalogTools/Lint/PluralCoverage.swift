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

    /// Nil when `language` is no locale (then plural strings are not checked).
    init?(language: String) {
        guard let locale = try? IntlLocale(language) else { return nil }
        self.language = language
        needed = PluralRules(locale: locale).categories
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
