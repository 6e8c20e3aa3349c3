#!/bin/sh
# Builds layoutdraw's libFuzzer target (Fuzz/Package.swift, outside the main package, so
# `swift build` and `swift test` never build it) and runs it over scene bytes: decoding,
# layout and PNG rendering. Crashes, hangs, leaks and memory blow-ups are written to
# Fuzz/artifacts/; the growing corpus lives in Fuzz/corpus/ (seeded from Fixtures/, the
# bad-scene corpus and the regression inputs, which are replayed before fuzzing starts).
#
#   Fuzz/run.sh [SECONDS] [more libFuzzer options]     # default: 600 seconds
#   Fuzz/run.sh 0 Fuzz/artifacts/crash-…               # replay one input
#
# Needs Swift's clang with libFuzzer (`swiftc -sanitize=fuzzer`). Runs one job on one core.
set -eu
cd "$(dirname "$0")"
fuzz=$(pwd)
root=$(cd .. && pwd)

seconds=${1:-600}
[ $# -gt 0 ] && shift

swift build --package-path "$fuzz" --scratch-path "$fuzz/.build" -c release \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -g \
    -Xcc -fsanitize=fuzzer-no-link,address >&2
binary="$fuzz/.build/release/LayoutDrawFuzzer"

regressions="$root/Tests/LayoutDrawEndToEndTests/FuzzRegressions"
mkdir -p corpus artifacts
if [ -z "$(ls -A corpus)" ]; then
    cp "$root"/Fixtures/*.yaml "$root"/Tests/LayoutDrawSceneTests/BadScenes/*.yaml "$regressions"/*.yaml corpus/
fi

# Images named by seeds resolve against the fixtures, as they would next to the scene.
export LAYOUTDRAW_FUZZ_SCENE_DIR="$root/Fixtures"
# Leaks are reported, except fontconfig's process-wide font caches (see lsan.supp).
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$fuzz/lsan.supp}"

# Every input that once failed runs first: a regression stops the script here.
"$binary" -rss_limit_mb=2048 -timeout=10 "$regressions"/*.yaml >&2

if [ "$seconds" = 0 ]; then
    exec "$binary" -rss_limit_mb=2048 -timeout=10 "$@"
fi
exec "$binary" corpus -max_len=4096 -timeout=10 -rss_limit_mb=2048 -max_total_time="$seconds" \
    -dict="$fuzz/scene.dict" -artifact_prefix=artifacts/ -print_final_stats=1 "$@"
