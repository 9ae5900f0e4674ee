#!/usr/bin/env bash
# End-to-end latency of `pulsum safety` (process start, model load, prototype embedding and
# one screen) on three kinds of text; prints the median of N runs in milliseconds.
# Usage: Benchmarks/safety/bench.sh [runs]   (after: swift build -c release --product pulsum)
set -euo pipefail
source "$(dirname "$0")/../common.sh" safety "${1:-11}"
pulsum="$root/.build/release/pulsum"
[ -x "$pulsum" ] || { echo "build first: swift build -c release --product pulsum" >&2; exit 1; }

median_ms() {
    local times=()
    for _ in $(seq "$runs"); do
        local start end
        start=$(date +%s%N)
        "$pulsum" safety --json "$1" > /dev/null
        end=$(date +%s%N)
        times+=($(( (end - start) / 1000000 )))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}

echo "$(machine_line); OPENBLAS_CORETYPE=${OPENBLAS_CORETYPE:-auto}"
echo "runs per text: $runs (median wall ms, whole process)"
echo "keyword crisis   $(median_ms "I want to kill myself")"
echo "short, safe      $(median_ms "How much deep sleep do I need?")"
echo "long, 6 pieces   $(median_ms "Slept badly again. My HRV dropped after the late meal. Work was a lot today, but the run helped. I feel a bit low though. Any tips for tonight? Thanks!")"
