#!/usr/bin/env bash
# `pulsum report` speed and size, release build, cold processes:
#   1. the whole of 10 years of canonical data in one report (goal < 1 s),
#   2. the default report (the last 90 days) on that 10-year folder,
#   3. the size of a one-year report (goal < 1.5 MB).
# Each timing is the median of N runs (wall and CPU = user + sys), with the load average.
# Usage: Benchmarks/report/run.sh [--runs N]
set -euo pipefail
source "$(dirname "$0")/../common.sh" report 7 "$@"

machine_line
swift build -c release --product pulsum --package-path "$root" >/dev/null 2>&1
pulsum="$root/.build/release/pulsum"

days=3650
home="$out/home"
if [ ! -f "$home/.done" ]; then
    rm -rf "$home"
    python3 "$root/scripts/make-canonical-sample.py" "$out/history.csv" --days $days --start 2015-01-01 >/dev/null
    last=$(python3 -c "import datetime as d; print(d.date(2015,1,1) + d.timedelta(days=$days))")
    "$pulsum" nightly --data-dir "$home" --as-of "$last" "$out/history.csv" >/dev/null
    touch "$home/.done"
fi
last=$(python3 -c "import datetime as d; print(d.date(2015,1,1) + d.timedelta(days=$days - 1))")
year_ago=$(python3 -c "import datetime as d; print(d.date(2015,1,1) + d.timedelta(days=$days - 365))")

median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
# Prints "wall cpu" in seconds for one run of the command.
timed() { /usr/bin/time -f '%e %U %S' "$@" 2>&1 >/dev/null | tail -1 | awk '{print $1, $2 + $3}'; }

measure() {
    local label="$1"; shift
    local walls=() cpus=()
    for _ in $(seq "$runs"); do
        read -r wall cpu < <(timed "$@")
        walls+=("$wall"); cpus+=("$cpu")
    done
    printf '%s: median of %d: %.3f s wall, %.3f s CPU (load %s)\n' "$label" "$runs" \
        "$(printf '%s\n' "${walls[@]}" | median)" "$(printf '%s\n' "${cpus[@]}" | median)" "$(cut -d' ' -f1 /proc/loadavg)"
}

measure "report of all 10 years ($days days)" "$pulsum" report --data-dir "$home" --from 2015-01-01 --to "$last" --out "$out/ten-years.html"
measure "default report (90 days) on 10 years" "$pulsum" report --data-dir "$home" --to "$last" --out "$out/ninety-days.html"
"$pulsum" report --data-dir "$home" --from "$year_ago" --to "$last" --out "$out/one-year.html" >/dev/null
printf 'sizes: one year %s bytes, ten years %s bytes, 90 days %s bytes\n' "$(stat -c %s "$out/one-year.html")" \
    "$(stat -c %s "$out/ten-years.html")" "$(stat -c %s "$out/ninety-days.html")"
