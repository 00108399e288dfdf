// swift-tools-version:6.1
import PackageDescription

// A service as a user writes one (Scripts/test-consumer.sh): it links `Intl` and, like a package
// with macros, pins swift-syntax to the lowest release swift-intl's range admits. Built twice:
// with swift-intl's default traits, where swift-syntax must come from this pin alone, and with
// the trait SourceTools, where swift-intl's `intl strings extract`/`wrap` build against that pin.
let sourceTools = Context.environment["SCRATCH_CONSUMER_SOURCE_TOOLS"] != nil

let package = Package(
    name: "ScratchConsumer",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "swift-intl", path: "../../..", traits: sourceTools ? ["SourceTools"] : []),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "600.0.1"),
    ],
    targets: [
        .executableTarget(name: "ScratchConsumer", dependencies: [
            .product(name: "Intl", package: "swift-intl"), .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
