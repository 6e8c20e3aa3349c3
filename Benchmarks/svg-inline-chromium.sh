#!/usr/bin/env bash
# Two of layoutdraw's SVGs inlined in one HTML page, drawn by headless Chromium, against their
# PNGs: each page holds both SVGs (the other one first, off-screen), so an id the two files
# shared would make the visible one draw the other's glyphs or clips. The screenshot (at the
# PNGs' scale) is compared with the PNG by `layoutdraw diff` (pixelmatch, threshold 0.1,
# anti-aliasing not counted; Skia and cairo anti-alias glyph edges a little differently, so up
# to 0.1 % of the pixels may differ). Then the browser's find (window.find) looks for the first
# line of each picture's text, which the SVG holds as invisible <text>.
# A manual check, not part of `make test` (Chromium is large):
#   Benchmarks/svg-inline-chromium.sh [LAYOUTDRAW] [SCENE_A SCENE_B]
# Needs chromium (apt-get install chromium). Prints the mismatched pixels of each picture and
# leaves the pages and screenshots in out/svg-inline/.
set -euo pipefail
cd "$(dirname "$0")/.."
LD=${1:-.build/debug/layoutdraw}
A=${2:-Fixtures/demo.yaml}
B=${3:-Fixtures/fonts-japanese-korean.yaml}
OUT=out/svg-inline
mkdir -p "$OUT"
CHROMIUM=$(command -v chromium || command -v chromium-browser || true)
[ -n "$CHROMIUM" ] || { echo "needs chromium: apt-get install chromium" >&2; exit 1; }

size() { python3 -c "import struct,sys; d=open(sys.argv[1],'rb').read(24); print(*struct.unpack('>II', d[16:24]))" "$1"; }

for s in "$A" "$B"; do
  n=$(basename "${s%.*}")
  "$LD" "$s" -o "$OUT/$n.png" >/dev/null
  "$LD" "$s" -o "$OUT/$n.svg" >/dev/null
done
na=$(basename "${A%.*}"); nb=$(basename "${B%.*}")

status=0
for pair in "$na $nb" "$nb $na"; do
  set -- $pair
  shown=$1 hidden=$2
  read -r W H < <(size "$OUT/$shown.png")
  # CSS pixels: the PNGs are drawn at scale 2.
  cw=$((W / 2)); ch=$((H / 2))
  {
    echo "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>html,body{margin:0;background:#fff}"
    echo ".away{position:absolute;left:-20000px;top:0}svg{display:block}</style></head><body>"
    echo "<div class=\"away\">"; cat "$OUT/$hidden.svg"; echo "</div>"
    cat "$OUT/$shown.svg"
    echo "</body></html>"
  } > "$OUT/page-$shown.html"
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=2 \
    --window-size="$cw,$ch" --screenshot="$OUT/chromium-$shown.png" "file://$PWD/$OUT/page-$shown.html" >/dev/null 2>&1
  echo "$shown.svg inlined after $hidden.svg, drawn by $("$CHROMIUM" --version 2>/dev/null | head -1):"
  "$LD" diff "$OUT/$shown.png" "$OUT/chromium-$shown.png" -o "$OUT/diff-$shown.png" --max-diff-ratio 0.001 || status=1
  # The first <text> of the SVG, found by the browser's find-in-page.
  first=$(grep -o '<text [^>]*>[^<]*</text>' "$OUT/$shown.svg" | head -1 | sed -E 's/<[^>]*>//g' | cut -c1-12 || true)
  if [ -n "$first" ]; then
    sed "s#</body>#<p id=\"found\"></p><script>document.getElementById('found').textContent = 'find ' + window.find($(python3 -c 'import json,sys; print(json.dumps(sys.argv[1]))' "$first"));</script></body>#" \
      "$OUT/page-$shown.html" > "$OUT/find-$shown.html"
    result=$("$CHROMIUM" --headless --no-sandbox --disable-gpu --dump-dom "file://$PWD/$OUT/find-$shown.html" 2>/dev/null \
      | grep -o '<p id="found">[^<]*</p>' | sed -E 's/<[^>]*>//g')
    echo "window.find(\"$first\"): ${result#find }"
    [ "$result" = "find true" ] || status=1
  fi
done
exit $status
