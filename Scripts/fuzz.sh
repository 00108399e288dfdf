#!/usr/bin/env bash
# Runs one libFuzzer target of the Fuzz/ package for a bounded time.
#   Scripts/fuzz.sh <target> <seconds> [<executions>]   e.g. Scripts/fuzz.sh FuzzStrptime 60
#     (stops at whichever comes first; the long runs in RESULTS.md used 10000000)
#   Scripts/fuzz.sh --list                  the targets
# The committed seeds in Fuzz/Corpus/<target>/ are read, never written: new
# inputs go to a scratch corpus, and a crashing input is kept in
# Fuzz/Crashes/<target>/ (turn it into a regression test) and fails the run.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"

if [ "${1:-}" = "--list" ]; then
    ls Sources
    exit 0
fi
if [ $# -lt 2 ] || [ $# -gt 3 ]; then
    echo "usage: Scripts/fuzz.sh <target> <seconds> [<executions>]   (targets: $(ls Sources | tr '\n' ' '))" >&2
    exit 2
fi
target=$1
seconds=$2
executions=${3:--1}
if [ ! -d "Sources/$target" ]; then
    echo "error: no fuzz target '$target' (targets: $(ls Sources | tr '\n' ' '))" >&2
    exit 2
fi

# SwiftPM passes `-sanitize=fuzzer -sanitize=address` to swiftc as two flags, and
# the last one wins: Swift code then gets ASan but no coverage (libFuzzer runs
# blind, `cov:` stays at the C shim's few edges). The combined flag, last on
# the command line, restores both.
flags=(-c release --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --scratch-path .build-fuzz)
swift build "${flags[@]}" --product "$target"
binary="$(swift build "${flags[@]}" --show-bin-path)/$target"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "Crashes/$target"
log="$scratch/fuzz.log"
status=0
ASAN_OPTIONS="detect_leaks=0" "$binary" "$scratch" "Corpus/$target" \
    -max_total_time="$seconds" -runs="$executions" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="Crashes/$target/" -print_final_stats=1 > "$log" 2>&1 || status=$?
grep -E "^(#[0-9]+.*DONE|stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY)" "$log" || true
if [ "$status" -ne 0 ]; then
    tail -60 "$log" >&2
    echo "error: $target failed (exit $status); the input is in Fuzz/Crashes/$target/" >&2
fi
exit "$status"
