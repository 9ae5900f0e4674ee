#!/usr/bin/env bash
# Sentence-embedding benchmark: Pulsum's Swift MiniLM encoder against sentence-transformers
# (PyTorch, CPU) on the same machine, in one run. Prints a Markdown table with the ratios.
#
#   Benchmarks/embedding/run.sh [--setup-venv] [--seconds S]
#
#   --setup-venv  create .venv-bench (git-ignored) with sentence-transformers and PyTorch first.
#                 On this project's machines pip resolves torch to the CPU build from the local
#                 wheel folder; on an ordinary machine the default torch wheel pulls the (large)
#                 CUDA packages, so install the CPU build of torch yourself before the others.
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

if [ "$setup" = 1 ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "torch==2.13.0+cpu" 2>/dev/null || "$venv/bin/pip" install --quiet torch
    "$venv/bin/pip" install --quiet sentence-transformers
fi
[ -x "$venv/bin/python" ] || { echo "no $venv: run $0 --setup-venv first" >&2; exit 1; }

export PULSUM_MODEL_DIR="${PULSUM_MODEL_DIR:-$root/models/all-MiniLM-L6-v2}"
(cd "$root" && swift build -c release --product pulsum >&2)
exec "$venv/bin/python" "$root/Benchmarks/embedding/bench.py" --pulsum "$root/.build/release/pulsum" \
    --model-dir "$PULSUM_MODEL_DIR" --seconds "$seconds"
