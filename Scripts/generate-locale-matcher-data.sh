#!/bin/sh
# Writes Sources/Intl/Locale/Generated/LocaleMatcherData+Source.swift: the data
# ICU 72's LocaleMatcher matches with (CLDR 42 likelySubtags and
# languageMatching as compiled into ICU's "langInfo" bundle: likely-subtags
# trie, language and region aliases, distance trie, region partitions,
# paradigm locales, default distances), read by a small C++ program because
# CLDRData/ has no languageInfo.xml. The native matcher (LocaleMatcherData,
# LikelySubtags, LocaleDistance) answers from it without calling ICU.
#
# Usage: Scripts/generate-locale-matcher-data.sh [output-dir]
# Needs a C++ compiler and ICU's development files (the project's prerequisite).
# A test (LocaleMatcherDataFreshnessTests) checks the committed file is fresh.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-"$root/Sources/Intl/Locale/Generated"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

flags=$(pkg-config --cflags --libs icu-uc 2>/dev/null || echo "-licuuc")
# shellcheck disable=SC2086 # the flags are several words
c++ -std=c++17 "$root/Scripts/locale-matcher-data.cpp" -o "$work/dump" $flags
"$work/dump" > "$work/data.txt"
version=$(pkg-config --modversion icu-uc 2>/dev/null || echo "72")
count() { grep -c "^$1 " "$work/data.txt" || true; }

mkdir -p "$out"
{
    echo "// GENERATED FILE, DO NOT EDIT. Regenerate with: Scripts/generate-locale-matcher-data.sh"
    echo "// Source: ICU $version's compiled CLDR matching data (bundle \"langInfo\", tables likely and match)."
    echo "// Contents: $(count lsr) likely LSRs, $(count likely) likely-trie prefixes, $(count distance) distance-trie"
    echo "// prefixes, $(count languageAlias) language and $(count regionAlias) region aliases, $(count partition) region partitions,"
    echo "// $(count paradigm) paradigm locales; one line each, read once by LocaleMatcherData."
    echo ""
    echo "extension LocaleMatcherData {"
    echo "    static let source = \"\"\""
    sed 's/^/        /' "$work/data.txt"
    echo "        \"\"\""
    echo "}"
} > "$out/LocaleMatcherData+Source.swift"
