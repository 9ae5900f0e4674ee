#!/usr/bin/env bash
# Sentence-embedding benchmark: Pulsum's Swift MiniLM encoder against sentence-transformers
# (PyTorch, CPU) on the same machine, in one run. Prints a Markdown table with the ratios.
#
#   Benchmarks/embedding/run.sh [--setup-venv] [--seconds S]
#
#   --setup-venv  run scripts/bench-venvs.sh bench first (.venv-bench, git-ignored, with
#                 sentence-transformers and PyTorch's CPU build; see that script about torch).
#   --seconds S   how long each case is timed (default 3).
#
# The model is read from $PULSUM_MODEL_DIR or models/all-MiniLM-L6-v2 (make setup); both tools
# load it from that folder, offline.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
venv="$root/.venv-bench"
seconds=3
setup=0
while [ $# -gt 0 ]; do
    case "$1" in
        --setup-venv) setup=1 ;;
        --seconds) seconds="$2"; shift ;;
        *) echo "usage: $0 [--setup-venv] [--seconds S]" >&2; exit 64 ;;
    esac
    shift
done

[ "$setup" = 1 ] && "$root/scripts/bench-venvs.sh" bench
[ -x "$venv/bin/python" ] || { echo "no $venv: run $0 --setup-venv first" >&2; exit 1; }

export PULSUM_MODEL_DIR="${PULSUM_MODEL_DIR:-$root/models/all-MiniLM-L6-v2}"
(cd "$root" && swift build -c release --product pulsum-bench >&2)
exec "$venv/bin/python" "$root/Benchmarks/embedding/bench.py" --pulsum-bench "$root/.build/release/pulsum-bench" \
    --model-dir "$PULSUM_MODEL_DIR" --seconds "$seconds"
