import CICU

/// The CLDR version of the ICU the tests run on (42 on ICU 72, 46 on ICU 76),
/// read from ICU itself, so that exact-string tests expect what that data
/// writes: plain `ar` formats with Arabic digits in CLDR 42 and Latin ones
/// in CLDR 46.
public enum LoadedCLDR {
    /// The major version: 42, 46…; 0 when ICU cannot say.
    public static let major: Int = Int(version.prefix { $0 != "." }) ?? 0

    /// "42.0", "46.0".
    public static let version = text { cicu_cldr_version($0, $1, &$2) }
    /// The loaded ICU's own version: "72.1", "76.1".
    public static let icuVersion = text { cicu_icu_version($0, $1, &$2) }

    private static func text(_ call: (UnsafeMutablePointer<CChar>, Int32, inout cicu_status) -> Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        var status = cicu_status_ok()
        let length = buffer.withUnsafeMutableBufferPointer { call($0.baseAddress!, Int32($0.count), &status) } // count 32: never nil
        guard cicu_status_failed(status) == 0, length > 0 else { return "unknown" }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The CLDR versions whose strings the tests write out.
    public static let written: Set<Int> = [42, 46]

    /// True when the tests have strings for the loaded CLDR; an exact-string
    /// test with per-version values is enabled only then (a trait naming why).
    public static var isWritten: Bool { written.contains(major) }

    /// The value written for the loaded CLDR: `cldr42` on CLDR 42, else `cldr46`
    /// (tests that use this are enabled only where ``isWritten``).
    public static func pick<Value>(cldr42: Value, cldr46: Value) -> Value {
        major == 42 ? cldr42 : cldr46
    }
}
