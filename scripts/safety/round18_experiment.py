#!/usr/bin/env python3
"""Round 18 of the crisis-screen work (docs/safety.md): a crisis head that also reads the words
(word_features.py), fitted on the generated corpus (O) and the spent judges' hand-written families,
with a crisis threshold per language, against the shipped screen (round 17).

  R17  shipped: crisis head over the embedding and rule features, fitted on O, threshold the
       trainer's over O; concern head fitted on O and the hand-written families not judged.
  R18  crisis head over the embedding, rule features and word features, fitted on everything not
       judged (Spanish and French counted `--language-weight` times); each language's threshold the
       lowest keeping the whole screen's out-of-fold safe -> crisis on that language's hand-written
       safe sentences at most `--hand-budget`; applied by the language the naive Bayes guess gives
       (fitted on the sentences not judged). The concern head is R17's.

Every sentence is scored out of fold (the trainer's dealing, generated and hand-written families
apart); the judged families (`--judge-prefix`) are never fitted on. Prints both whole screens'
figures on the judged families and the rule's verdict.

  python3 scripts/safety/round18_experiment.py --corpus UNION --features DUMP --judge-prefix h18- [--language-weight 1]

UNION is O followed by the families files in round order; DUMP its `pulsum-safety-train
--dump-rule-features` (run where Data/safety has no judges/ folder, so that it covers UNION only).
"""
import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_round6 import CRISIS_FEATURES, load_dump
from round15_experiment import experiment_arguments, figures, judge, out_of_fold, print_table
from trainer_reproduction import (FOLDS, GRID, MAX_DISTRESS_AS_CRISIS, MAX_SAFE_AS_CRISIS, fit_logistic,
                                  fold_of_each_sentence_by_source, is_hand_written)
from word_features import LANGUAGES, fit_language_counts, guess_languages, word_matrix


def logistic_head(word_l2=None):
    """Fits the crisis regression with word features; gives its probability function."""
    def fit(inputs, words, target, repeats):
        w, b, word_w = fit_logistic(inputs, target, words=words, repeats=repeats, word_l2=word_l2)
        return lambda x, x_words: 1 / (1 + np.exp(-(x @ w + b + x_words @ word_w)))
    return fit


def out_of_fold_with_words(inputs, words, target, folds, fitted, repeats, word_l2=None, fit_head=None, full_fit_scores=False):
    """Out-of-fold crisis scores of the sentences fitted on; the others scored by the model of the
    fold they fall in or, with `full_fit_scores` (round 24), by the head fitted on all of them."""
    fit_head = fit_head or logistic_head(word_l2)
    scores = np.zeros(len(target))
    for held in range(FOLDS):
        train = (folds != held) & fitted
        score = fit_head(inputs[train], words[train], target[train], repeats[train])
        scores[folds == held] = score(inputs[folds == held], words[folds == held])
    if full_fit_scores:
        score = fit_head(inputs[fitted], words[fitted], target[fitted], repeats[fitted])
        scores[~fitted] = score(inputs[~fitted], words[~fitted])
    return scores


def levels(crisis_hit, concern, rule_crisis, rule_concern, concern_limits, hand_limits=None, hand_budget=None):
    """The whole screen's levels, the concern threshold counted as the trainer counts it: the
    highest leaving at most 1 % of `concern_limits` judged safe and, since round 20, at most
    `hand_budget` of `hand_limits`."""
    concern_or_screen = np.where(rule_concern | crisis_hit, 1.0, concern)
    u = next((c for c in reversed(GRID) if (concern_or_screen[concern_limits] < c).mean() <= 0.01
              and (hand_limits is None or (concern_or_screen[hand_limits] < c).mean() <= hand_budget)), 0.01)
    return np.where(rule_crisis | crisis_hit, 2, np.where(concern_or_screen >= u, 1, 0)), u


def round18_screen(inputs, features, texts, labels, langs, categories, hand, judged, folds, language_weight=1, hand_budget=0.10,
                   taught=None, concern_hand_budget=None, word_l2=None, crisis_features=CRISIS_FEATURES, crisis_head=None,
                   full_fit_scores=False, crisis_scores=None):
    """Round 18's whole screen as its trainer fits it on the sentences `taught` (default: everything
    not judged): the crisis head with word features and a threshold per language (its budget over
    the hand-written safe sentences taught), applied by the guessed language on the judged ones;
    the concern head fitted on the sentences taught, its threshold also bound by
    `concern_hand_budget` over the hand-written crisis and distress sentences taught (round 20);
    `word_l2` the word features' own L2 (round 22; the embedding's when None); `crisis_features`
    the rule features whose flag makes the rules' verdict crisis (round 23: a subset); `crisis_head`
    fits the crisis head (round 24; the regression when None); `full_fit_scores` scores the sentences
    not taught with heads fitted on all those taught, as the shipped file does (round 24); a dict
    `crisis_scores` receives the crisis head's scores under "crisis" (round 25's reading).
    Gives the levels, the crisis thresholds, the concern threshold and the guessed languages."""
    taught = ~judged if taught is None else taught
    rule_crisis = (features[:, crisis_features] == 1).any(axis=1)
    rule_concern = (features[:, 1:-1] == 1).any(axis=1)
    is_concern = labels != "safe"
    teaches_concern = taught & (is_concern | np.isin(categories, ["benign", "idiom"]))
    concern = out_of_fold(inputs, is_concern.astype(np.float64), folds, teaches_concern, np.ones(len(labels)))
    if full_fit_scores:
        w, b = fit_logistic(inputs[teaches_concern], is_concern[teaches_concern].astype(np.float64))
        concern[~taught] = 1 / (1 + np.exp(-(inputs[~taught] @ w + b)))
    repeats = np.where(np.isin(langs, ["es", "fr"]), language_weight, 1).astype(np.float64)
    crisis = out_of_fold_with_words(inputs, word_matrix(texts), (labels == "crisis").astype(np.float64), folds, taught, repeats,
                                    word_l2, crisis_head, full_fit_scores)
    if crisis_scores is not None:
        crisis_scores["crisis"] = crisis
    thresholds = {}
    for language in LANGUAGES:
        budget_over = hand & taught & (labels == "safe") & (langs == language)
        thresholds[language] = next((t for t in GRID if (rule_crisis | (crisis >= t))[budget_over].mean() <= hand_budget), GRID[-1])
    counts = fit_language_counts([x for x, t in zip(texts, taught) if t], langs[taught])
    guessed = langs.copy()
    guessed[judged] = guess_languages(counts, [x for x, j in zip(texts, judged) if j])
    hand_limits = None if concern_hand_budget is None else hand & taught & is_concern
    level, u = levels(crisis >= np.array([thresholds[language] for language in guessed]), concern, rule_crisis, rule_concern,
                      ~hand & is_concern, hand_limits, concern_hand_budget)
    return level, thresholds, u, guessed


def judgement_data(args):
    """The union corpus and its dump, with the arrays every judgement needs; folds dealt as the
    trainer deals the sentences fitted on, the judged families on their own."""
    rows, features, inputs = load_dump(args.corpus, args.features)
    data = {"rows": rows, "features": features, "inputs": inputs, "texts": [r["text"] for r in rows],
            "labels": np.array([r["label"] for r in rows]), "langs": np.array([r["lang"] for r in rows]),
            "categories": np.array([r["category"] for r in rows]), "hand": np.array([is_hand_written(r) for r in rows]),
            "judged": np.array([r["family"].startswith(args.judge_prefix) for r in rows]),
            "embedding_width": inputs.shape[1] - features.shape[1]}
    # The trainer's dealing of the sentences fitted on (so `make safety-train` over O and the spent
    # rounds deals them alike); the judged families dealt on their own, scored by the model of the
    # fold they fall in, which never saw them.
    folds = np.zeros(len(rows), dtype=int)
    for select in [~data["judged"], data["judged"]]:
        if select.any():
            folds[select] = fold_of_each_sentence_by_source([r for r, chosen in zip(rows, select) if chosen])
    data["folds"] = folds
    return data


def judgement_data_with_untaught(args):
    """`judgement_data` with the families the shipped screen was not fitted on
    (`args.untaught_prefix`) as "untaught"."""
    d = judgement_data(args)
    d["untaught"] = np.array([r["family"].startswith(args.untaught_prefix) for r in d["rows"]])
    return d


def main():
    parser = experiment_arguments("h18- for N12")
    parser.add_argument("--language-weight", type=int, default=1, help="how many times a Spanish or French sentence counts")
    parser.add_argument("--hand-budget", type=float, default=0.10)
    args = parser.parse_args()
    d = judgement_data(args)
    labels, langs, hand, judged, folds, features, inputs = (d[k] for k in ["labels", "langs", "hand", "judged", "folds", "features", "inputs"])
    print(f"O {int((~hand).sum())} sentences; hand-written fitted on {int((hand & ~judged).sum())}; judged {int(judged.sum())}")

    rule_crisis = (features[:, CRISIS_FEATURES] == 1).any(axis=1)
    rule_concern = (features[:, 1:-1] == 1).any(axis=1)
    is_concern = labels != "safe"
    concern = out_of_fold(inputs, is_concern.astype(np.float64), folds,
                          ~judged & (is_concern | np.isin(d["categories"], ["benign", "idiom"])), np.ones(len(labels)))
    shipped = out_of_fold(inputs, (labels == "crisis").astype(np.float64), folds, ~hand, np.ones(len(labels)))
    t = next(t for t in GRID if (shipped[~hand & (labels == "safe")] >= t).mean() <= MAX_SAFE_AS_CRISIS
             and (shipped[~hand & (labels == "caution")] >= t).mean() <= MAX_DISTRESS_AS_CRISIS)
    level17, u17 = levels(shipped >= t, concern, rule_crisis, rule_concern, ~hand & is_concern)
    print(f"R17: crisis threshold {t:.4f}, concern {u17:.4f}")

    level18, thresholds, u18, guessed = round18_screen(inputs, features, d["texts"], labels, langs, d["categories"], hand, judged,
                                                       folds, args.language_weight, args.hand_budget)
    print("R18: crisis thresholds " + ", ".join(f"{k} {v:.4f}" for k, v in thresholds.items()) + f", concern {u18:.4f}; "
          f"language guessed right for {int((guessed == langs)[judged].sum())} of {int(judged.sum())} judged sentences")

    results = {name: {"judged": figures(level, labels, langs, judged), "O": figures(level, labels, langs, ~hand)}
               for name, level in [("R17", level17), ("R18", level18)]}
    print_table(results)
    judge(results, "R17", "R18", rule="R16")

if __name__ == "__main__":
    main()
