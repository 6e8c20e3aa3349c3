#!/bin/sh
# Builds layoutdraw's libFuzzer target (Fuzz/Package.swift, outside the main package, so
# `swift build` and `swift test` never build it) and runs it over scene bytes: decoding,
# layout, PNG and SVG rendering. Crashes, hangs, leaks and memory blow-ups are written to
# Fuzz/artifacts/ (Fuzz/artifacts-swift/ for SwiftUI source); the growing corpus lives in
# Fuzz/corpus/ (Fuzz/corpus-swift/), seeded from Fixtures/, the bad-scene corpus and the
# regression inputs, which are replayed before fuzzing starts.
#
#   Fuzz/run.sh [--swift] [SECONDS] [more libFuzzer options]   # default: YAML, 600 seconds
#   Fuzz/run.sh [--swift] 0 [Fuzz/artifacts/crash-…]           # replay the regressions [and inputs]
#
# --swift fuzzes the SwiftUI-source front end (inputs are .swift scenes) instead of YAML.
# Needs Swift's clang with libFuzzer (`swiftc -sanitize=fuzzer`). Runs one job on one core, so
# the two front ends can be fuzzed side by side on two cores.
set -eu
cd "$(dirname "$0")"
fuzz=$(pwd)
root=$(cd .. && pwd)

language=yaml
if [ "${1:-}" = "--swift" ]; then
    language=swift
    shift
fi
seconds=${1:-600}
[ $# -gt 0 ] && shift

# SwiftPM's incremental release build can miss a change to a struct's stored properties in a
# module another module inlines (seen: a SceneLimits field added, LayoutDraw not recompiled, a
# false stack-buffer-overflow). When our sources changed since the last build, our own modules
# are rebuilt from scratch (swift-syntax is kept).
# Two runs at once (--swift beside the YAML run) share one build folder: one checks and builds
# at a time, the other waits and finds the build done.
mkdir -p "$fuzz/.build"
exec 9>"$fuzz/.build/build.lock"
flock 9
stamp=$(cd "$root" && { git rev-parse HEAD:Sources 2>/dev/null; git diff HEAD -- Sources Package.swift 2>/dev/null | cksum; })
products="$fuzz/.build/x86_64-unknown-linux-gnu/release"
if [ -d "$products" ] && [ "$stamp" != "$(cat "$fuzz/.build/sources.stamp" 2>/dev/null)" ]; then
    rm -rf "$products"/LayoutDraw*.build "$products"/LayoutEngine.build "$products"/Modules/LayoutDraw* \
        "$products"/Modules/LayoutEngine* "$products/description.json" "$fuzz/.build/release.yaml"
fi
# The build tools (the MappingTable plugin's generator) are built for the machine without the
# sanitizers: -Xbuild-tools-swiftc keeps -Xswiftc's flags from them (libFuzzer's main would
# replace the generator's own).
swift build --package-path "$fuzz" --scratch-path "$fuzz/.build" -c release \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -g \
    -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -use-ld=lld -Xbuild-tools-swiftc -use-ld=lld >&2
binary="$fuzz/.build/release/LayoutDrawFuzzer"
printf '%s\n' "$stamp" > "$fuzz/.build/sources.stamp"
flock -u 9

regressions="$root/Tests/LayoutDrawEndToEndTests/FuzzRegressions"
if [ "$language" = swift ]; then
    corpus=corpus-swift
    artifacts=artifacts-swift
    dictionary="$fuzz/swift.dict"
else
    corpus=corpus
    artifacts=artifacts
    dictionary="$fuzz/scene.dict"
fi
# The files of a language in the folders named (a folder may have none).
files() {
    for folder in "$@"; do
        for file in "$folder"/*."$language"; do
            [ -e "$file" ] && printf '%s\n' "$file"
        done
    done
    return 0
}
mkdir -p "$corpus" "$artifacts"
if [ -z "$(ls -A "$corpus")" ]; then
    files "$root/Fixtures" "$root/Tests/LayoutDrawSceneTests/BadScenes" "$regressions" |
        while IFS= read -r file; do cp "$file" "$corpus"/; done
fi

# The front end the bytes go to.
export LAYOUTDRAW_FUZZ_LANGUAGE="$language"
# Images named by seeds resolve against the fixtures, as they would next to the scene.
export LAYOUTDRAW_FUZZ_SCENE_DIR="$root/Fixtures"
# Leaks are reported, except fontconfig's process-wide font caches (see lsan.supp).
# allocator_release_to_os_interval_ms: ASan's allocator gives freed memory back to the system
# every second, so the resident size libFuzzer limits is what the inputs use, not what ASan kept.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1:allocator_release_to_os_interval_ms=1000}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$fuzz/lsan.supp}"

# Every input that once failed runs first, and every bad scene of the test corpus: a
# regression stops the script here.
files "$regressions" "$root/Tests/LayoutDrawSceneTests/BadScenes" > "$fuzz/.build/replay.txt"
# shellcheck disable=SC2046 # one argument per line: the paths have no spaces
"$binary" -rss_limit_mb=2048 -timeout=10 $(cat "$fuzz/.build/replay.txt") >&2

if [ "$seconds" = 0 ]; then
    # Replay only: the inputs named, or none (the regressions above were the check).
    [ $# -eq 0 ] && exit 0
    exec "$binary" -rss_limit_mb=2048 -timeout=10 "$@"
fi
# One input may allocate at most 2 GB (-malloc_limit_mb). The process as a whole may grow to
# 4 GB: AddressSanitizer's allocator keeps what it freed (a quarantine of 256 MB and every size
# class's free chunks), so after 20 minutes of SwiftUI inputs the process held 2.1 GB of which
# 79 MB were live, and a 2 GB limit ended the run on an input that alone peaks at 346 MB
# (with ASAN_OPTIONS above, freed memory is also returned to the system).
exec "$binary" "$corpus" -max_len=4096 -timeout=10 -rss_limit_mb=4096 -malloc_limit_mb=2048 -max_total_time="$seconds" \
    -dict="$dictionary" -artifact_prefix="$artifacts/" -print_final_stats=1 "$@"
