import Intl
import IntlServer
import MachineTime
import StringCatalog
import TestSupport
import Testing

/// The request's time zone: `?tz=`, the `tz` cookie, the user's stored zone, else the default.
@Suite struct TimeZoneNegotiationTests {
    let catalog: Catalog

    init() throws {
        catalog = try Catalog(directory: ServerCatalogFixture.directory, developmentLanguage: "en")
    }

    func negotiate(_ zones: [TimeZoneSource: String], locale: String = "de-CH",
                   timeZoneSources: [TimeZoneSource] = TimeZoneSource.standard(userPreference: true),
                   defaultTimeZone: DateTimeFormatOptions.TimeZone = .utc) async -> RequestLocalization {
        let negotiator = LocaleNegotiator(catalog: catalog, sources: LocaleSource.standard(userPreference: true),
                                          timeZoneSources: timeZoneSources, defaultTimeZone: defaultTimeZone)
        return await negotiator.negotiate { $0 == .acceptLanguage ? locale : nil } timeZoneValue: { zones[$0] }
    }

    @Test func theFirstSourceNamingAKnownZoneDecides() async throws {
        let chosen = await negotiate([.query("tz"): "Europe/Zurich", .cookie("tz"): "Asia/Tokyo"])
        #expect(chosen.timeZone == "Europe/Zurich")
        #expect(chosen.timeZoneSource == .query("tz"))
        #expect(chosen.localizer.timeZone == "Europe/Zurich")
        #expect(try chosen.localizer.formatDate(Timestamp(seconds: 1_438_968_572), time: .short) == "07.08.2015, 19:29")
    }

    @Test(arguments: ["Mars/Olympus", "", "Europe/Zurich\u{0}", String(repeating: "A", count: 65), "../../etc/passwd"])
    func anUnknownZoneIsSkippedNeverAFailure(bad: String) async {
        let chosen = await negotiate([.query("tz"): bad, .cookie("tz"): "Asia/Tokyo"])
        #expect(chosen.timeZone == "Asia/Tokyo")
        #expect(chosen.timeZoneSource == .cookie("tz"))
    }

    @Test func theUsersStoredZoneThenTheDefault() async {
        let stored = await negotiate([.query("tz"): "nope", .userPreference: "America/Los_Angeles"])
        #expect(stored.timeZone == "America/Los_Angeles")
        #expect(stored.timeZoneSource == .userPreference)
        let none = await negotiate([:], defaultTimeZone: "Europe/Berlin")
        #expect(none.timeZone == "Europe/Berlin")
        #expect(none.timeZoneSource == nil)
        #expect(await negotiate([:]).timeZone == .utc)
    }

    @Test func theDocumentationExample() async {
        let negotiator = LocaleNegotiator(catalog: catalog)
        let chosen = await negotiator.negotiate { _ in nil } timeZoneValue: { source in
            source == .query("tz") ? "Europe/Zurich" : nil                 // ?tz=Europe/Zurich
        }
        #expect(chosen.timeZone == "Europe/Zurich")
        #expect(chosen.timeZoneSource == .query("tz"))
        #expect(TimeZoneSource.standard() == [.query("tz"), .cookie("tz")])
        #expect(TimeZoneSource.standard(userPreference: true) == [.query("tz"), .cookie("tz"), .userPreference])
    }

    func headers(_ chosen: RequestLocalization) -> [String] {
        chosen.headers(vary: nil, cacheControl: nil).map { "\($0.name.rawValue): \($0.value)" }
    }

    /// `Cache-Control: private` only when the stored preference decided the language or the zone.
    @Test func privateOnlyWhenAUserPreferenceDecided() async {
        #expect(headers(await negotiate([.query("tz"): "Europe/Zurich"]))
                == ["Content-Language: de", "Vary: Accept-Language, Cookie"])
        #expect(headers(await negotiate([.userPreference: "Europe/Zurich"]))
                == ["Content-Language: de", "Vary: Accept-Language, Cookie", "Cache-Control: private"])
    }

    /// A `tz` cookie alone still makes the answer vary on `Cookie`.
    @Test func aTimeZoneCookieAddsCookieToVary() async {
        let negotiator = LocaleNegotiator(catalog: catalog, sources: [.acceptLanguage])
        let chosen = await negotiator.negotiate { _ in "de" }
        #expect(headers(chosen) == ["Content-Language: de", "Vary: Accept-Language, Cookie"])
        let noZones = LocaleNegotiator(catalog: catalog, sources: [.acceptLanguage], timeZoneSources: [])
        #expect(headers(await noZones.negotiate { _ in "de" }) == ["Content-Language: de", "Vary: Accept-Language"])
    }

    @Test func anUnnegotiatedRequestIsTheDevelopmentLanguageInUTC() throws {
        let plain = RequestLocalization.unnegotiated(catalog: catalog)
        #expect(plain.localizer.localization == "en")
        #expect(plain.timeZone == .utc)
        #expect(plain.source == nil)
        #expect(plain.headers(vary: nil, cacheControl: nil).map { "\($0.name.rawValue): \($0.value)" } == ["Content-Language: en"])
    }
}
