#!/usr/bin/env python3
"""Writes N seeded `%Y-%m-%d %H:%M:%S %z` lines to standard output (default 2,000,000), for the
end-to-end `intl timestamps` measurements in RESULTS.md. With --forever it repeats the lines until
the reader stops (for the peak-memory run: `... --forever | head -c 2G | intl timestamps ...`).

    python3 Benchmarks/Scripts/generate-posix-timestamps.py 2000000 > /tmp/posix-2M.txt
"""
import random
import sys
import time

def lines(count, seed=13):
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        seconds = rng.randrange(0, 4_000_000_000)
        offset = rng.randrange(-24, 29) * 1800   # -12:00 ... +14:00
        t = time.gmtime(seconds + offset)
        sign = "-" if offset < 0 else "+"
        hours, minutes = divmod(abs(offset) // 60, 60)
        out.append("%04d-%02d-%02d %02d:%02d:%02d %s%02d%02d\n" % (
            t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, sign, hours, minutes))
    return "".join(out).encode()

def main():
    args = [a for a in sys.argv[1:] if a != "--forever"]
    count = int(args[0]) if args else 2_000_000
    block = lines(count)
    try:
        if "--forever" in sys.argv:
            while True:
                sys.stdout.buffer.write(block)
        else:
            sys.stdout.buffer.write(block)
    except BrokenPipeError:
        pass

main()
