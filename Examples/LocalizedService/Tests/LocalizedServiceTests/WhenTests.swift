import Testing

@Suite struct WhenTests {
    static let query = "/when?at=2015-08-07T17:29:32Z&tz=Europe/Berlin&now=2025-11-23T12:00:00Z"

    @Test(arguments: [
        ("de", "de", #"{"date":"07.08.2015","locale":"de","relative":"vor 10 Jahren"}"#),
        ("de-CH", "de", #"{"date":"07.08.2015","locale":"de","relative":"vor 10 Jahren"}"#),
        ("en-US", "en", #"{"date":"Aug 7, 2015","locale":"en","relative":"10 years ago"}"#),
        // Served from en.lproj, dated as in Britain.
        ("en-GB", "en", #"{"date":"7 Aug 2015","locale":"en","relative":"10 years ago"}"#),
        ("ru", "ru", #"{"date":"7 авг. 2015\#u{202F}г.","locale":"ru","relative":"10 лет назад"}"#),
    ])
    func mediumDateAndRelativeTime(header: String, language: String, body: String) async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, Self.query, acceptLanguage: header)
            #expect(answer == .localized(body, language: language))
        }
    }

    @Test(arguments: [
        ("/when?at=2015-13-07T17:29:32Z", #"{"error":"at: line 1, column 6: %m: month 13 is not in 1...12 (input \"2015-13-07T17:29:32Z\", format \"rfc3339\")"}"#),
    ])
    func badInstantIsA400(uri: String, body: String) async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, uri)
            #expect(answer.status == 400)
            #expect(answer.body == body)
        }
    }

    /// The middleware's zone: `?tz=`, the `tz` cookie, else UTC; an unknown zone is skipped, never a 400.
    @Test(arguments: [
        ("&tz=Asia/Tokyo", nil, "Aug 8, 2015"),
        ("", "tz=Asia/Tokyo", "Aug 8, 2015"),
        ("&tz=Mars/Olympus", nil, "Aug 7, 2015"),
        ("", nil, "Aug 7, 2015"),
    ] as [(String, String?, String)])
    func theRequestsZone(zone: String, cookie: String?, date: String) async throws {
        try await LiveServer.run { client in
            let uri = "/when?at=2015-08-07T23:30:00Z&now=2025-11-23T12:00:00Z" + zone
            let answer = try await LiveServer.get(client, uri, acceptLanguage: "en-US", cookie: cookie)
            #expect(answer == .localized(#"{"date":"\#(date)","locale":"en","relative":"10 years ago"}"#, language: "en"))
        }
    }
}
