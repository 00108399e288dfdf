import Intl

/// One request's view of a ``Catalog``: the negotiated localization,
/// the request's locale and a pooled ``MessageFormatter``. Make one per
/// request (cheap: the negotiation and the chain are cached per header and
/// per localization) and pass it down; it is a `Sendable` value.
///
///     let catalog = try Catalog(directory: "Resources", developmentLanguage: "en")
///     let localizer = catalog.localizer(acceptLanguage: "en-AU, de;q=0.5")
///     localizer.contentLanguage                                            // "en-GB"
///     try localizer.string("colour")                                       // "Colour"
///     try localizer.format("lg_days", arguments: [1])                      // "1 day"
///     try localizer.format("runs", arguments: [2, 3])                      // "2 of 3 runs completed"
///
/// Each key falls back on its own along ``chain``; a message found in
/// another localization than ``localization`` is formatted with *that*
/// localization's plural rules (a `zh` catalog whose `en` table lacks a key
/// never shows "1 days"). Numbers use the message's localization refined by
/// the request's region when the languages agree (`de-CH` served from
/// `de.lproj`: `1’234.5`); ``numberLocale`` refines ``localization`` the
/// same way for the prices and dates a response formats itself.
///
/// A request may name the client's ``device`` and a presentation ``width``;
/// messages with device or width variants answer with the variant for them
/// (the device's, else `other`; the width's, else the widest below it, else
/// the smallest; without a width, the widest):
///
///     let watch = catalog.localizer(acceptLanguage: "en", device: .appleWatch, width: 20)
///     try watch.string("tap")        // "Tap" (applewatch variant)
///     try watch.string("welcome")    // "Hi" (widths 1, 22, 53: the widest ≤ 20)
public struct Localizer: Sendable {
    /// The catalog looked up.
    public let catalog: Catalog
    /// The best localization for the request ("en-GB"), or the development
    /// language when nothing matched.
    public let localization: String
    /// The locale the client asked for that matched (`en-AU`); nil when
    /// nothing matched.
    public let request: IntlLocale?
    /// The localizations tried for each key, in order: `["en-GB", "en"]`.
    public let chain: [String]
    /// The client's device, choosing device variants; nil: their `other` variant.
    public let device: ClientDevice?
    /// The presentation width, choosing width variants; nil: the widest.
    public let width: Int?
    /// The formatter for ``localization``, prepared once (or why it could not be).
    private let primaryFormatter: Result<MessageFormatter, IntlError>
    /// ``chain`` as the catalog's table columns, resolved once so that a
    /// lookup hashes only its key.
    private let columns: [Int]
    /// The table most lookups name, `Localizable`, resolved once.
    private let defaultRows: RowTable?

    init(catalog: Catalog, chain: [String], match: LocaleMatch?, device: ClientDevice?, width: Int?) {
        self.catalog = catalog
        self.chain = chain
        self.device = device
        self.width = width
        columns = catalog.tables.columns(chain)
        defaultRows = catalog.tables.tables["Localizable"]
        let matched = match.flatMap { $0.isDefault ? nil : $0 }
        localization = matched?.supported ?? catalog.developmentLanguage
        request = matched?.desired
        let localization = localization
        let request = request
        primaryFormatter = Result { () throws(IntlError) in
            let locale = if let matched { matched.locale } else { try IntlLocale(localization) }
            return try MessageFormatter.shared(localization: locale, request: request)
        }
    }

    /// The value for a `Content-Language` response header: the negotiated
    /// localization ("en-GB"; "en" when nothing matched).
    public var contentLanguage: String { localization }

    /// The locale for the numbers and dates a response formats outside the
    /// catalog (prices, dates): ``localization`` refined by the request's
    /// region and `-u-` keywords when both name the same language in the
    /// same script, as numbers inside messages are (it is the prepared
    /// formatter's `MessageFormatter/numberLocale`).
    ///
    ///     let swiss = catalog.localizer(acceptLanguage: "de-CH")   // served from de.lproj
    ///     try swiss.numberLocale.identifier                         // "de-CH"
    ///     try NumberFormat.format(1234.5, locale: swiss.numberLocale.identifier,
    ///                             options: .init(style: .currency("EUR")))   // "EUR\u{00A0}1\u{2019}234.50"
    ///     try catalog.localizer(acceptLanguage: "fr-CH").numberLocale.identifier   // "en" (nothing matched)
    ///
    /// - Throws: the `IntlError` that kept number formats for ``localization``
    ///   from being built (``format(_:table:default:arguments:)`` then fails too).
    public var numberLocale: IntlLocale {
        get throws(IntlError) { try primaryFormatter.get().numberLocale }
    }

    /// The message for `key` as this request gets it (its device and width
    /// variant, a text or plural message), with the localization that held it.
    public func message(_ key: String, table: String = "Localizable") -> CatalogMatch? {
        guard let (entry, column) = rows(table)?.entry(key, in: columns) else { return nil }
        return CatalogMatch(message: entry.message.variant(device: device, width: width),
                            localization: catalog.tables.localizationNames[column], comment: entry.comment, state: entry.state)
    }

    /// The message for `key` in the first localization of the chain that has
    /// it (this request's variant), with its column.
    private func find(_ key: String, table: String) -> (message: CatalogMessage, column: Int)? {
        guard let (message, column) = rows(table)?.message(key, in: columns) else { return nil }
        return (message.variant(device: device, width: width), column)
    }

    private func rows(_ table: String) -> RowTable? {
        table == "Localizable" ? defaultRows : catalog.tables.tables[table]
    }


    /// `NSLocalizedString` for this request: the text as stored (for a
    /// plural entry, its `NSStringLocalizedFormatKey`), else `defaultValue`,
    /// else what the catalog's ``MissingKeyPolicy`` says.
    ///
    ///     try localizer.string("lg_days")                  // "%#@VARIABLE@"
    ///     try localizer.string("nope", default: "Hi")      // "Hi"
    ///
    /// - Throws: ``CatalogError/missingKey(key:table:locale:)`` under ``MissingKeyPolicy/throwError``.
    public func string(_ key: String, table: String = "Localizable", default defaultValue: String? = nil) throws(CatalogError) -> String {
        if let (message, _) = find(key, table: table) { return message.formatString }
        return try catalog.miss(key: key, table: table, locale: missLocale, defaultValue: defaultValue)
    }

    /// `String.localizedStringWithFormat(NSLocalizedString(key), …)` for this
    /// request, plural variables included.
    ///
    ///     try localizer.format("runs", arguments: [1, 3])     // "One of 3 runs completed"
    ///     try localizer.format("lg_days", arguments: [0])     // "none"
    ///
    /// - Throws: ``CatalogError/format(key:_:)`` for arguments that do not
    ///   fit the message; ``CatalogError/missingKey(key:table:locale:)`` under
    ///   ``MissingKeyPolicy/throwError``. A missing key otherwise formats the
    ///   default value (or the key) with the arguments.
    public func format(_ key: String, table: String = "Localizable", default defaultValue: String? = nil,
                       arguments: [MessageArgument]) throws(CatalogError) -> String {
        let message: CatalogMessage
        let formatter: Result<MessageFormatter, IntlError>
        if let (found, column) = find(key, table: table) {
            message = found
            formatter = self.formatter(for: catalog.tables.localizationNames[column])
        } else {
            message = .text(try catalog.miss(key: key, table: table, locale: missLocale, defaultValue: defaultValue))
            formatter = primaryFormatter
        }
        switch formatter {
        case .success(let formatter):
            do throws(MessageFormatError) {
                return try formatter.format(message, arguments: arguments)
            } catch {
                throw .format(key: key, error)
            }
        case .failure(let error):
            throw .format(key: key, MessageFormatError(reason: .numberFormatUnavailable(error), format: message.formatString))
        }
    }

    /// The formatter for strings of `localization`: the prepared one for the
    /// negotiated localization, a pooled one for fallbacks (`Base` strings
    /// are in the development language).
    private func formatter(for localization: String) -> Result<MessageFormatter, IntlError> {
        if localization == self.localization { return primaryFormatter }
        let language = localization == LocalizationName.base ? catalog.developmentLanguage : localization
        return Result { () throws(IntlError) in
            try MessageFormatter.shared(localization: IntlLocale(language), request: request)
        }
    }

    /// Misses are counted under the request's locale, or the localization when nothing matched.
    private var missLocale: String { request?.identifier ?? localization }
}

extension Catalog {
    /// The localizer for a raw `Accept-Language` header, and optionally the
    /// client's device and the presentation width (see ``Localizer``).
    ///
    ///     catalog.localizer(acceptLanguage: "zh-HK, en;q=0.5").contentLanguage   // "zh-Hant"
    ///     catalog.localizer(acceptLanguage: "en", device: .mac).device          // .mac
    public func localizer(acceptLanguage header: String, device: ClientDevice? = nil, width: Int? = nil) -> Localizer {
        let (chain, match) = chooser.chain(acceptLanguage: header)
        return Localizer(catalog: self, chain: chain, match: match, device: device, width: width)
    }

    /// The localizer for one locale, and optionally the client's device and
    /// the presentation width (see ``Localizer``).
    ///
    ///     catalog.localizer(locale: try IntlLocale("en-AU")).localization   // "en-GB"
    public func localizer(locale: IntlLocale, device: ClientDevice? = nil, width: Int? = nil) -> Localizer {
        let (chain, match) = chooser.chain(for: [locale])
        return Localizer(catalog: self, chain: chain, match: match, device: device, width: width)
    }
}
