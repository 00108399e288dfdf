// swift-tools-version:6.0
import PackageDescription

// Three consumers of IntlStringsPlugin, built one target at a time by Scripts/test-accessors-plugin.sh
// (one package so swift-intl is built once): Good compiles and prints its accessors' text in en, de and ru;
// BadArgumentType passes a String where the catalog says %lld and must not compile; Disagreeing has a
// German translation whose argument type differs from English and must fail with the generator's error.
let package = Package(
    name: "AccessorsPluginFixtures",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "swift-intl", path: "../../.."),
    ],
    targets: [
        .executableTarget(
            name: "Good",
            dependencies: [.product(name: "StringCatalog", package: "swift-intl")],
            resources: [.copy("Resources")],
            plugins: [.plugin(name: "IntlStringsPlugin", package: "swift-intl")]
        ),
        .target(
            name: "BadArgumentType",
            dependencies: [.product(name: "StringCatalog", package: "swift-intl")],
            resources: [.copy("Resources")],
            plugins: [.plugin(name: "IntlStringsPlugin", package: "swift-intl")]
        ),
        .target(
            name: "Disagreeing",
            dependencies: [.product(name: "StringCatalog", package: "swift-intl")],
            resources: [.copy("Resources")],
            plugins: [.plugin(name: "IntlStringsPlugin", package: "swift-intl")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
