#!/usr/bin/env bash
# The test suite under AddressSanitizer + UndefinedBehaviorSanitizer, then a
# leak check of `intl demo` and of a 2,000,000-line bulk timestamp parse
# under LeakSanitizer. CI runs it after Scripts/test.sh (which covers
# ThreadSanitizer). Usage: Scripts/sanitizers.sh
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-asan
# Swift on Linux takes only --sanitize=address; the C shim additionally gets
# clang's UndefinedBehaviorSanitizer (its handlers ship in the ASan runtime).
sanitize=(--sanitize=address -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined --scratch-path "$scratch")
swift build --build-tests "${sanitize[@]}"

# Memory errors and undefined behaviour halt the run; leaks are checked
# below on whole programs, where "still reachable at exit" means something.
ASAN_OPTIONS="detect_leaks=0:halt_on_error=1" UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1" \
    swift test --skip-build "${sanitize[@]}" \
    --skip "AllLocalesSweep|DateAllLocalesSweep|ruleBasedDecimalFractionsLosePrecisionInICU"

intl="$(swift build "${sanitize[@]}" --show-bin-path)/intl"
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1"
export LSAN_OPTIONS="exitcode=23"

echo "leak check: intl demo"
"$intl" demo > /dev/null

echo "leak check: 2,000,000 timestamps"
awk 'BEGIN { for (i = 0; i < 2000000; i++) printf "2014-02-%02d %02d:%02d:%02d -0700\n", i % 28 + 1, i % 24, i % 60, (i * 7) % 60 }' \
    | "$intl" timestamps --format '%Y-%m-%d %H:%M:%S %z' > /dev/null
echo "sanitizers: clean"
