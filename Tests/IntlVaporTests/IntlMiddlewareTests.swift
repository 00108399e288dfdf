#if Vapor
import Intl
import IntlServer
import MachineTime
import IntlVapor
import StringCatalog
import TestSupport
import Testing
import Vapor
import VaporTesting

/// The middleware over real HTTP: VaporTesting's `.running` mode starts the
/// app's server on an ephemeral loopback port and sends each request through
/// AsyncHTTPClient.
@Suite struct IntlMiddlewareTests {
    /// `GET /cart?count=3&total=12.5` → the catalog's `cart` plural; `/vary` also sets its own `Vary`.
    static func configure(_ app: Application) throws {
        app.intl.catalog = try Catalog(directory: ServerCatalogFixture.directory, developmentLanguage: "en")
        app.intl.device = { request in
            guard let name = request.query[String.self, at: "device"] else { return nil }
            guard let device = ClientDevice(name: name) else { throw Abort(.badRequest, reason: "unknown device") }
            return device
        }
        app.get("plain") { req in try req.localizer.format("greeting", arguments: ["Ada"]) }
        let localized = app.grouped(IntlMiddleware())
        localized.get("cart") { req in
            let count = req.query[Int64.self, at: "count"] ?? 0
            let total = req.query[Double.self, at: "total"] ?? 0
            return try req.localizer.format("cart", arguments: [.int(count), .double(total)])
        }
        localized.get("vary") { req in
            Response(status: .ok, headers: ["Vary": "Origin"], body: .init(string: try req.localizer.format("greeting", arguments: ["Ada"])))
        }
        localized.get("locale") { req in req.locale.identifier }
        // A zone from the query: a bad one is the client's (400); a message formatted without its
        // arguments is the service's (500).
        localized.get("time") { req in
            let zone = req.query[String.self, at: "tz"] ?? "UTC"
            let options = DateTimeFormatOptions(layout: .styles(date: .medium, time: .none), timeZone: .identifier(zone))
            return try DateTimeFormat(locale: req.locale, options: options).format(seconds: 0)
        }
        localized.get("broken") { req in try req.localizer.format("cart", arguments: []) }
        // Per-request helpers: the request's currency, zone and locale.
        localized.get("price") { req in try req.localizer.formatPrice(1234.5) }
        localized.get("now") { req in
            try req.localizer.formatDate(Timestamp(seconds: 1_438_968_572), time: .short) + " " + req.timeZone.identifier
        }
        // README, "Middleware for Hummingbird and Vapor", verbatim.
        localized.get("order") { req in
            let count = req.query[Int.self, at: "count"] ?? 1
            let total = req.query[Double.self, at: "total"] ?? 0
            let zone = try DateTimeFormatOptions.TimeZone(req.query[String.self, at: "zone"] ?? "UTC")   // "Mars/Olympus" → 400
            let placed = try DateTimeFormat(locale: req.locale,
                                            options: .init(dateStyle: .medium, timeStyle: .short, timeZone: zone))
            return try req.localizer.format("cart", arguments: [count, total]) + ", " + placed.format(seconds: 1_438_968_572)
        }
    }

    struct Answer: Equatable, CustomStringConvertible {
        var status: UInt
        var body: String
        var contentLanguage: String?
        var vary: String?
        var cacheControl: String? = nil
        var description: String { "\(status) \(contentLanguage ?? "-") \(vary ?? "-") \(cacheControl ?? "-") \(body)" }

        init(status: UInt, body: String, contentLanguage: String?, vary: String?, cacheControl: String? = nil) {
            (self.status, self.body, self.contentLanguage, self.vary, self.cacheControl) = (status, body, contentLanguage, vary, cacheControl)
        }

        init(_ response: TestingHTTPResponse) {
            self.init(status: response.status.code, body: response.body.string,
                      contentLanguage: response.headers.first(name: "Content-Language"),
                      vary: response.headers.first(name: "Vary"), cacheControl: response.headers.first(name: "Cache-Control"))
        }
    }

    static func get(_ app: Application, _ uri: String, _ headers: HTTPHeaders = [:]) async throws -> Answer {
        Answer(try await app.testing(method: .running(hostname: "127.0.0.1", port: 0)).sendRequest(.GET, uri, headers: headers))
    }

    static let varies = "Accept-Language, Cookie"

    /// The `reason` of Vapor's JSON error body (`{"error": true, "reason": …}`, keys in no fixed order).
    static func reason(_ body: String) -> String? {
        struct ErrorBody: Decodable { let error: Bool; let reason: String }
        return (try? JSONDecoder().decode(ErrorBody.self, from: Data(body.utf8))).flatMap { $0.error ? $0.reason : nil }
    }

    @Test(arguments: [
        ("/cart?count=3&total=1234.5&lang=de-CH", [:], Answer(status: 200, body: "3 Artikel für 1’234.50 €", contentLanguage: "de", vary: varies)),
        ("/cart?count=5&total=10", ["Cookie": "lang=ru"], Answer(status: 200, body: "5 товаров за 10,00 €", contentLanguage: "ru", vary: varies)),
        ("/cart?count=1&total=10", ["Accept-Language": "fr, ru;q=0.9"], Answer(status: 200, body: "1 товар за 10,00 €", contentLanguage: "ru", vary: varies)),
        ("/cart?count=2&total=10&lang=ru", ["Cookie": "lang=de", "Accept-Language": "de"], Answer(status: 200, body: "2 товара за 10,00 €", contentLanguage: "ru", vary: varies)),
        ("/cart?count=1&total=9.5", [:], Answer(status: 200, body: "1 item for €9.50", contentLanguage: "en", vary: varies)),
    ] as [(String, HTTPHeaders, Answer)])
    func eachSourceChoosesTheLanguage(uri: String, headers: HTTPHeaders, answer: Answer) async throws {
        try await withApp(configure: Self.configure) { app in
            let answer1 = try await Self.get(app, uri, headers)
            #expect(answer1 == answer)
        }
    }

    /// IntlError and CatalogError are AbortErrors: 400 with the message, or 500 without the detail.
    @Test func errorsBecomeTheirStatus() async throws {
        try await withApp(configure: Self.configure) { app in
            let good = try await Self.get(app, "/time?tz=America/New_York")
            #expect(good.status == 200 && good.body == "Dec 31, 1969")
            let bad = try await Self.get(app, "/time?tz=Mars/Olympus")
            #expect(bad.status == 400)
            #expect(Self.reason(bad.body) == #"unknown time zone "Mars/Olympus" (expected an IANA id such as "Europe/Berlin" or an offset such as "GMT+05:30")"#)
            let order = try await Self.get(app, "/order?count=3&total=12.5&zone=Europe/Zurich&lang=de-CH")
            #expect(order.status == 200)
            #expect(order.body == "3 Artikel für 12.50 €, 07.08.2015, 19:29")
            let badZone = try await Self.get(app, "/order?zone=Mars/Olympus")
            #expect(badZone.status == 400)
            let broken = try await Self.get(app, "/broken")
            #expect(broken.status == 500)
            #expect(Self.reason(broken.body) == "Internal Server Error")
        }
    }

    @Test func theUserPreferenceComesBeforeAcceptLanguageAndMakesTheAnswerPrivate() async throws {
        try await withApp(configure: Self.configure) { app in
            app.intl.userPreference = { request in request.headers.first(name: .authorization) == "Bearer anya" ? "ru" : nil }
            let anya = try await Self.get(app, "/cart?count=3&total=1", ["Authorization": "Bearer anya", "Accept-Language": "de"])
            #expect(anya == Answer(status: 200, body: "3 товара за 1,00 €", contentLanguage: "ru", vary: Self.varies, cacheControl: "private"))
            // Bob has no stored language: Accept-Language decided, which Vary names; a shared cache may keep it.
            let other = try await Self.get(app, "/cart?count=3&total=1", ["Authorization": "Bearer bob", "Accept-Language": "de"])
            #expect(other == Answer(status: 200, body: "3 Artikel für 1,00 €", contentLanguage: "de", vary: Self.varies))
            #expect(app.intl.sources == [.query("lang"), .cookie("lang"), .userPreference, .acceptLanguage])
        }
    }

    @Test func theRoutesOwnVaryIsKeptAndTheSourcesAppended() async throws {
        try await withApp(configure: Self.configure) { app in
            app.intl.sources = [.acceptLanguage]
            let answer = try await Self.get(app, "/vary", ["Accept-Language": "de"])
            // Cookie: the time zone's sources still read the `tz` cookie.
            #expect(answer == Answer(status: 200, body: "Hallo, Ada!", contentLanguage: "de", vary: "Origin, Accept-Language, Cookie"))
            app.intl.timeZoneSources = [.query("tz")]
            let noCookie = try await Self.get(app, "/vary", ["Accept-Language": "de"])
            #expect(noCookie == Answer(status: 200, body: "Hallo, Ada!", contentLanguage: "de", vary: "Origin, Accept-Language"))
        }
    }

    @Test(arguments: [
        ["Accept-Language": "!!!, @@@;q=0.5"],
        ["Accept-Language": "en_US;q=abc"],
        ["Accept-Language": "*;q=0"],
        ["Accept-Language": String(repeating: "de-DE,", count: 8192 / 6)],
        ["Cookie": "lang=en_US@x; other=1"],
        ["Cookie": "lang=" + String(repeating: "x", count: 4000)],
    ] as [HTTPHeaders])
    func unusableInputGetsTheDevelopmentLanguage(headers: HTTPHeaders) async throws {
        try await withApp(configure: Self.configure) { app in
            let answer = try await Self.get(app, "/cart?count=2&total=3&lang=%ZZ", headers)
            #expect(answer == Answer(status: 200, body: "2 items for €3.00", contentLanguage: "en", vary: Self.varies))
        }
    }

    @Test func theLocaleIsTheNumberLocale() async throws {
        try await withApp(configure: Self.configure) { app in
            let answer2 = try await Self.get(app, "/locale", ["Accept-Language": "de-CH"])
            #expect(answer2.body == "de-CH")
            let answer3 = try await Self.get(app, "/locale", ["Accept-Language": "fr"])
            #expect(answer3.body == "en")
        }
    }

    @Test(arguments: [
        ("/now?lang=de&tz=Europe/Zurich", [:], "07.08.2015, 19:29 Europe/Zurich"),
        ("/now?lang=de", ["Cookie": "tz=America/Los_Angeles"], "07.08.2015, 10:29 America/Los_Angeles"),
        ("/now?lang=de&tz=Mars/Olympus", ["Cookie": "tz=Asia/Tokyo"], "08.08.2015, 02:29 Asia/Tokyo"),
        ("/now?lang=de&tz=Mars/Olympus", [:], "07.08.2015, 17:29 UTC"),
        ("/now?lang=de&tz=%00", [:], "07.08.2015, 17:29 UTC"),
    ] as [(String, HTTPHeaders, String)])
    func theTimeZoneIsNegotiatedAndABadOneIgnored(uri: String, headers: HTTPHeaders, body: String) async throws {
        try await withApp(configure: Self.configure) { app in
            let answer = try await Self.get(app, uri, headers)
            #expect(answer.status == 200)
            #expect(answer.body == body)
        }
    }

    @Test func theUsersStoredZoneAndTheDefaultZone() async throws {
        try await withApp(configure: Self.configure) { app in
            app.intl.defaultTimeZone = "Europe/Berlin"
            app.intl.userTimeZone = { request in request.headers.first(name: .authorization) == "Bearer anya" ? "Asia/Tokyo" : nil }
            #expect(app.intl.timeZoneSources == [.query("tz"), .cookie("tz"), .userPreference])
            let anya = try await Self.get(app, "/now?lang=de", ["Authorization": "Bearer anya"])
            #expect(anya == Answer(status: 200, body: "08.08.2015, 02:29 Asia/Tokyo", contentLanguage: "de",
                                   vary: Self.varies, cacheControl: "private"))
            let bob = try await Self.get(app, "/now?lang=de", ["Authorization": "Bearer bob"])
            #expect(bob == Answer(status: 200, body: "07.08.2015, 19:29 Europe/Berlin", contentLanguage: "de", vary: Self.varies))
        }
    }

    @Test(arguments: [("de-CH", "CHF\u{00A0}1\u{2019}234.50"), ("en-IE", "€1,234.50"), ("ru", "1\u{00A0}234,50\u{00A0}₽")])
    func aPriceInTheRequestsCurrency(language: String, price: String) async throws {
        try await withApp(configure: Self.configure) { app in
            let answer = try await Self.get(app, "/price", ["Accept-Language": language])
            #expect(answer.body == price)
        }
    }

    @Test func aDeviceHookErrorFailsTheRequest() async throws {
        try await withApp(configure: Self.configure) { app in
            let answer = try await Self.get(app, "/cart?device=android")
            #expect(answer.status == 400)
            #expect(answer.contentLanguage == nil)
        }
    }

    /// `req.localizer` does not throw: a route outside the middleware (a setup mistake, logged)
    /// answers in the development language; a middleware without a catalog is a 500.
    @Test func aRouteWithoutTheMiddlewareGetsTheDevelopmentLanguageAndNoCatalogIsA500() async throws {
        try await withApp(configure: Self.configure) { app in
            let plain = try await Self.get(app, "/plain", ["Accept-Language": "de"])
            #expect(plain == Answer(status: 200, body: "Hello, Ada!", contentLanguage: nil, vary: nil))
            app.intl.catalog = nil
            let unconfigured = try await Self.get(app, "/cart")
            #expect(unconfigured.status == 500)
            #expect(Self.reason(unconfigured.body) == "app.intl.catalog is not set")
        }
    }

    /// 300 requests in flight at once, in three languages, each answered in its
    /// own: the server started once, the requests sent through `app.client`.
    @Test func concurrentRequestsEachGetTheirOwnLanguage() async throws {
        let expected = ["de": "7 Artikel für 2,50 €", "ru": "7 товаров за 2,50 €", "en": "7 items for €2.50"]
        try await withApp(configure: Self.configure) { app in
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            let port = try #require(app.http.server.shared.localAddress?.port)
            let client = app.client
            try await withThrowingTaskGroup(of: (String, ClientResponse).self) { group in
                for index in 0..<300 {
                    let language = ["de", "ru", "en"][index % 3]
                    group.addTask {
                        (language, try await client.get(URI(string: "http://127.0.0.1:\(port)/cart?count=7&total=2.5"),
                                                        headers: ["Accept-Language": language]))
                    }
                }
                var answered = 0
                for try await (language, response) in group {
                    #expect(response.status == .ok)
                    #expect(response.body.map { String(buffer: $0) } == expected[language])
                    #expect(response.headers.first(name: "Content-Language") == language)
                    answered += 1
                }
                #expect(answered == 300)
            }
            await app.server.shutdown()
        }
    }
}
#endif
