#!/bin/bash
# Instructions per valid line of `intl timestamps` (callgrind, load-independent) for every common
# log shape, against `--preset clf` on the same instants (the target: each within 1.3× of it).
# Per-line figures are slopes between 20,000 lines and the same lines twice, so start-up and
# one-off costs cancel out (as timestamps-callgrind.sh measures them). A shape the binary cannot
# parse (a directive it lacks) prints "—".
# Usage, from the package root: Benchmarks/Scripts/timestamps-shapes-callgrind.sh [path/to/intl]
set -uo pipefail
intl=${1:-.build-release/release/intl}
out=${OUT:-/tmp/timestamps-shapes-callgrind}
mkdir -p "$out"
# Valgrind 3.19 cannot read the DWARF 5 the toolchain writes; the symbol table is enough.
cp "$intl" "$out/intl" && objcopy --strip-debug "$out/intl"
generate=Benchmarks/Scripts/generate-log-shapes.py
ir() {   # ir INPUT ARGS...: instructions of one run, or nothing when it fails
    local input=$1; shift
    valgrind --tool=callgrind --callgrind-out-file=/dev/null --log-file="$out/valgrind.log" \
        "$out/intl" timestamps "$@" < "$input" > /dev/null 2> "$out/stderr.txt" || return 0
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$out/valgrind.log"
}
clf=""
shape() {   # shape NAME GENERATOR-SHAPE ARGS...
    local name=$1 generated=$2; shift 2
    [ -f "$out/$generated.txt" ] || python3 $generate "$generated" 20000 > "$out/$generated.txt"
    [ -f "$out/$generated-2.txt" ] || cat "$out/$generated.txt" "$out/$generated.txt" > "$out/$generated-2.txt"
    local once twice
    once=$(ir "$out/$generated.txt" "$@"); twice=$(ir "$out/$generated-2.txt" "$@")
    if [ -z "$once" ] || [ -z "$twice" ]; then
        printf '%-44s %9s\n' "$name" "—"
        return
    fi
    local perLine
    perLine=$(python3 -c "print(f'{($twice - $once) / 20000:.1f}')")
    [ -n "$clf" ] || clf=$perLine
    printf '%-44s %9s   %.2fx clf\n' "$name" "$perLine" "$(python3 -c "print($perLine / $clf)")"
}
printf '%-44s %9s\n' "shape (intl timestamps arguments)" "Ir/line"
shape "--preset clf" clf-plain --preset clf
shape "--format '[%d/%b/%Y:%H:%M:%S %z]'" clf --format '[%d/%b/%Y:%H:%M:%S %z]'
shape "--format '%d/%b/%Y:%H:%M:%S %z'" clf-plain --format '%d/%b/%Y:%H:%M:%S %z'
shape "--format '%Y-%m-%d %H:%M:%S,%f'" java --format '%Y-%m-%d %H:%M:%S,%f'
shape "--format '%Y-%m-%d %H:%M:%S.%f'" java-dot --format '%Y-%m-%d %H:%M:%S.%f'
shape "--format '%Y%m%d-%H:%M:%S:%-3f'" healthapp --format '%Y%m%d-%H:%M:%S:%-3f'
shape "--format '%b %e %H:%M:%S' --year 2023" syslog --format '%b %e %H:%M:%S' --year 2023
shape "--preset syslog --year 2023" syslog --preset syslog --year 2023
shape "--format '%y%m%d %H%M%S'" hdfs --format '%y%m%d %H%M%S'
shape "--format '%Y-%m-%d %H:%M:%S %z'" posix --format '%Y-%m-%d %H:%M:%S %z'
shape "--preset rfc3339" rfc3339 --preset rfc3339
shape "--preset http" http --preset http
shape "--preset iso8601" iso8601 --preset iso8601
shape "--preset unix" unix --preset unix
