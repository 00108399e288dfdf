import Benchmark

/// The measurement every suite uses: wall clock, throughput and malloc
/// count, at most two seconds or `maxIterations` per benchmark.
public func configuration(scalingFactor: BenchmarkScalingFactor = .kilo,
                          maxIterations: Int = 1_000_000) -> Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        scalingFactor: scalingFactor,
        maxDuration: .seconds(2),
        maxIterations: maxIterations
    )
}
