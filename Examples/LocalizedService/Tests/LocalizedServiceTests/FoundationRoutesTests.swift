import Testing

/// The Foundation routes (formatters per request, plurals by hand) give the same answers for what they cover.
@Suite struct FoundationRoutesTests {
    @Test(arguments: [
        ("/foundation/price?amount=1234.5&currency=EUR", "de", #"{"locale":"de","text":"1.234,50\#u{00A0}€"}"#),
        ("/foundation/summary?completed=1&total=3", "en", #"{"locale":"en","text":"One of 3 runs completed"}"#),
        ("/foundation/summary?completed=1&total=3", "de", #"{"locale":"de","text":"Von 3 Läufen ist einer abgeschlossen"}"#),
        ("/foundation/when?at=2015-08-07T17:29:32Z&tz=Europe/Berlin&now=2025-11-23T12:00:00Z", "de",
         #"{"date":"07.08.2015","locale":"de","relative":"vor 10 Jahren"}"#),
    ])
    func sameAnswers(uri: String, header: String, body: String) async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, uri, acceptLanguage: header)
            #expect(answer == .localized(body, language: header))
        }
    }
}
