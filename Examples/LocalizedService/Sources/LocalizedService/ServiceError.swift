import Foundation
import Hummingbird

/// A client error answered as JSON, `{"error": "unknown currency \"XYZ\""}`,
/// with a 4xx status: bad input never becomes a 500.
public struct ServiceError: Error, HTTPResponseError, Sendable {
    public let status: HTTPResponse.Status
    public let message: String

    public init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }

    /// 400 with `message`.
    public static func badRequest(_ message: String) -> ServiceError {
        ServiceError(.badRequest, message)
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        try JSONBody.response(ErrorBody(error: message), status: status)
    }

    private struct ErrorBody: Encodable {
        let error: String
    }
}
