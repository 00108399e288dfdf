import Foundation
import Hummingbird

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
}
