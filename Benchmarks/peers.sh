#!/usr/bin/env bash
# layoutdraw side by side with the tools a user would otherwise run, in one run on this machine:
#   1. rendering a 10⁴-node scene to PNG  vs  rsvg-convert rasterising layoutdraw's own SVG of
#      the same scene at the same pixel size;
#   2. `layoutdraw diff` of two 4096×4096 PNGs  vs  ImageMagick `compare -metric AE` and the
#      `pixelmatch` Python package (mismatch counts printed; ours must equal pixelmatch's);
#   3. `layoutdraw check` over all fixtures  vs  one `layoutdraw check` process per scene.
# Times are medians of several runs (RUNS, default 7; pixelmatch, pure Python, runs once).
# Builds release binaries first (as `make release` does; scratch path SCRATCH, default .build) and installs
# missing tools with apt-get / pip when run as root, else says what to install.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-7}
SCRATCH=${SCRATCH:-.build}
OUT=out/bench
mkdir -p "$OUT"

# --- Tools -----------------------------------------------------------------------------------
need_apt=()
command -v rsvg-convert >/dev/null || need_apt+=(librsvg2-bin)
command -v compare >/dev/null || need_apt+=(imagemagick)
command -v python3 >/dev/null || need_apt+=(python3 python3-pip)
if ((${#need_apt[@]})); then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "Installing: ${need_apt[*]}"
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
    else
        echo "peers.sh needs: sudo apt-get install -y ${need_apt[*]}" >&2
        exit 1
    fi
fi
if ! python3 -c 'import pixelmatch, PIL' 2>/dev/null; then
    if [ "$(id -u)" = 0 ] || [ -n "${VIRTUAL_ENV:-}" ]; then
        echo "Installing the pixelmatch and Pillow Python packages"
        python3 -m pip install -q pixelmatch pillow
    else
        echo "peers.sh needs: python3 -m pip install pixelmatch pillow" >&2
        exit 1
    fi
fi

# --- Build -----------------------------------------------------------------------------------
# Release binaries as they are shipped (`make release`): the Swift runtime linked in, so that a
# process does not spend its first milliseconds loading and binding the Swift libraries.
echo "Building release binaries ($SCRATCH)…"
# Only the two executables: the snapshot-testing library needs XCTest, which has no static build.
BUILD=(swift build -c release --static-swift-stdlib --scratch-path "$SCRATCH")
for product in layoutdraw layoutdraw-bench; do
    "${BUILD[@]}" --product "$product" >/dev/null 2>&1 || "${BUILD[@]}" --product "$product"
done
BIN=$("${BUILD[@]}" --show-bin-path 2>/dev/null)
LD="$BIN/layoutdraw"
BENCH="$BIN/layoutdraw-bench"

# median_ms RUNS COMMAND…: runs COMMAND (output discarded, exit status ignored), prints the
# median wall-clock time in milliseconds.
median_ms() {
    local runs=$1
    shift
    local times=()
    for ((i = 0; i < runs; i++)); do
        local start end
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1 || true
        end=$(date +%s%N)
        times+=($(((end - start) / 1000)))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {m = (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2; printf "%.1f\n", m / 1000}'
}

# ratio PEER OURS: how many times faster ours is ("0.8×" when it is slower).
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f×", a / b }'; }

echo
echo "layoutdraw vs its peers on $(nproc) cores ($(uname -m)), medians of $RUNS runs"
echo

# --- 1. Rendering a 10⁴-node scene -----------------------------------------------------------
SCENE="$OUT/scene-10k.yaml"
"$BENCH" --write-scene 10000 "$SCENE"
"$LD" "$SCENE" -o "$OUT/scene-10k.png" >/dev/null
"$LD" "$SCENE" -o "$OUT/scene-10k.svg" >/dev/null
read -r W H < <(python3 -c "from PIL import Image; print(*Image.open('$OUT/scene-10k.png').size)")
NODES=$("$LD" "$SCENE" --format json -o - | python3 -c "import json,sys; print(len(json.load(sys.stdin)['nodes']))")
ours=$(median_ms "$RUNS" "$LD" "$SCENE" -o "$OUT/render.png")
rsvg=$(median_ms "$RUNS" rsvg-convert -w "$W" -h "$H" "$OUT/scene-10k.svg" -o "$OUT/rsvg.png")
echo "1. Render a $NODES-node scene to a ${W}×${H} PNG (whole process: read, lay out, draw, encode)"
printf '   %-52s %9s ms\n' "layoutdraw SCENE.yaml -o OUT.png" "$ours"
printf '   %-52s %9s ms\n' "rsvg-convert -w $W -h $H SCENE.svg (layoutdraw's SVG)" "$rsvg"
echo "   speed-up of layoutdraw: $(ratio "$rsvg" "$ours") (target ≥ 2×)"
echo

# --- 2. Comparing two 4096×4096 PNGs ---------------------------------------------------------
A="$OUT/diff-a.png"
B="$OUT/diff-b.png"
"$BENCH" --write-diff-pair "$A" "$B"
ours_counts=$("$LD" diff "$A" "$B" --json || true)
ours_mismatched=$(echo "$ours_counts" | python3 -c "import json,sys; print(json.load(sys.stdin)['mismatchedPixels'])")
ours_aa=$(echo "$ours_counts" | python3 -c "import json,sys; print(json.load(sys.stdin)['antialiasedPixels'])")
im_ae=$(compare -metric AE "$A" "$B" null: 2>&1 || true)
cat >"$OUT/run_pixelmatch.py" <<'EOF'
import sys, time
from PIL import Image
from pixelmatch.contrib.PIL import pixelmatch
start = time.time()
a, b = Image.open(sys.argv[1]).convert("RGBA"), Image.open(sys.argv[2]).convert("RGBA")
count = pixelmatch(a, b, threshold=0.1, includeAA=False)
print(count, round((time.time() - start) * 1000, 1))
EOF
read -r pm_count pm_ms < <(cd "$OUT" && python3 -I run_pixelmatch.py diff-a.png diff-b.png)
ours=$(median_ms "$RUNS" "$LD" diff "$A" "$B")
im=$(median_ms "$RUNS" compare -metric AE "$A" "$B" null:)
MP=$(awk 'BEGIN { printf "%.1f", 4096 * 4096 / 1e6 }')
echo "2. Compare two 4096×4096 PNGs ($MP MP each; decoding included)"
printf '   %-52s %9s ms  %s mismatched (+ %s anti-aliased), threshold 0.1\n' "layoutdraw diff A.png B.png" "$ours" "$ours_mismatched" "$ours_aa"
printf '   %-52s %9s ms  %s differing pixels (any difference)\n' "compare -metric AE A.png B.png null: (ImageMagick)" "$im" "$im_ae"
printf '   %-52s %9s ms  %s mismatched, threshold 0.1 (one run)\n' "pixelmatch (Python package)" "$pm_ms" "$pm_count"
echo "   speed-up of layoutdraw: $(ratio "$im" "$ours") over ImageMagick (target ≥ 3×), $(ratio "$pm_ms" "$ours") over pixelmatch;" \
    "$(awk -v m="$MP" -v t="$ours" 'BEGIN { printf "%.0f MP/s", 2 * m / (t / 1000) }') decoded and compared"
if [ "$ours_mismatched" = "$pm_count" ]; then
    echo "   mismatch counts: layoutdraw $ours_mismatched = pixelmatch $pm_count ✓"
else
    echo "   mismatch counts DIFFER: layoutdraw $ours_mismatched, pixelmatch $pm_count ✗"
fi
echo

# --- 3. Checking every fixture ---------------------------------------------------------------
count=$(ls Fixtures/*.yaml | wc -l)
check_all() { CI=1 "$LD" check Fixtures --golden Output; }
check_each() { for scene in Fixtures/*.yaml; do CI=1 "$LD" check "$scene" --golden Output || true; done; }
ours=$(median_ms "$RUNS" check_all)
each=$(median_ms 3 check_each)
echo "3. Check $count fixtures against their goldens"
printf '   %-52s %9s ms\n' "layoutdraw check Fixtures --golden Output" "$ours"
printf '   %-52s %9s ms\n' "one 'layoutdraw check SCENE' process per scene" "$each"
echo "   speed-up of one process: $(ratio "$each" "$ours") (target ≥ 5×)"
