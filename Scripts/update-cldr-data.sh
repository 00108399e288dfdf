#!/bin/sh
# Copies the pinned CLDR 42 supplemental data into CLDRData/42.0/ and writes
# CLDRData/README.md (version, source, SHA-256 of each file, license).
#
# Source: ../shared/cldr/42.0/ relative to the repository root (the shared
# checkout next to this repository), itself a byte-for-byte copy of upstream
# unicode-org/cldr tag release-42; see its README.md for provenance.
#
# Usage: Scripts/update-cldr-data.sh [source-dir]
# After running it, regenerate the plural tables:
#   swift Scripts/generate-plural-tables.swift
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
version=42.0
source=${1:-"$root/../shared/cldr/$version"}
dest="$root/CLDRData/$version"

files="common/supplemental/plurals.xml
common/supplemental/ordinals.xml
common/supplemental/pluralRanges.xml
common/supplemental/likelySubtags.xml
common/supplemental/supplementalData.xml
common/dtd/ldmlSupplemental.dtd
unicode-license.txt"

if [ ! -d "$source" ]; then
    echo "error: CLDR source not found: $source" >&2
    exit 1
fi

rm -rf "$dest"
for file in $files; do
    mkdir -p "$dest/$(dirname "$file")"
    cp "$source/$file" "$dest/$file"
done

{
    echo "# CLDR $version data (pinned)"
    echo
    echo "Unicode CLDR release 42 (tag \`release-42\` of https://github.com/unicode-org/cldr),"
    echo "the CLDR that ICU 72 is built from. swift-intl's plural tables are generated from"
    echo "these files; tests read them from here, never from outside the repository."
    echo
    echo "Copied by \`Scripts/update-cldr-data.sh\` from \`../shared/cldr/$version/\`, which records"
    echo "where the bytes came from and how they were checked against ICU 72. Paths are CLDR's"
    echo "own repository paths, unchanged. Do not edit these files: update the source and rerun"
    echo "the script, then \`swift Scripts/generate-plural-tables.swift\`."
    echo
    echo "| file | bytes | SHA-256 |"
    echo "|---|---:|---|"
    for file in $files; do
        bytes=$(wc -c < "$dest/$file" | tr -d ' ')
        sha=$(sha256sum "$dest/$file" | cut -d ' ' -f 1)
        echo "| $version/$file | $bytes | $sha |"
    done
    echo
    echo "## License"
    echo
    echo "Unicode License (\`SPDX-License-Identifier: Unicode-DFS-2016\`, see"
    echo "\`$version/unicode-license.txt\` and https://www.unicode.org/copyright.html)."
    echo "Keep the license file with any copy of the data."
} > "$root/CLDRData/README.md"

echo "Copied $(echo "$files" | wc -l | tr -d ' ') files into CLDRData/$version"
