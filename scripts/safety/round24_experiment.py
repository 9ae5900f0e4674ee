#!/usr/bin/env python3
"""Round 24 of the crisis-screen work (docs/safety.md): a crisis head with a hidden layer
(hidden_head.py, the Swift NeuralHeadTrainer's arithmetic), N17 taught. All screens are fitted as
round 22's trainer fits them (round18_experiment.round18_screen, the concern threshold also bound
over the hand-written families), on the same rule features, the judged families scored by the
heads fitted on everything each column teaches, as the shipped file scores them:

  R22      shipped: round 22's settings fitted on O and N-N16 (reading only);
  R22+N17  deciding reference: round 22's settings fitted on O and N-N17;
  R24      the crisis head with `--units` ReLU units beside its linear part, fitted on O and N-N17.

  python3 scripts/safety/round24_experiment.py --corpus UNION --features DUMP --judge-prefix h24- \\
      --untaught-prefix h23-

UNION and DUMP as for round18_experiment.py.
"""
import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from hidden_head import fit_hidden_head
from round15_experiment import experiment_arguments
from round18_experiment import judgement_data
from round19_experiment import changes
from round20_experiment import CONCERN_HAND_BUDGET, screen_columns

WORD_L2 = 1e-5


def hidden_crisis_head(units):
    """Fits round 24's crisis head; the hidden-layer trainer counts every sentence once."""
    def fit(inputs, words, target, repeats):
        assert np.all(repeats == 1), "the hidden-layer trainer has no repeats"
        return fit_hidden_head(inputs, target.astype(bool), words=words, units=units)
    return fit


def verdict(results, screens, d, reference, candidate):
    """Round 24's rule: recall +2 points; safe -> crisis up by at most 1 point and at most half the
    recall gain; crisis -> safe +1 sentence at most; distress -> safe not up; no language gap +5
    points; O -1 point at most; judged safe sentences left safe -10 points at most."""
    safe = d["judged"] & (d["labels"] == "safe")
    left_safe = {name: 100 * float((level[safe] == 0).mean()) for name, level in screens.items()}
    print("judged safe left safe " + ", ".join(f"{k} {v:.1f} %" for k, v in left_safe.items()))
    before, after = results[reference]["judged"], results[candidate]["judged"]
    recall_gain, false_alarm_change, gap_growth, o_change = changes(results, reference, candidate)
    passes = (recall_gain >= 2 and false_alarm_change <= min(1, recall_gain / 2)
              and after["crisis_safe"][0] <= before["crisis_safe"][0] + 1
              and after["distress_safe"][0] <= before["distress_safe"][0] and all(g <= 5 for g in gap_growth.values())
              and o_change >= -1 and left_safe[candidate] >= left_safe[reference] - 10)
    print(f"\nrule: recall {recall_gain:+.1f} points, safe -> crisis {false_alarm_change:+.1f} points, "
          f"crisis -> safe {before['crisis_safe'][0]} -> {after['crisis_safe'][0]}, "
          f"distress -> safe {before['distress_safe'][0]} -> {after['distress_safe'][0]}, "
          f"gap growth es {gap_growth['es']:+.1f} fr {gap_growth['fr']:+.1f}, O {o_change:+.1f}, "
          f"left safe {left_safe[candidate] - left_safe[reference]:+.1f} points -> {'PASSES' if passes else 'fails'}")


def main():
    parser = experiment_arguments("h24- for N18")
    parser.add_argument("--untaught-prefix", required=True, help="families the shipped screen was not fitted on (h23- for N17)")
    parser.add_argument("--units", type=int, default=128, help="the candidate's hidden units")
    args = parser.parse_args()
    d = judgement_data(args)
    judged = d["judged"]
    untaught = np.array([r["family"].startswith(args.untaught_prefix) for r in d["rows"]])
    features = d["features"]
    embedding_width = d["inputs"].shape[1] - features.shape[1]
    shared = {"word_l2": WORD_L2, "full_fit_scores": True}
    screens, results = screen_columns(d, [("R22", features, ~judged & ~untaught, CONCERN_HAND_BUDGET, shared),
                                          ("R22+N17", features, ~judged, CONCERN_HAND_BUDGET, shared),
                                          ("R24", features, ~judged, CONCERN_HAND_BUDGET,
                                           {**shared, "crisis_head": hidden_crisis_head(args.units)})],
                                      embedding_width)
    verdict(results, screens, d, "R22+N17", "R24")


if __name__ == "__main__":
    main()
