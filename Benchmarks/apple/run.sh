#!/usr/bin/env bash
# Apple Health benchmark (issue 3, item 9), on one generated export in one run:
#   (a) Pulsum's reader alone (`pulsum bench-apple-reader`) vs Python ElementTree iterparse
#       extracting the same records (et_reader.py);
#   (b) a full `pulsum ingest` into SQLite vs healthkit-to-sqlite (PyPI) importing the same file,
#       each with peak RSS from /usr/bin/time -v (GNU time).
# Each timing is the median of RUNS runs (default 3). Page cache warm (one untimed read first).
#
# Usage: Benchmarks/apple/run.sh [--setup-venv] [--years N] [--runs N]
#   --setup-venv  create .venv-healthkit at the checkout root (git-ignored) and pip install
#                 healthkit-to-sqlite there; without it, part (b)'s reference is skipped when the
#                 venv is missing.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
years=4 runs=3 setup=0
while [ $# -gt 0 ]; do
  case "$1" in
    --setup-venv) setup=1 ;;
    --years) years="$2"; shift ;;
    --runs) runs="$2"; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
out="$root/Benchmarks/out/apple"
mkdir -p "$out"
venv="$root/.venv-healthkit"
xml="$out/export-${years}y.xml"

if [ "$setup" = 1 ] && [ ! -x "$venv/bin/healthkit-to-sqlite" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet healthkit-to-sqlite==1.0.1
fi
[ -f "$xml" ] || python3 "$here/generate_export.py" "$xml" --years "$years" --seed 42
(cd "$root" && swift build -c release --product pulsum >&2)
pulsum="$root/.build/release/pulsum"
cat "$xml" > /dev/null
size_mb=$(python3 -c "import os,sys; print(round(os.path.getsize(sys.argv[1])/1e6,1))" "$xml")

# Runs a command RUNS times under GNU time; prints "median_seconds max_rss_mb".
measure() {
  local secs=() rss=0
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %M" -o "$out/time.txt" "$@" > "$out/last.txt" 2> "$out/stderr.txt"
    read -r s m < "$out/time.txt"
    secs+=("$s"); [ "$m" -gt "$rss" ] && rss=$m
  done
  python3 -c "import statistics,sys; print(statistics.median(map(float,sys.argv[2:])), round(int(sys.argv[1])/1024))" "$rss" "${secs[@]}"
}

echo "file: $xml ($size_mb MB); $(lscpu | grep 'Model name' | sed 's/ \+/ /g'); $(nproc) cores; runs: $runs"
read -r t m <<<"$(measure "$pulsum" bench-apple-reader --json "$xml")"
echo "(a) pulsum reader:      ${t} s  $(python3 -c "print(round($size_mb/$t))") MB/s  peak RSS ${m} MB   $(tr -d '\n ' < "$out/last.txt" | head -c 200)"
read -r te me <<<"$(measure python3 "$here/et_reader.py" "$xml")"
echo "(a) ElementTree:        ${te} s  $(python3 -c "print(round($size_mb/$te))") MB/s  peak RSS ${me} MB   $(cat "$out/last.txt")"
echo "(a) speed-up:           $(python3 -c "print(round($te/$t,1))")x"

ingest_once() { rm -rf "$out/pulsum-data"; "$pulsum" ingest --data-dir "$out/pulsum-data" --json "$xml"; }
export -f ingest_once; export pulsum out xml
read -r ti mi <<<"$(measure bash -c ingest_once)"
echo "(b) pulsum ingest:      ${ti} s  peak RSS ${mi} MB   (added $(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['added'])" "$out/last.txt"))"
if [ -x "$venv/bin/healthkit-to-sqlite" ]; then
  hk_once() { rm -f "$out/healthkit.db"; "$venv/bin/healthkit-to-sqlite" "$xml" "$out/healthkit.db" --xml --silent; }
  export -f hk_once; export venv
  read -r th mh <<<"$(measure bash -c hk_once)"
  echo "(b) healthkit-to-sqlite: ${th} s  peak RSS ${mh} MB"
  echo "(b) speed-up:           $(python3 -c "print(round($th/$ti,1))")x"
else
  echo "(b) healthkit-to-sqlite: skipped (run with --setup-venv to install it in $venv)"
fi
