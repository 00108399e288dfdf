import Hummingbird
import Logging

/// Builds the service: the routes over one shared ``Localization``.
///
///     let app = try buildApplication(ServiceConfiguration(port: 8080), logger: Logger(label: "svc"))
///     try await app.runService()   // SIGINT/SIGTERM: graceful shutdown
public func buildApplication(_ configuration: ServiceConfiguration,
                             logger: Logger) throws -> some ApplicationProtocol {
    let localization = try Localization(resourcesDirectory: configuration.resourcesDirectory)
    let router = Router()
    router.add(middleware: RequestMetricsMiddleware())
    router.add(middleware: BodyLimit(maximumBytes: configuration.maximumBodyBytes))

    let price = PriceRoute(localization: localization)
    let summary = SummaryRoute(localization: localization)
    let when = WhenRoute(localization: localization)
    let timestamps = TimestampsRoute(maximumBodyBytes: configuration.maximumBodyBytes)
    let metrics = MetricsRoute(localization: localization)
    router.get("/price") { request, _ in try price.respond(request) }
    router.get("/summary") { request, _ in try summary.respond(request) }
    router.get("/when") { request, _ in try when.respond(request) }
    router.post("/timestamps") { request, context in try timestamps.respond(request, context: context) }
    router.get("/metrics") { request, _ in try metrics.respond(request) }

    let foundation = FoundationRoutes(localization: localization)
    router.get("/foundation/price") { request, _ in try foundation.price(request) }
    router.get("/foundation/summary") { request, _ in try foundation.summary(request) }
    router.get("/foundation/when") { request, _ in try foundation.when(request) }

    logger.info("catalog localizations: \(localization.catalog.localizations)")
    return Application(
        router: router,
        configuration: .init(address: .hostname(configuration.hostname, port: configuration.port),
                             serverName: "localized-service"),
        logger: logger
    )
}
