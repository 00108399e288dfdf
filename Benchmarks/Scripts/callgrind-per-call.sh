#!/bin/bash
# Instructions per call (callgrind) of a workload of callgrind-driver.swift, at a package
# checkout: (Ir of 2N calls - Ir of N calls) / N, so start-up and set-up cancel out.
#
#   Benchmarks/Scripts/callgrind-per-call.sh <package root> <N> plural en 1.5 12.34
#   Benchmarks/Scripts/callgrind-per-call.sh <package root> <N> duration en
#   Benchmarks/Scripts/callgrind-per-call.sh <package root> <N> oneshot currency de-DE en-US fr-FR ja-JP
#   [CACHE_SIM=1] Benchmarks/Scripts/callgrind-per-call.sh <package root> <N> bench-held decimal   (`intl bench cache`'s held row, its keys)
#   CATALOG=1 Benchmarks/Scripts/callgrind-per-call.sh <package root> <N> catalog plural-number
#   Benchmarks/Scripts/callgrind-per-call.sh <package root> <N> negotiate header-new
#
# The package root is this repository or an older revision exported next to it
# (git archive d8870f0 | tar -x -C /tmp/old); CACHE_SIM=1 adds the L1 instruction-cache and data read misses per call; the duration workload needs DurationFormat
# (DURATION=1), the catalog workload the StringCatalog target (CATALOG=1); the oneshot workload at a revision before #24 needs ONESHOT_BEFORE_24=1. Builds the root's Intl target in release, links the driver to its objects.
set -euo pipefail
root=$(cd "$1" && pwd); n=$2; shift 2
here=$(cd "$(dirname "$0")" && pwd)
# RELEASE=<dir> links objects another release build made (e.g. Benchmarks/.build-x/release; with SKIP_BUILD=1).
release=${RELEASE:-$root/.build/release}
# SKIP_BUILD=1 uses the release objects already there (another SwiftPM may hold the lock).
target=Intl; [ -n "${CATALOG:-}" ] && target=StringCatalog
[ -n "${SKIP_BUILD:-}" ] || (cd "$root" && swift build -c release --target $target >/dev/null)
scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT
binary=$scratch/callgrind-driver
objects=$(ls "$release"/Intl.build/*.o "$release"/CICU.build/*.o "$release"/MachineTime.build/*.o)
[ -d "$release/TextEscaping.build" ] && objects="$objects $(ls "$release"/TextEscaping.build/*.o)"
[ -n "${CATALOG:-}" ] && objects="$objects $(ls "$release"/StringCatalog.build/*.o)"
swiftc -O ${DURATION:+-DDURATION} ${CATALOG:+-DCATALOG} ${ONESHOT_BEFORE_24:+-DONESHOT_BEFORE_24} -I "$release/Modules" -Xcc -fmodule-map-file="$release/CICU.build/module.modulemap" \
    "$here/callgrind-driver.swift" $objects -licui18n -licuuc -licudata -lstdc++ -o "$binary"
# Valgrind 3.19 cannot read the DWARF 5 the toolchain writes; the symbol table is enough.
strip --strip-debug "$binary"
# CACHE_SIM=1 also simulates the caches (--cache-sim=yes) and prints the L1 instruction-cache and data read misses per call.
count() {
    valgrind --tool=callgrind ${CACHE_SIM:+--cache-sim=yes} --callgrind-out-file=/dev/null "$binary" "$1" "$2" "$3" "${@:4}" \
        2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9 ]*\).*/\1/p'
}
once=($(count "$1" "$2" "$n" "${@:3}"))
twice=($(count "$1" "$2" $((2 * n)) "${@:3}"))
python3 -c "print(f'{(${twice[0]} - ${once[0]}) / $n:.1f} instructions per call')"
# With the cache simulation the events are Ir Dr Dw I1mr …
[ -z "${CACHE_SIM:-}" ] || python3 -c "print(f'{(${twice[3]} - ${once[3]}) / $n:.2f} I1 misses per call')"
[ -z "${CACHE_SIM:-}" ] || python3 -c "print(f'{(${twice[4]} - ${once[4]}) / $n:.2f} D1 read misses per call')"
