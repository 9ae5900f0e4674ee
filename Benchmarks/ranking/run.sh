#!/usr/bin/env bash
# Ranking benchmark: `pulsum bench rank` (release build) against scikit-learn's logistic
# regression on the same Bradley-Terry reference data, in one run; prints both and the ratio of
# training times.
#
#   Benchmarks/ranking/run.sh [--setup-venv] [BT_FOLDER]
#
# BT_FOLDER defaults to ../shared/golden/bt beside the checkout (features.csv, train_pairs.csv,
# test_pairs.csv). scikit-learn runs with OPENBLAS_NUM_THREADS=1, like pulsum's single-threaded
# training (with 2 BLAS threads on a busy 2-core machine its fit was 15x slower).
# --setup-venv creates .venv-ranking in the checkout with numpy and scikit-learn (pip, from your
# configured index); without it an existing .venv-ranking is used.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
venv="$root/.venv-ranking"
setup=0
folder="$root/../shared/golden/bt"
for arg in "$@"; do
    case "$arg" in
        --setup-venv) setup=1 ;;
        -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
        *) folder="$arg" ;;
    esac
done
[[ -f "$folder/features.csv" ]] || { echo "no features.csv in $folder (give the folder as an argument)" >&2; exit 1; }
if [[ $setup == 1 ]]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet numpy scikit-learn
fi
[[ -x "$venv/bin/python" ]] || { echo "no $venv: run with --setup-venv once" >&2; exit 1; }

(cd "$root" && swift build -c release --product pulsum >&2)
swift_json="$("$root/.build/release/pulsum" bench rank --json \
    --features "$folder/features.csv" --train "$folder/train_pairs.csv" --test "$folder/test_pairs.csv")"
python_json="$(OPENBLAS_NUM_THREADS=1 "$venv/bin/python" "$root/Benchmarks/ranking/bt_reference.py" "$folder")"

python3 - "$swift_json" "$python_json" <<'PY'
import json, sys
s, p = json.loads(sys.argv[1]), json.loads(sys.argv[2])
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
