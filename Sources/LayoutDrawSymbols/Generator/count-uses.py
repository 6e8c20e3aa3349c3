#!/usr/bin/env python3
"""Counts the SF Symbols that Swift sources name, and how many of them the symbol table
(sf-symbols.tsv beside this script) draws. A use is a literal name after `systemName:` or
`systemImage:` -- `Image(systemName: "star")`, `Label("Add", systemImage: "plus")`,
`UIImage(systemName: "gear")`, `Button("…", systemImage: "…")` -- in any *.swift file under the
given folders; an interpolated name ("\\(kind).fill") is no literal and is not counted.

    python3 Sources/LayoutDrawSymbols/Generator/count-uses.py [--missing N] [--each] FOLDER...

Prints the uses and distinct names drawn, over all folders (and with --each, per folder), then
the N names not drawn that are used most (default 40), with their counts. The output is
deterministic: folders and files are read in sorted order, ties sorted by name."""
import argparse, collections, os, re, sys

here = os.path.dirname(os.path.abspath(__file__))
USE = re.compile(r'\b(?:systemName|systemImage)\s*:\s*"([^"\\\n]*)"')


def table():
    names = set()
    for line in open(os.path.join(here, 'sf-symbols.tsv'), encoding='utf-8'):
        line = line.rstrip('\n')
        if line and not line.startswith('#'):
            names.add(line.split('\t')[0])
    return names


def uses(folder):
    counts = collections.Counter()
    for root, dirs, files in os.walk(folder):
        dirs.sort()
        for file in sorted(files):
            if file.endswith('.swift'):
                with open(os.path.join(root, file), encoding='utf-8', errors='replace') as f:
                    counts.update(name for name in USE.findall(f.read()) if name)
    return counts


def summary(label, counts, drawn):
    total = sum(counts.values())
    covered = sum(n for name, n in counts.items() if name in drawn)
    distinct = len(counts)
    distinct_covered = sum(1 for name in counts if name in drawn)
    pct = lambda a, b: f'{100 * a / b:.1f} %' if b else '-'
    print(f'{label}: {covered} of {total} uses drawn ({pct(covered, total)}), '
          f'{distinct_covered} of {distinct} distinct names ({pct(distinct_covered, distinct)})')


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--missing', type=int, default=40, help='list this many names not drawn')
    parser.add_argument('--each', action='store_true', help='a line per folder too')
    parser.add_argument('folders', nargs='+')
    args = parser.parse_args()
    drawn = table()
    total = collections.Counter()
    for folder in sorted(args.folders):
        counts = uses(folder)
        if args.each:
            summary(os.path.basename(os.path.normpath(folder)), counts, drawn)
        total.update(counts)
    summary('all', total, drawn)
    missing = sorted(((n, name) for name, n in total.items() if name not in drawn), key=lambda x: (-x[0], x[1]))
    if missing and args.missing:
        print(f'not drawn ({len(missing)} names), most used first:')
        for n, name in missing[:args.missing]:
            print(f'{n:6d}  {name}')


if __name__ == '__main__':
    sys.exit(main())
