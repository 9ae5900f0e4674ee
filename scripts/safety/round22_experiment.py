#!/usr/bin/env python3
"""Round 22 of the crisis-screen work (docs/safety.md): the crisis head's word features with their
own, smaller L2 penalty, N15 taught, against round 20's screen as shipped (fitted on O and N-N14).
All screens are fitted as round 20's trainer fits them (round18_experiment.round18_screen, the
concern threshold also bound over the hand-written families) on the same rule features:

  R20      shipped: fitted on O and N-N14, the word features' L2 the embedding's (1e-3);
  R20+N15  reference, not deciding: the same fitted on O and N-N15;
  R22      fitted on O and N-N15, the word features' L2 `--word-l2`.

  python3 scripts/safety/round22_experiment.py --corpus UNION --features DUMP --judge-prefix h22- \\
      --untaught-prefix h21- --word-l2 1e-5

UNION and DUMP as for round18_experiment.py.
"""
import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from round15_experiment import experiment_arguments
from round18_experiment import judgement_data_with_untaught
from round19_experiment import changes
from round20_experiment import CONCERN_HAND_BUDGET, screen_columns


def head_verdict(results, screens, d, shipped, candidate, false_alarm_limit=lambda recall_gain: 0.5):
    """Round 22's rule: recall +2 points, and nothing worse beyond a fixed budget's noise (safe ->
    crisis up by at most `false_alarm_limit(recall gain)` points, 0.5 in round 22; crisis -> safe +1
    sentence at most, distress -> safe not up, no language gap +5 points, O -1 point at most, judged
    safe sentences left safe -10 points at most)."""
    safe = d["judged"] & (d["labels"] == "safe")
    left_safe = {name: 100 * float((level[safe] == 0).mean()) for name, level in screens.items()}
    print("judged safe left safe " + ", ".join(f"{k} {v:.1f} %" for k, v in left_safe.items()))
    before, after = results[shipped]["judged"], results[candidate]["judged"]
    recall_gain, false_alarm_change, gap_growth, o_change = changes(results, shipped, candidate)
    passes = (recall_gain >= 2 and false_alarm_change <= false_alarm_limit(recall_gain) and after["crisis_safe"][0] <= before["crisis_safe"][0] + 1
              and after["distress_safe"][0] <= before["distress_safe"][0] and all(g <= 5 for g in gap_growth.values())
              and o_change >= -1 and left_safe[candidate] >= left_safe[shipped] - 10)
    print(f"\nrule: recall {recall_gain:+.1f} points, safe -> crisis {false_alarm_change:+.1f} points, "
          f"crisis -> safe {before['crisis_safe'][0]} -> {after['crisis_safe'][0]}, "
          f"distress -> safe {before['distress_safe'][0]} -> {after['distress_safe'][0]}, "
          f"gap growth es {gap_growth['es']:+.1f} fr {gap_growth['fr']:+.1f}, O {o_change:+.1f}, "
          f"left safe {left_safe[candidate] - left_safe[shipped]:+.1f} points -> {'PASSES' if passes else 'fails'}")


def main():
    parser = experiment_arguments("h22- for N16")
    parser.add_argument("--untaught-prefix", required=True, help="families the shipped screen was not fitted on (h21- for N15)")
    parser.add_argument("--word-l2", type=float, required=True, help="the candidate's L2 on the word features")
    args = parser.parse_args()
    d = judgement_data_with_untaught(args)
    judged, untaught, features, embedding_width = d["judged"], d["untaught"], d["features"], d["embedding_width"]
    screens, results = screen_columns(d, [("R20", features, ~judged & ~untaught, CONCERN_HAND_BUDGET),
                                          ("R20+N15", features, ~judged, CONCERN_HAND_BUDGET),
                                          ("R22", features, ~judged, CONCERN_HAND_BUDGET, {"word_l2": args.word_l2})],
                                      embedding_width)
    head_verdict(results, screens, d, "R20", "R22")


if __name__ == "__main__":
    main()
