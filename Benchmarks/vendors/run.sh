#!/usr/bin/env bash
# Ingest benchmark for the vendor readers (release build, median of N runs into a fresh data folder).
#
#   Benchmarks/vendors/run.sh [SHARED_EXPORTS_DIR] [RUNS]
#
# Times `pulsum ingest` on each vendor sample folder of ../shared/data/exports and on two large
# generated inputs (see make-inputs.py). Prints: input, records added, median seconds, records/s.
set -euo pipefail
source "$(dirname "$0")/../common.sh" vendors "${2:-5}"
shared="${1:-$root/../shared/data/exports}"
[ -x "$root/.build/release/pulsum" ] || swift build -c release --product pulsum --package-path "$root"
python3 "$root/Benchmarks/vendors/make-inputs.py" "$shared" "$out/inputs"
machine_line
printf '%-28s %10s %10s %12s\n' input added median_s records/s
for input in fitbit oura whoop garmin samsung-health withings google-fit generated; do
  path="$shared/$input"
  [ "$input" = generated ] && path="$out/inputs"
  times=()
  for _ in $(seq "$runs"); do
    data="$(mktemp -d)"
    start=$(date +%s.%N)
    "$root/.build/release/pulsum" ingest --json --data-dir "$data" "$path" > "$out/last.json" 2>/dev/null
    end=$(date +%s.%N)
    rm -rf "$data"
    added=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["added"])' "$out/last.json")
    times+=("$(python3 -c "print($end - $start)")")
  done
  python3 - "$input" "$added" "${times[@]}" <<'PY'
import statistics, sys
name, added, times = sys.argv[1], int(sys.argv[2]), [float(t) for t in sys.argv[3:]]
median = statistics.median(times)
print(f"{name:<28} {added:>10} {median:>10.3f} {added / median:>12.0f}")
PY
done
