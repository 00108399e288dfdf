import IntlVapor
import StringCatalog
import Vapor

enum VaporServer {
    static func run(port: Int, catalog: Catalog) async throws {
        // Vapor's `serve` command, as `vapor-service --hostname … --port …` runs it.
        let environment = Environment(name: "production", arguments: ["server", "serve", "--hostname", "127.0.0.1", "--port", "\(port)"])
        let app = try await Application.make(environment)
        app.logger.logLevel = .error
        app.intl.catalog = catalog
        app.get("fixed") { _ in Routes.fixed }
        app.grouped(IntlMiddleware()).get("localized") { req in
            try req.localizer.format("cart", arguments: Routes.cartArguments)
        }
        do {
            try await app.execute()
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
