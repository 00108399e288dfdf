#!/usr/bin/env bash
# The test suite against a second ICU: Debian trixie's ICU 76.1 (CLDR 46),
# prepared by Scripts/icu76.sh beside the system's ICU and linked statically,
# in its own scratch path. CI runs it after Scripts/test.sh, which ran the
# same suites against the system's ICU 72 (CLDR 42); every suite but the
# middlewares' HTTP ones, which test.sh covers and which do not depend on ICU's
# data. With --sweep, the native date formatter's full differential sweep
# (Scripts/native-date-sweep.sh) runs against ICU 76 too.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage prints its wall time as it ends ("stage build: 412 s").
source Scripts/stage.sh

PKG_CONFIG_PATH=$(Scripts/icu76.sh)
export PKG_CONFIG_PATH
scratch=(--scratch-path .build-icu76)
stage icu76-build swift build --build-tests "${scratch[@]}"
.build-icu76/debug/intl --version
stage icu76-tests swift test --skip-build "${scratch[@]}" --skip "IntlHummingbirdTests|IntlVaporTests"
if [ "${1:-}" = "--sweep" ]; then
    flags=(-c release -Xswiftc -enable-testing --scratch-path .build-icu76-release-tests)
    stage icu76-sweep-build swift build --build-tests "${flags[@]}"
    INTL_NATIVE_DATE_FULL=1 stage icu76-sweep swift test --skip-build "${flags[@]}" --filter NativeDateDifferentialTests
fi
