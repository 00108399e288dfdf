import Hummingbird
import HummingbirdTesting
import LocalizedService
import Testing

/// The Mustache page (Resources/Templates/runs.mustache) over real HTTP: its sections
/// format in the request's language, plural rules and time zone.
@Suite struct RunsPageTests {
    @Test func germanInZurich() async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/page/runs?completed=1&total=3&at=1438968572&tz=Europe/Zurich",
                                                  acceptLanguage: "de")
            #expect(answer.status == 200)
            #expect(answer.body == """
                <!doctype html>
                <html lang="de">
                <title>Läufe</title>
                <p>Von 3 Läufen ist einer abgeschlossen</p>
                <p>07.08.2015, 19:29</p>
                </html>

                """)
        }
    }

    @Test func russianPluralsInUTC() async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/page/runs?completed=21&total=25&at=1438968572&lang=ru")
            #expect(answer.status == 200)
            #expect(answer.body.contains("<p>7 авг. 2015\u{202F}г., 17:29</p>"))
        }
    }

    @Test func aBadNumberIsABadRequest() async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/page/runs?completed=-1&total=3&at=0")
            #expect(answer.status == 400)
            #expect(answer.body == #"{"error":"completed: \"-1\" is not an integer in 0...1000000"}"#)
        }
    }
}
