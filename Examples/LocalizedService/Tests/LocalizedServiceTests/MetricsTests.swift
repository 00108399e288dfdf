import Testing

@Suite struct MetricsTests {
    @Test func poolsCatalogAndRequestCounts() async throws {
        try await LiveServer.run { client in
            _ = try await LiveServer.get(client, "/price?amount=1&currency=EUR", acceptLanguage: "de")
            _ = try await LiveServer.get(client, "/price?amount=2&currency=EUR", acceptLanguage: "de")
            let answer = try await LiveServer.get(client, "/metrics")
            #expect(answer.status == 200)
            let lines = answer.body.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix(#"intl_pool_hits{pool="number formats"} "#) })
            #expect(lines.contains { $0.hasPrefix(#"intl_pool_misses{pool="number formats"} "#) })
            #expect(lines.contains { $0.hasPrefix(#"intl_pool_evictions{pool="date formats"} "#) })
            #expect(lines.contains { $0.hasPrefix(#"http_requests_total{route="/price",status="200"} "#) })
        }
    }
}
