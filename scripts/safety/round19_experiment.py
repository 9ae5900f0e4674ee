#!/usr/bin/env python3
"""Round 19 of the crisis-screen work (docs/safety.md): the rules' negation frame widened (denials
after and before the phrase, longer reaches), against round 18's screen. Both screens are fitted
exactly as round 18's trainer fits them (round18_experiment.round18_screen), each on its own rule
features; the embeddings and the prototype similarity are the same.

  python3 scripts/safety/round19_experiment.py --corpus UNION --features BEFORE --features-after AFTER_RULES --judge-prefix h19-

BEFORE is `pulsum-safety-train --dump-rule-features` by `main`'s binary over UNION (O followed by
the families files in round order, run where Data/safety has no judges/ folder); AFTER_RULES the
candidate binary's `--rules-only` dump of the same corpus (its rule features; the similarity and
the embedding are taken from BEFORE).
"""
import json
import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from round15_experiment import experiment_arguments, figures, print_table
from round18_experiment import judgement_data, round18_screen


def candidate_features(path, d):
    """The candidate's rule features from its rules-only dump at `path`, with the prototype
    similarity (zero there) taken from the shipped dump in `d`; and the embedding's width."""
    after = np.array([json.loads(line)["features"] for line in open(path, encoding="utf-8")])
    assert after.shape == d["features"].shape, "the two dumps must cover the same corpus"
    after[:, 0] = d["features"][:, 0]
    return after, d["inputs"].shape[1] - after.shape[1]


def changes(results, shipped, candidate):
    """What a candidate changes on the judged families against the shipped screen: recall and safe
    -> crisis (points), each second language's gap to English (either way; the goal is within 5
    points) and O's out-of-fold recall."""
    before, after = results[shipped]["judged"], results[candidate]["judged"]
    gap = lambda r, lang: abs(r["en"][2] - r[lang][2])
    return (after["recall"][2] - before["recall"][2], after["safe_crisis"][2] - before["safe_crisis"][2],
            {lang: gap(after, lang) - gap(before, lang) for lang in ["es", "fr"]},
            results[candidate]["O"]["recall"][2] - results[shipped]["O"]["recall"][2])


def main():
    parser = experiment_arguments("h19- for N13")
    parser.add_argument("--features-after", required=True)
    args = parser.parse_args()
    d = judgement_data(args)
    labels, langs, hand, judged = d["labels"], d["langs"], d["hand"], d["judged"]
    after, embedding_width = candidate_features(args.features_after, d)
    screens = {}
    for name, features in [("R18", d["features"]), ("R19", after)]:
        inputs = np.hstack([d["inputs"][:, :embedding_width], features])
        level, thresholds, u, _ = round18_screen(inputs, features, d["texts"], labels, langs, d["categories"], hand, judged, d["folds"])
        screens[name] = level
        print(f"{name}: crisis thresholds " + ", ".join(f"{k} {v:.4f}" for k, v in thresholds.items()) + f", concern {u:.4f}")
    print(f"O {int((~hand).sum())} sentences; hand-written fitted on {int((hand & ~judged).sum())}; judged {int(judged.sum())}")
    results = {name: {"judged": figures(level, labels, langs, judged), "O": figures(level, labels, langs, ~hand)}
               for name, level in screens.items()}
    print_table(results)

    negated = judged & (d["categories"] == "negated")
    denied = {name: int((level[negated] == 2).sum()) for name, level in screens.items()}
    before, candidate = results["R18"]["judged"], results["R19"]["judged"]
    recall_gain, false_alarm_change, gap_growth, o_change = changes(results, "R18", "R19")
    nothing_worse = (recall_gain >= -0.5 and false_alarm_change <= 0 and candidate["crisis_safe"][0] <= before["crisis_safe"][0]
                     and candidate["distress_safe"][0] <= before["distress_safe"][0] and all(g <= 5 for g in gap_growth.values())
                     and o_change >= -1)
    gain = 3 * denied["R19"] <= 2 * denied["R18"] or recall_gain >= 2 or false_alarm_change <= -2
    print(f"\nrule: negated -> crisis {denied['R18']} -> {denied['R19']} of {int(negated.sum())}, recall {recall_gain:+.1f} points, "
          f"safe -> crisis {false_alarm_change:+.1f} points, crisis -> safe {before['crisis_safe'][0]} -> {candidate['crisis_safe'][0]}, "
          f"distress -> safe {before['distress_safe'][0]} -> {candidate['distress_safe'][0]}, "
          f"gap growth es {gap_growth['es']:+.1f} fr {gap_growth['fr']:+.1f}, O {o_change:+.1f} "
          f"-> {'PASSES' if nothing_worse and gain else 'fails'}")


if __name__ == "__main__":
    main()
