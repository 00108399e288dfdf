#!/usr/bin/env bash
# Builds the LocalizedService example and runs its HTTP tests against the
# live server (real sockets on 127.0.0.1). Called at the end of the
# project's Scripts/test.sh; needs the same ICU prerequisite. Arguments go to
# `swift build` and `swift test` (Scripts/test.sh passes the project's own
# --scratch-path, so the frameworks it has built are not built again).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --build-tests "$@"
swift test --skip-build "$@"
