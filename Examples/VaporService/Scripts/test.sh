#!/usr/bin/env bash
# Builds the VaporService example and runs its HTTP tests against the live
# server (real sockets on 127.0.0.1), then starts the built `vapor-service`
# binary as a user would and asks it once. Called from the project's
# Scripts/test.sh; needs the same ICU prerequisite. Arguments go to `swift
# build` and `swift test` (Scripts/test.sh passes the project's own
# --scratch-path, so the frameworks it has built are not built again).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --build-tests "$@"
swift test --skip-build "$@"

# The product itself: `vapor-service --hostname H --port P`, one request, stop.
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$(swift build --show-bin-path "$@")/vapor-service" --hostname 127.0.0.1 --port "$port" --env production >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
expected="Привет, Ada! У вас 5 новых сообщений."
for _ in $(seq 1 100); do
    answer=$(curl -sf -H 'Accept-Language: ru' "http://127.0.0.1:$port/hello?name=Ada&count=5" || true)
    [ -n "$answer" ] && break
    sleep 0.1
done
if [ "$answer" != "$expected" ]; then
    echo "error: vapor-service answered \"$answer\", expected \"$expected\"" >&2
    exit 1
fi
echo "vapor-service answered: $answer"
