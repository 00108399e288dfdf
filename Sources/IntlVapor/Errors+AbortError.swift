#if Vapor
import Intl
import IntlServer
import StringCatalog
import Vapor

/// A thrown `IntlError` becomes its status (``IntlServer`` `httpStatusCode`):
/// `try IntlLocale(req.query["lang"] ?? "")` with "en_US@@" answers 400 with
/// the message; an ICU failure 500, without it (Vapor's `ErrorMiddleware`
/// logs the error's description).
extension IntlError: AbortError {
    public var status: HTTPResponseStatus { HTTPResponseStatus(statusCode: httpStatusCode) }
    public var reason: String { httpStatusCode < 500 ? description : status.reasonPhrase }
}

/// A thrown `CatalogError` (a missing key, a message whose arguments do not
/// fit) is the service's: 500, logged with the key, answered without it.
extension CatalogError: AbortError {
    public var status: HTTPResponseStatus { HTTPResponseStatus(statusCode: httpStatusCode) }
    public var reason: String { status.reasonPhrase }
}
#else
/// Without the package trait "Vapor" this module is empty; naming its
/// middleware says how to turn it on.
@available(*, unavailable, message: "IntlVapor needs the package trait \"Vapor\": .package(url: \"…/swift-intl\", from: \"0.9.0\", traits: [\"Vapor\"])")
public struct IntlMiddleware {}
#endif
