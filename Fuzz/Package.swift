// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for every parser that takes outside input. Built and run
// by Scripts/fuzz.sh <target> <seconds> (swift build --sanitize=fuzzer);
// seed corpora in Corpus/<target>/.
let package = Package(
    name: "swift-intl-fuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(name: "FuzzStrptime", dependencies: [.product(name: "MachineTime", package: "swift-intl")]),
        .executableTarget(name: "FuzzNumberSkeleton", dependencies: [.product(name: "Intl", package: "swift-intl")]),
        .executableTarget(name: "FuzzDecimalString", dependencies: [.product(name: "Intl", package: "swift-intl")]),
        .executableTarget(name: "FuzzLocaleIdentifier", dependencies: [.product(name: "Intl", package: "swift-intl")]),
    ],
    swiftLanguageModes: [.v6]
)
