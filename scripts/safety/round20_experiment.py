#!/usr/bin/env python3
"""Round 20 of the crisis-screen work (docs/safety.md): round 19's denials and askers the rules
did not know, N13 taught, and a concern threshold also bound over the hand-written families,
against round 18's screen as shipped (fitted on O and N-N12). All screens are fitted as round 18's
trainer fits them (round18_experiment.round18_screen):

  R18      shipped: rule features before, fitted on O and N-N12;
  R18+N13  reference, not deciding: the same fitted on O and N-N13 as well;
  R20      rule features after, fitted on O and N-N13, the concern threshold also leaving at most
           0.25 % of the hand-written crisis and distress sentences taught judged safe.

  python3 scripts/safety/round20_experiment.py --corpus UNION --features BEFORE --features-after AFTER_RULES \\
      --judge-prefix h20- --untaught-prefix h19-

UNION, BEFORE and AFTER_RULES as for round19_experiment.py.
"""
import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from round15_experiment import experiment_arguments, figures, print_table
from round18_experiment import judgement_data, round18_screen
from round19_experiment import candidate_features, changes

CONCERN_HAND_BUDGET = 0.0025


def main():
    parser = experiment_arguments("h20- for N14")
    parser.add_argument("--features-after", required=True)
    parser.add_argument("--untaught-prefix", required=True, help="families the shipped screen was not fitted on (h19- for N13)")
    args = parser.parse_args()
    d = judgement_data(args)
    judged = d["judged"]
    untaught = np.array([r["family"].startswith(args.untaught_prefix) for r in d["rows"]])
    after, embedding_width = candidate_features(args.features_after, d)
    screens, results = screen_columns(d, [("R18", d["features"], ~judged & ~untaught, None),
                                          ("R18+N13", d["features"], ~judged, None),
                                          ("R20", after, ~judged, CONCERN_HAND_BUDGET)], embedding_width)
    frame_verdict(results, screens, d, "R18", "R20", frame="negated")


def screen_columns(d, columns, embedding_width):
    """Fits each column (name, rule features, sentences taught, concern hand budget[, more
    `round18_screen` options]) as round 18's trainer fits it and prints its thresholds; gives each
    column's levels and figures."""
    labels, langs, hand, judged = d["labels"], d["langs"], d["hand"], d["judged"]
    screens = {}
    for name, features, taught, budget, *options in columns:
        inputs = np.hstack([d["inputs"][:, :embedding_width], features])
        level, thresholds, u, _ = round18_screen(inputs, features, d["texts"], labels, langs, d["categories"], hand, judged,
                                                 d["folds"], taught=taught, concern_hand_budget=budget,
                                                 **(options[0] if options else {}))
        screens[name] = level
        print(f"{name}: fitted on {int(taught.sum())}; crisis thresholds " + ", ".join(f"{k} {v:.4f}" for k, v in thresholds.items())
              + f", concern {u:.4f}")
    print(f"judged {int(judged.sum())}")
    results = {name: {"judged": figures(level, labels, langs, judged), "O": figures(level, labels, langs, ~hand)}
               for name, level in screens.items()}
    print_table(results)
    return screens, results


def frame_verdict(results, screens, d, shipped, candidate, frame):
    """Rounds 20 and 21's rule: nothing worse (recall -0.5 point at most; safe -> crisis, crisis ->
    safe, distress -> safe not up; no language gap +5 points; O -1 point at most; judged safe
    sentences left safe -10 points at most) and one gain (recall +2, safe -> crisis -2, `frame`
    -> crisis down by a third, crisis -> safe halved from at least one)."""
    judged, labels, categories = d["judged"], d["labels"], d["categories"]
    framed = judged & (categories == frame)
    safe = judged & (labels == "safe")
    alarms = {name: int((level[framed] == 2).sum()) for name, level in screens.items()}
    left_safe = {name: 100 * float((level[safe] == 0).mean()) for name, level in screens.items()}
    print(f"{frame} -> crisis " + ", ".join(f"{k} {v}" for k, v in alarms.items()) + f" of {int(framed.sum())}; "
          "judged safe left safe " + ", ".join(f"{k} {v:.1f} %" for k, v in left_safe.items()))
    before, after = results[shipped]["judged"], results[candidate]["judged"]
    recall_gain, false_alarm_change, gap_growth, o_change = changes(results, shipped, candidate)
    nothing_worse = (recall_gain >= -0.5 and false_alarm_change <= 0 and after["crisis_safe"][0] <= before["crisis_safe"][0]
                     and after["distress_safe"][0] <= before["distress_safe"][0] and all(g <= 5 for g in gap_growth.values())
                     and o_change >= -1 and left_safe[candidate] >= left_safe[shipped] - 10)
    gain = (recall_gain >= 2 or false_alarm_change <= -2 or 3 * alarms[candidate] <= 2 * alarms[shipped]
            or 0 < before["crisis_safe"][0] >= 2 * after["crisis_safe"][0])  # halving none is no gain
    print(f"\nrule: recall {recall_gain:+.1f} points, safe -> crisis {false_alarm_change:+.1f} points, "
          f"{frame} -> crisis {alarms[shipped]} -> {alarms[candidate]}, crisis -> safe {before['crisis_safe'][0]} -> {after['crisis_safe'][0]}, "
          f"distress -> safe {before['distress_safe'][0]} -> {after['distress_safe'][0]}, "
          f"gap growth es {gap_growth['es']:+.1f} fr {gap_growth['fr']:+.1f}, O {o_change:+.1f}, "
          f"left safe {left_safe[candidate] - left_safe[shipped]:+.1f} points -> {'PASSES' if nothing_worse and gain else 'fails'}")

if __name__ == "__main__":
    main()
