#!/usr/bin/env bash
# A service's view of the package (Tests/Fixtures/ScratchConsumer): it links `Intl` beside a pin of
# swift-syntax 600.0.1, the lowest release Package.swift admits, as a macro package would.
#  1. With swift-intl's default traits, swift-syntax comes from the consumer's pin alone (no library
#     product resolves it): the dependency tree shows it once, at 600.0.1, directly under the consumer.
#  2. The consumer resolves and builds, and prints what it formatted.
#  3. With `--source-tools` (CI, after Scripts/test.sh: a swift-syntax build of its own), `intl` with
#     the trait SourceTools builds against swift-syntax 600.0.1 and rewrites as it does with the
#     highest release, 603, which the project's own build resolves (Scripts/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
fixture=Tests/Fixtures/ScratchConsumer
scratch=(--package-path "$fixture" --scratch-path "$root/.build-consumer")

tree=$(swift package "${scratch[@]}" show-dependencies --format json)
syntax_versions=$(python3 -c '
import json, sys
def walk(node, depth):
    for child in node["dependencies"]:
        if child["identity"] == "swift-syntax":
            yield "%d:%s" % (depth, child["version"])
        yield from walk(child, depth + 1)
print(" ".join(walk(json.load(sys.stdin), 0)))' <<<"$tree")
if [ "$syntax_versions" != "0:600.0.1" ]; then
    echo "error: swift-syntax in the consumer's graph: '$syntax_versions', expected only the consumer's own pin (0:600.0.1)" >&2
    exit 1
fi
echo "default traits: swift-syntax only from the consumer's pin (600.0.1)"

swift build "${scratch[@]}"
answer=$("$root/.build-consumer/debug/ScratchConsumer")
if [ "$answer" != "1,234.5 · swift-syntax's TokenSyntax" ]; then
    echo "error: the consumer printed \"$answer\"" >&2
    exit 1
fi
echo "consumer built and ran: $answer"
[ "${1:-}" = --source-tools ] || exit 0

SCRATCH_CONSUMER_SOURCE_TOOLS=1 swift build "${scratch[@]}" --product intl
printf 'let title = "订单"\n' > "$root/.build-consumer/Order.swift"
diff=$("$root/.build-consumer/debug/intl" strings wrap "$root/.build-consumer/Order.swift" --table Order \
    --strings "$root/.build-consumer/zh-Hans.lproj" --dry-run | grep '^+let')
if [ "$diff" != '+let title = String(localized: "订单", table: "Order")' ]; then
    echo "error: intl strings wrap built against swift-syntax 600.0.1 wrote: $diff" >&2
    exit 1
fi
echo "intl with SourceTools against swift-syntax 600.0.1: wrap rewrites as with 603"
