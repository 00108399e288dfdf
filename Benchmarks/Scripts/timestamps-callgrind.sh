#!/bin/bash
# Instructions of `intl timestamps` (callgrind, load-independent): start-up (empty input), a valid
# line, and what an invalid line costs more than a valid one, for `%Y-%m-%d %H:%M:%S %z` and
# `--preset rfc3339`, `--on-error mark`, standard error to a file. Per-line figures are slopes
# between 20,000 lines and the same lines twice, so start-up and one-off costs cancel out.
# Usage, from the package root: Benchmarks/Scripts/timestamps-callgrind.sh [path/to/intl]
set -euo pipefail
intl=${1:-.build/release/intl}
out=${OUT:-/tmp/timestamps-callgrind}
mkdir -p "$out"
# Valgrind 3.19 cannot read the DWARF 5 the toolchain writes; the symbol table is enough.
cp "$intl" "$out/intl" && objcopy --strip-debug "$out/intl"
generate=Benchmarks/Scripts/generate-posix-timestamps.py
python3 $generate 20000 > "$out/p.txt"; python3 $generate 20000 --malformed 5 > "$out/p-bad.txt"
python3 $generate 20000 --rfc3339 > "$out/r.txt"; python3 $generate 20000 --rfc3339 --malformed 5 > "$out/r-bad.txt"
for f in p p-bad r r-bad; do cat "$out/$f.txt" "$out/$f.txt" > "$out/${f}2.txt"; done
bad=$(diff "$out/p.txt" "$out/p-bad.txt" | grep -c '^>' || true)
rbad=$(diff "$out/r.txt" "$out/r-bad.txt" | grep -c '^>' || true)
ir() {   # ir INPUT ARGS...: instructions of one run
    local input=$1; shift
    valgrind --tool=callgrind --callgrind-out-file=/dev/null --log-file="$out/valgrind.log" \
        "$out/intl" timestamps "$@" --on-error mark < "$input" > /dev/null 2> "$out/stderr.txt"
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$out/valgrind.log"
}
posix='%Y-%m-%d %H:%M:%S %z'
e=$(ir /dev/null --format "$posix")
v1=$(ir "$out/p.txt" --format "$posix"); v2=$(ir "$out/p2.txt" --format "$posix")
b1=$(ir "$out/p-bad.txt" --format "$posix"); b2=$(ir "$out/p-bad2.txt" --format "$posix")
r1=$(ir "$out/r.txt" --preset rfc3339); r2=$(ir "$out/r2.txt" --preset rfc3339)
s1=$(ir "$out/r-bad.txt" --preset rfc3339); s2=$(ir "$out/r-bad2.txt" --preset rfc3339)
python3 -c "
print(f'start-up           {$e / 1e6:.2f} M instructions')
print(f'posix   valid line {($v2 - $v1) / 20000:7.1f}   invalid line, more than a valid one {(($b2 - $b1) - ($v2 - $v1)) / $bad:7.1f}')
print(f'rfc3339 valid line {($r2 - $r1) / 20000:7.1f}   invalid line, more than a valid one {(($s2 - $s1) - ($r2 - $r1)) / $rbad:7.1f}')
"
