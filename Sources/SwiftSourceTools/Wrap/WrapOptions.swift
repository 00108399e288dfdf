#if SourceTools
/// What `intl strings wrap` wraps and how: the table, which literals
/// (``WrapMatch``), the call written in Swift (``SwiftWrapStyle``) and in
/// Objective-C (a macro shaped like `NSLocalizedStringFromTableInBundle`),
/// the bundle expression, and calls whose literals stay as they are.
///
///     WrapOptions(table: "Order", match: .cjk, swiftStyle: .stringLocalized, bundle: ".module")
///     // "共\(n)项" → String(localized: "共\(String(describing: n))项", table: "Order", bundle: .module)
public struct WrapOptions: Sendable {
    /// The table (`<Component>.strings`) the calls name and the keys go to.
    public var table: String
    /// Which literals are user-facing. Default: ``WrapMatch/cjk``.
    public var match: WrapMatch
    /// The call written around a Swift literal. Default: ``SwiftWrapStyle/stringLocalized``.
    public var swiftStyle: SwiftWrapStyle
    /// The macro written around an Objective-C `@"…"`, called as
    /// `NAME(@"…", @"Table", bundle, @"")`. Default: `NSLocalizedStringFromTableInBundle`.
    public var objectiveCMacro: String
    /// The bundle expression, written as given (`.module`, `Bundle(for: Self.self)`,
    /// `[NSBundle bundleForClass:self.class]`). Default: none in Swift (the
    /// main bundle), `[NSBundle mainBundle]` in Objective-C.
    public var bundle: String?
    /// More calls whose literals are left alone, by name (`track`) or as
    /// written (`Analytics.track`), besides the built-in logging and assertion calls.
    public var skip: [String]

    /// Options for `table`; the rest as documented per property.
    public init(table: String, match: WrapMatch = .cjk, swiftStyle: SwiftWrapStyle = .stringLocalized,
                objectiveCMacro: String = "NSLocalizedStringFromTableInBundle", bundle: String? = nil, skip: [String] = []) {
        self.table = table
        self.match = match
        self.swiftStyle = swiftStyle
        self.objectiveCMacro = objectiveCMacro
        self.bundle = bundle
        self.skip = skip
    }
}

/// The call `wrap` writes around a Swift literal.
public enum SwiftWrapStyle: String, Sendable, Hashable, CaseIterable {
    /// `String(localized: "共\(String(describing: n))项", table: "T", bundle: b)`:
    /// the key is what `String.LocalizationValue` derives, `共%@项`.
    case stringLocalized = "string-localized"
    /// `String(format: NSLocalizedString("共%@项", tableName: "T", bundle: b, comment: ""), String(describing: n))`;
    /// without interpolation just `NSLocalizedString("…", tableName: "T", comment: "")`.
    case nsLocalizedString = "nslocalizedstring"
}

/// Which string literals `wrap` treats as user-facing text, judged on the
/// literal's decoded text without its interpolations.
public enum WrapMatch: Sendable {
    /// Any Han, kana or Hangul letter (`"共\(n)项"`, `"設定"`, `"설정"`);
    /// CJK punctuation alone (`"，"`) is not text.
    case cjk
    /// Any letter of any script (`"Settings"`, but also `"id"`: review the diff).
    case letters
    /// A regular expression (Swift `Regex` syntax) found anywhere in the text.
    case pattern(String)

    /// Whether `text` is user-facing; `regex` is the compiled ``pattern(_:)``.
    func matches(_ text: String, regex: Regex<AnyRegexOutput>?) -> Bool {
        switch self {
        case .cjk: text.unicodeScalars.contains(where: Self.isCJKLetter)
        case .letters: text.unicodeScalars.contains { $0.properties.isAlphabetic }
        case .pattern: regex.map { text.contains($0) } ?? false
        }
    }

    /// Han (unified ideographs with extensions, compatibility ideographs), kana and Hangul.
    private static func isCJKLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x30FF, 0x31F0...0x31FF,            // Hiragana, Katakana
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F,  // Han
             0x1100...0x11FF, 0x3131...0x318E, 0xAC00...0xD7A3:  // Hangul
            scalar.properties.isAlphabetic
        default:
            false
        }
    }
}
#endif
