#!/usr/bin/env python3
"""Round 9 of the crisis-screen work (docs/safety.md): which learned layer carries to writers it
was never fitted on?  Model-free apart from the dumped features: numpy only, seconds.

Every candidate is scored **across writers**: fitted on the corpus (O) and one set of hand-written
families, scored on the other (fit O+N -> score N2, fit O+N2 -> score N), so a candidate is never
judged on a writer whose sentences it saw. Thresholds come from the fitted part only, by the
trainer's rule (the lowest keeping <= 2 % of safe and <= 10 % of distress sentences judged crisis
out of fold, whole families held out). Results in docs/safety.md, round 9.

  R   the shipped recipe: rules OR a logistic regression on embedding + 13 rule features, fitted on O
  RN  the same fitted on O and the other writers' families
  K   rules OR a vote of the k nearest labelled sentences (cosine over the MiniLM embedding)
  KG  rules OR (K, unless the rules found the crisis words negated, someone else's or past)

Features: `pulsum-safety-train --dump-rule-features` over the union corpus (see corpus_round6.py).
"""
import argparse
import json
import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from trainer_reproduction import (FOLDS, GRID, MAX_DISTRESS_AS_CRISIS, MAX_SAFE_AS_CRISIS,  # noqa: E402
                                  fit_logistic, fold_of_each_sentence)

MITIGATED = 9  # index of `mitigated` among the 13 rule features (ScreenFeatures.names)
IDIOM = 12


def load(corpus_path, features_path):
    rows = [json.loads(line) for line in open(corpus_path, encoding="utf-8")]
    feats = [json.loads(line) for line in open(features_path, encoding="utf-8")]
    assert len(rows) == len(feats)
    rules = np.array([f["features"] for f in feats], dtype=np.float32)
    emb = np.array([f["embedding"] for f in feats], dtype=np.float32)
    return rows, rules, emb


def writer_set(family):
    for prefix, name in (("h6-", "N"), ("h7-", "N2"), ("h9-", "N3")):
        if family.startswith(prefix):
            return name
    return "O"


def logistic_scorer(x, y):
    """The trainer's crisis head fitted on (x, y), as a function of new inputs."""
    weights, bias = fit_logistic(x, y.astype(np.float64))
    return lambda q: 1 / (1 + np.exp(-(q @ weights + bias)))


def knn_scores(bank, bank_crisis, bank_family, queries, query_family, k):
    """Crisis share of the k nearest bank sentences of other families (cosine, weighted)."""
    out = np.zeros(len(queries))
    for start in range(0, len(queries), 512):
        sims = queries[start:start + 512] @ bank.T
        if query_family is not None:
            same = query_family[start:start + 512, None] == bank_family[None, :]
            sims[same] = -np.inf
        idx = np.argpartition(-sims, k, axis=1)[:, :k]
        top = np.take_along_axis(sims, idx, 1)
        weights = np.maximum(top, 0) ** 4
        out[start:start + 512] = (weights * bank_crisis[idx]).sum(1) / np.maximum(weights.sum(1), 1e-9)
    return out


def threshold(scores, labels):
    """The trainer's rule: the lowest grid threshold keeping <= 2 % of safe and <= 10 % of
    distress sentences judged crisis out of fold."""
    for t in GRID:
        said = scores >= t
        if said[labels == "safe"].mean() <= MAX_SAFE_AS_CRISIS and said[labels == "caution"].mean() <= MAX_DISTRESS_AS_CRISIS:
            return t
    return np.inf


def report(name, said_crisis, rows, select):
    labels = np.array([r["label"] for r in rows])
    crisis = select & (labels == "crisis")
    safe = select & (labels == "safe")
    distress = select & (labels == "caution")
    langs = np.array([r["lang"] for r in rows])
    parts = [f"{name:4s} recall {100 * said_crisis[crisis].mean():5.1f} % ({said_crisis[crisis].sum()}/{crisis.sum()})",
             f"safe->crisis {100 * said_crisis[safe].mean():4.1f} %", f"distress->crisis {100 * said_crisis[distress].mean():4.1f} %"]
    for lang in ("en", "es", "fr"):
        m = crisis & (langs == lang)
        parts.append(f"{lang} {100 * said_crisis[m].mean():4.1f}")
    print("  " + " | ".join(parts))
    return said_crisis[crisis].mean()


def oof(fit_select, make_scorer, folds):
    scores = np.full(len(folds), np.nan)
    for held in range(FOLDS):
        train = fit_select & (folds != held)
        scorer = make_scorer(train)
        test = fit_select & (folds == held)
        scores[test] = scorer(test)
    return scores


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--features", required=True)
    parser.add_argument("--k", type=int, default=10)
    args = parser.parse_args()

    rows, rules, emb = load(args.corpus, args.features)
    sets = np.array([writer_set(r["family"]) for r in rows])
    labels = np.array([r["label"] for r in rows])
    families = np.array([r["family"] for r in rows])
    is_crisis = labels == "crisis"
    rule_crisis = rules[:, 1:9].max(1) > 0
    mitigated = rules[:, MITIGATED] > 0
    idiom = rules[:, IDIOM] > 0
    inputs = np.hstack([emb, rules])
    folds = fold_of_each_sentence(rows)

    for target, fitted in [("N2", ["O", "N"]), ("N", ["O", "N2"])]:
        print(f"== score {target}, fitted on {'+'.join(fitted)}")
        test = sets == target
        for name, fit_sets in (("R", ["O"]), ("RN", fitted)):
            fit = np.isin(sets, fit_sets)
            scores = oof(fit, lambda train: (lambda m, f=logistic_scorer(inputs[train], is_crisis[train]): f(inputs[m])), folds)
            t = threshold(scores[fit], labels[fit])
            head = logistic_scorer(inputs[fit], is_crisis[fit])
            said = rule_crisis | (head(inputs) >= t)
            report(name, said, rows, test)
        fit = np.isin(sets, fitted)
        scores = oof(fit, lambda train: (lambda m: knn_scores(emb[train], is_crisis[train].astype(float), families[train],
                                                               emb[m], families[m], args.k)), folds)
        t = threshold(scores[fit], labels[fit])
        test_scores = knn_scores(emb[fit], is_crisis[fit].astype(float), families[fit], emb, None, args.k)
        print(f"  (kNN threshold {t})")
        report("K", rule_crisis | (test_scores >= t), rows, test)
        gated_oof = np.where(mitigated | idiom, 0, scores)
        tg = threshold(gated_oof[fit], labels[fit])
        gated = np.where(mitigated | idiom, 0, test_scores)
        print(f"  (gated kNN threshold {tg})")
        report("KG", rule_crisis | (gated >= tg), rows, test)


if __name__ == "__main__":
    main()
