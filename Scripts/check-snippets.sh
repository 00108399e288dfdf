#!/usr/bin/env bash
# Runs every DocC snippet (Snippets/*.swift, built by `swift build` with the same arguments)
# and compares what it prints with Tests/Fixtures/SnippetOutputs/<name>.txt, byte for byte:
# the articles' examples compile and print what their comments say.
#   Scripts/check-snippets.sh [swift build arguments, e.g. --traits …]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(swift build "$@" --show-bin-path)
status=0
for source in Snippets/*.swift; do
    name=$(basename "$source" .swift)
    expected="Tests/Fixtures/SnippetOutputs/$name.txt"
    if [ ! -f "$expected" ]; then
        echo "error: $source has no expected output ($expected)" >&2
        status=1
        continue
    fi
    if ! diff -u "$expected" <("$bin/$name") >&2; then
        echo "error: $source printed something else than $expected (diff above)" >&2
        status=1
    fi
done
[ "$status" -eq 0 ] && echo "snippets: $(ls Snippets/*.swift | wc -l) printed what their comments say"
exit "$status"
