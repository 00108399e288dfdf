import CICU

/// ICU's display names (`uloc_getDisplayName`, `…Language`, `…Country`,
/// `…Script`, `ucurr_getName`), the only place `DisplayNames` reaches ICU.
///
/// Display locale ids must name data ICU has ("root" otherwise): for a
/// language without data ICU would answer in the process default locale.
enum ICUDisplayNames {
    enum Kind {
        case locale, language, region, script

        fileprivate var icuKind: cicu_display_kind {
            switch self {
            case .locale: CICU_DISPLAY_LOCALE
            case .language: CICU_DISPLAY_LANGUAGE
            case .region: CICU_DISPLAY_REGION
            case .script: CICU_DISPLAY_SCRIPT
            }
        }
    }

    /// ICU's name of `localeID` (or of its language, region or script) in
    /// `displayLocaleID`, and whether ICU had one: when it had none it wrote
    /// the codes ("xq (QQ)").
    static func name(_ kind: Kind, of localeID: String, in displayLocaleID: String) -> (String, found: Bool) {
        let (name, status) = icuString { cicu_display_name(kind.icuKind, localeID, displayLocaleID, $0, $1, &$2) }
        let checked: Result<String, IntlError> = status.failed ? .failure(status.failure("uloc_getDisplayName")) : .success(name)
        return (checked.requireSuccess(), status.code != CICU_USING_DEFAULT_WARNING)
    }

    /// The long name of a three-letter ISO 4217 code, or nil when ICU has none.
    static func currencyName(_ code: String, in displayLocaleID: String) -> String? {
        let (name, status) = icuString { cicu_currency_name(code, displayLocaleID, $0, $1, &$2) }
        return status.failed || status.code == CICU_USING_DEFAULT_WARNING ? nil : name
    }
}
