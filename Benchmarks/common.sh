# Sourced by the benchmark scripts: sets `root` (the checkout), `out` (Benchmarks/out/NAME,
# created), `runs` (DEFAULT, or N from a leading `--runs N`), puts the build's tools on the
# environment (scripts/env.sh) and defines `machine_line`, the line every result starts with.
# Usage: source "$(dirname "$0")/../common.sh" NAME DEFAULT_RUNS "$@"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/Benchmarks/out/$1"
runs="$2"
if [ "${3:-}" = "--runs" ]; then runs="$4"; fi
mkdir -p "$out"
source "$root/scripts/env.sh"

# The CPU model, the core count and the load average: benchmark figures mean little without them.
machine_line() {
    echo "machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
}
