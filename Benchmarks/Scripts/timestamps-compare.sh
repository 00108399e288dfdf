#!/bin/bash
# Byte-for-byte comparison of two `intl timestamps` binaries (before/after a change): a hostile
# corpus (bad months, words, missing offsets, trailing text, control and bidi bytes, invalid
# UTF-8, over-long lines, CRLF, empty lines, no final newline) through every option set below,
# standard output, standard error and exit status each compared. Prints one line per difference
# and a count; exit status 1 when anything differs.
# Usage, from the package root: Benchmarks/Scripts/timestamps-compare.sh BEFORE AFTER
set -uo pipefail
before=$1 after=$2
out=${OUT:-/tmp/timestamps-compare}
mkdir -p "$out"
corpus=$out/corpus.txt
{
    python3 Benchmarks/Scripts/generate-posix-timestamps.py 3000 --malformed 30
    python3 Benchmarks/Scripts/generate-posix-timestamps.py 3000 --rfc3339 --malformed 30
    printf '2014-02-07 12:00:00 -0700\r\n\n \n2014-13-07 12:00:00 -0700\n2014-02-30 12:00:00 +0000\n'
    printf '2014-02-07 12:00:00 -0700 \033[31mRED\033[0m\n2014-02-07 12:00:00 \xe2\x80\xae-0700\n\xff\xfe2014\n'
    printf '2014-02-07T12:00:00Z\n2014-02-07T12:00:00.123456789+05:30\n2014-02-07t12:00:00z\n2014-02-07T25:00:00Z\n'
    printf '2014-02-07 12:00:00 +2400\n2014-02-07 12:00:00 -07:00\n2014-02-07 12:00:00 Z\n2014-02-07 12:00:00 +07\n'
    printf '2014-02-07 12:00:60 +0000\n2014-02-07 12:00:00 -0700 %s\n' "$(head -c 300 /dev/zero | tr '\0' x)"
    printf '%s\n' "$(head -c 2000 /dev/zero | tr '\0' 9)"
    printf '12345678901 -0700\n2014-02-07 12:00:00 -0700\tGET\n\t2014-02-07 12:00:00 -0700\n1e3\n'
    printf '2014-02-07 12:00:00 -0700 trailing at the end without newline'
} > "$corpus"
posix='%Y-%m-%d %H:%M:%S %z'
sets=(
    "--format|$posix|--on-error|mark"
    "--format|$posix|--on-error|skip"
    "--format|$posix"
    "--format|$posix|--on-error|mark|--threads|2|--block-size|4096"
    "--format|$posix|--on-error|mark|--output|rfc3339"
    "--format|$posix|--on-error|mark|--prefix"
    "--format|$posix|--on-error|mark|--max-line-length|100"
    "--preset|rfc3339|--on-error|mark"
    "--preset|rfc3339|--on-error|mark|--threads|2"
    "--preset|iso8601|--on-error|mark"
    "--preset|unix|--on-error|mark"
    "--preset|http|--on-error|mark"
    "--preset|syslog|--on-error|mark"
    "--preset|clf|--on-error|mark|--prefix"
    "--format|%Y-%m-%d %H:%M:%S %z|--on-error|mark|--field|2|--delimiter|\\t"
    "--format|%d/%b/%Y:%H:%M:%S %z|--on-error|mark"
    "--format|%s|--on-error|mark"
)
differences=0
for set in "${sets[@]}"; do
    IFS='|' read -r -a args <<< "$set"
    for redirect in file shared; do
        for binary in before after; do
            bin=${!binary}
            if [ $redirect = file ]; then
                "$bin" timestamps "${args[@]}" < "$corpus" > "$out/$binary.out" 2> "$out/$binary.err"
            else
                "$bin" timestamps "${args[@]}" < "$corpus" > "$out/$binary.out" 2>&1
                : > "$out/$binary.err"
            fi
            echo $? > "$out/$binary.status"
        done
        for part in out err status; do
            if ! cmp -s "$out/before.$part" "$out/after.$part"; then
                echo "differs: $part, stderr to $redirect: ${args[*]}"
                differences=$((differences + 1))
            fi
        done
    done
done
echo "$differences differences over ${#sets[@]} option sets x 2 redirections ($(wc -l < "$corpus") lines)"
[ $differences -eq 0 ]
