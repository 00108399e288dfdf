import HummingbirdTesting
import Testing

@Suite struct HeaderTests {
    /// Every route that answers in a language, with a `de-CH` request.
    static let localizedRoutes = [
        "/price?amount=1&currency=EUR",
        "/summary?completed=1&total=3",
        "/when?at=2015-08-07T17:29:32Z&now=2025-11-23T12:00:00Z",
        "/foundation/price?amount=1&currency=EUR",
        "/foundation/summary?completed=1&total=3",
        "/foundation/when?at=2015-08-07T17:29:32Z&now=2025-11-23T12:00:00Z",
    ]

    @Test(arguments: localizedRoutes)
    func everyLocalizedAnswerSaysItsLanguageAndVaries(uri: String) async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, uri, acceptLanguage: "de-CH")
            #expect(answer.status == 200)
            #expect(answer.contentLanguage == "de")
            // Cookie: the middleware's default sources read the `lang` and `tz` cookies.
            #expect(answer.vary == "Accept-Language, Cookie")
            let chosen = try await LiveServer.get(client, uri + "&lang=ru")
            #expect(chosen.contentLanguage == "ru")
            #expect(chosen.vary == "Accept-Language, Cookie")
        }
    }

    @Test(arguments: [
        "en_US;q=abc",                                        // no usable entry
        "!!!, @@@;q=0.5",                                     // garbage
        "*;q=0",                                              // everything refused
        String(repeating: "de-DE,", count: 8192 / 6),         // longer than 1024 bytes
    ])
    func unusableHeaderGetsTheDevelopmentLanguage(header: String) async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/summary?completed=1&total=3", acceptLanguage: header)
            #expect(answer == .localized(#"{"hint":"Select one of the 3 runs to see its steps","locale":"en","#
                                         + #""text":"One of 3 runs completed","title":"Runs"}"#, language: "en"))
        }
    }

    @Test func noHeaderMeansTheDevelopmentLanguage() async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/price?amount=1&currency=EUR")
            #expect(answer == .localized(#"{"locale":"en","text":"€1.00"}"#, language: "en"))
        }
    }

    /// The localization middleware never fails a request over its language:
    /// a `?lang=` that names nothing usable is skipped and the header decides.
    @Test(arguments: ["en_US@x", "fr", String(repeating: "de-", count: 40) + "de"])
    func unusableLocaleParameterFallsBackToTheHeader(locale: String) async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/price?amount=1&currency=EUR&lang=\(locale)", acceptLanguage: "de-CH")
            #expect(answer == .localized(#"{"locale":"de","text":"EUR\#u{00A0}1.00"}"#, language: "de"))
        }
    }

    @Test func badDeviceParameterIsA400() async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/summary?completed=1&total=3&device=android")
            let body = #"{"error":"device: unknown device \"android\" (expected iphone, ipad, ipod, mac, watch, tv, vision or other)"}"#
            #expect(answer == .init(status: 400, body: body, contentLanguage: nil))
        }
    }

    @Test func unknownRouteIsAJSON404() async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/nope")
            #expect(answer == .init(status: 404, body: #"{"error":"Not Found"}"#, contentLanguage: nil))
        }
    }
}
