import Hummingbird
import HummingbirdTesting
import LocalizedService
import Testing

/// README's Hummingbird snippet (`quickStartRouter`) over real HTTP.
@Suite struct QuickStartTests {
    @Test(arguments: [
        ("/runs?completed=1&total=3", "en", "One of 3 runs completed"),
        ("/price?amount=1234.5", "de-CH", "CHF\u{00A0}1\u{2019}234.50"),
        ("/price?amount=1234.5", "en-IE", "€1,234.50"),
        ("/placed?at=1438968572&tz=Europe/Zurich", "de", "07.08.2015, 19:29"),
        ("/placed?at=1438968572&tz=Mars/Olympus", "de", "07.08.2015, 17:29"),
    ])
    func theSnippetsRoutes(uri: String, language: String, body: String) async throws {
        let app = Application(router: try quickStartRouter(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let answer = try await LiveServer.get(client, uri, acceptLanguage: language)
            #expect(answer.status == 200)
            #expect(answer.body == body)
        }
    }
}
