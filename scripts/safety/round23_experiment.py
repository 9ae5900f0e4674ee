#!/usr/bin/env python3
"""Round 23 of the crisis-screen work (docs/safety.md), a measurement for a decision: round 22's
screen against the same with the rules' crisis taken from the grammar's categories only (means,
intent, plan, preparation, attempt), the phrase-list categories (passive wish, active ideation,
self-injury) left to the heads as inputs and to the concern threshold as `caution`. Both fitted
as round 22's trainer fits them, on everything not judged:

  R22  shipped: every crisis category's flag makes the rules' verdict crisis;
  R23  only the grammar's flags do.

  python3 scripts/safety/round23_experiment.py --corpus UNION --features DUMP --judge-prefix h23-

UNION and DUMP as for round18_experiment.py.
"""
import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from round15_experiment import experiment_arguments
from round18_experiment import judgement_data
from round19_experiment import changes
from round20_experiment import CONCERN_HAND_BUDGET, screen_columns

WORD_L2 = 1e-5
# current_method, current_intent, current_plan, current_preparation, current_attempt
# (ScreenFeatures.names; 0 is the prototype similarity).
GRAMMAR_FEATURES = [3, 4, 5, 6, 7]


def grammar_only_verdict(results, screens, d, shipped, candidate):
    """Round 23's rule for the rules' crisis from the grammar only: recall +1 point, safe -> crisis
    -1 point, crisis -> safe and distress -> safe not up, no language gap +5 points, at most 1 % of
    the shipped screen's crisis sentences lose it."""
    crisis = d["judged"] & (d["labels"] == "crisis")
    lost = int((crisis & (screens[shipped] == 2) & (screens[candidate] != 2)).sum())
    kept = int((crisis & (screens[shipped] == 2)).sum())
    before, after = results[shipped]["judged"], results[candidate]["judged"]
    recall_gain, false_alarm_change, gap_growth, _ = changes(results, shipped, candidate)
    passes = (recall_gain >= 1 and false_alarm_change <= -1 and after["crisis_safe"][0] <= before["crisis_safe"][0]
              and after["distress_safe"][0] <= before["distress_safe"][0] and all(g <= 5 for g in gap_growth.values())
              and lost <= 0.01 * kept)
    print(f"\nrule: recall {recall_gain:+.1f} points, safe -> crisis {false_alarm_change:+.1f} points, "
          f"crisis -> safe {before['crisis_safe'][0]} -> {after['crisis_safe'][0]}, "
          f"distress -> safe {before['distress_safe'][0]} -> {after['distress_safe'][0]}, "
          f"gap growth es {gap_growth['es']:+.1f} fr {gap_growth['fr']:+.1f}, crisis lost {lost} of {kept} "
          f"-> {'worth the decision' if passes else 'not worth it'}")


def main():
    args = experiment_arguments("h23- for N17").parse_args()
    d = judgement_data(args)
    judged, features, embedding_width = d["judged"], d["features"], d["embedding_width"]
    screens, results = screen_columns(d, [("R22", features, ~judged, CONCERN_HAND_BUDGET, {"word_l2": WORD_L2}),
                                          ("R23", features, ~judged, CONCERN_HAND_BUDGET,
                                           {"word_l2": WORD_L2, "crisis_features": GRAMMAR_FEATURES})], embedding_width)
    grammar_only_verdict(results, screens, d, "R22", "R23")


if __name__ == "__main__":
    main()
