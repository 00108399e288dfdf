import CICU

/// ICU's locale-sensitive case mapping on UTF-8 (`ucasemap_utf8ToUpper`,
/// `…ToLower`, `…ToTitle`), the only place `CaseMapping` reaches ICU.
enum ICUCaseMap {
    enum Kind {
        case upper, lower, title

        fileprivate var icuKind: cicu_case_kind {
            switch self {
            case .upper: CICU_CASE_UPPER
            case .lower: CICU_CASE_LOWER
            case .title: CICU_CASE_TITLE
            }
        }
    }

    /// Maps `text` (at most `Int32.max` UTF-8 bytes; callers split longer
    /// text) with the rules of `language` ("tr", "lt"; "root" for none).
    static func map(_ kind: Kind, _ text: Substring, language: String) -> String {
        var text = text
        let (mapped, status) = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                // Output grows by at most 3× (ß → SS, ΐ → Ϊ́), so start there.
                icuString(initialCapacity: max(128, min(chars.count * 3, 1 << 16))) {
                    cicu_case_map(kind.icuKind, language, chars.baseAddress, Int32(chars.count), $0, $1, &$2)
                }
            }
        }
        // Fails only when ICU cannot allocate: any valid UTF-8 maps.
        let checked: Result<String, IntlError> = status.failed ? .failure(status.failure("ucasemap_utf8To*")) : .success(mapped)
        return checked.requireSuccess()
    }
}
