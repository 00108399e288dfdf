#!/usr/bin/env python3
"""First-output latency of `intl timestamps` on a pipe: starts the tool, waits until it is idle
on its input, writes one line, and times until its result line can be read. Prints the median
and maximum of ROUNDS rounds (default 20), in milliseconds, for the given extra arguments.

    python3 Benchmarks/Scripts/first-output-latency.py [ROUNDS] [-- extra intl arguments]
"""
import os
import subprocess
import sys
import time

def one_round(extra):
    process = subprocess.Popen([".build/release/intl", "timestamps", "--format", "%Y-%m-%d %H:%M:%S %z"] + extra,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
    time.sleep(0.3)                                   # past start-up: the tool now waits in read(2)
    start = time.monotonic()
    process.stdin.write(b"2014-02-07 12:00:00 -0700\n")
    line = process.stdout.readline()
    elapsed = time.monotonic() - start
    assert line == b"1391799600\n", line
    process.stdin.close()
    process.wait()
    return elapsed * 1000

def main():
    args = sys.argv[1:]
    extra = args[args.index("--") + 1:] if "--" in args else []
    rounds = int(args[0]) if args and args[0] != "--" else 20
    times = sorted(one_round(extra) for _ in range(rounds))
    print("first output after %.2f ms median, %.2f ms max (%d rounds, extra arguments %s)"
          % (times[len(times) // 2], times[-1], rounds, extra or "none"))

main()
