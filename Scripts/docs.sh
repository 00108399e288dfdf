#!/usr/bin/env bash
# Builds the DocC documentation of every library target (swift-docc-plugin's
# `swift package generate-documentation`) and fails on any warning: a broken
# symbol link or an undocumented parameter is a defect like a failing test.
# Archives: .build/plugins/Swift-DocC/outputs/<Target>.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."

# Every target of every library product, read from the manifest so a new
# library is documented (and checked) without editing this script.
# Targets that need a package trait (the server middleware) are left out: without their
# trait they are empty, and building one for DocC would build its framework.
targets=$(swift package dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
def needs_trait(dependency):
    condition = next(iter(dependency.values()))[-1]
    return bool(condition and condition.get("traits"))
gated = {target["name"] for target in package["targets"] if any(map(needs_trait, target["dependencies"]))}
names = []
for product in package["products"]:
    if "library" in product["type"]:
        names += [target for target in product["targets"] if target not in names and target not in gated]
print(" ".join(names))
')

log=$(mktemp)
trap 'rm -f "$log"' EXIT
target_flags=()
for target in $targets; do target_flags+=(--target "$target"); done

# --warnings-as-errors makes DocC itself fail; the grep also catches compiler
# warnings in the build the plugin runs first.
status=0
swift package generate-documentation "${target_flags[@]}" --warnings-as-errors 2>&1 | tee "$log" || status=$?
if [ "$status" -ne 0 ] || grep -qE '(^|: )(warning|error):' "$log"; then
    echo "error: documentation has warnings or errors (see above)" >&2
    exit 1
fi
echo "documentation built without warnings: $targets"
