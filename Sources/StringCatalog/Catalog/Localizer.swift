import Intl
import Messages

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
    /// The client's device, choosing device variants; nil: their `other` variant.
    public let device: ClientDevice?
    /// The presentation width, choosing width variants; nil: the widest.
    public let width: Int?
    /// The zone ``formatDate(_:style:time:)`` shows instants in: the
    /// request's (a server's middleware negotiates it), else UTC. Set it
    /// with ``inTimeZone(_:)``.
    public private(set) var timeZone: DateTimeFormatOptions.TimeZone = .utc
    /// What the negotiation decided, shared by every localizer of the same
    /// header (or locale): making a localizer for a header seen before is
    /// one cache read.
    private let context: LocalizerContext

    /// The best localization for the request ("en-GB"), or the development
    /// language when nothing matched.
    public var localization: String { context.localization }
    /// The locale the client asked for that matched (`en-AU`); nil when
    /// nothing matched.
    public var request: IntlLocale? { context.request }
    /// The localizations tried for each key, in order: `["en-GB", "en"]`.
    public var chain: [String] { context.chain }

    init(catalog: Catalog, context: LocalizerContext, device: ClientDevice?, width: Int?) {
        self.catalog = catalog
        self.context = context
        self.device = device
        self.width = width
    }

    /// The same localizer showing dates in `zone`:
    ///
    ///     let zurich = localizer.inTimeZone("Europe/Zurich")
    ///     try zurich.formatDate(Timestamp(seconds: 1_438_968_572), style: .medium, time: .short)
    ///     // de-CH: "07.08.2015, 19:29"
    public func inTimeZone(_ zone: DateTimeFormatOptions.TimeZone) -> Localizer {
        var zoned = self
        zoned.timeZone = zone
        return zoned
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
    ///   from being built (``format(_:table:default:arguments:)-(_,_,_,[MessageArgument])`` then fails too).
    public var numberLocale: IntlLocale {
        get throws(IntlError) { try context.primaryFormatter.get().numberLocale }
    }

    /// The message for `key` as this request gets it (its device and width
    /// variant, a text or plural message), with the localization that held it.
    public func message(_ key: String, table: String = "Localizable") -> CatalogMatch? {
        guard let (entry, column) = rows(table)?.entry(key, in: context.columns) else { return nil }
        return CatalogMatch(message: entry.message.variant(device: device, width: width),
                            localization: catalog.tables.localizationNames[column], comment: entry.comment, state: entry.state)
    }

    @inline(__always)
    private func rows(_ table: String) -> RowTable? {
        table == "Localizable" ? context.defaultRows : catalog.tables.tables[table]
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
        // Most calls: a text of the default table, found without the general lookup's setup.
        if table == "Localizable", let text = context.plainText(key) { return text }
        return try lookUpString(key, table: table, default: defaultValue)
    }

    /// ``string(_:table:default:)`` of the default table without a default
    /// value, the common call (`NSLocalizedString(key, comment:)`): the same
    /// answer, without comparing a table name or passing a default value on
    /// every call (a call naming neither gets this overload).
    ///
    ///     try localizer.string("colour")                   // "Colour"
    ///
    /// - Throws: ``CatalogError/missingKey(key:table:locale:)`` under ``MissingKeyPolicy/throwError``.
    public func string(_ key: String) throws(CatalogError) -> String {
        if let text = context.plainText(key) { return text }
        return try lookUpString(key, table: "Localizable", default: nil)
    }

    /// ``string(_:table:default:)`` for every other case: another table, a
    /// plural or variant message, a missing key. Apart, so that the common
    /// case does not pay for its setup.
    @inline(never)
    private func lookUpString(_ key: String, table: String, default defaultValue: String?) throws(CatalogError) -> String {
        let context = context
        let found = table == "Localizable"
            ? context.defaultRows?.formatString(key, in: context.columns, device: device, width: width)
            : catalog.tables.tables[table]?.formatString(key, in: context.columns, device: device, width: width)
        if let found { return found }
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
        let context = context
        do throws(MessageFormatError) {
            if table == "Localizable" {
                switch try context.format(key, device: device, width: width, arguments: arguments) {
                case .formatted(let text): return text
                case .found(let found):
                    // Found, so the default table exists.
                    return try format(found, in: context.defaultRows.unsafelyUnwrapped, arguments: arguments)
                case .missing: break
                }
            } else if let rows = rows(table), let found = rows.message(key, in: context.columns) {
                return try format(found, in: rows, arguments: arguments)
            }
        } catch {
            throw .format(key: key, error)
        }
        return try formatMissing(key, table: table, default: defaultValue, arguments: arguments)
    }

    /// ``format(_:table:default:arguments:)-(_,_,_,[MessageArgument])`` with
    /// the values a route has, passed as they are (Messages' `MessageArgumentConvertible`):
    ///
    ///     let count = 3, total = 12.5
    ///     try localizer.format("cart", arguments: [count, total])   // de: "3 Artikel für 12,50 €"
    ///
    /// - Throws: as the method that takes `[MessageArgument]`.
    @_disfavoredOverload
    public func format(_ key: String, table: String = "Localizable", default defaultValue: String? = nil,
                       arguments: [any MessageArgumentConvertible]) throws(CatalogError) -> String {
        try format(key, table: table, default: defaultValue, arguments: arguments.map(\.messageArgument))
    }

    /// A found message formatted with the formatter of its localization.
    private func format(_ found: (message: StoredMessage, column: Int), in rows: RowTable,
                        arguments: [MessageArgument]) throws(MessageFormatError) -> String {
        let formatter = try formatter(for: found.column,
                                      format: rows.variant(found.message, device: device, width: width).formatString)
        return try rows.format(found.message, device: device, width: width, with: formatter, arguments: arguments)
    }

    /// A missing key: its default value (or what the policy gives) formatted
    /// with the prepared formatter, once counted as a miss.
    private func formatMissing(_ key: String, table: String, default defaultValue: String?,
                               arguments: [MessageArgument]) throws(CatalogError) -> String {
        let text = try catalog.miss(key: key, table: table, locale: missLocale, defaultValue: defaultValue)
        do throws(MessageFormatError) {
            let formatter = try formatter(for: context.primaryColumn, format: text)
            switch Formattable(.text(text)) {
            case .text(let text): return try formatter.format(plainText: text)
            case .compiled(let compiled): return try formatter.format(compiled, arguments: arguments)
            }
        } catch {
            throw .format(key: key, error)
        }
    }

    /// The formatter for strings of the localization in `column`: the
    /// prepared one for the negotiated localization (also for a missing
    /// key's default value), a shared one for fallbacks (`Base` strings are
    /// in the development language).
    private func formatter(for column: Int, format: @autoclosure () -> String) throws(MessageFormatError) -> MessageFormatter {
        do throws(IntlError) {
            if column == context.primaryColumn { return try context.primaryFormatter.get() }
            return try MessageFormatter.shared(localization: catalog.formattingLocales[column].get(), request: request)
        } catch {
            throw MessageFormatError(reason: .numberFormatUnavailable(error), format: format())
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
    ///
    /// A header seen before (among the last 1,024 of up to 512 bytes) costs
    /// one cache read (no lock shared by all requests).
    public func localizer(acceptLanguage header: String, device: ClientDevice? = nil, width: Int? = nil) -> Localizer {
        Localizer(catalog: self, context: context(acceptLanguage: header), device: device, width: width)
    }

    /// The localizer for one locale, and optionally the client's device and
    /// the presentation width (see ``Localizer``).
    ///
    ///     catalog.localizer(locale: try IntlLocale("en-AU")).localization   // "en-GB"
    public func localizer(locale: IntlLocale, device: ClientDevice? = nil, width: Int? = nil) -> Localizer {
        Localizer(catalog: self, context: context(locale: locale), device: device, width: width)
    }
}
