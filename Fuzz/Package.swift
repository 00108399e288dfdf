// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for every parser that takes outside input. Built and run
// by Scripts/fuzz.sh <target> <seconds> (swift build --sanitize=fuzzer);
// seed corpora in Corpus/<target>/.
// SwiftPM names a path dependency after its folder ("main", a worktree's
// name), not its manifest, so the products are looked up under that name.
let root = #filePath.split(separator: "/").dropLast(2).last.map(String.init) ?? "swift-intl"

let package = Package(
    name: "swift-intl-fuzz",
    platforms: [.macOS(.v15)],   // as the root package (Synchronization)
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(name: "FuzzStrptime", dependencies: [.product(name: "MachineTime", package: root)]),
        .executableTarget(name: "FuzzTZif", dependencies: [.product(name: "MachineTime", package: root)]),
        .executableTarget(name: "FuzzNumberSkeleton", dependencies: [.product(name: "Intl", package: root)]),
        .executableTarget(name: "FuzzDecimalString", dependencies: [.product(name: "Intl", package: root)]),
        .executableTarget(name: "FuzzLocaleIdentifier", dependencies: [.product(name: "Intl", package: root)]),
        .executableTarget(name: "FuzzStringsFile", dependencies: [.product(name: "StringCatalog", package: root)]),
        .executableTarget(name: "FuzzStringsdict", dependencies: [.product(name: "StringCatalog", package: root)]),
        .executableTarget(name: "FuzzXCStrings", dependencies: [.product(name: "StringCatalog", package: root)]),
        .executableTarget(name: "FuzzBinaryPropertyList", dependencies: [.product(name: "StringCatalog", package: root)]),
        .executableTarget(name: "FuzzAcceptLanguage", dependencies: [.product(name: "Intl", package: root)]),
        .executableTarget(name: "FuzzXLIFF", dependencies: [.product(name: "StringCatalogTools", package: root)]),
        .executableTarget(name: "FuzzMF2", dependencies: [
            .product(name: "Intl", package: root), .product(name: "Messages", package: root),
        ]),
        .executableTarget(name: "FuzzMF1", dependencies: [
            .product(name: "Intl", package: root), .product(name: "MachineTime", package: root),
            .product(name: "Messages", package: root),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
