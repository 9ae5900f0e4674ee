#!/usr/bin/env bash
# Ranking benchmark: `pulsum-bench rank` (release build) against scikit-learn's logistic
# regression on the same Bradley-Terry reference data, in one run; prints both and the ratio of
# training times.
#
#   Benchmarks/ranking/run.sh [--setup-venv] [--summary FILE] [BT_FOLDER]
#
# BT_FOLDER defaults to ../shared/golden/bt beside the checkout (features.csv, train_pairs.csv,
# test_pairs.csv). scikit-learn runs with OPENBLAS_NUM_THREADS=1, like pulsum's single-threaded
# training (with 2 BLAS threads on a busy 2-core machine its fit was 15x slower).
# --setup-venv runs scripts/bench-venvs.sh ranking (.venv-ranking with numpy and scikit-learn);
# without it an existing .venv-ranking is used. --summary FILE also writes the rows for
# `pulsum-bench all`. $PULSUM_BENCH names a built pulsum-bench (no build then).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
venv="$root/.venv-ranking"
setup=0
summary=""
folder="$root/../shared/golden/bt"
while [ $# -gt 0 ]; do
    case "$1" in
        --setup-venv) setup=1 ;;
        --summary) summary="$2"; shift ;;
        -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
        *) folder="$1" ;;
    esac
    shift
done
[[ -f "$folder/features.csv" ]] || { echo "no features.csv in $folder (give the folder as an argument)" >&2; exit 1; }
if [[ $setup == 1 ]]; then
    "$root/scripts/bench-venvs.sh" ranking
fi
[[ -x "$venv/bin/python" ]] || { echo "no $venv: run with --setup-venv once" >&2; exit 1; }

pulsum_bench="${PULSUM_BENCH:-}"
if [[ -z $pulsum_bench ]]; then
    (cd "$root" && swift build -c release --product pulsum-bench >&2)
    pulsum_bench="$root/.build/release/pulsum-bench"
fi
swift_json="$("$pulsum_bench" rank --json \
    --features "$folder/features.csv" --train "$folder/train_pairs.csv" --test "$folder/test_pairs.csv")"
python_json="$(OPENBLAS_NUM_THREADS=1 "$venv/bin/python" "$root/Benchmarks/ranking/bt_reference.py" "$folder")"

python3 - "$swift_json" "$python_json" "$summary" "$root/Benchmarks" <<'PY'
import json, sys
s, p = json.loads(sys.argv[1]), json.loads(sys.argv[2])
sys.path.insert(0, sys.argv[4])
import summary
summary.write(sys.argv[3] or None, f"scikit-learn {p['sklearn']} LogisticRegression (lbfgs, 1 BLAS thread)", [
    summary.row(f"{s['train_pairs']} training pairs, {s['features']} features: training", "s", "lower",
                s["training_seconds_median"], p["training_seconds_median"]),
], f"held-out accuracy {s['heldout_accuracy']:.4f} vs {p['heldout_accuracy']:.4f}")
print(f"{'':28}{'pulsum (SGD, Swift)':>22}{'scikit-learn ' + p['sklearn']:>24}")
print(f"{'held-out pairwise accuracy':28}{s['heldout_accuracy']:>22.4f}{p['heldout_accuracy']:>24.4f}")
print(f"{'held-out log loss':28}{s['heldout_logloss']:>22.4f}{p['heldout_logloss']:>24.4f}")
print(f"{'training time, median (s)':28}{s['training_seconds_median']:>22.4f}{p['training_seconds_median']:>24.4f}")
print(f"training-time ratio (scikit-learn / pulsum): {p['training_seconds_median'] / s['training_seconds_median']:.2f}x")
sc = s["scoring"]
print(f"scoring {sc['candidates']:,} candidates: w·x {sc['linear_seconds_median'] * 1e3:.3f} ms "
      f"({sc['linear_candidates_per_second']:,.0f}/s); full ranker {sc['ranker_seconds_median'] * 1e3:.2f} ms "
      f"({sc['ranker_candidates_per_second']:,.0f}/s)")
PY
