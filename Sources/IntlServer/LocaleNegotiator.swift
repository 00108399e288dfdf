import Intl
import StringCatalog

/// Chooses each request's localization from a `Catalog` (StringCatalog):
/// the framework-independent core of the Hummingbird and Vapor middleware.
///
///     let negotiator = LocaleNegotiator(catalog: catalog, sources: LocaleSource.standard(userPreference: true))
///     let chosen = await negotiator.negotiate { source in
///         switch source {
///         case .query(let name): name == "lang" ? "de-CH" : nil   // ?lang=de-CH
///         case .acceptLanguage: "ru, en;q=0.5"
///         default: nil
///         }
///     }
///     chosen.source                                  // .query("lang")
///     chosen.localizer.localization                  // "de"
///     chosen.locale.identifier                       // "de-CH"
///     try chosen.localizer.format("cart", arguments: [3, 12.5])   // "3 Artikel für 12.50 €"
///     chosen.headers(vary: nil, cacheControl: nil)
///     // [(.contentLanguage, "de"), (.vary, "Accept-Language, Cookie")]   (no Cache-Control: ?lang= decided)
///
/// The sources are asked in ``sources`` order, lazily: a later source (the
/// user's stored preference may cost a database read) is not asked once an
/// earlier one decided. Values longer than ``maximumValueBytes`` (query,
/// cookie, preference) or ``maximumHeaderBytes`` (`Accept-Language`) are not
/// read, so a client cannot make a request expensive.
public struct LocaleNegotiator: Sendable {
    /// The catalog each request is served from: a fixed one, or a
    /// `ReloadableCatalog`'s current one.
    private let catalog: @Sendable () -> Catalog
    /// The sources asked, in order.
    public var sources: [LocaleSource]
    /// The sources of the request's time zone, asked in order; default
    /// `TimeZoneSource.standard()`: `?tz=`, then the `tz` cookie.
    public var timeZoneSources: [TimeZoneSource]
    /// The zone when no time-zone source names one ICU knows.
    public var defaultTimeZone: DateTimeFormatOptions.TimeZone
    /// Longer query, cookie and preference values are skipped (locale identifiers are short).
    public var maximumValueBytes = 64
    /// A longer `Accept-Language` header is skipped (browsers send well under 200 bytes).
    public var maximumHeaderBytes = 1024

    /// Negotiates against one catalog, asking `sources` in order for the
    /// locale and `timeZoneSources` for the zone.
    public init(catalog: Catalog, sources: [LocaleSource] = LocaleSource.standard(),
                timeZoneSources: [TimeZoneSource] = TimeZoneSource.standard(),
                defaultTimeZone: DateTimeFormatOptions.TimeZone = .utc) {
        self.catalog = { catalog }
        self.sources = sources
        self.timeZoneSources = timeZoneSources
        self.defaultTimeZone = defaultTimeZone
    }

    /// Negotiates against a reloadable catalog: each request is served from
    /// the catalog current when it arrived, and keeps it to the end.
    public init(catalog: ReloadableCatalog, sources: [LocaleSource] = LocaleSource.standard(),
                timeZoneSources: [TimeZoneSource] = TimeZoneSource.standard(),
                defaultTimeZone: DateTimeFormatOptions.TimeZone = .utc) {
        self.catalog = { catalog.current }
        self.sources = sources
        self.timeZoneSources = timeZoneSources
        self.defaultTimeZone = defaultTimeZone
    }

    /// The catalog a request arriving now is served from.
    public var currentCatalog: Catalog { catalog() }

    /// The localization for one request. `value` answers each locale
    /// source, and `timeZoneValue` each time-zone source, with the request's
    /// raw value (nil: the request has none); `device` and `width` choose
    /// the catalog's device and width variants.
    ///
    ///     let chosen = await negotiator.negotiate { _ in nil } timeZoneValue: { source in
    ///         source == .query("tz") ? "Europe/Zurich" : nil                 // ?tz=Europe/Zurich
    ///     }
    ///     chosen.timeZone            // "Europe/Zurich"
    ///     chosen.timeZoneSource      // .query("tz")
    public func negotiate(device: ClientDevice? = nil, width: Int? = nil,
                          value: (LocaleSource) async -> String?,
                          timeZoneValue: (TimeZoneSource) async -> String? = { _ in nil }) async -> RequestLocalization {
        let (localizer, source) = await negotiateLocalizer(device: device, width: width, value: value)
        let (zone, zoneSource) = await negotiateTimeZone(timeZoneValue)
        return RequestLocalization(localizer: localizer.inTimeZone(zone), source: source, sources: sources,
                                   timeZoneSource: zoneSource, timeZoneSources: timeZoneSources)
    }

    /// The first locale source that names a localization, else the development language.
    private func negotiateLocalizer(device: ClientDevice?, width: Int?,
                                    value: (LocaleSource) async -> String?) async -> (Localizer, LocaleSource?) {
        let catalog = catalog()
        for source in sources {
            guard let raw = await value(source),
                  let localizer = localizer(source, raw, catalog: catalog, device: device, width: width) else { continue }
            return (localizer, source)
        }
        return (catalog.localizer(acceptLanguage: "", device: device, width: width), nil)
    }

    /// The first time-zone source that names a zone ICU knows, else ``defaultTimeZone``.
    private func negotiateTimeZone(_ value: (TimeZoneSource) async -> String?) async
        -> (DateTimeFormatOptions.TimeZone, TimeZoneSource?) {
        for source in timeZoneSources {
            guard let raw = await value(source), raw.utf8.count <= maximumValueBytes,
                  let zone = try? DateTimeFormatOptions.TimeZone(raw) else { continue }
            return (zone, source)
        }
        return (defaultTimeZone, nil)
    }

    /// The localizer when `raw` names a locale the catalog serves, else nil.
    private func localizer(_ source: LocaleSource, _ raw: String, catalog: Catalog,
                           device: ClientDevice?, width: Int?) -> Localizer? {
        let localizer: Localizer
        if source == .acceptLanguage {
            guard raw.utf8.count <= maximumHeaderBytes else { return nil }
            localizer = catalog.localizer(acceptLanguage: raw, device: device, width: width)
        } else {
            guard raw.utf8.count <= maximumValueBytes, let locale = try? IntlLocale(raw) else { return nil }
            localizer = catalog.localizer(locale: locale, device: device, width: width)
        }
        // `request` is nil when nothing the client named matched a localization.
        return localizer.request == nil ? nil : localizer
    }
}
