import CICU

/// The versions behind this library's output: swift-intl's own, and the ICU
/// and CLDR it runs on.
///
/// ICU and CLDR are read from the ICU library loaded at run time, not from
/// the headers it was built with, so a log line or a bug report names the
/// data that actually produced the text:
///
///     IntlLibrary.version       // "0.9.0"
///     IntlLibrary.icuVersion    // "72.1" (Debian 12)
///     IntlLibrary.cldrVersion   // "42.0"
///
/// Every answer comes from the loaded ICU's data: the native paths (plural
/// rules, aliases, parent locales, locale matching, numbers and dates) read
/// it or check themselves against it, so ICU 76 answers with CLDR 46 where
/// ICU 72 answers with CLDR 42. CI runs the tests on both.
public enum IntlLibrary {
    /// swift-intl's release, e.g. "0.9.0": the one place the package version is written.
    public static let version = "0.9.0"

    /// The loaded ICU library's version (`u_getVersion`), e.g. "72.1".
    public static let icuVersion: String = versionText { cicu_icu_version($0, $1, &$2) }

    /// The CLDR version of the loaded ICU's locale data (`ulocdata_getCLDRVersion`),
    /// e.g. "42.0"; "unknown" only when ICU cannot open its own data (a broken
    /// installation, where nothing formats).
    public static let cldrVersion: String = versionText { cicu_cldr_version($0, $1, &$2) }

    private static func versionText(_ call: ICUTextCall) -> String {
        let (text, status) = icuString(initialCapacity: 32, call)
        return status.failed ? "unknown" : text
    }
}
