/// The direction a locale's script is written in, for marking output
/// (`dir="rtl"` in HTML).
///
///     try IntlLocale("ar").direction        // .rightToLeft
///     try IntlLocale("az-Arab").direction   // .rightToLeft
///     try IntlLocale("az").direction        // .leftToRight (Latin script)
///     try IntlLocale("he").direction.htmlValue   // "rtl"
public enum LocaleDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft

    /// The value of HTML's `dir` attribute: "ltr" or "rtl".
    public var htmlValue: String {
        switch self {
        case .leftToRight: "ltr"
        case .rightToLeft: "rtl"
        }
    }
}

extension IntlLocale {
    /// The direction of the locale's script, from its likely script when it
    /// names none: `ar`, `he`, `fa`, `ur`, `az-Arab` are right to left; `az`
    /// (Latin) and locales CLDR does not know are left to right.
    public var direction: LocaleDirection { isRightToLeft ? .rightToLeft : .leftToRight }
}
