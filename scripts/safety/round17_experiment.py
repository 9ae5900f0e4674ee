#!/usr/bin/env python3
"""Round 17 of the crisis-screen work (docs/safety.md): does the concern head, fitted on the
hand-written families of the spent judges too, judge fewer crisis and distress sentences safe on
writers it has never seen, with the crisis head left as shipped?

  R12  the shipped heads: both fitted on the generated corpus (O) alone;
  R17  the crisis head the same; the concern head fitted on O and every hand-written family except
       the judged ones (`--judge-prefix`).

Folds are the trainer's dealing since round 17 (generated families as before, hand-written ones on
their own), so the crisis head, its out-of-fold scores and its threshold are R12's exactly. Both
thresholds are chosen as the trainer chooses them, over O. Prints the whole screen's figures on the
judged families and the rule's verdict.

  python3 scripts/safety/round17_experiment.py --corpus UNION --features DUMP --judge-prefix h17-

UNION is the generated corpus followed by the judges' families files in round order (the corpus the
trainer reads from a checkout, plus the new judge's file); DUMP its `pulsum-safety-train
--dump-rule-features`.
"""
import argparse
import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_round6 import CRISIS_FEATURES, fmt, load_dump, share
from round15_experiment import out_of_fold
from trainer_reproduction import GRID, MAX_DISTRESS_AS_CRISIS, MAX_SAFE_AS_CRISIS, fold_of_each_sentence_by_source, is_hand_written


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--features", required=True)
    parser.add_argument("--judge-prefix", required=True, help="families judged, never fitted on (h17- for N11)")
    args = parser.parse_args()
    rows, features, inputs = load_dump(args.corpus, args.features)
    labels = np.array([r["label"] for r in rows])
    categories = np.array([r["category"] for r in rows])
    hand = np.array([is_hand_written(r) for r in rows])
    judged = np.array([r["family"].startswith(args.judge_prefix) for r in rows])
    folds = fold_of_each_sentence_by_source(rows)
    ones = np.ones(len(rows))
    rule_crisis = (features[:, CRISIS_FEATURES] == 1).any(axis=1)
    rule_concern = (features[:, 1:-1] == 1).any(axis=1)
    is_concern = labels != "safe"
    teaches_concern = is_concern | np.isin(categories, ["benign", "idiom"])
    crisis = out_of_fold(inputs, (labels == "crisis").astype(np.float64), folds, ~hand, ones)
    t = next(t for t in GRID if (crisis[~hand & (labels == "safe")] >= t).mean() <= MAX_SAFE_AS_CRISIS
             and (crisis[~hand & (labels == "caution")] >= t).mean() <= MAX_DISTRESS_AS_CRISIS)
    print(f"O {int((~hand).sum())} sentences; hand-written fitted on by R17 {int((hand & ~judged).sum())}; judged {int(judged.sum())}; "
          f"crisis threshold {t:.2f}")
    results = {}
    for name, fitted in [("R12", ~hand), ("R17", ~judged)]:
        concern = out_of_fold(inputs, is_concern.astype(np.float64), folds, fitted & teaches_concern, ones)
        screen = np.where(rule_concern | (crisis >= t), 1.0, concern)
        u = next((c for c in reversed(GRID) if (screen[~hand & is_concern] < c).mean() <= 0.01), 0.01)
        level = np.where(rule_crisis | (crisis >= t), 2, np.where(screen >= u, 1, 0))
        crisis_rows, safe_rows, distress_rows = (judged & (labels == k) for k in ["crisis", "safe", "caution"])
        results[name] = {"recall": share(level == 2, crisis_rows), "crisis_safe": share(level == 0, crisis_rows),
                         "safe_crisis": share(level == 2, safe_rows), "safe_caution": share(level >= 1, safe_rows),
                         "distress_safe": share(level == 0, distress_rows), "concern_threshold": u}
    print("| | concern threshold | crisis recall | crisis -> safe | safe -> crisis | safe -> caution+ | distress -> safe |")
    print("|---|---|---|---|---|---|---|")
    for name, r in results.items():
        print(f"| {name} | {r['concern_threshold']:.2f} | {fmt(r['recall'])} | {fmt(r['crisis_safe'])} | {fmt(r['safe_crisis'])} | "
              f"{fmt(r['safe_caution'])} | {fmt(r['distress_safe'])} |")
    before, after = results["R12"], results["R17"]
    passes = (2 * after["crisis_safe"][0] <= before["crisis_safe"][0]
              and after["distress_safe"][0] <= before["distress_safe"][0]
              and after["safe_caution"][2] - before["safe_caution"][2] <= 3
              and after["recall"][0] == before["recall"][0] and after["safe_crisis"][0] == before["safe_crisis"][0])
    print(f"\nrule: crisis -> safe {before['crisis_safe'][0]} -> {after['crisis_safe'][0]} (at most half), distress -> safe "
          f"{before['distress_safe'][0]} -> {after['distress_safe'][0]} (no rise), safe -> caution+ "
          f"{after['safe_caution'][2] - before['safe_caution'][2]:+.1f} points (<= +3), crisis layer unchanged: "
          f"{after['recall'][0] == before['recall'][0] and after['safe_crisis'][0] == before['safe_crisis'][0]} "
          f"-> {'PASSES' if passes else 'fails'}")


if __name__ == "__main__":
    main()
