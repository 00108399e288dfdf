// swift-tools-version:6.1
import PackageDescription

// Module boundaries (see README): CICU <- Intl <- Messages <- StringCatalog; Intl <- IntlCommandLine (the `intl` CLI).
// Messages holds the message vocabulary (MessageArgument) and MessageFormat 2; StringCatalog re-exports it.
// MachineTime depends on nothing but TextEscaping: no ICU and no Foundation. TextEscaping (how
// error messages quote outside input) depends on nothing at all.

/// swift-syntax's modules, only with the trait SourceTools.
let swiftSyntax: [Target.Dependency] = ["SwiftParser", "SwiftSyntax"].map {
    .product(name: $0, package: "swift-syntax", condition: .when(traits: ["SourceTools"]))
}

let package = Package(
    name: "swift-intl",
    // Synchronization's `Mutex` and `Atomic` (the pools) need macOS 15; Linux has no minimum.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Intl", targets: ["Intl"]),
        .library(name: "MachineTime", targets: ["MachineTime"]),
        // Foundation `Date` interop, kept out of the Foundation-free core.
        .library(name: "IntlFoundation", targets: ["IntlFoundation"]),
        // The raw shim, for the benchmarks (a separate package) that compare against the ICU
        // call itself. Not API: C has no access levels, so the underscore says so.
        .library(name: "_CICU", targets: ["CICU"]),
        // MessageFormat 2 (and the argument values every message takes), no Foundation.
        .library(name: "Messages", targets: ["Messages"]),
        // Apple's .strings/.stringsdict/.xcstrings served per request.
        .library(name: "StringCatalog", targets: ["StringCatalog"]),
        // Catalog tooling (pseudolocalization), kept out of what a service links.
        .library(name: "StringCatalogTools", targets: ["StringCatalogTools"]),
        // The target's name differs from `Intl` in more than case: a case-insensitive volume
        // (macOS's default) cannot hold both modules' build products.
        .executable(name: "intl", targets: ["IntlCommandLine"]),
        // Typed accessors generated from a target's catalogs at build time (README, "Typed accessors").
        .plugin(name: "IntlStringsPlugin", targets: ["IntlStringsPlugin"]),
        // Locale negotiation for any server framework (no framework, no Foundation).
        .library(name: "IntlServer", targets: ["IntlServer"]),
        // Middleware for Hummingbird 2 and Vapor 4: each needs its trait (below) enabled.
        .library(name: "IntlHummingbird", targets: ["IntlHummingbird"]),
        .library(name: "IntlVapor", targets: ["IntlVapor"]),
    ],
    // Off by default, so a package that uses `Intl` alone never fetches or builds a server
    // framework or swift-syntax: every reference to one below is guarded by its trait (SE-0450),
    // and SwiftPM does not resolve a dependency that only disabled traits use.
    traits: [
        .trait(
            name: "SourceTools",
            description: "`intl strings extract` and `intl strings wrap`: reading Swift sources through swift-syntax (minutes to build)."
        ),
        .trait(name: "Hummingbird", description: "IntlHummingbird: locale negotiation middleware for Hummingbird 2."),
        .trait(name: "Vapor", description: "IntlVapor: locale negotiation middleware for Vapor 4."),
        .trait(name: "Leaf", description: "IntlVapor's Leaf tags #t, #number, #price, #date (turns on Vapor).",
               enabledTraits: ["Vapor"]),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` (Scripts/docs.sh); a plugin, nothing is linked.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The Swift parser, for the source tools only (trait SourceTools): heavy to build, so only
        // SwiftSourceTools (and through it the CLI) depends on it, never a library product. The range
        // is every release the code builds with (Scripts/test.sh builds the lowest and the highest), so
        // that it resolves beside a macro package pinned to any of them.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // Only with the traits above. Hummingbird's own traits stay as the application sets them.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
        // Leaf tags (trait Leaf) and Mustache lambdas for Hummingbird's templates (trait Hummingbird).
        .package(url: "https://github.com/vapor/leaf", from: "4.5.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        // The system's ICU (72 or newer), found through pkg-config; SwiftPM names the package
        // to install when pkg-config cannot find it. Homebrew's icu4c is keg-only:
        // PKG_CONFIG_PATH="$(brew --prefix icu4c)/lib/pkgconfig" (README, "Platforms").
        .systemLibrary(
            name: "ICU4C",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev", "pkg-config"]), .yum(["libicu-devel", "pkgconf"]), .brew(["icu4c", "pkg-config"])]
        ),
        // The C shim over ICU's C API (stable `cicu_*` names).
        .target(name: "CICU", dependencies: ["ICU4C"]),
        .target(name: "TextEscaping"),
        .target(name: "Intl", dependencies: ["CICU", "MachineTime", "TextEscaping"]),
        .target(name: "IntlFoundation", dependencies: ["Intl", "StringCatalog"]),
        .target(name: "MachineTime", dependencies: ["TextEscaping"]),
        // MachineTime for `Timestamp`, an argument kind: Intl depends on it but does not re-export it.
        .target(name: "Messages", dependencies: ["Intl", "MachineTime", "TextEscaping"]),
        .target(name: "StringCatalog", dependencies: ["Intl", "MachineTime", "Messages", "TextEscaping"]),
        .target(name: "StringCatalogTools", dependencies: ["StringCatalog", "TextEscaping"]),
        // Reads and rewrites source code (extraction, the hard-coded string migration): Swift through
        // swift-syntax, Objective-C through its own tokenizer. No product: only the CLI links it, and
        // only with the trait SourceTools (without it the sources compile to an empty module).
        .target(
            name: "SwiftSourceTools",
            dependencies: [
                "StringCatalog",
                "StringCatalogTools",
                "TextEscaping",
            ] + swiftSyntax
        ),
        .executableTarget(
            name: "IntlCommandLine",
            dependencies: [
                "Intl",
                "MachineTime",
                "Messages",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "StringCatalog",
                "StringCatalogTools",
                "TextEscaping",
                .target(name: "SwiftSourceTools", condition: .when(traits: ["SourceTools"])),
            ]
        ),
        // The generator IntlStringsPlugin runs (StringCatalogTools' AccessorGenerator); no argument parser,
        // so a consumer's build compiles nothing it does not need.
        .executableTarget(name: "intl-strings-accessors", dependencies: ["StringCatalogTools"]),
        .plugin(name: "IntlStringsPlugin", capability: .buildTool(), dependencies: ["intl-strings-accessors"]),
        .testTarget(name: "CICUTests", dependencies: ["CICU"]),
        .testTarget(name: "TextEscapingTests", dependencies: ["TextEscaping"]),
        // Seeded input generation shared by the test targets.
        .target(name: "TestSupport", dependencies: ["CICU"], path: "Tests/TestSupport"),
        .testTarget(name: "IntlTests", dependencies: ["Intl", "CICU", "MachineTime", "TestSupport"]),
        // Resources: a catalog shipped as a package resource, found through `Bundle.module`.
        .testTarget(name: "IntlFoundationTests", dependencies: ["IntlFoundation", "Intl", "StringCatalog"],
                    resources: [.copy("Resources")]),
        .testTarget(name: "StringCatalogTests", dependencies: ["StringCatalog", "Intl", "MachineTime", "TestSupport"]),
        // ICU's C++ icu::MessageFormat behind a C function, for MessagesTests' MF1 differential only:
        // a test helper, in no product (the shipped shim, CICU, stays C over ICU's C API).
        .target(name: "MF1Reference", dependencies: ["ICU4C"], path: "Tests/MF1Reference"),
        .testTarget(name: "MessagesTests", dependencies: ["Messages", "Intl", "MachineTime", "MF1Reference", "TestSupport"]),
        .testTarget(name: "MachineTimeTests", dependencies: ["MachineTime", "TestSupport"]),
        // Runs the built `intl` binary end to end (arguments, output, exit codes).
        .testTarget(name: "IntlCLITests", dependencies: ["IntlCommandLine", "TestSupport"]),
        .testTarget(name: "StringCatalogToolsTests", dependencies: ["StringCatalogTools", "StringCatalog", "Intl", "TestSupport"]),
        .testTarget(
            name: "SwiftSourceToolsTests",
            dependencies: [
                "SwiftSourceTools",
                "StringCatalog",
                "StringCatalogTools",
                "TestSupport",
            ] + swiftSyntax
        ),
        .target(name: "IntlServer", dependencies: ["Intl", "StringCatalog"]),
        // Compiled empty unless their trait is on (the sources are `#if Hummingbird` / `#if Vapor`).
        .target(
            name: "IntlHummingbird",
            dependencies: [
                "IntlServer", "Intl", "MachineTime", "StringCatalog", "TextEscaping",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
                .product(name: "Mustache", package: "swift-mustache", condition: .when(traits: ["Hummingbird"])),
            ]
        ),
        .target(
            name: "IntlVapor",
            dependencies: [
                "IntlServer", "Intl", "MachineTime", "StringCatalog",
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
                .product(name: "Leaf", package: "leaf", condition: .when(traits: ["Leaf"])),
            ]
        ),
        .testTarget(name: "IntlServerTests", dependencies: ["IntlServer", "Intl", "MachineTime", "StringCatalog", "TestSupport"]),
        // Real HTTP on loopback; `swift build --traits Hummingbird,Vapor` (Scripts/test.sh).
        .testTarget(
            name: "IntlHummingbirdTests",
            dependencies: [
                "IntlHummingbird", "IntlServer", "Intl", "MachineTime", "StringCatalog", "TestSupport",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
                .product(name: "Mustache", package: "swift-mustache", condition: .when(traits: ["Hummingbird"])),
            ]
        ),
        .testTarget(
            name: "IntlVaporTests",
            dependencies: [
                "IntlVapor", "IntlServer", "Intl", "MachineTime", "StringCatalog", "TestSupport",
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
                .product(name: "VaporTesting", package: "vapor", condition: .when(traits: ["Vapor"])),
                .product(name: "Leaf", package: "leaf", condition: .when(traits: ["Leaf"])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
