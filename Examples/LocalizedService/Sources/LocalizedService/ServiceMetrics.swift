import Intl
import Metrics
import Prometheus
import StringCatalog

/// The Prometheus registry behind swift-metrics, bootstrapped once per
/// process (`MetricsSystem.bootstrap` may run only once; tests start many apps).
public enum ServiceMetrics {
    public static let registry: PrometheusCollectorRegistry = {
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        return registry
    }()

    /// Counts one answered request by route and status.
    static func countRequest(route: String, status: Int) {
        _ = registry  // bootstraps before the first counter is made
        Counter(label: "http_requests_total", dimensions: [("route", route), ("status", String(status))]).increment()
    }

    /// The exposition text: pool and catalog gauges read now, then every metric.
    static func exposition(catalog: Catalog) -> [UInt8] {
        _ = registry
        for (pool, statistics) in FormatterPools.statistics {
            let dimensions = [("pool", pool)]
            Gauge(label: "intl_pool_hits", dimensions: dimensions).record(statistics.hits)
            Gauge(label: "intl_pool_misses", dimensions: dimensions).record(statistics.misses)
            Gauge(label: "intl_pool_evictions", dimensions: dimensions).record(statistics.evictions)
            Gauge(label: "intl_pool_live_entries", dimensions: dimensions).record(statistics.liveEntries)
        }
        for (locale, misses) in catalog.missCounts {
            Gauge(label: "catalog_misses", dimensions: [("locale", locale)]).record(misses)
        }
        return registry.emitToBuffer()
    }
}
