#!/usr/bin/env bash
# Cohort scale benchmark (release build): a synthetic study of PEOPLE people x 180 days.
#   1. cohort import of every person's export (one process; the cohort lock allows one importer),
#   2. the first cohort nightly (every day of every person scored), as 1 shard, and as 2 shards
#      run side by side on a fresh copy of the same imported cohort,
#   3. a following night: one new day per person imported, then the nightly, as 1 and 2 shards.
# Each step prints wall and CPU seconds (user + system), peak RSS, the load average, and people
# per minute per core = people / (CPU seconds / 60). On a machine shared with other jobs, CPU
# time is the honest figure; wall-clock speed-ups depend on what else runs.
# Usage: Benchmarks/cohort/run.sh [--people N]     (default 1000)
set -euo pipefail
source "$(dirname "$0")/../common.sh" cohort 1
people=1000
[ "${1:-}" = "--people" ] && people="$2"
measure="python3 $root/Benchmarks/cohort/measure.py"

machine_line
swift build -c release --product pulsum --package-path "$root" >/dev/null 2>&1
pulsum="$root/.build/release/pulsum"

gen="$out/exports-$people"
if [ ! -d "$gen" ]; then
    python3 "$root/Benchmarks/cohort/make-cohort.py" "$gen" --people "$people" --days 180 --last-day 2026-11-23
    python3 "$root/Benchmarks/cohort/make-cohort.py" "$gen-next" --people "$people" --days 181 --last-day 2026-11-24 --only-last 1
fi
echo "exports: $(du -sh "$gen" | cut -f1), $(cat "$gen"/*/export.csv | wc -l) lines"

per_minute() { python3 -c "import json,sys; m=json.loads(sys.argv[1]); print(f\"{sys.argv[2]}: {m} -> {$people / (m['cpu_s'] / 60):.0f} people/min/core (CPU), {$people / (m['wall_s'] / 60):.0f} people/min (wall)\")" "$1" "$2"; }

rm -rf "$out/cohort" "$out/cohort-1" "$out/cohort-2"
per_minute "$($measure --out "$out/import" -- "$pulsum" cohort import "$gen"/P* --cohort "$out/cohort")" "import"
echo "cohort on disk: $(du -sh "$out/cohort" | cut -f1)"
cp -a "$out/cohort" "$out/cohort-1"
cp -a "$out/cohort" "$out/cohort-2"

night=(cohort nightly --as-of 2026-11-23)
per_minute "$($measure --out "$out/first-1" -- "$pulsum" "${night[@]}" --cohort "$out/cohort-1" --shard 0/1)" "first nightly, 1 shard"
per_minute "$($measure --out "$out/first-2" -- "$pulsum" "${night[@]}" --cohort "$out/cohort-2" --shard 0/2 \
    --- "$pulsum" "${night[@]}" --cohort "$out/cohort-2" --shard 1/2)" "first nightly, 2 shards side by side"
per_minute "$($measure -- "$pulsum" "${night[@]}" --cohort "$out/cohort-1" --shard 0/1)" "re-run, nothing changed, 1 shard"

next=(cohort nightly --as-of 2026-11-24)
per_minute "$($measure -- "$pulsum" cohort import "$gen-next"/P* --cohort "$out/cohort-1")" "next night: import one day"
cp -a "$out/cohort-1" "$out/cohort-2n"
per_minute "$($measure --out "$out/next-1" -- "$pulsum" "${next[@]}" --cohort "$out/cohort-1" --shard 0/1)" "next night: nightly, 1 shard"
per_minute "$($measure --out "$out/next-2" -- "$pulsum" "${next[@]}" --cohort "$out/cohort-2n" --shard 0/2 \
    --- "$pulsum" "${next[@]}" --cohort "$out/cohort-2n" --shard 1/2)" "next night: nightly, 2 shards side by side"
tail -n 1 "$out"/first-1.0 "$out"/first-2.0 "$out"/first-2.1 "$out"/next-1.0
echo "load after: $(uptime | sed 's/.*load/load/')"
