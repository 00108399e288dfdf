/// Turns templates (the fields you want) into the locale's patterns (the
/// fields in the locale's order, with its punctuation).
///
///     try DatePatterns.bestPattern(template: "dMMM", locale: "en-US")   // "MMM d"
///     try DatePatterns.bestPattern(template: "dMMM", locale: "de-DE")   // "d. MMM"
///     try DatePatterns.bestPattern(template: "dMMM", locale: "ja-JP")   // "M月d日"
///     try DatePatterns.bestPattern(template: "jmm", locale: "en-GB")    // "HH:mm"
///
/// Each (locale, template) pair is resolved by ICU once per process; later
/// calls cost a hash lookup.
public enum DatePatterns {
    /// The locale's best pattern for a template (an ICU skeleton such as
    /// "yMMMd", "jmm", "MMMMEEEEd"). The locale's `-u-hc-` and `-u-ca-`
    /// keywords count: "jmm" in "en-US-u-hc-h23" is "HH:mm".
    ///
    /// - Throws: `IntlError.malformedLocale`, `.invalidTemplate`.
    public static func bestPattern(template: String, locale: String) throws(IntlError) -> String {
        try bestPattern(template: template, locale: try IntlLocale(locale))
    }

    /// The locale's best pattern for a template, for a locale already
    /// checked: a repeated call is answered by this thread's front cache
    /// (no lock, no template check: only checked templates are stored).
    ///
    /// - Throws: `IntlError.invalidTemplate`.
    public static func bestPattern(template: String, locale: IntlLocale) throws(IntlError) -> String {
        let key = DatePatternCache.Key(localeID: locale.icuID, template: template)
        let generation = FormatterPools.frontCacheGeneration
        if let pattern = FormatterPools.datePatternsFront.value(for: key, generation: generation) { return pattern }
        try DateSkeleton.validate(template: template)
        let pattern = try DatePatternCache.shared.bestPattern(template: template, localeID: key.localeID)
        FormatterPools.datePatternsFront.store(pattern, for: key, generation: generation)
        return pattern
    }
}
