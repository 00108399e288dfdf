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
///     // [(.contentLanguage, "de"), (.vary, "Accept-Language, Cookie"), (.cacheControl, "private")]
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
    /// Longer query, cookie and preference values are skipped (locale identifiers are short).
    public var maximumValueBytes = 64
    /// A longer `Accept-Language` header is skipped (browsers send well under 200 bytes).
    public var maximumHeaderBytes = 1024

    /// Negotiates against one catalog, asking `sources` in order.
    public init(catalog: Catalog, sources: [LocaleSource] = LocaleSource.standard()) {
        self.catalog = { catalog }
        self.sources = sources
    }

    /// Negotiates against a reloadable catalog: each request is served from
    /// the catalog current when it arrived, and keeps it to the end.
    public init(catalog: ReloadableCatalog, sources: [LocaleSource] = LocaleSource.standard()) {
        self.catalog = { catalog.current }
        self.sources = sources
    }

    /// The catalog a request arriving now is served from.
    public var currentCatalog: Catalog { catalog() }

    /// The localization for one request. `value` answers each source with
    /// the request's raw value (nil: the request has none); `device` and
    /// `width` choose the catalog's device and width variants.
    public func negotiate(device: ClientDevice? = nil, width: Int? = nil,
                          value: (LocaleSource) async -> String?) async -> RequestLocalization {
        let catalog = catalog()
        for source in sources {
            guard let raw = await value(source),
                  let localizer = localizer(source, raw, catalog: catalog, device: device, width: width) else { continue }
            return RequestLocalization(localizer: localizer, source: source, sources: sources)
        }
        return RequestLocalization(localizer: catalog.localizer(acceptLanguage: "", device: device, width: width),
                                   source: nil, sources: sources)
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
