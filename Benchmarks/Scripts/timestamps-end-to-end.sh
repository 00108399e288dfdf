#!/bin/sh
# End-to-end `intl timestamps` against the glibc strptime_l + timegm pipeline and the floor (`cat`
# of the same input to /dev/null), same inputs, same run, through hyperfine (every command RUNS
# times after 2 warm-ups, input from the file, output to /dev/null, stderr to a new file), 2,000,000 lines of
#   posix        `%Y-%m-%d %H:%M:%S %z`, all valid
#   posix-bad5   the same with 5% malformed lines (`--on-error mark`, stderr to a file)
#   rfc3339      `--preset rfc3339` (glibc: '%Y-%m-%dT%H:%M:%S%z'), valid, and rfc3339-bad5
#   output-iso   posix input written back as RFC 3339 (`--output rfc3339`; glibc: strftime)
# Prints one table (median wall seconds, ratio = glibc ÷ intl) and leaves hyperfine's JSON in
# $OUT (default /tmp/timestamps-e2e). BASE=path/to/another/intl adds its rows (before/after).
# Usage, from the package root, after `swift build -c release --product intl`:
#   Benchmarks/Scripts/timestamps-end-to-end.sh [RUNS]
set -e
runs=${1:-10}
intl=${INTL:-.build/release/intl}
out=${OUT:-/tmp/timestamps-e2e}
peer=$out/strptime-pipeline
mkdir -p "$out"
cc -O2 -o "$peer" Benchmarks/Scripts/strptime-pipeline.c
generate=Benchmarks/Scripts/generate-posix-timestamps.py
[ -f "$out/posix.txt" ] || python3 $generate 2000000 > "$out/posix.txt"
[ -f "$out/posix-bad5.txt" ] || python3 $generate 2000000 --malformed 5 > "$out/posix-bad5.txt"
[ -f "$out/rfc3339.txt" ] || python3 $generate 2000000 --rfc3339 > "$out/rfc3339.txt"
[ -f "$out/rfc3339-bad5.txt" ] || python3 $generate 2000000 --rfc3339 --malformed 5 > "$out/rfc3339-bad5.txt"
posix='%Y-%m-%d %H:%M:%S %z'
rfc='%Y-%m-%dT%H:%M:%S%z'
errors="$out/stderr.txt"

group() {   # group NAME INPUT PEER-ARGS INTL-ARGS: hyperfine's shell (its start-up measured and subtracted)
    name=$1 input=$2 peerArgs=$3 intlArgs=$4 io="< $2 > /dev/null 2> $errors"
    # --prepare: every run writes a new file, as a run meets it; truncating the previous run's
    # 14.5 MB of messages (what `2> file` does to an existing file) frees its blocks inside the
    # timed run and measured 5–10 ms on this ext4 (mounted with discard), none of it this run's work.
    set -- -w 2 -r "$runs" --export-json "$out/$name.json" --style none --prepare "rm -f $errors" \
        -n cat "cat $2 > /dev/null" \
        -n glibc "$peer $peerArgs $io" \
        -n intl "$intl timestamps $intlArgs $io" \
        -n "intl -t2" "$intl timestamps $intlArgs --threads 2 $io"
    if [ -n "$BASE" ]; then
        set -- "$@" -n base "$BASE timestamps $intlArgs $io" -n "base -t2" "$BASE timestamps $intlArgs --threads 2 $io"
    fi
    hyperfine "$@" > /dev/null
}
group posix "$out/posix.txt" "'$posix'" "--format '$posix'"
group posix-bad5 "$out/posix-bad5.txt" "'$posix'" "--format '$posix' --on-error mark"
group rfc3339 "$out/rfc3339.txt" "'$rfc'" "--preset rfc3339"
group rfc3339-bad5 "$out/rfc3339-bad5.txt" "'$rfc'" "--preset rfc3339 --on-error mark"
group output-iso "$out/posix.txt" "'$posix' '%Y-%m-%dT%H:%M:%SZ'" "--format '$posix' --output rfc3339"
python3 - "$out" <<'PY'
import json, statistics, sys
out = sys.argv[1]
for name in ["posix", "posix-bad5", "rfc3339", "rfc3339-bad5", "output-iso"]:
    results = {r["command"]: r["times"] for r in json.load(open(f"{out}/{name}.json"))["results"]}
    glibc = statistics.median(results["glibc"])
    for command, times in results.items():
        median = statistics.median(times)
        print(f"{name:13} {command:9} median {median:.4f} s  min {min(times):.4f} s  max {max(times):.4f} s  glibc/this {glibc / median:5.2f}x")
PY
