#!/usr/bin/env python3
"""Rounds 15 and 16 of the crisis-screen work (docs/safety.md): do the hand-written families of the
spent judges (families `h*`) help the classifier's heads on writers they have never seen?

  R12  the shipped heads: fitted on the generated corpus (O) alone;
  R15  the same heads fitted on O and every hand-written family except the judged one;
  R16  R15 with Spanish and French counted `--language-weight` times and the crisis threshold the
       lowest keeping the whole screen's out-of-fold safe -> crisis on the hand-written safe
       sentences fitted on at most `--hand-budget` (`--limits-over hand-budget`).

Every sentence is scored out of fold (the trainer's dealing of whole families into five folds);
the judged families (`--judge-prefix`) are never fitted on by either candidate. Thresholds are
chosen as the trainer chooses them, from the out-of-fold scores of the sentences the limits are
counted over (`--limits-over`: O, or everything fitted on, or round 16's budget). Prints the whole screen's figures on
the judged families and on O, per language, and the rule's verdict.

  python3 scripts/safety/round15_experiment.py --corpus UNION --features DUMP --judge-prefix h15-
      [--hand-weight W] [--limits-over O|fitted|hand-budget] [--hand-budget 0.10] [--language-weight W]

UNION is O followed by the families files; DUMP its `pulsum-safety-train --dump-rule-features`.
"""
import argparse
import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_round6 import CRISIS_FEATURES, fmt, load_dump, share
from trainer_reproduction import FOLDS, GRID, MAX_DISTRESS_AS_CRISIS, MAX_SAFE_AS_CRISIS, fit_logistic, fold_of_each_sentence


def fit_weighted(inputs, labels, weights):
    """The trainer's logistic regression with each sentence counted `weights` times (by
    repetition when the weights are whole numbers, so weight 1 is the trainer exactly)."""
    if np.all(weights == 1):
        return fit_logistic(inputs, labels)
    repeats = weights.astype(int)
    assert np.all(repeats == weights), "only whole-number weights"
    return fit_logistic(np.repeat(inputs, repeats, axis=0), np.repeat(labels, repeats))


def out_of_fold(inputs, target, folds, fitted_on, weights):
    scores = np.zeros(len(target))
    for held in range(FOLDS):
        train = (folds != held) & fitted_on
        w, b = fit_weighted(inputs[train], target[train], weights[train])
        scores[folds == held] = 1 / (1 + np.exp(-(inputs[folds == held] @ w + b)))
    return scores


def screen_levels(inputs, features, labels, categories, folds, fitted, limits, weights, budget_over=None, budget=None):
    """The whole screen's level (0 safe, 1 caution, 2 crisis) for every sentence, as the trainer
    would ship it when fitted on `fitted` with its limits counted over `limits`; with `budget_over`,
    the crisis threshold is instead the lowest keeping the whole screen's safe -> crisis over those
    sentences at most `budget` (round 16)."""
    rule_crisis = (features[:, CRISIS_FEATURES] == 1).any(axis=1)
    rule_concern = (features[:, 1:-1] == 1).any(axis=1)
    is_concern = labels != "safe"
    crisis = out_of_fold(inputs, (labels == "crisis").astype(np.float64), folds, fitted, weights)
    concern = out_of_fold(inputs, is_concern.astype(np.float64), folds,
                          fitted & (is_concern | np.isin(categories, ["benign", "idiom"])), weights)
    if budget_over is None:
        t = next((t for t in GRID if (crisis[limits & (labels == "safe")] >= t).mean() <= MAX_SAFE_AS_CRISIS
                  and (crisis[limits & (labels == "caution")] >= t).mean() <= MAX_DISTRESS_AS_CRISIS), np.inf)
    else:
        safe = budget_over & (labels == "safe")
        t = next((t for t in GRID if (rule_crisis | (crisis >= t))[safe].mean() <= budget), np.inf)
    concern_or_screen = np.where(rule_concern | (crisis >= t), 1.0, concern)
    u = next((c for c in reversed(GRID) if (concern_or_screen[limits & is_concern] < c).mean() <= 0.01), 0.01)
    return np.where(rule_crisis | (crisis >= t), 2, np.where(concern_or_screen >= u, 1, 0)), t, u


def figures(level, labels, langs, select):
    crisis, safe, distress = (select & (labels == k) for k in ["crisis", "safe", "caution"])
    result = {"recall": share(level == 2, crisis), "crisis_safe": share(level == 0, crisis),
              "safe_crisis": share(level == 2, safe), "distress_safe": share(level == 0, distress)}
    for lang in ["en", "es", "fr"]:
        result[lang] = share(level == 2, crisis & (langs == lang))
    return result


def experiment_arguments(example_prefix):
    """The arguments every judgement script takes: the union corpus, its dump, the judged families."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--features", required=True)
    parser.add_argument("--judge-prefix", required=True, help=f"families judged, never fitted on ({example_prefix})")
    return parser


def main():
    parser = experiment_arguments("h15- for N9")
    parser.add_argument("--hand-weight", type=int, default=1, help="how many times a hand-written sentence counts")
    parser.add_argument("--limits-over", choices=["O", "fitted", "hand-budget"], default="fitted")
    parser.add_argument("--hand-budget", type=float, default=0.10, help="round 16: whole-screen safe -> crisis allowed on the hand-written safe sentences")
    parser.add_argument("--language-weight", type=int, default=1, help="round 16: how many times a Spanish or French sentence counts")
    args = parser.parse_args()
    rows, features, inputs = load_dump(args.corpus, args.features)
    labels = np.array([r["label"] for r in rows])
    langs = np.array([r["lang"] for r in rows])
    categories = np.array([r["category"] for r in rows])
    hand = np.array([r["family"].startswith("h") for r in rows])
    judged = np.array([r["family"].startswith(args.judge_prefix) for r in rows])
    folds = fold_of_each_sentence(rows)
    weights = np.where(hand, args.hand_weight, 1) * np.where(np.isin(langs, ["es", "fr"]), args.language_weight, 1)
    print(f"O {int((~hand).sum())} sentences; hand-written fitted on {int((hand & ~judged).sum())}; judged {int(judged.sum())}")

    results = {}
    candidate = "R16" if args.limits_over == "hand-budget" else "R15"
    for name, fitted in [("R12", ~hand), (candidate, ~judged)]:
        limits = ~hand if args.limits_over in ["O", "hand-budget"] or name == "R12" else fitted
        if name == "R12":
            level, t, u = screen_levels(inputs, features, labels, categories, folds, fitted, limits, np.ones(len(rows)))
        else:
            budget_over = hand & ~judged if args.limits_over == "hand-budget" else None
            level, t, u = screen_levels(inputs, features, labels, categories, folds, fitted, limits,
                                        weights.astype(np.float64), budget_over, args.hand_budget)
        results[name] = {"judged": figures(level, labels, langs, judged), "O": figures(level, labels, langs, ~hand)}
        print(f"{name}: crisis threshold {t:.4f}, concern {u:.4f}")
    print_table(results)
    judge(results, "R12", candidate, rule="R15" if candidate == "R15" else "R16")

def print_table(results):
    """The whole screens' figures on the judged families and O, one row a screen."""
    print("| | recall (judged) | en / es / fr | crisis -> safe | safe -> crisis | distress -> safe | O recall (out of fold) |")
    print("|---|---|---|---|---|---|---|")
    for name, r in results.items():
        j = r["judged"]
        print(f"| {name} | {fmt(j['recall'])} | {j['en'][2]:.1f} / {j['es'][2]:.1f} / {j['fr'][2]:.1f} % | "
              f"{j['crisis_safe'][0]} | {fmt(j['safe_crisis'])} | {j['distress_safe'][0]} | {fmt(r['O']['recall'])} |")


def judge(results, shipped, candidate, rule):
    """Prints the rule's verdict on the candidate against the shipped screen: round 15's rule
    ("R15": a 3-point fall in false alarms at most 1 point of recall, or 3 points of recall), or
    round 16's, also round 18's ("R16": nothing worse and one of three gains); both with the same
    guards (crisis -> safe and distress -> safe do not rise, no language gap grows by more than 5
    points, O's recall falls by at most 1 point)."""
    before, after = results[shipped]["judged"], results[candidate]["judged"]
    recall_gain = after["recall"][2] - before["recall"][2]
    false_alarm_fall = before["safe_crisis"][2] - after["safe_crisis"][2]
    gap = lambda r, lang: abs(r["en"][2] - r[lang][2])  # the goal: within 5 points of English, either way
    gap_growth = {lang: gap(after, lang) - gap(before, lang) for lang in ["es", "fr"]}
    o_change = results[candidate]["O"]["recall"][2] - results[shipped]["O"]["recall"][2]
    if rule == "R15":
        better = (false_alarm_fall >= 3 and recall_gain >= -1) or (recall_gain >= 3 and false_alarm_fall >= 0)
    else:
        better = (recall_gain >= 0 and false_alarm_fall >= 0
                  and (recall_gain >= 3 or false_alarm_fall >= 3 or 2 * after["crisis_safe"][0] <= before["crisis_safe"][0]))
    guarded = (after["crisis_safe"][0] <= before["crisis_safe"][0] and after["distress_safe"][0] <= before["distress_safe"][0]
               and all(g <= 5 for g in gap_growth.values()) and o_change >= -1)
    print(f"\nrule: recall {recall_gain:+.1f} points, safe -> crisis {-false_alarm_fall:+.1f} points, "
          f"crisis -> safe {before['crisis_safe'][0]} -> {after['crisis_safe'][0]}, "
          f"distress -> safe {before['distress_safe'][0]} -> {after['distress_safe'][0]}, "
          f"gap growth es {gap_growth['es']:+.1f} fr {gap_growth['fr']:+.1f}, O {o_change:+.1f} "
          f"-> {'PASSES' if better and guarded else 'fails'}")

if __name__ == "__main__":
    main()
