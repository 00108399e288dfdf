import Intl

/// Localized strings loaded once from a resources directory laid out like an
/// Apple bundle, looked up per call with the request's locale.
///
///     Resources/
///       Base.lproj/Localizable.strings
///       en.lproj/Localizable.strings, Localizable.stringsdict, Order.strings
///       de.lproj/Localizable.strings
///       zh-Hant.lproj/Localizable.strings
///       Shop.xcstrings
///
///     let catalog = try Catalog(directory: "Resources", developmentLanguage: "en")
///     catalog.localizations                                       // ["de", "en", "zh-Hant"]
///     try catalog.localizedMessage(forKey: "run.title", locale: IntlLocale("de-CH"))  // .text("Lauf")
///     try catalog.localizedMessage(forKey: "run.title", locale: IntlLocale("zh-Hant-HK"))  // .text("跑步")
///     try catalog.localizedMessage(forKey: "nope", locale: IntlLocale("de"))   // .text("nope")
///
/// Lookup (the semantics of `NSLocalizedStringFromTable` and
/// `NSLocalizedStringWithDefaultValue`, per key): the best available
/// localization for the locale, then its parents that exist, then `Base`,
/// then the development language; the first whose table holds the key
/// wins. Otherwise the caller's default value, else the
/// ``MissingKeyPolicy``. See ``localizationChain(for:)``.
///
/// Per request, take a ``Localizer`` (negotiated localization, pooled
/// formatter, plural rules of the localization each string came from):
///
///     let strings = catalog.localizer(acceptLanguage: "zh-HK, en;q=0.5")
///     strings.contentLanguage                          // "zh-Hant"
///     try strings.format("lg_days", arguments: [2])   // "2天"
///
/// An app split into components loads as one catalog over several folders
/// (``init(directories:developmentLanguage:missingKeyPolicy:strict:)``); to
/// pick up changed files without a restart, serve from a ``ReloadableCatalog``.
///
/// Immutable after loading and `Sendable`: share one instance across tasks.
/// The only mutable state, the miss counters and the per-locale match and
/// per-header localizer caches, sit behind locks (sharded by key: no lock
/// is shared by every request) and are bounded.
///
/// An entry no runtime could serve (an unknown rule type, a plural variable
/// without `other`, …) is skipped and listed in ``warnings``; every other
/// key still loads. `strict: true` throws it instead (for CI).
///
/// A device rule without `other` (Apple ships them: Xcode compiles a
/// catalog's device variation into such a `.stringsdict` rule, with the text
/// for other devices in `.strings`) serves the devices it names; any other
/// device, and a request that names none, gets the same key's `.strings`
/// text of that table, else the key's message in the next localization of
/// the chain that holds it (`de-CH` → `de`, `Base`, the development
/// language), as if the localization lacked the key. With neither, the
/// entry is skipped with a warning
/// (``CatalogParseError/Reason/deviceVariantsWithoutFallback(localization:)``).
///
///     // en.lproj/Localizable.strings:      "tap" = "Select";
///     // en.lproj/Localizable.stringsdict:  tap → NSStringDeviceSpecificRuleType { iphone: "Tap", mac: "Click" }
///     try catalog.localizer(locale: "en", device: .mac).string("tap")   // "Click"
///     try catalog.localizer(locale: "en").string("tap")                 // "Select"
///
/// - Throws: ``CatalogError`` at loading only (`.parse` with the file's
///   position, `.unreadableDirectory`, `.invalidDevelopmentLanguage`), and
///   from ``localizedMessage(forKey:table:locale:defaultValue:)`` under
///   ``MissingKeyPolicy/throwError``.
public struct Catalog: Sendable {
    private let storage: Storage

    /// Loads every table and resource list under `directory`; `strict`
    /// makes an entry that cannot be served a ``CatalogError/parse(_:)``
    /// error instead of a skipped entry in ``warnings``. The one-folder case
    /// of ``init(directories:developmentLanguage:missingKeyPolicy:strict:)``.
    public init(directory: String, developmentLanguage: String = "en",
                missingKeyPolicy: MissingKeyPolicy = .returnKey, strict: Bool = false) throws(CatalogError) {
        try self.init(directories: [directory], developmentLanguage: developmentLanguage,
                      missingKeyPolicy: missingKeyPolicy, strict: strict)
    }

    /// One catalog over several resources folders: an app split into
    /// components, each module's `Resources/` with its own tables.
    ///
    ///     Shop/Resources/en.lproj/Shop.strings       "buy" = "Buy"; "sell" = "Sell";
    ///     Account/Resources/en.lproj/Account.strings "login" = "Log in";
    ///     Legacy/Resources/en.lproj/Shop.strings     "sell" = "Sell now"; "cart" = "Cart";
    ///
    ///     let catalog = try Catalog(directories: ["Shop/Resources", "Account/Resources", "Legacy/Resources"])
    ///     let strings = catalog.localizer(acceptLanguage: "en")
    ///     try strings.string("login", table: "Account")   // "Log in"
    ///     try strings.string("cart", table: "Shop")       // "Cart"
    ///     try strings.string("sell", table: "Shop")       // "Sell": the first folder wins
    ///     catalog.warnings.map(\.description)
    ///     // ["Legacy/Resources/en.lproj/Shop.strings:1:1: warning: entry \"sell\" skipped:
    ///     //   also defined in Shop/Resources/en.lproj/Shop.strings, an earlier folder (the first folder wins)"]
    ///
    /// Tables merge by (localization, table); a key that an earlier folder's
    /// table holds in the same localization keeps the earlier entry and the
    /// later one is listed in ``warnings`` (`intl strings lint` over the
    /// same folders reports it too). Localized and top-level resources come
    /// from the first folder that has them. No folders: an empty catalog.
    ///
    /// - Throws: ``CatalogError`` (`.parse` with the file's position,
    ///   `.unreadableDirectory`, `.invalidDevelopmentLanguage`).
    public init(directories: [String], developmentLanguage: String = "en",
                missingKeyPolicy: MissingKeyPolicy = .returnKey, strict: Bool = false) throws(CatalogError) {
        guard let development = LocalizationName.identifier(developmentLanguage), development != LocalizationName.base else {
            throw .invalidDevelopmentLanguage(developmentLanguage)
        }
        var loader = CatalogLoader(directories: directories, strict: strict)
        try loader.load()
        storage = try Storage(loader: loader, development: development, policy: missingKeyPolicy)
    }

    /// A catalog of no folders (development language "en"): every key
    /// answers by ``MissingKeyPolicy/returnKey``. What a server answers with
    /// where no catalog was configured, rather than failing.
    ///
    ///     try Catalog.empty.localizer(acceptLanguage: "de").string("cart")   // "cart"
    public static let empty: Catalog = {
        do {
            return try Catalog(directories: [])
        } catch {
            // Unreachable from input: no folder is read, and "en" is a valid development language.
            preconditionFailure("an empty catalog failed to load: \(error)")
        }
    }()

    /// The (first) resources directory as given; "" for a catalog of no folders.
    public var directory: String { storage.directories.first ?? "" }
    /// The resources directories as given, in lookup priority order.
    public var directories: [String] { storage.directories }
    /// The development language's identifier ("en").
    public var developmentLanguage: String { storage.development }
    /// The policy for keys found nowhere.
    public var missingKeyPolicy: MissingKeyPolicy { storage.policy }
    /// Localization identifiers with tables or resources, sorted, without `Base`: `["de", "en", "zh-Hant"]`.
    public var localizations: [String] { storage.chooser.localizations }
    /// True when a `Base.lproj` exists.
    public var hasBase: Bool { storage.chooser.hasBase }
    /// `.lproj` folders whose names are no locale (`Resources.lproj`), skipped.
    public var skippedFolders: [String] { storage.skippedFolders }
    /// Keys defined twice in a `.strings` file, by file path (the last definition is used).
    public var duplicateKeys: [String: [DuplicateKey]] { storage.duplicates }
    /// Entries skipped at load, file by file: those no runtime can serve, and
    /// keys an earlier folder of ``directories`` already defines.
    public var warnings: [CatalogWarning] { storage.warnings }

    /// The table `name` of one localization ("de", "Base"), if it exists.
    ///
    /// - Complexity: O(keys of the table): the value is rebuilt from the
    ///   layout lookups use; take ``Localizer`` or ``message(forKey:table:locale:)`` for lookups.
    public func table(_ name: String, localization: String) -> StringsTable? {
        storage.tables.table(name, localization: localization)
    }

    /// The localizations a lookup for `locale` tries, in order:
    /// `zh-Hant-HK` with `zh-Hant.lproj`, `Base.lproj`, `en.lproj` → `["zh-Hant", "Base", "en"]`.
    public func localizationChain(for locale: IntlLocale) -> [String] {
        storage.chooser.chain(for: [locale]).chain
    }

    /// The chooser of localizations, for ``Localizer``.
    var chooser: LocalizationChain { storage.chooser }

    /// Every table, laid out for lookup.
    var tables: CatalogTables { storage.tables }

    /// By table column: the locale whose rules format that localization's
    /// strings (`Base`: the development language), or why it has none.
    var formattingLocales: [Result<IntlLocale, IntlError>] { storage.formattingLocales }

    /// Localizer contexts by `Accept-Language` header and by requested locale.
    var contextsByHeader: UTF8KeyedObjectCache { storage.contextsByHeader }
    var contextsByLocale: BoundedCache<IntlLocale, LocalizerContext> { storage.contextsByLocale }

    /// The first localization in `chain` whose table holds `key`.
    func message(forKey key: String, table: String, chain: [String]) -> CatalogMatch? {
        let tables = storage.tables
        guard let (entry, column) = tables.tables[table]?.entry(key, in: tables.columns(chain)) else { return nil }
        return CatalogMatch(message: entry.message, localization: tables.localizationNames[column], comment: entry.comment,
                            state: entry.state)
    }

    /// Counts a miss for `locale` and answers it as the policy says.
    func miss(key: String, table: String, locale: String, defaultValue: String?) throws(CatalogError) -> String {
        storage.misses.record(locale)
        if let defaultValue { return defaultValue }
        switch storage.policy {
        case .returnKey: return key
        case .markKey: return "⟦\(key)⟧"
        case .throwError: throw .missingKey(key: key, table: table, locale: locale)
        }
    }

    /// The message for `key` from the first localization in the chain whose
    /// table holds it, or nil. Does not count misses.
    ///
    ///     catalog.message(forKey: "run.title", locale: try IntlLocale("de-AT"))
    ///     // CatalogMatch(message: .text("Lauf"), localization: "de", comment: "Title of the run screen")
    public func message(forKey key: String, table: String = "Localizable", locale: IntlLocale) -> CatalogMatch? {
        message(forKey: key, table: table, chain: localizationChain(for: locale))
    }

    /// `NSLocalizedString` semantics: the message found through the chain,
    /// else `defaultValue`, else what ``missingKeyPolicy`` says (the key,
    /// `⟦key⟧`, or a thrown ``CatalogError/missingKey(key:table:locale:)``).
    /// Every miss is counted for `locale` (see ``missCounts``).
    ///
    ///     try catalog.localizedMessage(forKey: "nope", locale: IntlLocale("de"), defaultValue: "Hallo")  // .text("Hallo")
    public func localizedMessage(forKey key: String, table: String = "Localizable", locale: IntlLocale,
                                 defaultValue: String? = nil) throws(CatalogError) -> CatalogMessage {
        if let match = message(forKey: key, table: table, locale: locale) { return match.message }
        return .text(try miss(key: key, table: table, locale: locale.identifier, defaultValue: defaultValue))
    }

    /// Misses so far by requested locale identifier: `["de-CH": 2, "fr": 1]`
    /// (after 256 distinct locales, the rest are counted under `"*"`).
    public var missCounts: [String: Int] { storage.misses.snapshot }

    /// The path of a localized resource file through the same chain
    /// (localizations, `Base`, development language), then the top level:
    ///
    ///     catalog.resourcePath(named: "welcome", extension: "html", locale: try IntlLocale("de-CH"))
    ///     // "Resources/de.lproj/welcome.html"
    public func resourcePath(named name: String, extension fileExtension: String, locale: IntlLocale) -> String? {
        let fileName = fileExtension.isEmpty ? name : name + "." + fileExtension
        for localization in localizationChain(for: locale) {
            if let path = storage.resources[localization]?[fileName] { return path }
        }
        return storage.topLevelResources[fileName]
    }
}

extension Catalog {
    /// Everything loaded, immutable; shared by copies of the catalog.
    private final class Storage: Sendable {
        let directories: [String]
        let development: String
        let policy: MissingKeyPolicy
        let tables: CatalogTables
        let resources: [String: [String: String]]
        let topLevelResources: [String: String]
        let chooser: LocalizationChain
        let skippedFolders: [String]
        let duplicates: [String: [DuplicateKey]]
        let warnings: [CatalogWarning]
        let misses = MissCounter()
        let formattingLocales: [Result<IntlLocale, IntlError>]
        let contextsByHeader = UTF8KeyedObjectCache()
        let contextsByLocale = BoundedCache<IntlLocale, LocalizerContext>(capacity: 512)

        /// Completes the loader's device rules without `other` along each localization's chain.
        init(loader: CatalogLoader, development: String, policy: MissingKeyPolicy) throws(CatalogError) {
            var loader = loader
            directories = loader.directories
            self.development = development
            self.policy = policy
            let names = Set(loader.tables.localizationNames).union(loader.resources.keys).subtracting([LocalizationName.base])
            let hasBase = loader.tables.columnsByLocalization[LocalizationName.base] != nil
                || loader.resources[LocalizationName.base] != nil
            let chooser = LocalizationChain(localizations: names.sorted().filter { (try? IntlLocale($0)) != nil },
                                            hasBase: hasBase, development: development)
            self.chooser = chooser
            try loader.completeDeviceRules { chooser.chain(from: $0) }
            tables = CatalogTables(loader.tables)
            formattingLocales = loader.tables.localizationNames.map { name in
                Result { () throws(IntlError) in try IntlLocale(name == LocalizationName.base ? development : name) }
            }
            resources = loader.resources
            topLevelResources = loader.topLevelResources
            skippedFolders = loader.skippedFolders
            duplicates = loader.duplicates
            warnings = loader.warnings
        }
    }
}
