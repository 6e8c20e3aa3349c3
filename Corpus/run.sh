#!/usr/bin/env bash
# Draws every view file of Corpus/manifest.tsv from its own project's checkout, as a user would
# try layoutdraw on an app: `layoutdraw PATH` run in the checkout's root.
#
#   Corpus/run.sh [LAYOUTDRAW] [extra layoutdraw options…]
#
# LAYOUTDRAW: the binary to run (default .build/debug/layoutdraw). The repositories come from
# git directories under $CORPUS_MIRRORS (default /work/.mirror: OWNER+NAME/repo, as the fetch
# tool leaves them); each is unpacked once, at the manifest's commit, into .build/corpus/
# (ignored by git: no fetched code is ever committed). Prints each file's outcome — draws,
# draws with warnings, fails (with its first error line), timeout, crash — then the counts and
# the most common causes of failure (messages with their quoted names replaced by '…').
set -u
cd "$(dirname "$0")/.."
binary=$(realpath "${1:-.build/debug/layoutdraw}")
shift || true
mirrors=${CORPUS_MIRRORS:-/work/.mirror}
checkouts=.build/corpus
out=$checkouts/out
mkdir -p "$checkouts" "$out"
causes=$(mktemp)
draws=0 warned=0 fails=0 timeouts=0 crashes=0 missing=0
while IFS=$'\t' read -r repository commit path; do
    [ "$repository" = repository ] && continue
    key=${repository/\//+}
    checkout=$checkouts/$key-${commit:0:12}
    if [ ! -d "$checkout" ]; then
        gitdir=$mirrors/$key/repo
        [ -d "$gitdir/.git" ] && gitdir=$gitdir/.git
        # A snapshot may lack its largest files (pictures, videos): check out every file it
        # has, through an index of its own without the missing ones.
        index=$(mktemp)
        rm -f "$index"
        git --git-dir="$gitdir" ls-tree -r "$commit" 2>/dev/null | awk '$2 == "blob" { print $3 }' \
            | git --git-dir="$gitdir" cat-file --batch-check='%(objectname) %(objecttype)' | awk '$2 == "missing" { print $1 }' > "$index.missing"
        git -c core.quotePath=false --git-dir="$gitdir" ls-tree -r "$commit" 2>/dev/null | awk '$2 == "blob"' \
            | grep -v -F -f "$index.missing" | cut -f2- > "$index.present"
        if ! mkdir -p "$checkout.partial" || ! [ -s "$index.present" ] || ! GIT_INDEX_FILE=$index git --git-dir="$gitdir" read-tree "$commit" 2>/dev/null \
            || ! GIT_INDEX_FILE=$index git --git-dir="$gitdir" checkout-index --stdin --prefix="$checkout.partial/" < "$index.present" 2>/dev/null; then
            echo "MISSING  $repository $path (no checkout of $commit)"
            rm -rf "$checkout.partial"; missing=$((missing + 1)); continue
        fi
        rm -f "$index" "$index.missing" "$index.present"
        mv "$checkout.partial" "$checkout"
    fi
    picture=$(realpath "$out")/$key-$(echo "$path" | tr '/' '_').png
    errors=$( cd "$checkout" && timeout 60 "$binary" "$path" -o "$picture" "$@" 2>&1 >/dev/null )
    status=$?
    first=$(printf '%s\n' "$errors" | grep -m1 ': error: ' || true)
    if [ $status -eq 124 ]; then
        echo "TIMEOUT  $repository $path"; timeouts=$((timeouts + 1))
    elif [ $status -ge 128 ] || [ $status -eq 70 ]; then
        echo "CRASH    $repository $path (status $status)"; crashes=$((crashes + 1))
    elif [ $status -eq 0 ] && printf '%s' "$errors" | grep -q ': warning: '; then
        echo "WARNINGS $repository $path"; warned=$((warned + 1))
    elif [ $status -eq 0 ]; then
        echo "DRAWS    $repository $path"; draws=$((draws + 1))
    else
        echo "FAILS    $repository $path: ${first:-$(printf '%s\n' "$errors" | head -1)}"; fails=$((fails + 1))
        printf '%s\n' "${first:-$(printf '%s\n' "$errors" | head -1)}" | sed -e 's/^.*: error: //' -e "s/'[^']*'/'…'/g" >> "$causes"
    fi
done < Corpus/manifest.tsv
total=$((draws + warned + fails + timeouts + crashes))
echo
echo "files: $total   draw: $draws   draw with warnings: $warned   fail: $fails   timeout: $timeouts   crash: $crashes   missing: $missing"
echo "most common causes of failure:"
sort "$causes" | uniq -c | sort -rn | head -15
rm -f "$causes"
