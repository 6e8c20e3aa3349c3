#!/usr/bin/env bash
# How long rsvg-convert takes to rasterise layoutdraw's SVG of a 10⁴-node scene whose views are
# translucent, against the same scene with opaque ones (target: at most 1.5×), and the sizes of
# the SVG files. The scene is a 40-column LazyVGrid of 2,000 cells (12,001 nodes), drawn at
# 2000 × 2000 pixels, in six forms:
#   opaque        .background(Color.yellow)
#   colour alpha  .background(Color.yellow.opacity(0.4))
#   view opacity  .background(Rectangle().fill(.yellow).opacity(0.4))    (a group opacity)
#   faded cells   .background(Color.yellow).opacity(0.5)                  (text over background,
#                                                                          on the white canvas)
#   faded on gradient  the same cells over a gradient behind the grid     (what is under a cell is
#                                                                          not one colour: a layer),
#   and the opaque cells over the same gradient, to compare it with.
# Usage: Benchmarks/svg-opacity.sh [LAYOUTDRAW [BASELINE_LAYOUTDRAW]]  (default: the debug build;
# a baseline, e.g. main's build, is timed too). Needs rsvg-convert (librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/.."
LD=${1:-.build/debug/layoutdraw}
BASE=${2:-}
RUNS=${RUNS:-5}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
command -v rsvg-convert >/dev/null || { echo "needs rsvg-convert: apt-get install librsvg2-bin" >&2; exit 1; }

scene() {  # NAME BACKGROUND MODIFIER [GRID MODIFIER]
  cat > "$OUT/$1.swift" <<SWIFT
// layoutdraw: --size 1000x1000 --scale 2
LazyVGrid(columns: Array(repeating: GridItem(.flexible(minimum: 10), spacing: 1), count: 40), spacing: 1) {
    ForEach(0..<2000) { i in
        Text("\\(i)")
            .font(.system(size: 8))
            .padding(2)
            .frame(maxWidth: .infinity)
            .background($2)$3
    }
}${4:-}
SWIFT
}
scene opaque 'Color.yellow' ''
scene colour-alpha 'Color.yellow.opacity(0.4)' ''
scene view-opacity 'Rectangle().fill(.yellow).opacity(0.4)' ''
scene faded-cells 'Color.yellow' '.opacity(0.5)'
GRADIENT='
.background(LinearGradient(colors: [.white, .mint], startPoint: .top, endPoint: .bottom))'
scene opaque-on-gradient 'Color.yellow' '' "$GRADIENT"
scene faded-on-gradient 'Color.yellow' '.opacity(0.5)' "$GRADIENT"

median_ms() {  # RUNS COMMAND…: the median wall time in milliseconds
  local runs=$1; shift
  local times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N); "$@" >/dev/null; end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"
}

report() {  # LABEL BINARY
  local label=$1 binary=$2 opaque=""
  echo "$label ($binary)"
  printf '  %-18s %10s %10s %8s\n' scene "SVG bytes" "rsvg ms" "÷ opaque"
  for name in opaque colour-alpha view-opacity faded-cells opaque-on-gradient faded-on-gradient; do
    "$binary" "$OUT/$name.swift" -o "$OUT/$name.svg" >/dev/null
    local ms bytes
    ms=$(median_ms "$RUNS" rsvg-convert -w 2000 -h 2000 "$OUT/$name.svg" -o "$OUT/$name.png")
    bytes=$(wc -c < "$OUT/$name.svg")
    [ -z "$opaque" ] && opaque=$ms
    printf '  %-18s %10s %10s %8s\n' "$name" "$bytes" "$ms" "$(python3 -c "print(f'{$ms / max($opaque, 1):.2f}×')")"
  done
}

report "layoutdraw" "$LD"
[ -n "$BASE" ] && report "baseline" "$BASE"
exit 0
