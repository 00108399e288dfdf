#if Hummingbird
import Hummingbird
import Intl
import IntlServer
import StringCatalog

/// A thrown `IntlError` becomes its status (``IntlServer`` `httpStatusCode`):
/// an unknown `?tz=` zone answers 400 with the message, in Hummingbird's
/// error body; an ICU failure 500, without it.
extension IntlError: HTTPResponseError {
    public var status: HTTPResponse.Status { HTTPResponse.Status(code: httpStatusCode) }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let error = httpStatusCode < 500 ? HTTPError(status, message: description) : HTTPError(status)
        return try error.response(from: request, context: context)
    }
}

/// A thrown `CatalogError` (a missing key, a message whose arguments do not
/// fit) is the service's: 500, without the detail.
extension CatalogError: HTTPResponseError {
    public var status: HTTPResponse.Status { HTTPResponse.Status(code: httpStatusCode) }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        try HTTPError(status).response(from: request, context: context)
    }
}
#else
/// Without the package trait "Hummingbird" this module is empty; naming its
/// middleware says how to turn it on.
@available(*, unavailable, message: "IntlHummingbird needs the package trait \"Hummingbird\": .package(url: \"…/swift-intl\", from: \"0.9.0\", traits: [\"Hummingbird\"])")
public struct LocalizationMiddleware {}
#endif
