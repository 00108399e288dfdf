import Intl
import StringCatalog

/// One request's negotiated localization: its `Localizer`,
/// the ``locale`` for what the response formats itself, the source that
/// decided, and the response headers that say so.
///
///     let chosen = await negotiator.negotiate { $0 == .acceptLanguage ? "de-CH, en;q=0.5" : nil }
///     chosen.localizer.contentLanguage    // "de"
///     chosen.locale.identifier            // "de-CH" (prices: "EUR\u{00A0}1\u{2019}234.50")
///     chosen.source                       // .acceptLanguage
public struct RequestLocalization: Sendable {
    /// The request's localizer: strings and plural messages.
    public let localizer: Localizer
    /// The locale for the numbers and dates a response formats outside the
    /// catalog: `Localizer.numberLocale` (`de-CH` served from `de.lproj`).
    public let locale: IntlLocale
    /// The source that chose the localization; nil when none did and the
    /// request gets the development language.
    public let source: LocaleSource?
    /// The sources the negotiator asks: what the answer varies on.
    private let sources: [LocaleSource]
    /// The source that chose ``timeZone``; nil when none did and the
    /// request gets the negotiator's default zone.
    public let timeZoneSource: TimeZoneSource?
    /// The time-zone sources the negotiator asks.
    private let timeZoneSources: [TimeZoneSource]

    /// The request's time zone (also ``localizer``'s `timeZone`, which its
    /// `formatDate` uses): `?tz=`, the `tz` cookie or the user's stored
    /// zone when one names a zone ICU knows, else the negotiator's default.
    public var timeZone: DateTimeFormatOptions.TimeZone { localizer.timeZone }

    init(localizer: Localizer, source: LocaleSource?, sources: [LocaleSource],
         timeZoneSource: TimeZoneSource?, timeZoneSources: [TimeZoneSource]) {
        self.localizer = localizer
        self.source = source
        self.sources = sources
        self.timeZoneSource = timeZoneSource
        self.timeZoneSources = timeZoneSources
        locale = Self.locale(of: localizer)
    }

    /// A request no negotiation ran for (a route outside the middleware):
    /// `catalog`'s development language, in UTC, varying on nothing.
    public static func unnegotiated(catalog: Catalog) -> RequestLocalization {
        RequestLocalization(localizer: catalog.localizer(acceptLanguage: ""), source: nil, sources: [],
                            timeZoneSource: nil, timeZoneSources: [])
    }

    /// `numberLocale`, else the localization itself.
    private static func locale(of localizer: Localizer) -> IntlLocale {
        if let locale = try? localizer.numberLocale { return locale }
        do {
            return try IntlLocale(localizer.localization)
        } catch {
            // Unreachable from input: `localization` is the development language or one of the
            // catalog's localizations, each parsed by `IntlLocale` when the catalog loaded, and
            // parsing the same identifier again gives the same result.
            preconditionFailure("catalog localization \(localizer.localization) no longer parses: \(error)")
        }
    }

    /// The headers a localized response sets, given the values the
    /// response already has (merged, never duplicated):
    ///
    /// - `Content-Language`: the localization served (`de`).
    /// - `Vary`: `Accept-Language` when that header is a source, and `Cookie`
    ///   when a cookie is, so that a shared cache keys on them (`*` is kept).
    ///   A query item needs nothing: it is part of the URL a cache keys on.
    /// - `Cache-Control: private` when the user's stored preference decided
    ///   the language or the zone (``source`` or ``timeZoneSource`` is
    ///   `.userPreference`) and the response sets no `Cache-Control` of its
    ///   own: no request header names whose preference it is, so no shared
    ///   cache may keep it. A response the preference did not decide stays
    ///   cacheable: what decided it is the URL or a header `Vary` names.
    ///
    ///     chosen.headers(vary: "Origin", cacheControl: "no-store")
    ///     // [(.contentLanguage, "de"), (.vary, "Origin, Accept-Language, Cookie")]
    public func headers(vary: String?, cacheControl: String?) -> [(name: ResponseHeader, value: String)] {
        var headers = [(name: ResponseHeader.contentLanguage, value: localizer.contentLanguage)]
        if let merged = Self.merge(vary: vary, adding: varyingOn) { headers.append((name: .vary, value: merged)) }
        if cacheControl == nil, source == .userPreference || timeZoneSource == .userPreference {
            headers.append((name: .cacheControl, value: "private"))
        }
        return headers
    }

    /// The request headers the answer depends on.
    private var varyingOn: [String] {
        var names: [String] = []
        if sources.contains(.acceptLanguage) { names.append("Accept-Language") }
        let readsCookie = sources.contains { if case .cookie = $0 { true } else { false } }
            || timeZoneSources.contains { if case .cookie = $0 { true } else { false } }
        if readsCookie { names.append("Cookie") }
        return names
    }

    /// `existing` with the `names` it lacks appended (header names ignore
    /// ASCII case); nil when nothing changes.
    static func merge(vary existing: String?, adding names: [String]) -> String? {
        let present = (existing ?? "").split(separator: ",").map { $0.trimmingASCIISpaces.lowercased() }
        if present.contains("*") { return nil }
        let missing = names.filter { !present.contains($0.lowercased()) }
        if missing.isEmpty { return nil }
        guard let existing, !present.allSatisfy(\.isEmpty) else { return missing.joined(separator: ", ") }
        return existing + ", " + missing.joined(separator: ", ")
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs (HTTP's optional whitespace).
    fileprivate var trimmingASCIISpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[first...last]
    }
}
