#!/usr/bin/env python3
"""The Python peer of `intl timestamps --format FORMAT`: reads lines from standard input, parses
each with datetime.strptime(FORMAT) and prints epoch seconds (with microseconds when the format
reads a fraction), one per line, "ERROR" for a line that does not parse. A record without a zone
is read in UTC; one without a year gets YEAR (Python's default is 1900).

    python3 Benchmarks/Scripts/strptime-python.py '%Y-%m-%dT%H:%M:%S%z' [YEAR] < rfc3339.txt
"""
import sys
from datetime import datetime, timezone

def main():
    fmt = sys.argv[1]
    year = int(sys.argv[2]) if len(sys.argv) > 2 else None
    fraction = "%f" in fmt
    strptime = datetime.strptime
    out = []
    for line in sys.stdin:
        try:
            t = strptime(line.rstrip("\r\n"), fmt)
        except ValueError:
            out.append("ERROR\n")
            continue
        if year is not None:
            t = t.replace(year=year)
        if t.tzinfo is None:
            t = t.replace(tzinfo=timezone.utc)
        seconds = t.timestamp()
        out.append(("%.6f\n" % seconds) if fraction else ("%d\n" % seconds))
        if len(out) >= 4096:
            sys.stdout.write("".join(out))
            out.clear()
    sys.stdout.write("".join(out))

main()
