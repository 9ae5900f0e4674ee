#!/usr/bin/env bash
# Prepares the Python environments of the reference tools Pulsum's benchmarks compare against
# (git-ignored, at the checkout root), with the versions the published figures were measured with:
#
#   .venv-bench      faiss-cpu (vector search) and sentence-transformers on CPU torch (embedding)
#   .venv-analytics  pandas (rolling median and MAD)
#   .venv-ranking    scikit-learn (Bradley-Terry as logistic regression)
#   .venv-healthkit  healthkit-to-sqlite (Apple Health import into SQLite)
#
# ElementTree (the Apple reader's peer) is Python's standard library: no venv.
#
# Usage: scripts/bench-venvs.sh [bench|analytics|ranking|healthkit ...]   (default: all four)
# An existing venv is completed, not rebuilt; remove it to start over. Needs PyPI once.
# torch: the CPU build (a wheel folder set as pip's find-links is used when configured; from
# PyPI proper the CPU build comes from PyTorch's own index, which this script does not use, so
# on an ordinary machine install torch's CPU build yourself first).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
numpy="numpy==2.4.6"

install() {  # install VENV PACKAGE...
    local venv="$root/.venv-$1"
    shift
    [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "$@"
    echo "ready: $venv ($*)"
}

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(bench analytics ranking healthkit)
for target in "${targets[@]}"; do
    case "$target" in
        bench)
            install bench "$numpy" "faiss-cpu==1.15.1"
            install bench "torch==2.13.0+cpu" 2>/dev/null || install bench "torch==2.13.0"
            install bench "sentence-transformers==6.2.0" ;;
        analytics) install analytics "$numpy" "pandas==3.1.1" ;;
        ranking) install ranking "$numpy" "scikit-learn==1.9.1" ;;
        healthkit) install healthkit "healthkit-to-sqlite==1.0.1" ;;
        *) echo "unknown venv '$target' (bench, analytics, ranking or healthkit)" >&2; exit 64 ;;
    esac
done
