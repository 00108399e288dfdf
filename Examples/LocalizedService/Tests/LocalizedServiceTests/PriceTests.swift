import Testing

@Suite struct PriceTests {
    /// The amount follows the request's region when its language is the one
    /// served: de-CH and de-AT are served from de.lproj with their own formats.
    @Test(arguments: [
        ("de-CH", "/price?amount=1234.5&currency=EUR", "de", #"{"locale":"de","text":"EUR\#u{00A0}1\#u{2019}234.50"}"#),
        ("de-AT, en;q=0.5", "/price?amount=1234.5&currency=EUR", "de", #"{"locale":"de","text":"€\#u{00A0}1.234,50"}"#),
        ("de-DE,de;q=0.9", "/price?amount=1234.5&currency=EUR", "de", #"{"locale":"de","text":"1.234,50\#u{00A0}€"}"#),
        ("en-US", "/price?amount=1234.5&currency=EUR", "en", #"{"locale":"en","text":"€1,234.50"}"#),
        ("ru", "/price?amount=1234.5&currency=RUB", "ru", #"{"locale":"ru","text":"1\#u{00A0}234,50\#u{00A0}₽"}"#),
        ("zh-TW", "/price?amount=1234.5&currency=USD", "zh-Hant", #"{"locale":"zh-Hant","text":"US$1,234.50"}"#),
        ("fr-FR", "/price?amount=3&currency=JPY", "en", #"{"locale":"en","text":"¥3"}"#),
        // Without ?currency=, the request's own (`localizer.currency`).
        ("de-CH", "/price?amount=1234.5", "de", #"{"locale":"de","text":"CHF\#u{00A0}1\#u{2019}234.50"}"#),
        ("en-IE", "/price?amount=1234.5", "en", #"{"locale":"en","text":"€1,234.50"}"#),
    ])
    func priceInTheNegotiatedLocale(header: String, uri: String, language: String, body: String) async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, uri, acceptLanguage: header)
            #expect(answer == .localized(body, language: language))
        }
    }

    @Test func localeParameterWinsOverTheHeader() async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/price?amount=1234.5&currency=EUR&lang=de-CH", acceptLanguage: "en")
            #expect(answer == .localized(#"{"locale":"de","text":"EUR\#u{00A0}1\#u{2019}234.50"}"#, language: "de"))
        }
    }

    @Test(arguments: [
        ("/price?amount=1&currency=XYZ", #"{"error":"unknown currency code \"XYZ\" (not in ISO 4217)"}"#),
        ("/price?amount=nan&currency=EUR", #"{"error":"amount: \"nan\" is not a finite decimal number"}"#),
        ("/price?currency=EUR", #"{"error":"missing query parameter \"amount\""}"#),
    ])
    func badInputIsA400(uri: String, body: String) async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, uri, acceptLanguage: "en")
            #expect(answer.status == 400)
            #expect(answer.body == body)
        }
    }
}
