#!/usr/bin/env python3
"""Measures `layoutdraw explain` and `--vary` on the Field Guide's listings.

    python3 Benchmarks/explain-bench.py path/to/layoutdraw [--runs N]

Use the release binary (`make release`). For each of the Field Guide's three listings
(Fixtures/000-*.swift, article 000) it times `layoutdraw explain` as a writer runs it (default
sliders, then the reader-in-HStack listing with a 24-step width slider), whole processes, the
median and the worst of N runs (default 5), and all three pages one after the other; then the
moving pictures of the reader-in-HStack listing (`--vary width=200...400`) as APNG and GIF. It
prints each page's and picture's size. Numbers go into Docs/Performance.md.
"""

import os
import statistics
import subprocess
import sys
import tempfile
import time

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LISTINGS = ["000-proposed-size-readout.swift", "000-measure-through-overlay.swift", "000-reader-in-hstack.swift"]


def timed(command, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times), max(times)


def main():
    arguments = sys.argv[1:]
    if not arguments:
        print(__doc__)
        return 64
    binary = os.path.abspath(arguments[0])
    runs = int(arguments[arguments.index("--runs") + 1]) if "--runs" in arguments else 5
    work = tempfile.mkdtemp(prefix="layoutdraw-explain-bench-")
    fixture = lambda name: os.path.join(REPOSITORY, "Fixtures", name)
    print(f"{'page':<58} {'median':>8} {'worst':>8} {'size':>10}")
    cases = [(name, []) for name in LISTINGS] + [("000-reader-in-hstack.swift", ["--vary", "width=200...440,step=10"])]
    for name, extra in cases:
        out = os.path.join(work, name + ".html")
        median, worst = timed([binary, "explain", fixture(name), "-o", out] + extra, runs)
        label = name + (" " + " ".join(extra[1:]) if extra else "")
        print(f"{label:<58} {median * 1000:>6.0f} ms {worst * 1000:>6.0f} ms {os.path.getsize(out):>8,} B")
    whole = []
    for _ in range(runs):
        start = time.perf_counter()
        for name in LISTINGS:
            subprocess.run([binary, "explain", fixture(name), "-o", os.path.join(work, "all-" + name + ".html")], check=True, stdout=subprocess.DEVNULL)
        whole.append(time.perf_counter() - start)
    print(f"{'the three listings, one after the other':<58} {statistics.median(whole) * 1000:>6.0f} ms {max(whole) * 1000:>6.0f} ms")
    print()
    print(f"{'moving picture':<58} {'median':>8} {'worst':>8} {'size':>10}")
    for suffix in ["png", "gif"]:
        out = os.path.join(work, "sweep." + suffix)
        median, worst = timed([binary, fixture("000-reader-in-hstack.swift"), "--vary", "width=200...400", "-o", out], runs)
        print(f"{'000-reader-in-hstack.swift width=200...400 -o sweep.' + suffix:<58} {median * 1000:>6.0f} ms {worst * 1000:>6.0f} ms {os.path.getsize(out):>8,} B")
    return 0


if __name__ == "__main__":
    sys.exit(main())
