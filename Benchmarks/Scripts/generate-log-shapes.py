#!/usr/bin/env python3
"""Writes N seeded timestamp lines of one log shape to standard output (default 2,000,000), for the
log-engineer's benchmark (timestamps-peers.sh). Shapes, as the logs write them:

    rfc3339   2014-02-07T19:00:00-07:00 (Z for offset 0)
    clf       [10/Oct/2000:13:55:36 -0700]   (Apache/nginx access log, the bracketed field)
    clf-date  10 Oct 2000 13:55:36 -0700     (the same instants in the nearest form GNU `date -f` reads)
    syslog    Oct  1 22:14:15                (RFC 3164, no year: instants of 2023, a common year)
    java      2015-10-18 18:01:47,978        (Hadoop/log4j, milliseconds after a comma)

and, for the per-line instruction counts of every common shape (timestamps-shapes-callgrind.sh):

    clf-plain 10/Oct/2000:13:55:36 -0700     (--preset clf)
    java-dot  2015-10-18 18:01:47.978
    hdfs      081109 203615                  (%y%m%d %H%M%S)
    healthapp 20171223-22:15:29:98           (milliseconds without their zeros: %-3f)
    posix     2014-02-07 12:00:00 -0700      (%Y-%m-%d %H:%M:%S %z)
    http      Sun, 06 Nov 1994 08:49:37 GMT  (IMF-fixdate)
    iso8601   2014-02-07T19:00:00.5+01:00    (a fraction of 0-3 digits)
    unix      1391799600

With --malformed P, P percent of the lines (seeded, spread evenly over four kinds of damage: words
instead of the timestamp, the last three bytes cut, trailing text, a digit replaced by a letter) do
not parse. The same seed gives the same instants for every shape.

    python3 Benchmarks/Scripts/generate-log-shapes.py clf 2000000 --malformed 5 > /tmp/clf-bad5.txt
"""
import argparse
import random
import sys
import time

WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]   # time.struct_time's tm_wday 0 is Monday
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

def zone(offset, colon):
    sign = "-" if offset < 0 else "+"
    hours, minutes = divmod(abs(offset) // 60, 60)
    return "%s%02d%s%02d" % (sign, hours, ":" if colon else "", minutes)

def line(rng, shape):
    if shape == "syslog":
        seconds = rng.randrange(1_672_531_200, 1_704_067_200)   # 2023
        t = time.gmtime(seconds)
        return "%s %2d %02d:%02d:%02d" % (MONTHS[t.tm_mon - 1], t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec)
    seconds = rng.randrange(0, 4_000_000_000)
    offset = rng.randrange(-24, 29) * 1800   # -12:00 ... +14:00
    millis = rng.randrange(1000)
    t = time.gmtime(seconds + offset)
    if shape == "rfc3339":
        return "%04d-%02d-%02dT%02d:%02d:%02d%s" % (
            t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, "Z" if offset == 0 else zone(offset, True))
    if shape == "clf":
        return "[%02d/%s/%04d:%02d:%02d:%02d %s]" % (
            t.tm_mday, MONTHS[t.tm_mon - 1], t.tm_year, t.tm_hour, t.tm_min, t.tm_sec, zone(offset, False))
    if shape == "clf-plain":
        return "%02d/%s/%04d:%02d:%02d:%02d %s" % (
            t.tm_mday, MONTHS[t.tm_mon - 1], t.tm_year, t.tm_hour, t.tm_min, t.tm_sec, zone(offset, False))
    if shape == "java-dot":
        return "%04d-%02d-%02d %02d:%02d:%02d.%03d" % (t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, millis)
    if shape == "hdfs":
        return "%02d%02d%02d %02d%02d%02d" % (t.tm_year % 100, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec)
    if shape == "healthapp":
        return "%04d%02d%02d-%02d:%02d:%02d:%d" % (t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, millis)
    if shape == "posix":
        return "%04d-%02d-%02d %02d:%02d:%02d %s" % (
            t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, zone(offset, False))
    if shape == "http":
        u = time.gmtime(seconds)
        return "%s, %02d %s %04d %02d:%02d:%02d GMT" % (
            WEEKDAYS[u.tm_wday], u.tm_mday, MONTHS[u.tm_mon - 1], u.tm_year, u.tm_hour, u.tm_min, u.tm_sec)
    if shape == "iso8601":
        fraction = ["", ".5", ".25", ".125"][millis % 4]
        return "%04d-%02d-%02dT%02d:%02d:%02d%s%s" % (
            t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, fraction, "Z" if offset == 0 else zone(offset, True))
    if shape == "unix":
        return "%d" % seconds
    if shape == "clf-date":
        return "%02d %s %04d %02d:%02d:%02d %s" % (
            t.tm_mday, MONTHS[t.tm_mon - 1], t.tm_year, t.tm_hour, t.tm_min, t.tm_sec, zone(offset, False))
    return "%04d-%02d-%02d %02d:%02d:%02d,%03d" % (t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, millis)

def damage(text, kind):
    if kind == 0:
        return "request from " + text[-8:]         # words where the timestamp should be
    if kind == 1:
        return text[:-3]                           # cut short
    if kind == 2:
        return text + " GET /index.html"           # trailing text
    at = max(i for i, c in enumerate(text) if c.isdigit())
    return text[:at] + "x" + text[at + 1:]         # a digit replaced by a letter

def lines(shape, count, malformed, seed=13):
    rng = random.Random(seed)
    bad = random.Random(seed + 1)
    out = []
    for _ in range(count):
        text = line(rng, shape)
        if malformed and bad.random() * 100 < malformed:
            text = damage(text, bad.randrange(4))
        out.append(text + "\n")
    return "".join(out).encode()

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("shape", choices=["rfc3339", "clf", "clf-date", "syslog", "java", "clf-plain", "java-dot", "hdfs",
                                          "healthapp", "posix", "http", "iso8601", "unix"])
    parser.add_argument("count", nargs="?", type=int, default=2_000_000)
    parser.add_argument("--malformed", type=float, default=0.0, metavar="PERCENT")
    args = parser.parse_args()
    sys.stdout.buffer.write(lines(args.shape, args.count, args.malformed))

main()
