import Hummingbird
import IntlHummingbird
import StringCatalog

enum HummingbirdServer {
    static func run(port: Int, catalog: Catalog) async throws {
        let router = Router(context: BasicLocalizingRequestContext.self)
        router.get("/fixed") { _, _ in Routes.fixed }
        router.group().add(middleware: LocalizationMiddleware<BasicLocalizingRequestContext>(catalog: catalog)).get("/localized") { _, context in
            try context.localizer.format("cart", arguments: Routes.cartArguments)
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
        try await app.runService()
    }
}
