import HummingbirdTesting
import Testing

@Suite struct HeaderTests {
    @Test func malformedAcceptLanguageIsA400() async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/price?amount=1&currency=EUR", acceptLanguage: "en_US;q=abc")
            #expect(answer.status == 400)
            #expect(answer.body.hasPrefix(#"{"error":"malformed Accept-Language: "#))
        }
    }

    @Test func eightKilobyteHeaderIsA400() async throws {
        try await LiveServer.run { client in
            let header = String(repeating: "de-DE,", count: 8192 / 6)
            let answer = try await LiveServer.get(client, "/summary?completed=1&total=3", acceptLanguage: header)
            #expect(answer == .init(status: 400, body: #"{"error":"Accept-Language is longer than 1024 bytes"}"#, contentLanguage: nil))
        }
    }

    @Test func noHeaderMeansTheDevelopmentLanguage() async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/price?amount=1&currency=EUR")
            #expect(answer == .init(status: 200, body: #"{"locale":"en","text":"€1.00"}"#, contentLanguage: "en"))
        }
    }

    @Test func unknownRouteIsAJSON404() async throws {
        try await LiveServer.run { client in
            let answer = try await LiveServer.get(client, "/nope")
            #expect(answer == .init(status: 404, body: #"{"error":"Not Found"}"#, contentLanguage: nil))
        }
    }
}
