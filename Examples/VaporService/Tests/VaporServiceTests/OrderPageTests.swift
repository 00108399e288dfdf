import Testing
import VaporService
import VaporTesting

/// The order page (Resources/Views/order.leaf) over real HTTP: its Leaf tags format in the
/// request's language, currency and time zone; a name from the request is escaped.
@Suite struct OrderPageTests {
    func get(_ uri: String, _ headers: HTTPHeaders = [:]) async throws -> (UInt, String) {
        try await withApp(configure: configure) { app in
            let response = try await app.testing(method: .running(hostname: "127.0.0.1", port: 0)).sendRequest(.GET, uri, headers: headers)
            return (response.status.code, response.body.string)
        }
    }

    @Test func swissGermanInZurich() async throws {
        let (status, html) = try await get("/order?name=%3Cb%3EAda%3C/b%3E&count=3&total=1234.5&at=1438968572&tz=Europe/Zurich",
                                           ["Accept-Language": "de-CH"])
        #expect(status == 200)
        #expect(html == """
            <!doctype html>
            <html lang="de">
            <title>Ihre Bestellung</title>
            <p>Hallo, &lt;b&gt;Ada&lt;/b&gt;! Du hast 3 neue Nachrichten.</p>
            <p>Summe: CHF\u{00A0}1’234.50</p>
            <p>Bestellt am 07.08.2015, 19:29</p>
            </html>

            """)
    }

    @Test func russianInUTC() async throws {
        let (status, html) = try await get("/order?count=21&total=99&at=1438968572&lang=ru")
        #expect(status == 200)
        #expect(html == """
            <!doctype html>
            <html lang="ru">
            <title>Ваш заказ</title>
            <p>Привет, Ada! У вас 21 новое сообщение.</p>
            <p>Итого: 99,00\u{00A0}₽</p>
            <p>Оформлен: 7 авг. 2015\u{202F}г., 17:29</p>
            </html>

            """)
    }

    @Test func aCountOutOfRangeIsABadRequest() async throws {
        let (status, _) = try await get("/order?count=-1")
        #expect(status == 400)
    }
}
