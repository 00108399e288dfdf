import Foundation
import Hummingbird
import StringCatalog

/// JSON responses written with Foundation's `JSONEncoder` (escaping done by
/// a real encoder, never by string concatenation).
enum JSONBody {
    /// One encoder per call: `JSONEncoder` is a class whose settings are
    /// mutable, so sharing one across tasks is not `Sendable`-safe.
    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return Response(status: status, headers: [.contentType: "application/json; charset=utf-8"],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// A localized answer: the only way a route sends text in a language, so
    /// every one carries `Content-Language` (the localization served) and
    /// `Vary: Accept-Language` (a shared cache must not hand a German page to
    /// the next French client). No cookie chooses the language here; a service
    /// where one does adds `Cookie` to `Vary`.
    static func localized(_ value: some Encodable, localizer: Localizer) throws -> Response {
        var response = try response(value)
        response.headers[.contentLanguage] = localizer.contentLanguage
        response.headers[.vary] = "Accept-Language"
        return response
    }
}
