#if SourceTools
/// The languages extraction reads, told apart by file extension.
public enum SourceLanguage: String, Sendable, Hashable, CaseIterable {
    /// `.swift`: nested `/* */` comments, `#"raw"#` and `"""` strings, `\(…)` interpolation.
    case swift
    /// `.m`, `.mm`, `.h`: `@"…"` and C string literals with C escapes, `'c'` characters.
    case objectiveC

    /// The language of a file by its extension: `Views/Home.swift` → `.swift`; nil for other files.
    public init?(path: String) {
        if path.hasSuffix(".swift") {
            self = .swift
        } else if path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") {
            self = .objectiveC
        } else {
            return nil
        }
    }
}
#endif
