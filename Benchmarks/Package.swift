// swift-tools-version:6.1
import PackageDescription

// SwiftPM names a path dependency after its directory ("swift-intl" in a
// usual clone), so read the name instead of assuming it.
let intl = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "swift-intl")

// Benchmarks live in their own package so the library stays light: only this
// package depends on ordo-one/benchmark. Run from this directory:
//   swift package --allow-writing-to-package-directory benchmark
let package = Package(
    name: "swift-intl-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.29.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "NumberBenchmarks",
            dependencies: [
                .product(name: "Intl", package: intl),
                .product(name: "_CICU", package: intl),
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
            ],
            path: "Benchmarks/NumberBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "MachineTimeBenchmarks",
            dependencies: [
                .product(name: "MachineTime", package: intl),
                .product(name: "Benchmark", package: "benchmark"),
                "CBaselines",
                "BenchmarkSupport",
            ],
            path: "Benchmarks/MachineTimeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Hand-written scalar C peers for the MachineTime benchmarks (release: SwiftPM's -O2).
        .target(name: "CBaselines", path: "Sources/CBaselines"),
        // Shared input generation (a seeded SplitMix64) for every suite.
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "Benchmark", package: "benchmark")],
            path: "Sources/BenchmarkSupport"
        ),
        .executableTarget(
            name: "PluralBenchmarks",
            dependencies: [
                .product(name: "Intl", package: intl),
                .product(name: "_CICU", package: intl),
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
            ],
            path: "Benchmarks/PluralBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "DateBenchmarks",
            dependencies: [
                .product(name: "Intl", package: intl),
                .product(name: "_CICU", package: intl),
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
            ],
            path: "Benchmarks/DateBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CacheBenchmarks",
            dependencies: [
                .product(name: "Intl", package: intl),
                .product(name: "MachineTime", package: intl),
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
            ],
            path: "Benchmarks/CacheBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LocaleBenchmarks",
            dependencies: [
                .product(name: "Intl", package: intl),
                .product(name: "_CICU", package: intl),
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
            ],
            path: "Benchmarks/LocaleBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CollationBenchmarks",
            dependencies: [
                .product(name: "Intl", package: intl),
                .product(name: "_CICU", package: intl),
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
            ],
            path: "Benchmarks/CollationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CatalogBenchmarks",
            dependencies: [
                .product(name: "Intl", package: intl),
                .product(name: "StringCatalog", package: intl),
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
            ],
            path: "Benchmarks/CatalogBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ListBenchmarks",
            dependencies: [
                .product(name: "Intl", package: intl),
                .product(name: "_CICU", package: intl),
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
            ],
            path: "Benchmarks/ListBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "DurationRangeBenchmarks",
            dependencies: [
                .product(name: "Intl", package: intl),
                .product(name: "_CICU", package: intl),
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkSupport",
            ],
            path: "Benchmarks/DurationRangeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // RSS while one-shot formatting with 1,000,000 distinct keys (issue 15, item 4); a plain
        // executable, not a benchmark: it reports memory at checkpoints, not times.
        .executableTarget(
            name: "OneShotMemory",
            dependencies: [.product(name: "Intl", package: intl), .product(name: "_CICU", package: intl)],
            path: "Sources/OneShotMemory"
        ),
    ]
)
