#if SourceTools
/// Which calls `wrap` leaves alone: logging and assertions (their text is
/// for developers), `--skip` calls, and calls that already localize.
struct CallNames {
    /// Logging (`Logger(subsystem:category:)` too), assertions, selectors (`Selector("…")`), C output.
    static let builtInSkips: Set<String> = [
        "NSLog", "NSLogv", "print", "debugPrint", "dump", "os_log", "os_signpost", "Logger", "fatalError", "Selector",
        "NSParameterAssert", "NSCParameterAssert", "printf", "fprintf", "puts",
    ]
    /// Every call whose name starts so: `assert`, `assertionFailure`, `NSAssert1`…
    static let builtInSkipPrefixes = ["assert", "precondition", "NSAssert", "NSCAssert", "os_log"]
    /// Calls that localize already (their literals are keys, values or comments).
    static let localizing: Set<String> = [
        "NSLocalizedString", "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle",
        "NSLocalizedStringWithDefaultValue", "LocalizedStringResource", "LocalizedStringKey", "localizedString",
        "localizedStringForKey", "string", "format",
    ]

    let skips: Set<String>
    let localizingNames: Set<String>

    init(options: WrapOptions) {
        skips = Self.builtInSkips.union(options.skip)
        localizingNames = Self.localizing.union([options.objectiveCMacro])
    }

    /// Whether a call named `name` (its last component), written `written`
    /// (`Logger.main.info`), keeps its literals as they are.
    func leavesAlone(name: String, written: String, isMethod: Bool) -> Bool {
        if skips.contains(name) || skips.contains(written) { return true }
        if Self.builtInSkipPrefixes.contains(where: name.hasPrefix) { return true }
        if isMethod, Self.isLogger(written) { return true }
        // `string`/`format` localize only as methods (a Localizer's); free functions of those names are other code.
        if name == "string" || name == "format" { return isMethod }
        return localizingNames.contains(name)
    }

    /// `Logger.*`: a method of something named `Logger`, `logger`, `log` or `…Logger`.
    private static func isLogger(_ written: String) -> Bool {
        let components = written.split(separator: ".").dropLast()
        return components.contains { component in
            let lowered = component.lowercased()
            return lowered == "log" || lowered.hasSuffix("logger")
        }
    }
}
#endif
