import Hummingbird

/// `GET /metrics` → Prometheus text: `intl_pool_hits{pool="number formats"} 41872`,
/// `intl_pool_misses`, `intl_pool_evictions`, `catalog_misses{locale="fr"}`,
/// `http_requests_total{route="/price",status="200"}`.
struct MetricsRoute: Sendable {
    let localization: Localization

    func respond(_ request: Request) throws -> Response {
        let bytes = ServiceMetrics.exposition(catalog: localization.catalog)
        return Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
