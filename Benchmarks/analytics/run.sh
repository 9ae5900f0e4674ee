#!/usr/bin/env bash
# Rolling median + MAD on 1,000,000 points: Swift (release `pulsum-bench rolling`) vs pandas,
# then the full analysis of 10 years x 8 metrics (`pulsum-bench analysis`).
# With --windows instead: Swift only, windows 28 ... 100,000, sorted buffer vs order-statistic
# tree vs automatic (bench_rolling_windows.py; needs only numpy, so no venv).
#
# Usage: Benchmarks/analytics/run.sh [--setup] [--no-build] [--windows] [-- extra script options]
#   --setup     run scripts/bench-venvs.sh analytics first (.venv-analytics: pandas and numpy, from PyPI)
#   --no-build  use the existing release binary
#   --windows   run the window-scaling benchmark instead of the pandas comparison
# Environment: PULSUM_BUILD_DIR (default .build) is SwiftPM's scratch path for the release build.
# Exit status: 0 when Swift's results equal pandas' (to 1e-9) or, with --windows, when all
# algorithms agree byte for byte; 1 otherwise, 2 on a usage error.
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=.venv-analytics
build_dir="${PULSUM_BUILD_DIR:-.build}"
pulsum_bench="${PULSUM_BENCH:-$build_dir/release/pulsum-bench}"
setup=0
build=1
windows=0
while [ $# -gt 0 ]; do
    case "$1" in
        --setup) setup=1 ;;
        --no-build) build=0 ;;
        --windows) windows=1 ;;
        --) shift; break ;;
        *) echo "unknown option $1 (see the header of $0)" >&2; exit 2 ;;
    esac
    shift
done
if [ "$setup" = 1 ]; then
    scripts/bench-venvs.sh analytics
fi
if [ "$windows" = 0 ] && [ ! -x "$venv/bin/python" ]; then
    echo "no $venv: run $0 --setup first (needs PyPI access once)" >&2
    exit 2
fi
if [ "$build" = 1 ]; then
    swift build -c release --product pulsum-bench --scratch-path "$build_dir" >&2
fi
echo "machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
if [ "$windows" = 1 ]; then
    python="$venv/bin/python"
    [ -x "$python" ] || python=python3
    exec "$python" Benchmarks/analytics/bench_rolling_windows.py --pulsum-bench "$pulsum_bench" "$@"
fi
status=0
"$venv/bin/python" Benchmarks/analytics/bench_rolling.py --pulsum-bench "$pulsum_bench" "$@" || status=$?
echo "full analysis, 10 years x 8 metrics (median wall and CPU seconds):"
"$pulsum_bench" analysis --years 10
exit "$status"
