#!/usr/bin/env python3
"""Times `layoutdraw watch` redrawing a view of a generated 1,000-file project after an edit.

    Benchmarks/project-generator.py /tmp/big
    Benchmarks/project-watch.py path/to/layoutdraw /tmp/big [--edits 20]

Starts `layoutdraw watch App/Views/Row5View.swift` in the project, waits for the first picture,
then EDITS times appends a comment line, in turn, to the view's file and to its model's file
(another file of the project the view reaches), waiting for each redraw. Prints the watch's own
"drawn in N ms" for the first picture and the median and worst of the redraws after an edit of
each file: the time from the change being seen to the new picture written (decode with the
project, layout, render, write), which is what the project context adds to a redraw.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("layoutdraw")
    parser.add_argument("project")
    parser.add_argument("--edits", type=int, default=20)
    arguments = parser.parse_args()
    view = "App/Views/Row5View.swift"
    model = "App/Models/Model5.swift"
    process = subprocess.Popen(
        [os.path.abspath(arguments.layoutdraw), "watch", view, "-o", "/tmp/project-watch.png"],
        cwd=arguments.project, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    drawn = re.compile(r"drawn in (\d+) ms")

    def next_time():
        deadline = time.time() + 60
        while time.time() < deadline:
            line = process.stdout.readline()
            if not line:
                break
            found = drawn.search(line)
            if found:
                return int(found.group(1))
            if "has errors" in line:
                sys.exit("the view has errors: " + line)
        sys.exit("no picture within 60 s")

    try:
        first = next_time()
        times = {view: [], model: []}
        for edit in range(arguments.edits):
            path = view if edit % 2 == 0 else model
            time.sleep(0.4)
            with open(os.path.join(arguments.project, path), "a") as handle:
                handle.write(f"// edit {edit}\n")
            times[path].append(next_time())
        print(f"first picture: {first} ms")
        for path, values in times.items():
            print(f"after an edit of {path}: median {statistics.median(values)} ms, worst {max(values)} ms ({len(values)} edits)")
    finally:
        process.terminate()
        process.wait()


if __name__ == "__main__":
    main()
