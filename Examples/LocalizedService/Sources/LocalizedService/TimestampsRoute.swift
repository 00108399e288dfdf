import Hummingbird
import MachineTime

/// `POST /timestamps?format=%Y-%m-%d` with one timestamp per line →
/// one JSON object per line, streamed as the body arrives:
///
///     {"epoch":1438968572,"line":1}
///     {"error":"line 1, column 1: …","line":2}
///
/// `format` is a strptime format (default: RFC 3339). A bad line is
/// reported and the rest go on. Memory is bounded by ``maximumLineBytes``
/// and one body chunk, whatever the body's size; the body itself is
/// bounded by the service's body limit.
struct TimestampsRoute: Sendable {
    /// A line longer than this is reported as an error, not buffered.
    static let maximumLineBytes = 4096

    let maximumBodyBytes: Int

    func respond(_ request: Request, context: some RequestContext) throws -> Response {
        let format = try Self.format(request)
        if let length = request.headers[.contentLength].flatMap(Int.init), length > maximumBodyBytes {
            throw ServiceError.bodyTooLarge(maximumBodyBytes)
        }
        let body = request.body
        let limit = maximumBodyBytes
        let headers: HTTPFields = [.contentType: "application/x-ndjson; charset=utf-8"]
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            var splitter = LineSplitter(format: format, maximumLineBytes: Self.maximumLineBytes)
            var received = 0
            for try await chunk in body {
                received += chunk.readableBytes
                if received > limit {
                    // The status is already sent; say why the stream stops.
                    try await writer.write(ByteBuffer(string: "{\"error\":\"body exceeds \(limit) bytes\"}\n"))
                    break
                }
                let output = chunk.withUnsafeReadableBytes { splitter.consume($0) }
                if !output.isEmpty { try await writer.write(ByteBuffer(bytes: output)) }
            }
            let last = splitter.finish()
            if !last.isEmpty { try await writer.write(ByteBuffer(bytes: last)) }
            try await writer.finish(nil)
        })
    }

    private static func format(_ request: Request) throws(ServiceError) -> TimestampFormat {
        guard let text = request.uri.queryParameters["format"] else { return .rfc3339 }
        do {
            return try TimestampFormat(String(text))
        } catch {
            throw .badRequest("format: \(error.description)")
        }
    }
}
