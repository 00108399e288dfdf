#!/bin/sh
# `intl strings wrap` over a generated app of 1,000 source files (≈200k lines, three Swift files to
# one Objective-C file): wall seconds and peak RSS of the first run (rewrites every file, appends
# the keys) and of a second run (finds nothing: idempotence), ROUNDS times on fresh copies
# (see RESULTS.md, "Source tools").
# Usage: Benchmarks/Scripts/wrap-codemod.sh [FILES] [ROUNDS]   (from the package root, after
# `swift build -c release --product intl`; INTL=path/to/intl runs another build)
set -eu
files=${1:-1000}
rounds=${2:-3}
intl=${INTL:-$(pwd)/.build/release/intl}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/Scripts/generate-wrap-sources.py "$work/pristine" "$files"
for round in $(seq 1 "$rounds"); do
    rm -rf "$work/app" && cp -R "$work/pristine" "$work/app"
    /usr/bin/time -f "first run  round $round: %e s wall, %U s user, %S s sys, %M KiB" \
        "$intl" strings wrap "$work/app/Sources" --table Order --strings "$work/app/Resources/zh-Hans.lproj"
    /usr/bin/time -f "second run round $round: %e s wall, %U s user, %S s sys, %M KiB" \
        "$intl" strings wrap "$work/app/Sources" --table Order --strings "$work/app/Resources/zh-Hans.lproj"
done
