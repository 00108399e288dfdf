import Foundation
import Hummingbird
import HummingbirdTesting
import LocalizedService
import Logging
import NIOCore

/// Starts the real service on an ephemeral loopback port and sends real
/// HTTP requests to it (HummingbirdTesting's `.live` mode).
enum LiveServer {
    static func run(maximumBodyBytes: Int = 1 << 20,
                    _ test: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let configuration = ServiceConfiguration(hostname: "127.0.0.1", port: 0, maximumBodyBytes: maximumBodyBytes)
        let app = try buildApplication(configuration, logger: Logger(label: "test"))
        try await app.test(.live, test)
    }

    /// GET `uri` and return (status, body text, Content-Language, Vary).
    static func get(_ client: any TestClientProtocol, _ uri: String,
                    acceptLanguage: String? = nil, cookie: String? = nil) async throws -> Answer {
        var headers: HTTPFields = [:]
        if let acceptLanguage { headers[.acceptLanguage] = acceptLanguage }
        if let cookie { headers[.cookie] = cookie }
        return try await client.execute(uri: uri, method: .get, headers: headers) { response in
            Answer(status: response.status.code, body: String(buffer: response.body),
                   contentLanguage: response.headers[.contentLanguage], vary: response.headers[.vary])
        }
    }

    struct Answer: Equatable, CustomStringConvertible {
        let status: Int
        let body: String
        let contentLanguage: String?
        let vary: String?
        var description: String { "\(status) \(contentLanguage ?? "-") \(vary ?? "-") \(body)" }

        init(status: Int, body: String, contentLanguage: String?, vary: String? = nil) {
            self.status = status
            self.body = body
            self.contentLanguage = contentLanguage
            self.vary = vary
        }

        /// A localized answer: 200 with its language and `Vary: Accept-Language, Cookie` (the middleware reads the `lang` and `tz` cookies).
        static func localized(_ body: String, language: String) -> Answer {
            Answer(status: 200, body: body, contentLanguage: language, vary: "Accept-Language, Cookie")
        }
    }
}
