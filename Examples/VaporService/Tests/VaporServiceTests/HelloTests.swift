import Testing
import VaporService
import VaporTesting

/// `/hello` over real HTTP: VaporTesting's `.running` mode serves the app on
/// an ephemeral loopback port and sends each request through AsyncHTTPClient.
@Suite struct HelloTests {
    struct Answer: Equatable, CustomStringConvertible {
        var status: UInt
        var body: String
        var contentLanguage: String?
        var vary: String?
        var description: String { "\(status) \(contentLanguage ?? "-") \(vary ?? "-") \(body)" }

        static func localized(_ body: String, _ language: String) -> Answer {
            Answer(status: 200, body: body, contentLanguage: language, vary: "Accept-Language, Cookie")
        }
    }

    func get(_ uri: String, _ headers: HTTPHeaders = [:]) async throws -> Answer {
        try await withApp(configure: configure) { app in
            let response = try await app.testing(method: .running(hostname: "127.0.0.1", port: 0)).sendRequest(.GET, uri, headers: headers)
            return Answer(status: response.status.code, body: response.body.string,
                          contentLanguage: response.headers.first(name: "Content-Language"), vary: response.headers.first(name: "Vary"))
        }
    }

    @Test(arguments: [
        ("en", 1, "Hello, Ada! You have 1 new message."),
        ("en-GB", 3, "Hello, Ada! You have 3 new messages."),
        ("de-CH", 1, "Hallo, Ada! Du hast 1 neue Nachricht."),
        ("de", 0, "Hallo, Ada! Du hast 0 neue Nachrichten."),
        ("ru", 1, "Привет, Ada! У вас 1 новое сообщение."),
        ("ru", 3, "Привет, Ada! У вас 3 новых сообщения."),
        ("ru", 5, "Привет, Ada! У вас 5 новых сообщений."),
        ("ru", 21, "Привет, Ada! У вас 21 новое сообщение."),
    ])
    func thePluralFollowsTheLanguagesRules(language: String, count: Int, text: String) async throws {
        let answer = try await get("/hello?name=Ada&count=\(count)", ["Accept-Language": language])
        #expect(answer == .localized(text, String(language.prefix(2))))
    }

    @Test func theQueryAndTheCookieComeBeforeTheHeader() async throws {
        #expect(try await get("/hello?name=Ada&count=2&lang=ru", ["Accept-Language": "de"])
                == .localized("Привет, Ada! У вас 2 новых сообщения.", "ru"))
        #expect(try await get("/hello?name=Ada&count=2", ["Cookie": "lang=de", "Accept-Language": "ru"])
                == .localized("Hallo, Ada! Du hast 2 neue Nachrichten.", "de"))
    }

    @Test func withoutANameTheGuestIsGreetedInTheLanguage() async throws {
        #expect(try await get("/hello?count=1", ["Accept-Language": "de"]) == .localized("Hallo, Gast! Du hast 1 neue Nachricht.", "de"))
    }

    @Test(arguments: ["!!!", "*;q=0", "fr-FR", String(repeating: "ru-RU,", count: 400)])
    func anUnusableHeaderGetsEnglish(header: String) async throws {
        #expect(try await get("/hello?name=Ada&count=2", ["Accept-Language": header])
                == .localized("Hello, Ada! You have 2 new messages.", "en"))
    }

    @Test(arguments: ["-1", "1000001", "two"])
    func aBadCountIsA400(count: String) async throws {
        let answer = try await get("/hello?name=Ada&count=\(count)", ["Accept-Language": "de"])
        struct ErrorBody: Decodable { let error: Bool; let reason: String }
        let body = try JSONDecoder().decode(ErrorBody.self, from: Data(answer.body.utf8))
        #expect(answer.status == 400)
        #expect(body.error && body.reason == "count: \"\(count)\" is not a whole number from 0 to 1000000")
        #expect(answer.contentLanguage == nil)
    }

    @Test(arguments: [
        ("/price?amount=1234.5", "de-CH", "CHF\u{00A0}1\u{2019}234.50"),
        ("/price?amount=1234.5", "en-IE", "€1,234.50"),
        ("/price?amount=1234.5", "ru", "1\u{00A0}234,50\u{00A0}₽"),
        ("/placed?at=1438968572&tz=Europe/Zurich", "de", "07.08.2015, 19:29"),
        ("/placed?at=1438968572&tz=Mars/Olympus", "de", "07.08.2015, 17:29"),   // an unknown zone: UTC
        ("/placed?at=1438968572&tz=America/Los_Angeles", "en-US", "Aug 7, 2015, 10:29\u{202F}AM"),
    ])
    func pricesAndDatesInTheRequestsCurrencyAndZone(uri: String, language: String, text: String) async throws {
        let answer = try await get(uri, ["Accept-Language": language])
        #expect(answer == .localized(text, String(language.prefix(2))))
    }
}
