#!/bin/sh
# End-to-end `intl timestamps` against the glibc strptime_l + timegm pipeline, same input, same
# run, alternating: wall seconds and peak RSS per command, ROUNDS times (see RESULTS.md).
# Usage: Benchmarks/Scripts/timestamps-end-to-end.sh INPUT [ROUNDS]   (from the package root,
# after `swift build -c release --product intl` and
# `cc -O2 -o /tmp/strptime-pipeline Benchmarks/Scripts/strptime-pipeline.c`)
input=$1
rounds=${2:-3}
intl=.build/release/intl
format='%Y-%m-%d %H:%M:%S %z'
for round in $(seq 1 "$rounds"); do
    /usr/bin/time -f "glibc      round $round: %e s, %M KiB" /tmp/strptime-pipeline "$format" < "$input" > /dev/null
    /usr/bin/time -f "intl       round $round: %e s, %M KiB" "$intl" timestamps --format "$format" < "$input" > /dev/null
    /usr/bin/time -f "intl -t 2  round $round: %e s, %M KiB" "$intl" timestamps --format "$format" --threads 2 < "$input" > /dev/null
done
