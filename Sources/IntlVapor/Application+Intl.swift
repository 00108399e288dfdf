#if Vapor
import Intl
import IntlServer
import StringCatalog
import Vapor

extension Application {
    /// The localization settings ``IntlMiddleware`` reads:
    ///
    ///     app.intl.catalog = try Catalog(directory: "Resources", developmentLanguage: "en")
    ///     app.intl.userPreference = { request in request.auth.get(User.self)?.language }   // optional
    ///     app.intl.defaultTimeZone = "Europe/Zurich"                                       // optional
    ///     app.middleware.use(IntlMiddleware())
    public var intl: IntlSettings { IntlSettings(application: self) }

    /// The catalog, the sources and the hooks of ``IntlMiddleware``, kept in
    /// the application's storage. Set them before the application starts.
    public struct IntlSettings: Sendable {
        /// The signed-in user's stored language ("de-CH") or time zone
        /// ("Europe/Zurich"), or nil.
        public typealias UserPreference = @Sendable (Request) async -> String?
        /// The client's device, choosing device variants; what it throws fails
        /// the request (the application's own validation, e.g. `Abort(.badRequest)`).
        public typealias Device = @Sendable (Request) throws -> ClientDevice?

        let application: Application

        /// The catalog requests are served from; nil until set (a request
        /// through ``IntlMiddleware`` then fails with a 500). Setting it
        /// replaces a ``reloadableCatalog``.
        public var catalog: Catalog? {
            get { configuration.catalog }
            nonmutating set { update { $0.catalog = newValue; $0.reloadableCatalog = nil } }
        }

        /// A catalog reloaded while serving: each request is served from the
        /// catalog current when it arrives. Setting it replaces ``catalog``.
        public var reloadableCatalog: ReloadableCatalog? {
            get { configuration.reloadableCatalog }
            nonmutating set { update { $0.reloadableCatalog = newValue; $0.catalog = nil } }
        }

        /// The sources asked, in order; default
        /// `LocaleSource.standard(userPreference: userPreference != nil)`:
        /// `?lang=`, the `lang` cookie, the user's preference, `Accept-Language`.
        public var sources: [LocaleSource] {
            get { configuration.sources ?? LocaleSource.standard(userPreference: configuration.userPreference != nil) }
            nonmutating set { update { $0.sources = newValue } }
        }

        /// The application's lookup of the user's stored language; nil: none.
        public var userPreference: UserPreference? {
            get { configuration.userPreference }
            nonmutating set { update { $0.userPreference = newValue } }
        }

        /// The sources of the request's time zone, asked in order; default
        /// `TimeZoneSource.standard(userPreference: userTimeZone != nil)`:
        /// `?tz=`, the `tz` cookie, the user's stored zone.
        public var timeZoneSources: [TimeZoneSource] {
            get { configuration.timeZoneSources ?? TimeZoneSource.standard(userPreference: configuration.userTimeZone != nil) }
            nonmutating set { update { $0.timeZoneSources = newValue } }
        }

        /// The application's lookup of the user's stored time zone; nil: none.
        public var userTimeZone: UserPreference? {
            get { configuration.userTimeZone }
            nonmutating set { update { $0.userTimeZone = newValue } }
        }

        /// The zone when no source names one ICU knows; default UTC.
        public var defaultTimeZone: DateTimeFormatOptions.TimeZone {
            get { configuration.defaultTimeZone }
            nonmutating set { update { $0.defaultTimeZone = newValue } }
        }

        /// The client's device for device variants; nil: every request gets the `other` variant.
        public var device: Device? {
            get { configuration.device }
            nonmutating set { update { $0.device = newValue } }
        }

        var configuration: Configuration { application.storage[Configuration.self] ?? Configuration() }

        private func update(_ change: (inout Configuration) -> Void) {
            var configuration = configuration
            change(&configuration)
            configuration.negotiator = configuration.makeNegotiator()
            application.storage[Configuration.self] = configuration
        }

        /// What the settings hold, and the negotiator made from them (once, not per request).
        struct Configuration: StorageKey, Sendable {
            typealias Value = Configuration
            var catalog: Catalog?
            var reloadableCatalog: ReloadableCatalog?
            var sources: [LocaleSource]?
            var userPreference: UserPreference?
            var timeZoneSources: [TimeZoneSource]?
            var userTimeZone: UserPreference?
            var defaultTimeZone: DateTimeFormatOptions.TimeZone = .utc
            var device: Device?
            var negotiator: LocaleNegotiator?

            func makeNegotiator() -> LocaleNegotiator? {
                let sources = sources ?? LocaleSource.standard(userPreference: userPreference != nil)
                let zoneSources = timeZoneSources ?? TimeZoneSource.standard(userPreference: userTimeZone != nil)
                if let reloadableCatalog {
                    return LocaleNegotiator(catalog: reloadableCatalog, sources: sources, timeZoneSources: zoneSources,
                                            defaultTimeZone: defaultTimeZone)
                }
                return catalog.map {
                    LocaleNegotiator(catalog: $0, sources: sources, timeZoneSources: zoneSources, defaultTimeZone: defaultTimeZone)
                }
            }
        }
    }
}
#endif
