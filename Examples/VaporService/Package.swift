// swift-tools-version:6.1
import PackageDescription

// A Vapor 4 service localized by IntlVapor's middleware (issue 27): its own
// package, so the library itself never depends on a server framework.
let package = Package(
    name: "VaporService",
    platforms: [.macOS(.v15)],
    products: [
        // `vapor-service --hostname 127.0.0.1 --port 8080` (Vapor's `serve`, the default command).
        .executable(name: "vapor-service", targets: ["vapor-service"]),
    ],
    dependencies: [
        // Named: the checkout folder's name (the package identity) differs per clone.
        // The Leaf trait builds IntlVapor (the localization middleware) with its Leaf tags.
        .package(name: "swift-intl", path: "../..", traits: ["Leaf"]),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
        .package(url: "https://github.com/vapor/leaf", from: "4.5.2"),
        // NIOLeafFiles, to read the views from the bundle (below a hidden .build folder).
        .package(url: "https://github.com/vapor/leaf-kit", from: "1.14.3"),
    ],
    targets: [
        // The routes and the catalog: a library so the tests configure the same app.
        .target(
            name: "VaporService",
            dependencies: [
                .product(name: "IntlVapor", package: "swift-intl"),
                .product(name: "Intl", package: "swift-intl"),
                .product(name: "IntlFoundation", package: "swift-intl"),
                .product(name: "MachineTime", package: "swift-intl"),
                .product(name: "StringCatalog", package: "swift-intl"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Leaf", package: "leaf"),
                .product(name: "LeafKit", package: "leaf-kit"),
            ],
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "vapor-service",
            dependencies: ["VaporService", .product(name: "Vapor", package: "vapor")]
        ),
        .testTarget(
            name: "VaporServiceTests",
            dependencies: ["VaporService", .product(name: "VaporTesting", package: "vapor")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
