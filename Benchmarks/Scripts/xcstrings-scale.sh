#!/bin/sh
# Import, export and status of one large `.xcstrings` (issue 44, item 9): a catalog of 50,000 keys
# in English (45,000 plain strings, some with arguments, comments and escapes; 5,000 plural strings,
# `one` and `other`), exported for German (55,000 units: German needs `one` and `other`), the
# XLIFF's targets filled in, then imported; then the 50,000 keys, now translated, exported and
# counted by `intl strings status`. Timed (wall, CPU user + sys, peak RSS), each ROUNDS times:
#   import  `intl strings import de.xcloc --into Resources`  (55,000 units; the catalog without German each round)
#   export  `intl strings export Resources --language de`     (50,000 keys, translated)
#   status  `intl strings status Resources`                   (50,000 keys, translated)
# The XLIFF also carries 25 targets whose arguments differ from English (`%d` for `%@`) and 25 plural
# keys with only `one` translated: the entry check refuses those 50 keys, so the import prints 50
# warnings and imports the rest. Each round checks the summary line, the warnings' count and status.
# Every generated file is deterministic (no clock, no random numbers).
#
# Usage: Benchmarks/Scripts/xcstrings-scale.sh [ROUNDS]   (from the package root, after
# `swift build -c release --product intl`; INTL=<path> runs another binary; KEEP=<dir> keeps
# each round's outputs there, to compare two binaries' bytes: the catalog after import, the
# export's XLIFF, standard output and error of all three commands)
set -eu
rounds=${1:-3}
intl=${INTL:-$(pwd)/.build/release/intl}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Resources"
python3 - "$work/Resources/Localizable.xcstrings" <<'PY'
import json, sys
strings = {}
for i in range(50_000):
    group = i // 20
    if i % 10 == 9:
        key = f"screen.{group}.count.{i}"
        strings[key] = {
            "comment": f"Count on screen {group}",
            "extractionState": "manual",
            "localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": f"%lld file on screen {group}"}},
                "other": {"stringUnit": {"state": "translated", "value": f"%lld files on screen {group}"}},
            }}}},
        }
        continue
    key = f"screen.{group}.label.{i}"
    if i % 7 == 0:
        value = f"Hello %@, label {i}"
    elif i % 11 == 0:
        value = f"Label {i}: \"quoted\" and\na second line"
    elif i % 13 == 0:
        value = f"Prix {i} \u20ac \u2014 caf\u00e9"
    else:
        value = f"Text number {i} for the label"
    entry = {"extractionState": "manual",
             "localizations": {"en": {"stringUnit": {"state": "translated", "value": value}}}}
    if i % 3 == 0:
        entry["comment"] = f"Label {i} on screen {group}"
    strings[key] = entry
catalog = {"sourceLanguage": "en", "strings": strings, "version": "1.0"}
with open(sys.argv[1], "w", encoding="utf-8") as f:
    f.write(json.dumps(catalog, indent=2, separators=(",", " : "), sort_keys=True, ensure_ascii=False) + "\n")
PY
cp "$work/Resources/Localizable.xcstrings" "$work/english.xcstrings"
"$intl" strings export "$work/Resources" --language de --to "$work/Untranslated" > /dev/null
python3 - "$work/Untranslated/de.xcloc/Localized Contents/de.xliff" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
units = 0
refused_arguments = 0
refused_plurals = 0
def fill(match):
    global units, refused_arguments, refused_plurals
    unit_id, source = match.group(1), match.group(2)
    units += 1
    target = "DE " + source
    if "%@" in source and refused_arguments < 25 and units % 97 == 0:
        refused_arguments += 1
        target = target.replace("%@", "%d")
    if unit_id.endswith("|==|plural.other") and refused_plurals < 25 and units % 89 == 0:
        refused_plurals += 1
        return match.group(0)   # No target: `other` untranslated, the entry would not load.
    return match.group(0) + f'\n        <target state="translated">{target}</target>'
text = re.sub(r'<trans-unit id="([^"]*)" xml:space="preserve">\n        <source>(.*?)</source>', fill, text, flags=re.S)
assert units == 55_000, units
assert refused_arguments == 25 and refused_plurals == 25, (refused_arguments, refused_plurals)
open(path, "w", encoding="utf-8").write(text)
PY
for round in $(seq 1 "$rounds"); do
    cp "$work/english.xcstrings" "$work/Resources/Localizable.xcstrings"
    rm -rf "$work/Export"
    /usr/bin/time -f "round $round: import %e s wall, %U + %S s CPU, %M KiB" \
        "$intl" strings import "$work/Untranslated/de.xcloc" --into "$work/Resources" > "$work/import.out" 2> "$work/import.err" \
        || { cat "$work/import.err" >&2; exit 1; }
    tail -n 1 "$work/import.err" >&2
    expected="$work/Resources/Localizable.xcstrings: 0 changed, 54925 added, 0 unchanged"
    [ "$(cat "$work/import.out")" = "$expected" ] || { echo "error: import printed $(cat "$work/import.out")" >&2; exit 1; }
    [ "$(grep -c ': warning: ' "$work/import.err")" = 50 ] || { echo "error: import did not warn 50 times" >&2; exit 1; }
    /usr/bin/time -f "round $round: export %e s wall, %U + %S s CPU, %M KiB" \
        "$intl" strings export "$work/Resources" --language de --to "$work/Export" > "$work/export.out" 2> "$work/export.err" \
        || { cat "$work/export.err" >&2; exit 1; }
    tail -n 1 "$work/export.err" >&2
    /usr/bin/time -f "round $round: status %e s wall, %U + %S s CPU, %M KiB" \
        "$intl" strings status "$work/Resources" > "$work/status.out" 2> "$work/status.err" \
        || { cat "$work/status.err" >&2; exit 1; }
    tail -n 1 "$work/status.err" >&2
    expected="de: 49950 of 50000 keys translated, 0 needs review, 0 stale, 50 missing; 0 plural categories missing"
    [ "$(cat "$work/status.out")" = "$expected" ] || { echo "error: status printed $(cat "$work/status.out")" >&2; exit 1; }
    if [ -n "${KEEP:-}" ]; then
        mkdir -p "$KEEP/round$round"
        cp "$work/Resources/Localizable.xcstrings" "$work/Export/de.xcloc/Localized Contents/de.xliff" \
            "$work"/import.out "$work"/import.err "$work"/export.out "$work"/status.out "$KEEP/round$round/"
        sed "s|$work|WORK|g" "$work/import.err" | grep -v ' s wall, ' > "$KEEP/round$round/import.err"
        sed "s|$work|WORK|g" "$work/import.out" > "$KEEP/round$round/import.out"
        sed "s|$work|WORK|g" "$work/export.out" > "$KEEP/round$round/export.out"
    fi
done
