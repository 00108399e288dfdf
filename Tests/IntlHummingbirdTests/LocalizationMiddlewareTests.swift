#if Hummingbird
import Hummingbird
import HummingbirdTesting
import Intl
import IntlHummingbird
import Mustache
import IntlServer
import MachineTime
import StringCatalog
import TestSupport
import Testing

/// The middleware over real HTTP: the app listens on an ephemeral loopback
/// port (HummingbirdTesting's `.live`) and every request crosses a socket.
@Suite struct LocalizationMiddlewareTests {
    /// `GET /cart?count=3&total=12.5` → the catalog's `cart` plural; `/vary` also sets its own `Vary`.
    static func app(userPreference: LocalizationMiddleware<BasicLocalizingRequestContext>.UserPreference? = nil,
                    userTimeZone: LocalizationMiddleware<BasicLocalizingRequestContext>.UserPreference? = nil,
                    defaultTimeZone: DateTimeFormatOptions.TimeZone = .utc,
                    sources: [LocaleSource]? = nil) throws -> some ApplicationProtocol {
        let catalog = try Catalog(directory: ServerCatalogFixture.directory, developmentLanguage: "en")
        let router = Router(context: BasicLocalizingRequestContext.self)
        router.get("/plain") { _, context in try context.localizer.format("greeting", arguments: ["Ada"]) }
        let middleware = LocalizationMiddleware<BasicLocalizingRequestContext>(
            catalog: catalog, sources: sources, userPreference: userPreference,
            userTimeZone: userTimeZone, defaultTimeZone: defaultTimeZone,
            device: { request, _ in
                guard let name = request.uri.queryParameters["device"] else { return nil }
                guard let device = ClientDevice(name: String(name)) else { throw HTTPError(.badRequest, message: "unknown device") }
                return device
            })
        let localized = router.group().add(middleware: middleware)
        localized.get("/cart") { request, context in
            let count = Int64(request.uri.queryParameters["count"] ?? "") ?? 0
            let total = Double(request.uri.queryParameters["total"] ?? "") ?? 0
            return try context.localizer.format("cart", arguments: [.int(count), .double(total)])
        }
        localized.get("/vary") { _, context in
            Response(status: .ok, headers: [.vary: "Origin"],
                     body: .init(byteBuffer: ByteBuffer(string: try context.localizer.format("greeting", arguments: ["Ada"]))))
        }
        localized.get("/locale") { _, context in context.locale.identifier }
        // A zone from the query: a bad one is the client's (400); a message formatted without its
        // arguments is the service's (500).
        localized.get("/time") { request, context in
            let zone = request.uri.queryParameters["tz"].map(String.init) ?? "UTC"
            let options = DateTimeFormatOptions(layout: .styles(date: .medium, time: .none), timeZone: .identifier(zone))
            return try DateTimeFormat(locale: context.locale, options: options).format(seconds: 0)
        }
        localized.get("/broken") { _, context in try context.localizer.format("cart", arguments: []) }
        // Per-request helpers: the request's currency, zone and locale.
        localized.get("/price") { _, context in try context.localizer.formatPrice(1234.5) }
        // An HTML page from a Mustache template, formatted by the request's localizer.
        localized.get("/page") { request, context in
            let data = LocalizedTemplateData(localizer: context.localizer, values: [
                "count": 3, "total": 12.5, "placed": Timestamp(seconds: 1_438_968_572),
                "name": request.uri.queryParameters["name"].map(String.init) ?? "Ada",
            ])
            let html = Self.page.render(data.context)
            try data.check()
            return Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(string: html)))
        }
        localized.get("/broken-page") { _, context in
            let data = LocalizedTemplateData(localizer: context.localizer, values: [:])
            _ = try MustacheTemplate(string: "<p>{{#t}}cart | count{{/t}}</p>").render(data.context)
            try data.check()
            return "unreachable"
        }
        localized.get("/now") { _, context in
            try context.localizer.formatDate(Timestamp(seconds: 1_438_968_572), time: .short) + " " + context.timeZone.identifier
        }
        return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    }

    static let page = try! MustacheTemplate(string: """
        <p>{{#t}}cart | count | total{{/t}}</p>
        <p>{{#price}}total{{/price}} · {{#number}}total{{/number}} · {{#price}}total | EUR{{/price}}</p>
        <p>{{#date}}placed | medium | short{{/date}} · {{#date}}placed{{/date}}</p>
        <p>{{#t}}greeting | name{{/t}} {{name}}</p>
        """)   // try!: a literal template the test owns, no input reaches it

    struct Answer: Equatable, CustomStringConvertible {
        var status: Int
        var body: String
        var contentLanguage: String?
        var vary: String?
        var cacheControl: String? = nil
        var description: String { "\(status) \(contentLanguage ?? "-") \(vary ?? "-") \(cacheControl ?? "-") \(body)" }
    }

    static func get(_ client: some TestClientProtocol, _ uri: String, _ headers: HTTPFields = [:]) async throws -> Answer {
        try await client.execute(uri: uri, method: .get, headers: headers) { response in
            Answer(status: response.status.code, body: String(buffer: response.body),
                   contentLanguage: response.headers[.contentLanguage], vary: response.headers[.vary],
                   cacheControl: response.headers[.cacheControl])
        }
    }

    static let varies = "Accept-Language, Cookie"

    @Test(arguments: [
        ("/cart?count=3&total=1234.5&lang=de-CH", [:], Answer(status: 200, body: "3 Artikel für 1’234.50 €", contentLanguage: "de", vary: varies)),
        ("/cart?count=5&total=10", [.cookie: "lang=ru"], Answer(status: 200, body: "5 товаров за 10,00 €", contentLanguage: "ru", vary: varies)),
        ("/cart?count=1&total=10", [.acceptLanguage: "fr, ru;q=0.9"], Answer(status: 200, body: "1 товар за 10,00 €", contentLanguage: "ru", vary: varies)),
        ("/cart?count=2&total=10&lang=ru", [.cookie: "lang=de", .acceptLanguage: "de"], Answer(status: 200, body: "2 товара за 10,00 €", contentLanguage: "ru", vary: varies)),
        ("/cart?count=1&total=9.5", [:], Answer(status: 200, body: "1 item for €9.50", contentLanguage: "en", vary: varies)),
    ] as [(String, HTTPFields, Answer)])
    func eachSourceChoosesTheLanguage(uri: String, headers: HTTPFields, answer: Answer) async throws {
        try await Self.app().test(.live) { client in
            let answer1 = try await Self.get(client, uri, headers)
            #expect(answer1 == answer)
        }
    }

    /// IntlError and CatalogError are HTTPResponseErrors: 400 with the message, or 500 without the detail.
    @Test func errorsBecomeTheirStatus() async throws {
        try await Self.app().test(.live) { client in
            let good = try await Self.get(client, "/time?tz=America/New_York")
            #expect(good.status == 200 && good.body == "Dec 31, 1969")
            let bad = try await Self.get(client, "/time?tz=Mars/Olympus")
            #expect(bad.status == 400)
            #expect(bad.body == #"{"error":{"message":"unknown time zone \"Mars\/Olympus\" (expected an IANA id such as \"Europe\/Berlin\" or an offset such as \"GMT+05:30\")"}}"#)
            let broken = try await Self.get(client, "/broken")
            #expect(broken.status == 500)
            #expect(!broken.body.contains("cart"))
        }
    }

    @Test func theUserPreferenceComesBeforeAcceptLanguageAndMakesTheAnswerPrivate() async throws {
        let app = try Self.app(userPreference: { request, _ in request.headers[.authorization] == "Bearer anya" ? "ru" : nil })
        try await app.test(.live) { client in
            let anya = try await Self.get(client, "/cart?count=3&total=1", [.authorization: "Bearer anya", .acceptLanguage: "de"])
            #expect(anya == Answer(status: 200, body: "3 товара за 1,00 €", contentLanguage: "ru", vary: Self.varies, cacheControl: "private"))
            // Bob has no stored language: Accept-Language decided, which Vary names; a shared cache may keep it.
            let other = try await Self.get(client, "/cart?count=3&total=1", [.authorization: "Bearer bob", .acceptLanguage: "de"])
            #expect(other == Answer(status: 200, body: "3 Artikel für 1,00 €", contentLanguage: "de", vary: Self.varies))
            let chosen = try await Self.get(client, "/cart?count=3&total=1&lang=en", [.authorization: "Bearer anya"])
            #expect(chosen.body == "3 items for €1.00")
        }
    }

    @Test func theRoutesOwnVaryIsKeptAndTheSourcesAppended() async throws {
        try await Self.app(sources: [.acceptLanguage]).test(.live) { client in
            let answer = try await Self.get(client, "/vary", [.acceptLanguage: "de"])
            // Cookie: the time zone's sources still read the `tz` cookie.
            #expect(answer == Answer(status: 200, body: "Hallo, Ada!", contentLanguage: "de", vary: "Origin, Accept-Language, Cookie"))
        }
    }

    @Test(arguments: [
        [.acceptLanguage: "!!!, @@@;q=0.5"],
        [.acceptLanguage: "en_US;q=abc"],
        [.acceptLanguage: "*;q=0"],
        [.acceptLanguage: String(repeating: "de-DE,", count: 8192 / 6)],
        [.cookie: "lang=en_US@x; other=1"],
        [.cookie: "lang=" + String(repeating: "x", count: 4000)],
    ] as [HTTPFields])
    func unusableInputGetsTheDevelopmentLanguage(headers: HTTPFields) async throws {
        try await Self.app().test(.live) { client in
            let answer = try await Self.get(client, "/cart?count=2&total=3&lang=%ZZ", headers)
            #expect(answer == Answer(status: 200, body: "2 items for €3.00", contentLanguage: "en", vary: Self.varies))
        }
    }

    @Test func theLocaleIsTheNumberLocale() async throws {
        try await Self.app().test(.live) { client in
            let answer2 = try await Self.get(client, "/locale", [.acceptLanguage: "de-CH"])
            #expect(answer2.body == "de-CH")
            let answer3 = try await Self.get(client, "/locale", [.acceptLanguage: "fr"])
            #expect(answer3.body == "en")
        }
    }

    @Test func aDeviceHookErrorFailsTheRequest() async throws {
        try await Self.app().test(.live) { client in
            let answer = try await Self.get(client, "/cart?device=android")
            #expect(answer.status == 400)
            #expect(answer.contentLanguage == nil)
        }
    }

    /// `context.localizer` does not throw: a route outside the middleware (a setup mistake,
    /// logged) answers from an empty catalog, each key as itself.
    @Test func aRouteWithoutTheMiddlewareAnswersEachKeyAsItself() async throws {
        try await Self.app().test(.live) { client in
            let answer = try await Self.get(client, "/plain", [.acceptLanguage: "de"])
            #expect(answer == Answer(status: 200, body: "greeting", contentLanguage: nil, vary: nil))
        }
    }

    @Test(arguments: [
        ("/now?lang=de&tz=Europe/Zurich", [:], "07.08.2015, 19:29 Europe/Zurich"),
        ("/now?lang=de", [.cookie: "tz=America/Los_Angeles"], "07.08.2015, 10:29 America/Los_Angeles"),
        ("/now?lang=de&tz=Mars/Olympus", [.cookie: "tz=Asia/Tokyo"], "08.08.2015, 02:29 Asia/Tokyo"),
        ("/now?lang=de&tz=Mars/Olympus", [:], "07.08.2015, 17:29 UTC"),
        ("/now?lang=de&tz=%00", [:], "07.08.2015, 17:29 UTC"),
    ] as [(String, HTTPFields, String)])
    func theTimeZoneIsNegotiatedAndABadOneIgnored(uri: String, headers: HTTPFields, body: String) async throws {
        try await Self.app().test(.live) { client in
            let answer = try await Self.get(client, uri, headers)
            #expect(answer.status == 200)
            #expect(answer.body == body)
        }
    }

    @Test func theUsersStoredZoneAndTheDefaultZone() async throws {
        let app = try Self.app(userTimeZone: { request, _ in request.headers[.authorization] == "Bearer anya" ? "Asia/Tokyo" : nil },
                               defaultTimeZone: "Europe/Berlin")
        try await app.test(.live) { client in
            let anya = try await Self.get(client, "/now?lang=de", [.authorization: "Bearer anya"])
            #expect(anya == Answer(status: 200, body: "08.08.2015, 02:29 Asia/Tokyo", contentLanguage: "de",
                                   vary: Self.varies, cacheControl: "private"))
            let bob = try await Self.get(client, "/now?lang=de", [.authorization: "Bearer bob"])
            #expect(bob == Answer(status: 200, body: "07.08.2015, 19:29 Europe/Berlin", contentLanguage: "de", vary: Self.varies))
        }
    }

    @Test(arguments: [("de-CH", "CHF\u{00A0}1\u{2019}234.50"), ("en-IE", "€1,234.50"), ("ru", "1\u{00A0}234,50\u{00A0}₽")])
    func aPriceInTheRequestsCurrency(language: String, price: String) async throws {
        try await Self.app().test(.live) { client in
            let answer = try await Self.get(client, "/price", [.acceptLanguage: language])
            #expect(answer.body == price)
        }
    }

    /// A Mustache page through the request's localizer: its locale, currency and zone; what a
    /// lambda writes is escaped and never read as a template again.
    @Test func aMustachePageInTheRequestsLocaleAndZone() async throws {
        try await Self.app().test(.live) { client in
            let swiss = try await Self.get(client, "/page?lang=de-CH&tz=Europe/Zurich&name=%3Cb%3E%7B%7Bcount%7D%7D%3C/b%3E")
            #expect(swiss.status == 200)
            #expect(swiss.body == """
                <p>3 Artikel für 12.50 €</p>
                <p>CHF\u{00A0}12.50 · 12.5 · EUR\u{00A0}12.50</p>
                <p>07.08.2015, 19:29 · 07.08.2015</p>
                <p>Hallo, &lt;b&gt;{{count}}&lt;/b&gt;! &lt;b&gt;{{count}}&lt;/b&gt;</p>
                """)
            let english = try await Self.get(client, "/page", [.acceptLanguage: "en-US"])
            #expect(english.body == """
                <p>3 items for €12.50</p>
                <p>$12.50 · 12.5 · €12.50</p>
                <p>Aug 7, 2015, 5:29\u{202F}PM · Aug 7, 2015</p>
                <p>Hello, Ada! Ada</p>
                """)
            let broken = try await Self.get(client, "/broken-page")
            #expect(broken.status == 500)
        }
    }

    @Test func aSectionThatCannotFormatIsAnError() throws {
        let catalog = try Catalog(directory: ServerCatalogFixture.directory, developmentLanguage: "en")
        let data = LocalizedTemplateData(localizer: catalog.localizer(acceptLanguage: "en"), values: ["word": "x"])
        let html = try MustacheTemplate(string: "[{{#number}}word{{/number}}][{{#t}}cart | nope{{/t}}][{{#date}}0 | soon{{/date}}]")
            .render(data.context)
        #expect(html == "[][][]")
        #expect(data.errors.map { "\($0)" } == [
            #"template: "word" is not a finite number"#, #"template: no value named "nope""#,
            #"template: unknown date style "soon" (none, short, medium, long, full)"#,
        ])
        #expect(throws: TemplateError.notANumber("word")) { try data.check() }
    }

    /// A date value no calendar holds is an error, not a trap converting it to Int64.
    @Test func aHugeDateIsAnError() throws {
        let catalog = try Catalog(directory: ServerCatalogFixture.directory, developmentLanguage: "en")
        let data = LocalizedTemplateData(localizer: catalog.localizer(acceptLanguage: "en"), values: ["far": 1e300])
        let html = try MustacheTemplate(string: "[{{#date}}far{{/date}}][{{#date}}-1e18{{/date}}]").render(data.context)
        #expect(html == "[][]")
        #expect(data.errors.map { "\($0)" } == [#"template: "far" is not a finite number"#, #"template: "-1e18" is not a finite number"#])
    }

    /// 300 requests in flight at once, in three languages, each answered in its own.
    @Test func concurrentRequestsEachGetTheirOwnLanguage() async throws {
        let expected = ["de": "7 Artikel für 2,50 €", "ru": "7 товаров за 2,50 €", "en": "7 items for €2.50"]
        try await Self.app().test(.live) { client in
            try await withThrowingTaskGroup(of: (String, Answer).self) { group in
                for index in 0..<300 {
                    let language = ["de", "ru", "en"][index % 3]
                    group.addTask { (language, try await Self.get(client, "/cart?count=7&total=2.5", [.acceptLanguage: language])) }
                }
                var answered = 0
                for try await (language, answer) in group {
                    #expect(answer == Answer(status: 200, body: expected[language] ?? "", contentLanguage: language, vary: Self.varies))
                    answered += 1
                }
                #expect(answered == 300)
            }
        }
    }
}
#endif
