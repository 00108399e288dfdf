// swift-tools-version:6.1
import PackageDescription

// The servers Benchmarks/Scripts/middleware-overhead.sh loads with wrk (issue 27 item 7):
// one route returning a fixed string, and the same route through the localization
// middleware returning a localized plural and number, on Hummingbird 2 and on Vapor 4.
// Its own package so the benchmark package (ordo-one) never builds a server framework.
let package = Package(
    name: "MiddlewareOverhead",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named: the checkout folder's name (the package identity) differs per clone.
        .package(name: "swift-intl", path: "../..", traits: ["Hummingbird", "Vapor"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
    ],
    targets: [
        .executableTarget(
            name: "middleware-overhead-server",
            dependencies: [
                .product(name: "IntlHummingbird", package: "swift-intl"),
                .product(name: "IntlVapor", package: "swift-intl"),
                .product(name: "StringCatalog", package: "swift-intl"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Vapor", package: "vapor"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
