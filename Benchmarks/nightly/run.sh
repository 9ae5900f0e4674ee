#!/usr/bin/env bash
# Cold-process timings of the two everyday jobs, in a release build:
#   1. `pulsum nightly` over 10 years of canonical data (full first run: ingest + score every day),
#   2. the incremental nightly: one new day on that 10-year history (goal < 200 ms wall),
#   3. `pulsum recommend` from a cold shell (process start, model load, search, rank; goal < 300 ms).
# Each timed command runs 7 times on a fresh copy of the data folder; medians are printed.
# Usage: Benchmarks/nightly/run.sh [--runs N]
set -euo pipefail
source "$(dirname "$0")/../common.sh" nightly 7 "$@"

machine_line
swift build -c release --product pulsum --package-path "$root" >/dev/null 2>&1
pulsum="$root/.build/release/pulsum"

days=3650
python3 "$root/scripts/make-canonical-sample.py" "$out/history.csv" --days $days --start 2015-01-01 >/dev/null
python3 "$root/scripts/make-canonical-sample.py" "$out/new-day.csv" --days $((days + 1)) --start 2015-01-01 --skip $days >/dev/null
last_day=$(python3 -c "import datetime as d; print(d.date(2015,1,1) + d.timedelta(days=$days))")
prev_day=$(python3 -c "import datetime as d; print(d.date(2015,1,1) + d.timedelta(days=$days - 1))")

median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
seconds() { local t0 t1; t0=$(date +%s%N); "$@" >/dev/null; t1=$(date +%s%N); awk -v ns=$((t1 - t0)) 'BEGIN {print ns / 1e9}'; }

base="$out/home-base"
rm -rf "$base"
first=$(seconds "$pulsum" nightly --data-dir "$base" --as-of "$prev_day" "$out/history.csv")
printf 'first nightly, %d days (ingest %s rows + score every day): %.2f s\n' $days "$(($(wc -l < "$out/history.csv") - 1))" "$first"

times=()
for _ in $(seq "$runs"); do
    rm -rf "$out/home-run"; cp -a "$base" "$out/home-run"
    times+=("$(seconds "$pulsum" nightly --data-dir "$out/home-run" --as-of "$last_day" "$out/new-day.csv")")
done
printf 'incremental nightly (one new day on %d days), median of %d cold runs: %.0f ms\n' $days "$runs" \
    "$(printf '%s\n' "${times[@]}" | median | awk '{print $1 * 1000}')"

"$pulsum" recommend --data-dir "$out/home-run" "warm up the library index" >/dev/null
times=()
for _ in $(seq "$runs"); do
    times+=("$(seconds "$pulsum" recommend --data-dir "$out/home-run" "I slept badly and feel wired")")
done
printf 'pulsum recommend from a cold shell, median of %d runs: %.0f ms\n' "$runs" \
    "$(printf '%s\n' "${times[@]}" | median | awk '{print $1 * 1000}')"
