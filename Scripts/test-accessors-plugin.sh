#!/usr/bin/env bash
# IntlStringsPlugin on the fixture package Tests/Fixtures/AccessorsPlugin (issue 27 item 6): builds
# each target of it as a consumer would, outside the main build: in the scratch consumer's folder
# (.build-consumer, Scripts/test-consumer.sh), where swift-intl is already built with the default traits.
#   Good             compiles, and its accessors (.strings, .stringsdict, .xcstrings) print the expected
#                    text in en, de and ru (plurals);
#   BadArgumentType  does not compile, because a String is passed where the catalog says %lld;
#   Disagreeing      fails in the generator, with the error naming the German file and the key.
# Called from Scripts/test.sh after the consumer; needs the same ICU prerequisite. Run alone, it builds
# swift-intl itself: nice.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
fixture=Tests/Fixtures/AccessorsPlugin
build=(nice swift build --package-path "$fixture" --scratch-path "$root/.build-consumer")
log=$(mktemp)
trap 'rm -f "$log"' EXIT

"${build[@]}" --product Good
"$root/.build-consumer/debug/Good" | diff -u "$fixture/expected-good.txt" -
echo "Good: accessors return the expected text in en, de and ru"

# expect_failure TARGET LINE: the target's build fails and its output has LINE.
expect_failure() {
    if "${build[@]}" --target "$1" >"$log" 2>&1; then
        echo "error: $1 built, but it must fail with: $2" >&2
        exit 1
    fi
    if ! grep -qF -- "$2" "$log"; then
        cat "$log" >&2
        echo "error: $1 failed, but without: $2" >&2
        exit 1
    fi
    echo "$1: fails with: $2"
}
expect_failure BadArgumentType "error: cannot convert value of type 'String' to expected argument type 'Int'"
expect_failure Disagreeing \
    "$root/$fixture/Sources/Disagreeing/Resources/de.lproj/Localizable.strings:1:1: error: \"items\" (de): argument 1 is %@, but en has %lld"
