import Hummingbird

/// Counts every request by matched route and final status, errors included,
/// and turns any error that is not already an HTTP error into a JSON 500
/// (none is expected: bad input is a ``ServiceError``).
struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            let response = try await next(request, context)
            ServiceMetrics.countRequest(route: context.endpointPath ?? "unmatched", status: response.status.code)
            return response
        } catch let error as any HTTPResponseError {
            ServiceMetrics.countRequest(route: context.endpointPath ?? "unmatched", status: error.status.code)
            if error is ServiceError { throw error }
            // Hummingbird's own errors (404, 413 from a body read) answered as JSON too.
            throw ServiceError(error.status, Self.message(for: error))
        } catch {
            ServiceMetrics.countRequest(route: context.endpointPath ?? "unmatched", status: 500)
            context.logger.error("unexpected error: \(error)")
            throw ServiceError(.internalServerError, "internal error")
        }
    }

    private static func message(for error: any HTTPResponseError) -> String {
        if let httpError = error as? HTTPError, let body = httpError.body { return body }
        return error.status.reasonPhrase
    }
}
