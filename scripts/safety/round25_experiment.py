#!/usr/bin/env python3
"""Round 25 of the crisis-screen work (docs/safety.md), a measurement for a decision: round 24's
screen against the same with the rules' crisis taken from the grammar's categories only (means,
intent, plan, preparation, attempt), the phrase-list categories (passive wish, active ideation,
self-injury) left to the heads as inputs and to the concern threshold as `caution` (round 23's
change, now with round 24's crisis head). Both fitted as round 24's trainer fits them, on
everything not judged, the judged families scored by the heads fitted on all of it:

  R24  shipped: every crisis category's flag makes the rules' verdict crisis;
  R25  only the grammar's flags do.

For reading only, R25's recall and safe -> crisis at other budgets over the hand-written safe
sentences taught (its head's scores, each language's threshold applied by the guessed language).

  python3 scripts/safety/round25_experiment.py --corpus UNION --features DUMP --judge-prefix h25-

UNION and DUMP as for round18_experiment.py.
"""
import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from round15_experiment import experiment_arguments
from round18_experiment import judgement_data
from round20_experiment import CONCERN_HAND_BUDGET, screen_columns
from round23_experiment import GRAMMAR_FEATURES, grammar_only_verdict
from round24_experiment import WORD_L2, hidden_crisis_head
from trainer_reproduction import GRID
from word_features import LANGUAGES, fit_language_counts, guess_languages

READING_BUDGETS = [0.03, 0.05, 0.08]


def budget_reading(d, crisis, rule_crisis):
    """R25's recall and safe -> crisis on the judged families at each reading budget."""
    judged, labels, langs, hand, texts = d["judged"], d["labels"], d["langs"], d["hand"], d["texts"]
    counts = fit_language_counts([x for x, j in zip(texts, judged) if not j], langs[~judged])
    guessed = langs.copy()
    guessed[judged] = guess_languages(counts, [x for x, j in zip(texts, judged) if j])
    for budget in READING_BUDGETS:
        thresholds = {}
        for language in LANGUAGES:
            over = hand & ~judged & (labels == "safe") & (langs == language)
            thresholds[language] = next((t for t in GRID if (rule_crisis | (crisis >= t))[over].mean() <= budget), GRID[-1])
        hit = rule_crisis | (crisis >= np.array([thresholds[language] for language in guessed]))
        print(f"reading, budget {budget:.0%}: thresholds " + ", ".join(f"{k} {v:.4f}" for k, v in thresholds.items())
              + f"; recall {100 * hit[judged & (labels == 'crisis')].mean():.1f} %, "
              f"safe -> crisis {100 * hit[judged & (labels == 'safe')].mean():.1f} %")


def main():
    args = experiment_arguments("h25- for N19").parse_args()
    d = judgement_data(args)
    judged, features, embedding_width = d["judged"], d["features"], d["embedding_width"]
    shared = {"word_l2": WORD_L2, "full_fit_scores": True, "crisis_head": hidden_crisis_head(128)}
    r25_scores = {}
    screens, results = screen_columns(d, [("R24", features, ~judged, CONCERN_HAND_BUDGET, shared),
                                          ("R25", features, ~judged, CONCERN_HAND_BUDGET,
                                           {**shared, "crisis_features": GRAMMAR_FEATURES, "crisis_scores": r25_scores})],
                                      embedding_width)
    grammar_only_verdict(results, screens, d, "R24", "R25")
    budget_reading(d, r25_scores["crisis"], (features[:, GRAMMAR_FEATURES] == 1).any(axis=1))


if __name__ == "__main__":
    main()
