#!/bin/bash
# The log engineer's benchmark: `intl timestamps` against the tools a log engineer would reach for,
# run as users run them: whole processes (start-up included), input from a file, output to
# /dev/null, standard error to a new file each run, through hyperfine. The peers come from Debian's
# packages, installed here (dateutils' dateconv is `dateutils.dconv` on Debian; GNU `date` is
# coreutils; python3 must be on PATH); the C peer is Benchmarks/Scripts/strptime-pipeline.c.
#
# Shapes (Benchmarks/Scripts/generate-log-shapes.py), 2,000,000 lines each, all valid and with 5%
# malformed lines (`intl --on-error mark`; every peer goes on past a bad line):
#   rfc3339  2014-02-07T19:00:00-07:00     intl --preset rfc3339
#   clf      [10/Oct/2000:13:55:36 -0700]  intl --format '[%d/%b/%Y:%H:%M:%S %z]'
#   syslog   Oct  1 22:14:15               intl --preset syslog --year 2023
#   java     2015-10-18 18:01:47,978       intl --format '%Y-%m-%d %H:%M:%S,%f'
# GNU date reads no CLF: it gets the same instants as `10 Oct 2000 13:55:36 -0700`, its nearest form.
# Python runs $PY_RUNS times (default 1: about 10-25 s a file), the others $1 times (default 10)
# after one warm-up. Prints one table (median seconds; ratio = peer ÷ intl, one thread) and leaves
# hyperfine's JSON in $OUT (default /tmp/timestamps-peers).
#
# Usage, from the package root (INTL=path/to/intl skips the build):
#   Benchmarks/Scripts/timestamps-peers.sh [RUNS]
set -euo pipefail
runs=${1:-10}
pyRuns=${PY_RUNS:-1}
out=${OUT:-/tmp/timestamps-peers}
mkdir -p "$out"

if ! command -v hyperfine > /dev/null || ! command -v dateutils.dconv > /dev/null; then
    apt-get install -y dateutils hyperfine > "$out/apt.log" 2>&1 \
        || { apt-get update > /dev/null && apt-get install -y dateutils hyperfine > "$out/apt.log" 2>&1; }
fi
dconv=$(command -v dateutils.dconv || command -v dateconv)
if [ -z "${INTL:-}" ]; then
    swift build -c release --product intl --scratch-path .build-release > "$out/build.log"
    INTL=.build-release/release/intl
fi
intl=$INTL
peer=$out/strptime-pipeline
cc -O2 -o "$peer" Benchmarks/Scripts/strptime-pipeline.c
python=$(command -v python3)
generate=Benchmarks/Scripts/generate-log-shapes.py
for shape in rfc3339 clf clf-date syslog java; do
    [ -f "$out/$shape.txt" ] || python3 $generate $shape 2000000 > "$out/$shape.txt"
    [ -f "$out/$shape-bad5.txt" ] || python3 $generate $shape 2000000 --malformed 5 > "$out/$shape-bad5.txt"
done
errors=$out/stderr.txt

# Per shape: intl's arguments, the strptime format (glibc, Python), dateconv's input format and
# output, GNU date's input file suffix and output, and the year for the yearless shape.
run() {   # run SHAPE SUFFIX INTL-ARGS STRPTIME DCONV-IN DCONV-OUT DATE-SHAPE DATE-OUT YEAR
    local shape=$1 suffix=$2 intlArgs=$3 format=$4 dconvIn=$5 dconvOut=$6 dateShape=$7 dateOut=$8 year=$9
    local input=$out/$shape$suffix.txt name=$shape$suffix
    local io="< $input > /dev/null 2> $errors"
    local onError=""; [ -n "$suffix" ] && onError="--on-error mark"
    # -i: a malformed line makes most tools exit 1 (date, dateconv, intl --on-error mark).
    hyperfine -i -w 1 -r "$runs" --export-json "$out/$name.json" --style none --prepare "rm -f $errors" \
        -n intl "$intl timestamps $intlArgs $onError $io" \
        -n "intl -t2" "$intl timestamps $intlArgs $onError --threads 2 $io" \
        -n glibc "$peer '$format' '' $year $io" \
        -n dateconv "$dconv -i '$dconvIn' -f '$dconvOut' $io" \
        -n "date -f" "TZ=UTC date -f $out/$dateShape$suffix.txt '+$dateOut' > /dev/null 2> $errors" > /dev/null
    hyperfine -i -r "$pyRuns" --export-json "$out/$name-python.json" --style none --prepare "rm -f $errors" \
        -n python "$python Benchmarks/Scripts/strptime-python.py '$format' $year $io" > /dev/null
}
for suffix in "" -bad5; do
    run rfc3339 "$suffix" "--preset rfc3339" '%Y-%m-%dT%H:%M:%S%z' '%Y-%m-%dT%H:%M:%S%Z' '%s' rfc3339 '%s' ""
    run clf "$suffix" "--format '[%d/%b/%Y:%H:%M:%S %z]'" '[%d/%b/%Y:%H:%M:%S %z]' '[%d/%b/%Y:%H:%M:%S %Z]' '%s' clf-date '%s' ""
    run syslog "$suffix" "--preset syslog --year 2023" '%b %d %H:%M:%S' '%b %d %H:%M:%S' '%s' syslog '%s' 2023
    run java "$suffix" "--format '%Y-%m-%d %H:%M:%S,%f'" '%Y-%m-%d %H:%M:%S,%f' '%Y-%m-%d %H:%M:%S,%N' '%s.%N' java '%s.%N' ""
done
python3 - "$out" <<'PY'
import json, statistics, sys
out = sys.argv[1]
print(f"{'input':14} {'tool':9} {'median s':>9} {'min s':>8} {'max s':>8}  peer/intl")
for shape in ["rfc3339", "clf", "syslog", "java"]:
    for name in [shape, shape + "-bad5"]:
        results = {}
        for f in [f"{out}/{name}.json", f"{out}/{name}-python.json"]:
            results.update({r["command"]: r["times"] for r in json.load(open(f))["results"]})
        intl = statistics.median(results["intl"])
        for command, times in results.items():
            median = statistics.median(times)
            print(f"{name:14} {command:9} {median:9.4f} {min(times):8.4f} {max(times):8.4f}  {median / intl:8.2f}x")
PY
