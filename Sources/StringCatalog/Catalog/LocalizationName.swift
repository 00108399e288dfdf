import Intl

/// Maps `.lproj` folder names and `.xcstrings` language codes to
/// localization identifiers.
///
/// - `Base` stays `Base`.
/// - BCP 47 and ICU spellings become canonical BCP 47: `zh-Hans` → `zh-Hans`,
///   `zh_Hans` → `zh-Hans`, `pt_BR` → `pt-BR`, `iw` → `he`.
/// - The legacy English names of old bundles map to their codes: `English` →
///   `en`, `French` → `fr`, `German` → `de`, `Japanese` → `ja`, `Spanish` →
///   `es`, `Italian` → `it`, `Dutch` → `nl`, `Chinese` → `zh-Hans`…
/// - Anything else that is not a valid identifier is skipped (and listed in
///   ``Catalog/skippedFolders``).
enum LocalizationName {
    static let base = "Base"

    static func identifier(_ name: String) -> String? {
        if name == base { return base }
        if let legacy = legacyNames[name] { return legacy }
        return (try? IntlLocale(name))?.identifier
    }

    private static let legacyNames = [
        "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
        "Italian": "it", "Dutch": "nl", "Portuguese": "pt", "Swedish": "sv", "Danish": "da",
        "Finnish": "fi", "Norwegian": "nb", "Russian": "ru", "Korean": "ko", "Chinese": "zh-Hans",
        "Polish": "pl", "Turkish": "tr", "Arabic": "ar", "Hebrew": "he", "Greek": "el",
    ]
}
