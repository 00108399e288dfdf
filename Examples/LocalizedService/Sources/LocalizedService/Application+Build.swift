import Hummingbird
import IntlHummingbird
import Logging

/// Builds the service: the routes over one shared ``Localization``; the
/// localized ones behind its middleware, which gives each request its
/// `Localizer` (`context.localizer`).
///
///     let app = try buildApplication(ServiceConfiguration(port: 8080), logger: Logger(label: "svc"))
///     try await app.runService()   // SIGINT/SIGTERM: graceful shutdown
public func buildApplication(_ configuration: ServiceConfiguration,
                             logger: Logger) throws -> some ApplicationProtocol {
    let localization = try Localization(resourcesDirectory: configuration.resourcesDirectory)
    let router = Router(context: BasicLocalizingRequestContext.self)
    router.add(middleware: RequestMetricsMiddleware())
    router.add(middleware: BodyLimit(maximumBytes: configuration.maximumBodyBytes))

    let price = PriceRoute()
    let summary = SummaryRoute()
    let when = WhenRoute()
    let timestamps = TimestampsRoute(maximumBodyBytes: configuration.maximumBodyBytes)
    let metrics = MetricsRoute(localization: localization)
    let runsPage = try RunsPage()
    let localized = router.group().add(middleware: localization.middleware())
    localized.get("/price") { request, context in try price.respond(request, context: context) }
    localized.get("/summary") { request, context in try summary.respond(request, context: context) }
    localized.get("/when") { request, context in try when.respond(request, context: context) }
    localized.get("/page/runs") { request, context in try runsPage.respond(request, context: context) }
    router.post("/timestamps") { request, context in try timestamps.respond(request, context: context) }
    router.get("/metrics") { request, _ in try metrics.respond(request) }

    let foundation = FoundationRoutes()
    localized.get("/foundation/price") { request, context in try foundation.price(request, context: context) }
    localized.get("/foundation/summary") { request, context in try foundation.summary(request, context: context) }
    localized.get("/foundation/when") { request, context in try foundation.when(request, context: context) }

    logger.info("catalog localizations: \(localization.catalog.localizations)")
    return Application(
        router: router,
        configuration: .init(address: .hostname(configuration.hostname, port: configuration.port),
                             serverName: "localized-service"),
        logger: logger
    )
}
