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
/// Formatting results are pinned to ICU 72 / CLDR 42 by this package's tests;
/// another ICU formats with its own data.
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
