#!/usr/bin/env bash
# Tries the generate-layoutdraw-images command plugin as a package author would, through to
# the DocC archive (`make plugin-test`; not part of `make test`: it builds layoutdraw and
# swift-docc-plugin in a package of its own, several minutes the first time).
#
#   Benchmarks/plugin-sample.sh [WORK_FOLDER]
#
# It copies Examples/DocCPackage (a library whose DocC article has two layoutdraw blocks, one
# of them a moving picture) into WORK_FOLDER (default: a new temporary folder), points its
# layoutdraw dependency at this repository, and checks that:
#   1. `swift package --allow-writing-to-package-directory generate-layoutdraw-images` draws
#      each block in light and dark at 2x under DocC's names in Cards.docc/Resources/layoutdraw
#      and links each by name under its block;
#   2. running it again changes nothing, and its --check passes;
#   3. `swift package generate-documentation --target Cards` (swift-docc-plugin, docc from the
#      toolchain) makes an archive that holds the four images, and whose article page refers
#      to each picture with its light and dark variants.
set -euo pipefail
repository="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$(mktemp -d /tmp/layoutdraw-plugin-XXXXXX)}"
mkdir -p "$work"
rm -rf "$work/Cards"
cp -R "$repository/Examples/DocCPackage" "$work/Cards"
cd "$work/Cards"
sed -i "s|.package(path: \"../..\")|.package(path: \"$repository\")|" Package.swift
catalogue=Sources/Cards/Cards.docc
failures=0
check() { if eval "$2"; then echo "ok   $1"; else echo "FAIL $1"; failures=$((failures + 1)); fi; }

start=$(date +%s)
swift package --allow-writing-to-package-directory generate-layoutdraw-images
echo "plugin run (with building layoutdraw): $(( $(date +%s) - start )) s"
for name in card-row card-row-sweep; do
  for variant in "@2x" "~dark@2x"; do
    check "$catalogue/Resources/layoutdraw/$name$variant.png is drawn" "[ -s $catalogue/Resources/layoutdraw/$name$variant.png ]"
  done
  check "the block $name is linked by name" "grep -q '^!\[.*\]($name.png)$' $catalogue/CardLayout.md"
done
check "the moving picture is an animated PNG" "grep -q acTL $catalogue/Resources/layoutdraw/card-row-sweep@2x.png"

before=$(cat $catalogue/CardLayout.md $catalogue/Resources/layoutdraw/*.png | sha256sum)
swift package --allow-writing-to-package-directory generate-layoutdraw-images > /dev/null
after=$(cat $catalogue/CardLayout.md $catalogue/Resources/layoutdraw/*.png | sha256sum)
check "a second run changes nothing" "[ '$before' = '$after' ]"
check "--check passes" "swift package --allow-writing-to-package-directory generate-layoutdraw-images --check > /dev/null"

start=$(date +%s)
swift package generate-documentation --target Cards
echo "generate-documentation: $(( $(date +%s) - start )) s"
archive=$(find .build/plugins -type d -name "Cards.doccarchive" | head -1)
check "the DocC archive exists" "[ -n '$archive' ]"
for name in card-row card-row-sweep; do
  for variant in "@2x" "~dark@2x"; do
    check "the archive holds $name$variant.png" "[ -n \"\$(find '$archive/images' -name '$name$variant.png')\" ]"
  done
done
page=$(find "$archive/data/documentation" -name "cardlayout.json" | head -1)
check "the article's page refers to both variants of each picture" \
  "python3 -c \"import json,sys; r=json.load(open('$page'))['references']; sys.exit(0 if all(sorted(t for v in r[n]['variants'] for t in v['traits'] if t in ('light','dark'))==['dark','light'] for n in ('card-row.png','card-row-sweep.png')) else 1)\""
echo "archive: $work/Cards/$archive"
if [ "$failures" -gt 0 ]; then echo "$failures failed"; exit 1; fi
echo "every check passed"
