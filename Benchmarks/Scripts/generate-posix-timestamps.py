#!/usr/bin/env python3
"""Writes N seeded `%Y-%m-%d %H:%M:%S %z` lines to standard output (default 2,000,000), for the
end-to-end `intl timestamps` measurements in RESULTS.md. With --forever it repeats the lines until
the reader stops (for the peak-memory run: `... --forever | head -c 2G | intl timestamps ...`).
With --malformed P, P percent of the lines (seeded, spread evenly over four kinds of damage: a
month 13, words instead of a date, a missing offset, trailing text) do not parse; with
--rfc3339 the lines are RFC 3339 (`2014-02-07T19:00:00-07:00`) instead.

    python3 Benchmarks/Scripts/generate-posix-timestamps.py 2000000 > /tmp/posix-2M.txt
    python3 Benchmarks/Scripts/generate-posix-timestamps.py 2000000 --malformed 5 > /tmp/posix-2M-bad5.txt
"""
import argparse
import random
import sys
import time

def line(rng, rfc3339):
    seconds = rng.randrange(0, 4_000_000_000)
    offset = rng.randrange(-24, 29) * 1800   # -12:00 ... +14:00
    t = time.gmtime(seconds + offset)
    sign = "-" if offset < 0 else "+"
    hours, minutes = divmod(abs(offset) // 60, 60)
    if rfc3339:
        zone = "Z" if offset == 0 else "%s%02d:%02d" % (sign, hours, minutes)
        return "%04d-%02d-%02dT%02d:%02d:%02d%s" % (
            t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, zone)
    return "%04d-%02d-%02d %02d:%02d:%02d %s%02d%02d" % (
        t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, sign, hours, minutes)

def damage(text, kind):
    if kind == 0:
        return text[:5] + "13" + text[7:]          # month 13
    if kind == 1:
        return "request from " + text[11:19]       # words where the date should be
    if kind == 2:
        return text[:19]                           # the offset is missing
    return text + " GET /index.html"               # trailing text

def lines(count, malformed=0.0, rfc3339=False, seed=13):
    rng = random.Random(seed)
    bad = random.Random(seed + 1)
    out = []
    for _ in range(count):
        text = line(rng, rfc3339)
        if malformed and bad.random() * 100 < malformed:
            text = damage(text, bad.randrange(4))
        out.append(text + "\n")
    return "".join(out).encode()

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("count", nargs="?", type=int, default=2_000_000)
    parser.add_argument("--forever", action="store_true")
    parser.add_argument("--malformed", type=float, default=0.0, metavar="PERCENT")
    parser.add_argument("--rfc3339", action="store_true")
    args = parser.parse_args()
    block = lines(args.count, args.malformed, args.rfc3339)
    try:
        if args.forever:
            while True:
                sys.stdout.buffer.write(block)
        else:
            sys.stdout.buffer.write(block)
    except BrokenPipeError:
        pass

main()
