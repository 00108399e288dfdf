// swift-tools-version:6.1
import PackageDescription

// An HTTP service that localizes every response with swift-intl (issue 14).
// Its own package so the library itself never depends on a server stack.
let package = Package(
    name: "LocalizedService",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "localized-service", targets: ["localized-service"]),
    ],
    dependencies: [
        // Named: the checkout folder's name (the package identity) differs per clone.
        // The Hummingbird trait builds IntlHummingbird, the localization middleware.
        .package(name: "swift-intl", path: "../..", traits: ["Hummingbird"]),
        // ConfigurationSupport off: the service reads flags, not swift-configuration.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // HTML pages: Mustache templates, formatted through IntlHummingbird's LocalizedTemplateData.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
    ],
    targets: [
        // The routes, catalog and metrics: a library so the tests start the same app.
        .target(
            name: "LocalizedService",
            dependencies: [
                .product(name: "Intl", package: "swift-intl"),
                .product(name: "MachineTime", package: "swift-intl"),
                .product(name: "IntlFoundation", package: "swift-intl"),
                .product(name: "StringCatalog", package: "swift-intl"),
                .product(name: "IntlServer", package: "swift-intl"),
                .product(name: "IntlHummingbird", package: "swift-intl"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("Resources")],
            plugins: [.plugin(name: "IntlStringsPlugin", package: "swift-intl")]
        ),
        .executableTarget(
            name: "localized-service",
            dependencies: [
                "LocalizedService",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "LocalizedServiceTests",
            dependencies: [
                "LocalizedService",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
