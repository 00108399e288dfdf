#!/bin/sh
# Writes Sources/Intl/Locale/Generated/LanguageAliases.swift: CLDR 42's
# language alias rules ("cmn" → "zh", "sh" → "sr_Latn"), read from ICU 72's
# own compiled data by a small C program (CLDRData/ has no
# supplementalMetadata.xml). ICU's C canonicalizer does not apply them; its
# C++ Locale::createCanonical does, and so does IntlLocale through this table.
#
# Usage: Scripts/generate-language-aliases.sh [output-dir]
# Needs a C compiler and ICU's development files (the project's prerequisite).
# A test (LanguageAliasesFreshnessTests) checks the committed file is fresh.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-"$root/Sources/Intl/Locale/Generated"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

flags=$(pkg-config --cflags --libs icu-uc 2>/dev/null || echo "-licuuc")
# shellcheck disable=SC2086 # the flags are several words
cc "$root/Scripts/language-aliases.c" -o "$work/dump" $flags
"$work/dump" > "$work/rules.txt"

# Rules whose replacement is private use ("i_default" → "en_x_i_default")
# are ICU's grandfathered tags, which its tag parser already maps.
grep -v '_x_' "$work/rules.txt" > "$work/kept.txt"
count=$(wc -l < "$work/kept.txt" | tr -d ' ')
version=$(pkg-config --modversion icu-uc 2>/dev/null || echo "72")

mkdir -p "$out"
{
    echo "// GENERATED FILE, DO NOT EDIT. Regenerate with: Scripts/generate-language-aliases.sh"
    echo "// Source: ICU $version's compiled CLDR alias data (bundle \"metadata\", table alias/language)."
    echo "// Contents: $count language alias rules (type, replacement) in ICU id form, sorted by type."
    echo ""
    echo "extension LanguageAliases {"
    echo "    static let rules: [(type: String, replacement: String)] = ["
    awk '{ printf "        (\"%s\", \"%s\"),\n", $1, $2 }' "$work/kept.txt"
    echo "    ]"
    echo "}"
} > "$out/LanguageAliases+Rules.swift"
