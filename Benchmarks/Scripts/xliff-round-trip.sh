#!/bin/sh
# Export + import of a 40-language × 2,000-key resources folder through XLIFF (issue 26, item 7):
# the wall and CPU time (and peak RSS) of `intl strings export` (39 languages → 39 .xcloc) and of `intl strings import`
# (the 39 .xcloc into a copy without those languages), ROUNDS times. The folder is generated as
# the catalog benchmarks' (Benchmarks/Benchmarks/CatalogBenchmarks/CatalogResources.swift):
# per language a Localizable.strings of 2,001 commented keys and a Localizable.stringsdict of 2
# plural entries. Each round checks that the import recreated every table (`cmp` of the dumps of
# de.lproj, ru.lproj and ar.lproj).
# Usage: Benchmarks/Scripts/xliff-round-trip.sh [ROUNDS]   (from the package root, after
# `swift build -c release --product intl`; INTL=<path> runs another binary)
set -eu
rounds=${1:-3}
intl=${INTL:-$(pwd)/.build/release/intl}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
languages="en en-GB de fr fr-CA es es-419 it pt pt-PT nl sv da nb fi pl cs sk hu ro el tr ru uk he ar fa hi th vi id ms ja ko zh-Hans zh-Hant ca hr bg lt"
python3 - "$work/Resources" $languages <<'PY'
import os, sys
root, languages = sys.argv[1], sys.argv[2:]
keys = [f"screen.{i // 20}.label.{i}" for i in range(2000)]
plist = """<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
<key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@files@ (%.1f MB)</string>
<key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
<key>NSStringFormatValueTypeKey</key><string>d</string>
<key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict></dict>
<key>runs</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$#@done@</string>
<key>done</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
<key>NSStringFormatValueTypeKey</key><string>lu</string>
<key>zero</key><string>No runs completed yet</string><key>one</key><string>One %2$#@total@</string>
<key>other</key><string>%lu %2$#@total@</string></dict>
<key>total</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
<key>NSStringFormatValueTypeKey</key><string>lu</string>
<key>one</key><string>run completed</string><key>other</key><string>of %lu runs completed</string></dict></dict>
</dict></plist>
"""
for language in languages:
    folder = os.path.join(root, language + ".lproj")
    os.makedirs(folder)
    with open(os.path.join(folder, "Localizable.strings"), "w") as f:
        for index, key in enumerate(keys):
            f.write(f'/* Label {index} */\n"{key}" = "{language} text number {index} for the label";\n')
        f.write('"files.size" = "%d files (%.1f MB)";\n')
    with open(os.path.join(folder, "Localizable.stringsdict"), "w") as f:
        f.write(plist)
PY
targets=""
for language in $languages; do [ "$language" = en ] || targets="$targets --language $language"; done
for round in $(seq 1 "$rounds"); do
    rm -rf "$work/Export" "$work/Copy"
    mkdir -p "$work/Copy"
    cp -r "$work/Resources/en.lproj" "$work/Copy/"
    # shellcheck disable=SC2086
    /usr/bin/time -f "round $round: export %e s wall, %U + %S s CPU, %M KiB" \
        "$intl" strings export "$work/Resources" $targets --to "$work/Export" > /dev/null
    /usr/bin/time -f "round $round: import %e s wall, %U + %S s CPU, %M KiB" \
        "$intl" strings import "$work/Export"/*.xcloc --into "$work/Copy" > /dev/null
    for language in de ru ar; do
        for table in Localizable.strings Localizable.stringsdict; do
            "$intl" strings dump "$work/Resources/$language.lproj/$table" > "$work/a.json"
            "$intl" strings dump "$work/Copy/$language.lproj/$table" > "$work/b.json"
            cmp -s "$work/a.json" "$work/b.json" || { echo "error: $language.lproj/$table differs after the round trip" >&2; exit 1; }
        done
    done
done
