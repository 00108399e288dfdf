#if Leaf
import Foundation
import Intl
import IntlServer
import IntlVapor
import Leaf
import StringCatalog
import TestSupport
import Testing
import Vapor
import VaporTesting

/// The Leaf tags over real HTTP: a page rendered with `req.view.render`, formatted by the
/// request's localizer.
@Suite struct LeafTagsTests {
    struct Page: Encodable {
        var count = 3
        var total = 12.5
        var placed = 1_438_968_572
        var name: String
    }

    static func configure(_ app: Application) throws {
        app.intl.catalog = try Catalog(directory: ServerCatalogFixture.directory, developmentLanguage: "en")
        app.directory.viewsDirectory = (ServerCatalogFixture.directory as NSString).deletingLastPathComponent + "/LeafViews/"
        app.views.use(.leaf)
        app.intl.registerLeafTags()
        let localized = app.grouped(IntlMiddleware())
        localized.get("page") { req in
            try await req.view.render("page", Page(name: req.query[String.self, at: "name"] ?? "Ada"))
        }
        localized.get("broken") { req in try await req.view.render("broken", Page(name: "x")) }
    }

    static func get(_ app: Application, _ uri: String, _ headers: HTTPHeaders = [:]) async throws -> (UInt, String) {
        let response = try await app.testing(method: .running(hostname: "127.0.0.1", port: 0)).sendRequest(.GET, uri, headers: headers)
        return (response.status.code, response.body.string)
    }

    @Test func aPageInTheRequestsLocaleCurrencyAndZone() async throws {
        try await withApp(configure: Self.configure) { app in
            let (status, swiss) = try await Self.get(app, "/page?lang=de-CH&tz=Europe/Zurich&name=%3Cb%3EAda%3C/b%3E")
            #expect(status == 200)
            #expect(swiss == """
                <p>3 Artikel für 12.50 €</p>
                <p>CHF\u{00A0}12.50 · 12.5 · EUR\u{00A0}12.50</p>
                <p>07.08.2015, 19:29 · 07.08.2015</p>
                <p>Hallo, &lt;b&gt;Ada&lt;/b&gt;! &lt;b&gt;Ada&lt;/b&gt;</p>

                """)
            let (_, english) = try await Self.get(app, "/page", ["Accept-Language": "en-US"])
            #expect(english == """
                <p>3 items for €12.50</p>
                <p>$12.50 · 12.5 · €12.50</p>
                <p>Aug 7, 2015, 5:29\u{202F}PM · Aug 7, 2015</p>
                <p>Hello, Ada! Ada</p>

                """)
        }
    }

    @Test func aTagThatCannotFormatFailsTheRender() async throws {
        try await withApp(configure: Self.configure) { app in
            let (status, _) = try await Self.get(app, "/broken")
            #expect(status == 500)
        }
    }
}
#endif
