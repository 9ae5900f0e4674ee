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
from round18_experiment import judgement_data_with_untaught
from round20_experiment import CONCERN_HAND_BUDGET, screen_columns
from round22_experiment import head_verdict

WORD_L2 = 1e-5


def hidden_crisis_head(units):
    """Fits round 24's crisis head; the hidden-layer trainer counts every sentence once."""
    def fit(inputs, words, target, repeats):
        assert np.all(repeats == 1), "the hidden-layer trainer has no repeats"
        return fit_hidden_head(inputs, target.astype(bool), words=words, units=units)
    return fit


def main():
    parser = experiment_arguments("h24- for N18")
    parser.add_argument("--untaught-prefix", required=True, help="families the shipped screen was not fitted on (h23- for N17)")
    parser.add_argument("--units", type=int, default=128, help="the candidate's hidden units")
    args = parser.parse_args()
    d = judgement_data_with_untaught(args)
    judged, untaught, features, embedding_width = d["judged"], d["untaught"], d["features"], d["embedding_width"]
    shared = {"word_l2": WORD_L2, "full_fit_scores": True}
    screens, results = screen_columns(d, [("R22", features, ~judged & ~untaught, CONCERN_HAND_BUDGET, shared),
                                          ("R22+N17", features, ~judged, CONCERN_HAND_BUDGET, shared),
                                          ("R24", features, ~judged, CONCERN_HAND_BUDGET,
                                           {**shared, "crisis_head": hidden_crisis_head(args.units)})],
                                      embedding_width)
    # Round 24's rule is round 22's with safe -> crisis allowed up by at most 1 point and at most
    # half the recall gain.
    head_verdict(results, screens, d, "R22+N17", "R24", false_alarm_limit=lambda recall_gain: min(1, recall_gain / 2))


if __name__ == "__main__":
    main()
