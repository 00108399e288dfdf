import CICU
import Synchronization

/// Owns one ICU `UNumberFormat` (rule-based spell-out, digit ordinals, or a
/// decimal format used for parsing).
///
/// ICU documents `UNumberFormat` (and RuleBasedNumberFormat in particular)
/// as not thread-safe, so every use goes through `lock`; the handle itself
/// never leaves it.
final class ICUClassicNumberFormat: PooledFormatter {
    enum Kind: Hashable, Sendable {
        case decimal, spellOut, ordinal, duration

        var cicuKind: cicu_unum_kind {
            switch self {
            case .decimal: CICU_UNUM_DECIMAL
            case .spellOut: CICU_UNUM_SPELLOUT
            case .ordinal: CICU_UNUM_ORDINAL
            case .duration: CICU_UNUM_DURATION
            }
        }
    }

    /// ICU's handle, usable only while the mutex is held.
    private struct Handle: ~Copyable, @unchecked Sendable {
        // @unchecked: the pointer is only dereferenced inside `lock`.
        let pointer: OpaquePointer
    }

    private let lock: Mutex<Handle>
    let localeIdentifier: String
    /// The locale whose rules ICU actually loaded ("de" for "de-AT" spell-out).
    let actualLocale: String

    /// - Throws: `IntlError.unknownRuleSet` for a rule set the locale lacks.
    init(kind: Kind, locale: IntlLocale, ruleSet: String?) throws(IntlError) {
        var status = cicu_status_ok()
        guard let pointer = cicu_unum_open(kind.cicuKind, locale.icuID, &status), !status.failed else {
            throw status.failure("unum_open")
        }
        if let ruleSet {
            cicu_unum_set_rule_set(pointer, ruleSet, &status)
            if status.failed {
                let available = Self.publicRuleSets(pointer)
                cicu_unum_close(pointer)
                throw .unknownRuleSet(ruleSet, locale: locale.identifier, available: available)
            }
        }
        if kind == .decimal { cicu_unum_set_lenient(pointer, 0) }
        let actual = cicu_unum_locale(pointer, 1, &status).map { String(cString: $0) } ?? ""
        actualLocale = actual.isEmpty || actual == "root" ? "root" : ICULocale.languageTag(actual) ?? actual
        localeIdentifier = locale.identifier
        lock = Mutex(Handle(pointer: pointer))
    }

    deinit {
        lock.withLock { cicu_unum_close($0.pointer) }
    }

    /// The rule sets the formatter offers, e.g. ["%spellout-cardinal", …].
    var publicRuleSets: [String] { lock.withLock { Self.publicRuleSets($0.pointer) } }

    private static func publicRuleSets(_ pointer: OpaquePointer) -> [String] {
        let (list, _) = icuString { cicu_unum_public_rule_sets(pointer, $0, $1, &$2) }
        return list.split(separator: ";").map(String.init)
    }

    /// Room for the text of one call on the stack: spelled-out numbers run
    /// past 128 bytes in many locales (Tamil, Malayalam, Greek), and a longer
    /// text is formatted a second time.
    private static var textCapacity: Int { 512 }

    // Both fail only on allocation: the handle was opened and its rule set
    // checked at construction, and NumberFormat keeps NaN and ±∞ away from
    // rule-based formats (HostileInputTests tries every kind and value).
    func format(_ value: Int64) -> String {
        checked(lock.withLock { handle in
            icuString(initialCapacity: Self.textCapacity, knownValidUTF8: true) { cicu_unum_format_int64(handle.pointer, value, $0, $1, &$2) }
        }, "unum_formatInt64").requireSuccess()
    }

    func format(_ value: Double) -> String {
        checked(lock.withLock { handle in
            icuString(initialCapacity: Self.textCapacity, knownValidUTF8: true) { cicu_unum_format_double(handle.pointer, value, $0, $1, &$2) }
        }, "unum_formatDouble").requireSuccess()
    }

    func format(decimal value: String) -> Result<String, IntlError> {
        checked(lock.withLock { handle in
            icuString { out, capacity, status in
                cicu_unum_format_decimal(handle.pointer, value, Int32(value.utf8.count), out, capacity, &status)
            }
        }, "unum_formatDecimal")
    }

    /// Parses from the start of `text`; returns the decimal string and the
    /// UTF-8 offset where ICU stopped (where it failed, on failure).
    func parseDecimal(_ text: String) -> (decimal: String?, endOffset: Int) {
        var end: Int32 = 0
        let (decimal, status) = lock.withLock { handle in
            icuString { out, capacity, status in
                cicu_unum_parse_decimal(handle.pointer, text, Int32(text.utf8.count), &end, out, capacity, &status)
            }
        }
        return (status.failed ? nil : decimal, Int(end))
    }
}

/// A shim call's text, or the error naming the ICU function that failed.
private func checked(_ output: (String, cicu_status), _ function: String) -> Result<String, IntlError> {
    output.1.failed ? .failure(output.1.failure(function)) : .success(output.0)
}
