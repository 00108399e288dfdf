#!/usr/bin/env bash
# Load test on loopback: the swift-intl routes, then the same routes done
# the usual Foundation way (/foundation/…), against one release server.
# wrk: 2 threads, 64 connections, 30 s per phase, 150 Accept-Language
# headers (Scripts/load.lua). Reports requests/s, p50/p99, errors, the
# server's RSS at start / 10 s / end of each phase, and the pools' hit rate
# during the swift-intl phase. Bounded: every step has a timeout and the
# server is stopped on exit.
#
#   Examples/LocalizedService/Scripts/load.sh [port]
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${1:-8080}"
DURATION=30
BASE="http://127.0.0.1:$PORT"

if ! command -v wrk >/dev/null 2>&1; then
    (apt-get update && apt-get install -y wrk) >/dev/null
fi

timeout 1800 swift build -c release --product localized-service --scratch-path .build-release 2>&1 | grep -E "error|Compiling localized|Build complete" || true
BIN="$(swift build -c release --scratch-path .build-release --show-bin-path)/localized-service"
"$BIN" --hostname 127.0.0.1 --port "$PORT" >/tmp/localized-service-load.log 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true' EXIT

for _ in $(seq 1 100); do
    curl -sf "$BASE/price?amount=1&currency=EUR" >/dev/null 2>&1 && break
    sleep 0.1
done

rss_kib() { awk '/VmRSS/ { print $2 }' "/proc/$SERVER/status"; }

# Sum of hits and misses over every pool, from the Prometheus text.
pool_totals() {
    curl -sf "$BASE/metrics" | awk '
        /^intl_pool_hits\{/   { hits += $NF }
        /^intl_pool_misses\{/ { misses += $NF }
        END { printf "%d %d\n", hits, misses }'
}

phase() {
    local name="$1" prefix="$2"
    # Warm-up: every header and route seen once, outside the measurement.
    timeout 30 wrk -t 2 -c 64 -d 3s -s Scripts/load.lua "$BASE" -- "$prefix" >/dev/null
    local rss_start; rss_start=$(rss_kib)
    read -r hits0 misses0 < <(pool_totals)
    timeout $((DURATION + 30)) wrk -t 2 -c 64 -d "${DURATION}s" --latency -s Scripts/load.lua "$BASE" -- "$prefix" \
        >"/tmp/localized-service-wrk-$name.txt" &
    local client=$!
    sleep 10
    local rss_10; rss_10=$(rss_kib)
    wait "$client"
    local rss_end; rss_end=$(rss_kib)
    read -r hits1 misses1 < <(pool_totals)
    local result; result=$(grep '^RESULT' "/tmp/localized-service-wrk-$name.txt" | sed 's/^RESULT //')
    local hit_rate
    hit_rate=$(awk -v h=$((hits1 - hits0)) -v m=$((misses1 - misses0)) 'BEGIN { if (h + m == 0) print "n/a"; else printf "%.4f%%", 100 * h / (h + m) }')
    echo "$name: $result rss_kib_start=$rss_start rss_kib_10s=$rss_10 rss_kib_end=$rss_end pool_hit_rate=$hit_rate"
}

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
phase swift-intl ""
phase foundation "/foundation"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
