#!/usr/bin/env bash
# The localization middleware's cost under load (issue 27 item 7): for Hummingbird and
# then Vapor, one release server (Benchmarks/MiddlewareOverhead) answers
#   /fixed      a constant string, no middleware, and
#   /localized  the same route through the middleware: negotiation (?lang=, cookie,
#               Accept-Language), Content-Language and Vary, and a catalog message with
#               a plural and a number ("3 Artikel für 12.50 €"),
# to wrk on loopback with `Accept-Language: de-CH, en;q=0.5`. The two routes alternate
# for ROUNDS rounds of SECONDS each after a warm-up, so both see the same machine; the
# median requests/s of each is reported, and the localized route must keep at least
# 80% of the fixed route's (exit 1 otherwise). Writes the figures as JSON to OUT.
#
#   Benchmarks/Scripts/middleware-overhead.sh [OUT.json] [ROUNDS] [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT="${1:-/tmp/middleware-overhead.json}"
ROUNDS="${2:-3}"
SECONDS_PER_RUN="${3:-10}"
THREADS=1
CONNECTIONS=32
HEADER="Accept-Language: de-CH, en;q=0.5"
EXPECTED="3 Artikel für 12.50 €"

if ! command -v wrk >/dev/null 2>&1; then
    (apt-get update && apt-get install -y wrk) >/dev/null
fi

PACKAGE=Benchmarks/MiddlewareOverhead
timeout 3600 swift build -c release --package-path "$PACKAGE" 2>&1 | grep -E "error|Build complete" || true
BIN="$(swift build -c release --package-path "$PACKAGE" --show-bin-path)/middleware-overhead-server"
CATALOG="$PWD/Tests/Fixtures/ServerCatalog"
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
BASE="http://127.0.0.1:$PORT"

SERVER=""
stop_server() {
    if [ -n "$SERVER" ]; then kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true; SERVER=""; fi
}
trap stop_server EXIT

# requests/s of one wrk run; fails on socket errors or non-2xx answers.
requests_per_second() {
    local output
    output=$(timeout $((SECONDS_PER_RUN + 30)) wrk -t "$THREADS" -c "$CONNECTIONS" -d "${SECONDS_PER_RUN}s" -H "$HEADER" "$BASE$1")
    if grep -qE "Non-2xx|Socket errors" <<<"$output"; then
        echo "error: wrk $1 saw errors:" >&2; echo "$output" >&2; exit 1
    fi
    awk '/^Requests\/sec:/ { print $2 }' <<<"$output"
}

median() { tr ' ' '\n' | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

results=()
for framework in hummingbird vapor; do
    "$BIN" "$framework" "$PORT" "$CATALOG" >"/tmp/middleware-overhead-$framework.log" 2>&1 &
    SERVER=$!
    for _ in $(seq 1 100); do curl -sf "$BASE/fixed" >/dev/null 2>&1 && break; sleep 0.1; done
    # The two routes answer the same text; the localized one in the negotiated language.
    for route in fixed localized; do
        body=$(curl -sf -H "$HEADER" "$BASE/$route")
        if [ "$body" != "$EXPECTED" ]; then echo "error: $framework /$route answered \"$body\"" >&2; exit 1; fi
    done
    curl -sfi -H "$HEADER" "$BASE/localized" | grep -iE "^(content-language|vary):" | tr -d '\r'
    # Warm-up: formatter pools, negotiation caches, connection setup.
    timeout 60 wrk -t "$THREADS" -c "$CONNECTIONS" -d 3s -H "$HEADER" "$BASE/fixed" >/dev/null
    timeout 60 wrk -t "$THREADS" -c "$CONNECTIONS" -d 3s -H "$HEADER" "$BASE/localized" >/dev/null
    fixed=() localized=()
    for round in $(seq 1 "$ROUNDS"); do
        fixed+=("$(requests_per_second /fixed)")
        localized+=("$(requests_per_second /localized)")
        echo "$framework round $round: fixed ${fixed[-1]} req/s, localized ${localized[-1]} req/s (load $(cut -d' ' -f1 /proc/loadavg))"
    done
    stop_server
    fixed_median=$(echo "${fixed[*]}" | median)
    localized_median=$(echo "${localized[*]}" | median)
    ratio=$(awk -v l="$localized_median" -v f="$fixed_median" 'BEGIN { printf "%.3f", l / f }')
    echo "$framework: fixed $fixed_median req/s, localized $localized_median req/s, localized/fixed = $ratio"
    fixed_list=$(IFS=,; echo "${fixed[*]}")
    localized_list=$(IFS=,; echo "${localized[*]}")
    results+=("{\"framework\": \"$framework\", \"fixed\": [$fixed_list], \"localized\": [$localized_list], \"fixed_median\": $fixed_median, \"localized_median\": $localized_median, \"ratio\": $ratio}")
done

{
    echo "["
    for i in "${!results[@]}"; do
        echo "  ${results[$i]}$([ "$i" -lt $((${#results[@]} - 1)) ] && echo ,)"
    done
    echo "]"
} >"$OUT"
echo "wrote $OUT"

python3 - "$OUT" <<'PY'
import json, sys
failed = [r["framework"] for r in json.load(open(sys.argv[1])) if r["ratio"] < 0.8]
if failed:
    sys.exit(f"error: the localized route keeps less than 80% of the fixed route's requests/s: {', '.join(failed)}")
PY
