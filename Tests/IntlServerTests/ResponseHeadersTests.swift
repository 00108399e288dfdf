import IntlServer
import StringCatalog
import TestSupport
import Testing

@Suite struct ResponseHeadersTests {
    func headers(sources: [LocaleSource], vary: String? = nil, cacheControl: String? = nil) async throws -> [String] {
        let catalog = try Catalog(directory: ServerCatalogFixture.directory)
        let chosen = await LocaleNegotiator(catalog: catalog, sources: sources, timeZoneSources: []).negotiate { _ in "de" }
        return chosen.headers(vary: vary, cacheControl: cacheControl).map { "\($0.name.rawValue): \($0.value)" }
    }

    @Test func acceptLanguageAloneVariesOnIt() async throws {
        #expect(try await headers(sources: [.acceptLanguage]) == ["Content-Language: de", "Vary: Accept-Language"])
    }

    @Test func aCookieSourceAddsCookieToVary() async throws {
        #expect(try await headers(sources: LocaleSource.standard())
                == ["Content-Language: de", "Vary: Accept-Language, Cookie"])
    }

    @Test func aQueryItemAloneNeedsNoVary() async throws {
        #expect(try await headers(sources: [.query("lang")]) == ["Content-Language: de"])
    }

    @Test func aUserPreferenceThatDecidedMakesTheAnswerPrivateUnlessTheResponseSaysOtherwise() async throws {
        #expect(try await headers(sources: [.userPreference, .acceptLanguage])
                == ["Content-Language: de", "Vary: Accept-Language", "Cache-Control: private"])
        #expect(try await headers(sources: [.userPreference], cacheControl: "no-store") == ["Content-Language: de"])
        // The preference is a source, but ?lang= decided: the URL says it all, a shared cache may keep it.
        #expect(try await headers(sources: [.query("lang"), .userPreference]) == ["Content-Language: de"])
    }

    @Test(arguments: [
        ("Origin", "Vary: Origin, Accept-Language, Cookie"),
        ("origin,accept-language", "Vary: origin,accept-language, Cookie"),
        ("Cookie ,\tAccept-Language", nil),
        ("*", nil),
        (" , ", "Vary: Accept-Language, Cookie"),
    ] as [(String, String?)])
    func varyIsMergedWithTheResponsesOwn(existing: String, merged: String?) async throws {
        #expect(try await headers(sources: LocaleSource.standard(), vary: existing)
                == ["Content-Language: de"] + (merged.map { [$0] } ?? []))
    }
}
