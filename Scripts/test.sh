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

# Benchmarks/RESULTS.md is generated from Benchmarks/results.json (Python 3, standard library).
python3 Scripts/results-tables.py --check
# Binary property list fixtures are written by plistlib from the same data as their text twins.
python3 Scripts/binary-plist-fixtures.py --check

swift build --build-tests
swift test --skip-build

# The formatter pools, everything that shares ICU handles across threads and catalog reload,
# again under ThreadSanitizer (its own build folder: instrumented objects; no swift-syntax,
# which none of these tests need: Package.swift).
export INTL_WITHOUT_SWIFT_SOURCE_TOOLS=1
swift build --build-tests --sanitize=thread --scratch-path .build-tsan
TSAN_OPTIONS="halt_on_error=1 suppressions=$PWD/Scripts/tsan-suppressions.txt" swift test --skip-build --sanitize=thread --scratch-path .build-tsan \
    --filter "FormatterPoolTests|OneShotTests|ConcurrentFormattingTests|BoundedCacheTests|ReloadableCatalogTests"
unset INTL_WITHOUT_SWIFT_SOURCE_TOOLS

# IntlStringsPlugin on a fixture package: generated accessors compile and return the right text in
# en, de and ru; a wrong argument type and disagreeing translations fail the build (its own build of
# swift-intl: 72 s of CPU, 5.7 min wall on a loaded 2-core machine).
Scripts/test-accessors-plugin.sh

# The service example (its own package): build, then HTTP tests on loopback.
Examples/LocalizedService/Scripts/test.sh

# The server integrations (package traits Hummingbird and Vapor, off by default): the
# middleware's HTTP tests on loopback, in their own build folder so that enabling the
# traits does not invalidate the build above; no swift-syntax, which they do not need.
export INTL_WITHOUT_SWIFT_SOURCE_TOOLS=1
swift build --build-tests --traits Hummingbird,Vapor --scratch-path .build-integrations
swift test --skip-build --traits Hummingbird,Vapor --scratch-path .build-integrations \
    --filter "IntlHummingbirdTests|IntlVaporTests"
unset INTL_WITHOUT_SWIFT_SOURCE_TOOLS

# The Vapor example (its own package): build, HTTP tests on loopback, the binary once.
Examples/VaporService/Scripts/test.sh
