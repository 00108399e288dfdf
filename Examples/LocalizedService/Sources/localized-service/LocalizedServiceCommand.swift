import ArgumentParser
import Hummingbird
import LocalizedService
import Logging

/// `localized-service --hostname 127.0.0.1 --port 8080`: serves until
/// SIGINT or SIGTERM, then finishes the requests in flight and exits.
@main
struct LocalizedServiceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "localized-service")

    @Option(help: "The address to listen on.")
    var hostname = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(help: "The folder holding the .lproj catalogs (default: the bundled ones).")
    var resources: String?

    @Option(help: "Largest request body in bytes; larger ones get 413.")
    var maximumBodyBytes = 1 << 20

    func run() async throws {
        var logger = Logger(label: "localized-service")
        logger.logLevel = .info
        let configuration = ServiceConfiguration(
            hostname: hostname, port: port,
            resourcesDirectory: resources,
            maximumBodyBytes: maximumBodyBytes)
        let app = try buildApplication(configuration, logger: logger)
        // Application.runService wraps the app in a ServiceGroup with
        // graceful shutdown on SIGINT and SIGTERM (swift-service-lifecycle).
        try await app.runService()
    }
}
