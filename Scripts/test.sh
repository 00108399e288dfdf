#!/usr/bin/env bash
# The project's test command (README "Quick start"; CI runs exactly this).
set -euo pipefail
cd "$(dirname "$0")/.."

# ICU's development files, found through pkg-config (Package.swift, target ICU4C):
# installed here when missing and this user can (root on Debian/Ubuntu, as in
# CI); otherwise the exact command to run.
if ! pkg-config --exists icu-uc icu-i18n 2>/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        apt-get update && apt-get install -y libicu-dev pkg-config
    else
        echo "error: ICU not found through pkg-config (icu-uc, icu-i18n); install it with:" >&2
        echo "  Debian/Ubuntu: sudo apt-get install libicu-dev pkg-config" >&2
        echo "  Fedora:        sudo dnf install libicu-devel pkgconf" >&2
        echo "  macOS:         brew install icu4c pkg-config && export PKG_CONFIG_PATH=\"\$(brew --prefix icu4c)/lib/pkgconfig\"" >&2
        exit 1
    fi
fi

# Each stage prints its wall time as it ends ("stage build: 412 s").
source Scripts/stage.sh

# Benchmarks/RESULTS.md is generated from Benchmarks/results.json (Python 3, standard library);
# binary property list fixtures are written by plistlib from the same data as their text twins.
generated_files_fresh() {
    python3 Scripts/results-tables.py --check
    python3 Scripts/binary-plist-fixtures.py --check
}
stage generated-files generated_files_fresh

# One build for every suite: the traits SourceTools (swift-syntax, `strings extract`/`wrap`),
# Hummingbird and Vapor (the middlewares' HTTP tests on loopback) are all on, so no second build
# of the package is needed for them.
traits=(--traits SourceTools,Hummingbird,Vapor,Leaf)
stage build swift build --build-tests "${traits[@]}"
# The middlewares' HTTP tests (real servers and clients on loopback, with request deadlines) run
# by themselves after the rest, from the same build: beside 900 other tests on two cores a
# request could miss Vapor's client deadline.
server_suites="IntlHummingbirdTests|IntlVaporTests"
stage tests swift test --skip-build "${traits[@]}" --skip "$server_suites"
stage server-tests swift test --skip-build "${traits[@]}" --filter "$server_suites"
# The DocC articles' programs (Snippets/, built by the build above): each runs and prints exactly
# what its comments say.
stage snippets Scripts/check-snippets.sh "${traits[@]}"

# The service examples (their own packages, as a user has them): build, then HTTP tests on loopback.
# They build in this package's own scratch folder, where Hummingbird, Vapor and SwiftNIO are already
# built: only swift-intl (with the example's one trait) and the example compile again. The folder then
# holds the last example's build, which costs a later `swift build` of this package a recompile of
# swift-intl, not of the frameworks.
examples_scratch=(--scratch-path "$PWD/.build")
stage example-hummingbird Examples/LocalizedService/Scripts/test.sh "${examples_scratch[@]}"
stage example-vapor Examples/VaporService/Scripts/test.sh "${examples_scratch[@]}"

# The formatter pools, everything that shares ICU handles across threads and catalog reload,
# again under ThreadSanitizer: its own build folder (instrumented objects), with the default
# traits (no swift-syntax or server framework, which none of these tests need). Being the
# default-traits build, it also runs what only such a build has: the `intl` without SourceTools.
tsan_build() {
    swift build --build-tests --sanitize=thread --scratch-path .build-tsan
    TSAN_OPTIONS="halt_on_error=1 suppressions=$PWD/Scripts/tsan-suppressions.txt" swift test --skip-build --sanitize=thread --scratch-path .build-tsan \
        --filter "FormatterPoolTests|OneShotTests|ConcurrentFormattingTests|BoundedCacheTests|ReloadableCatalogTests|SourceToolsNotBuiltTests"
}
stage default-traits-thread-sanitizer tsan_build

# A service's view: swift-syntax only where the service pins it, and the consumer builds and runs
# (Scripts/test-consumer.sh; CI also builds `intl` with SourceTools against that lowest swift-syntax).
stage scratch-consumer Scripts/test-consumer.sh

# IntlStringsPlugin on a fixture package: generated accessors compile and return the right text in
# en, de and ru; a wrong argument type and disagreeing translations fail the build.
stage accessors-plugin Scripts/test-accessors-plugin.sh

echo "Scripts/test.sh: $SECONDS s in all"
