#!/usr/bin/env bash
# Apple Health benchmark (issue 3, item 9), on one generated export in one run:
#   (a) Pulsum's reader alone (`pulsum-bench apple-reader`) vs Python ElementTree iterparse
#       extracting the same records (et_reader.py);
#   (b) a full `pulsum ingest` into SQLite vs healthkit-to-sqlite (PyPI) importing the same file,
#       each with peak RSS from /usr/bin/time -v (GNU time).
# Each Pulsum/ElementTree timing is the median of RUNS runs (default 3); healthkit-to-sqlite,
# which commits every 50 rows and is bound by fsync, runs REF_RUNS times (default 1).
# Page cache warm (one untimed read first).
#
# Usage: Benchmarks/apple/run.sh [--setup-venv] [--years N] [--runs N] [--ref-runs N] [--no-reference]
#                                [--summary FILE]
#   --setup-venv  run scripts/bench-venvs.sh healthkit first (.venv-healthkit at the checkout
#                 root, git-ignored); without the venv, part (b)'s reference is skipped.
#   --no-reference  skip healthkit-to-sqlite (it takes minutes on a multi-hundred-MB file).
#   --summary FILE  also write the rows for `pulsum-bench all`.
# $PULSUM and $PULSUM_BENCH name built binaries (no build then).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
years=3 runs=3 ref_runs=1 setup=0 reference=1 summary=""
while [ $# -gt 0 ]; do
  case "$1" in
    --setup-venv) setup=1 ;;
    --years) years="$2"; shift ;;
    --runs) runs="$2"; shift ;;
    --ref-runs) ref_runs="$2"; shift ;;
    --no-reference) reference=0 ;;
    --summary) summary="$2"; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
out="$root/Benchmarks/out/apple"
mkdir -p "$out"
venv="$root/.venv-healthkit"
xml="$out/export-${years}y.xml"

if [ "$setup" = 1 ]; then
  "$root/scripts/bench-venvs.sh" healthkit
fi
[ -f "$xml" ] || python3 "$here/generate_export.py" "$xml" --years "$years" --seed 42
pulsum="${PULSUM:-}" pulsum_bench="${PULSUM_BENCH:-}"
if [ -z "$pulsum" ] || [ -z "$pulsum_bench" ]; then
  (cd "$root" && swift build -c release --product pulsum >&2 && swift build -c release --product pulsum-bench >&2)
  pulsum="$root/.build/release/pulsum" pulsum_bench="$root/.build/release/pulsum-bench"
fi
cat "$xml" > /dev/null
size_mb=$(python3 -c "import os,sys; print(round(os.path.getsize(sys.argv[1])/1e6,1))" "$xml")

# Runs a command RUNS times under GNU time; prints "median_wall_s median_cpu_s max_rss_mb".
# CPU time (user + system) is reported beside wall time because shared machines are often
# loaded: wall time then measures the queue for a core, CPU time the work.
measure() {
  local walls=() cpus=() rss=0
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %U %S %M" -o "$out/time-$$.txt" "$@" > "$out/last.txt" 2> "$out/stderr.txt"
    read -r e u s m < "$out/time-$$.txt"
    walls+=("$e"); cpus+=("$(python3 -c "print($u+$s)")"); [ "$m" -gt "$rss" ] && rss=$m
  done
  python3 -c "import statistics as st,sys; n=len(sys.argv[2:])//2; a=list(map(float,sys.argv[2:])); \
print(st.median(a[:n]), round(st.median(a[n:]),2), round(int(sys.argv[1])/1024))" "$rss" "${walls[@]}" "${cpus[@]}"
}
rate() { python3 -c "print(round($size_mb/$1))"; }
ratio() { python3 -c "print(round($1/$2,1))"; }

echo "file: $xml ($size_mb MB); $(lscpu | grep 'Model name' | sed 's/ \+/ /g'); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg); runs: $runs"
echo "                        wall s   CPU s   MB/s(wall)  MB/s(CPU)  peak RSS"
read -r t c m <<<"$(measure "$pulsum_bench" apple-reader --json "$xml")"
echo "(a) pulsum reader       $t  $c  $(rate "$t")  $(rate "$c")  ${m} MB   $(tr -d '\n ' < "$out/last.txt" | cut -c1-160)"
read -r te ce me <<<"$(measure python3 "$here/et_reader.py" "$xml")"
echo "(a) ElementTree         $te  $ce  $(rate "$te")  $(rate "$ce")  ${me} MB   $(cat "$out/last.txt")"
echo "(a) speed-up            wall $(ratio "$te" "$t")x   CPU $(ratio "$ce" "$c")x"

ingest_once() { rm -rf "$out/pulsum-data"; "$pulsum" ingest --data-dir "$out/pulsum-data" --json "$xml"; }
export -f ingest_once; export pulsum out xml
read -r ti ci mi <<<"$(measure bash -c ingest_once)"
echo "(b) pulsum ingest       $ti  $ci  $(rate "$ti")  $(rate "$ci")  ${mi} MB   added $(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['added'])" "$out/last.txt")"
if [ "$reference" = 1 ] && [ -x "$venv/bin/healthkit-to-sqlite" ]; then
  hk_once() { rm -f "$out/healthkit.db"; "$venv/bin/healthkit-to-sqlite" "$xml" "$out/healthkit.db" --xml --silent; }
  export -f hk_once; export venv
  read -r th ch mh <<<"$(runs=$ref_runs measure bash -c hk_once)"
  echo "(b) healthkit-to-sqlite $th  $ch  $(rate "$th")  $(rate "$ch")  ${mh} MB"
  echo "(b) speed-up            wall $(ratio "$th" "$ti")x   CPU $(ratio "$ch" "$ci")x"
  ingest_row="{\"case\": \"import into SQLite, $size_mb MB\", \"metric\": \"s\", \"better\": \"lower\", \"pulsum\": $ti, \"peer\": $th, \"pulsum_cpu\": $ci, \"peer_cpu\": $ch}"
else
  echo "(b) healthkit-to-sqlite skipped (--no-reference, or no venv: run with --setup-venv to install it in $venv)"
fi
reader_row="{\"case\": \"read export.xml, $size_mb MB\", \"metric\": \"s\", \"better\": \"lower\", \"pulsum\": $t, \"peer\": $te, \"pulsum_cpu\": $c, \"peer_cpu\": $ce}"
if [ -n "$summary" ]; then
  python3 "$root/Benchmarks/summary.py" "$summary" "ElementTree iterparse (reader); healthkit-to-sqlite 1.0.1 (import)" \
    "$([ -n "${ingest_row:-}" ] || echo "import not compared: no .venv-healthkit")" "$reader_row" ${ingest_row:+"$ingest_row"}
fi
