import Hummingbird

/// Refuses request bodies over the configured size with 413 before reading
/// them, from `Content-Length`; streamed routes count bytes as they read.
struct BodyLimit<Context: RequestContext>: RouterMiddleware {
    let maximumBytes: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > maximumBytes {
            throw ServiceError.bodyTooLarge(maximumBytes)
        }
        return try await next(request, context)
    }
}

extension ServiceError {
    /// 413: `{"error": "request body exceeds 1048576 bytes"}`.
    static func bodyTooLarge(_ maximumBytes: Int) -> ServiceError {
        ServiceError(.contentTooLarge, "request body exceeds \(maximumBytes) bytes")
    }
}
