import Intl

extension IntlLocale {
    /// The locale numbers of a message are formatted in: the localization
    /// whose string was used, with the request's region and `-u-` keywords
    /// when both name the same language in the same script.
    ///
    ///     de.lproj, request de-CH            → de-CH   (1234.5 → "1’234.5")
    ///     en.lproj, request en-GB-u-nu-arab  → en-GB-u-nu-arab
    ///     zh-Hans.lproj, request zh-CN       → zh-Hans-CN
    ///     zh-Hans.lproj, request zh-TW       → zh-Hans  (Hant ≠ Hans)
    ///     de.lproj, request fr-CH            → de      (another language)
    ///
    /// The localization's script and variants stay; the request's keywords
    /// override the localization's.
    func refinedForNumbers(by request: IntlLocale?) -> IntlLocale {
        guard let request, request != self, request.language == language,
              request.maximized.script == maximized.script else { return self }
        var subtags = [language]
        if let script { subtags.append(script) }
        if let region = request.region ?? region { subtags.append(region) }
        subtags += variants
        let keywords = keywords.merging(request.keywords) { _, requested in requested }
        if !keywords.isEmpty {
            subtags.append("u")
            for (key, value) in keywords.sorted(by: { $0.key < $1.key }) {
                subtags.append(key)
                if !value.isEmpty { subtags.append(value) }
            }
        }
        // Both inputs were valid locales, so the combination is; keep the
        // localization if ICU disagrees.
        return (try? IntlLocale(subtags.joined(separator: "-"))) ?? self
    }
}
