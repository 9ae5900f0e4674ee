#!/usr/bin/env python3
"""Round 6 of the crisis-screen work (docs/safety.md): do many more situations (hand-written
paraphrase families, N) help the shipped crisis head on situations it has never seen?

  R0  the shipped crisis head (frozen embedding + 13 rule features, the Swift trainer's logistic
      regression) fitted on the sentences of the current corpus (O) in the training folds only;
  R6  the same fitted on the O and N sentences of the training folds.

Folds are the trainer's dealing over the families of O and N together, so each family of either
is held out whole; both candidates score every held-out sentence. Each takes its own threshold on
the trainer's grid from its out-of-fold scores as the trainer does (the head alone keeping
<= 2 % safe and <= 10 % distress judged crisis); the screen is rules OR head >= t. Prints the screen's recall on N and on O, per
language, category and frame, and the rule's verdict. Never reads Tests/Fixtures/safety/.

N is `Data/safety/judges/round6-families.jsonl` (families named `h6-*`). To run (seconds; numpy only, the
trainer's arithmetic from `trainer_reproduction.py`; since round 17 the trainer also reads
`Data/safety/judges/` after the corpus, so dump in a scratch folder holding a copy of `Data/safety/`
without `judges/`, as rounds 9-17 did):

  cat Data/safety/training-corpus.jsonl Data/safety/judges/round6-families.jsonl > /tmp/union.jsonl
  cp /tmp/union.jsonl Data/safety/training-corpus.jsonl    # for the dump only; restore it after
  swift run -c release pulsum-safety-train --dump-rule-features /tmp/union-features.jsonl
  git checkout Data/safety/training-corpus.jsonl
  python3 scripts/safety/corpus_round6.py --corpus /tmp/union.jsonl --features /tmp/union-features.jsonl
      [--split [--fit-on-dev | --all-check]]   # round 6b / 6c: O, N-dev and N-check; round 9: all new families held out
"""
import argparse
import hashlib
import json
import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from trainer_reproduction import FOLDS, GRID, MAX_DISTRESS_AS_CRISIS, MAX_SAFE_AS_CRISIS, fit_logistic, fold_of_each_sentence

CRISIS_FEATURES = slice(1, 9)  # after prototype_similarity: current_<each of the 8 crisis categories>
NEW_FAMILY_PREFIX = "h6-"  # round 6's families; round 7's are `h7-` (--new-prefix)


def load_dump(corpus_path, features_path):
    """The corpus's rows, the dump's rule features, and the heads' inputs (embedding + features)."""
    rows = [json.loads(line) for line in open(corpus_path) if line.strip()]
    dump = [json.loads(line) for line in open(features_path) if line.strip()]
    assert [d["index"] for d in dump] == list(range(len(rows))), "dump does not match the corpus"
    features = np.array([d["features"] for d in dump])
    return rows, features, np.hstack([np.array([d["embedding"] for d in dump]), features])


def out_of_fold(inputs, is_crisis, folds, fitted_on):
    scores = np.zeros(len(is_crisis))
    for held in range(FOLDS):
        train = (folds != held) & fitted_on
        weights, bias = fit_logistic(inputs[train], is_crisis[train])
        scores[folds == held] = 1 / (1 + np.exp(-(inputs[folds == held] @ weights + bias)))
    return scores


def head_threshold(scores, labels):
    """The trainer's choice: the lowest grid threshold keeping the head alone at <= 2 % of safe and
    <= 10 % of distress sentences judged crisis out of fold (the rules alone already call more than
    2 % of O and N's safe sentences crisis, so no threshold keeps the whole screen there)."""
    for t in GRID:
        head = scores >= t
        if head[labels == "safe"].mean() <= MAX_SAFE_AS_CRISIS and head[labels == "caution"].mean() <= MAX_DISTRESS_AS_CRISIS:
            return t
    return np.inf


def share(flagged, select):
    count = int(select.sum())
    return int((flagged & select).sum()), count, 100.0 * (flagged & select).sum() / count if count else float("nan")


def fmt(triple):
    return f"{triple[2]:5.1f} % ({triple[0]}/{triple[1]})"


def is_check_family(family):
    """Round 6b's split of N: N-check when the SHA-256 of the family name ends in an odd hex digit."""
    return int(hashlib.sha256(family.encode()).hexdigest()[-1], 16) % 2 == 1


def split_report(rows, inputs, features, labels, folds, is_new, fit_on_dev, all_check=False):
    """Round 6b: both heads fitted on O (thresholds from O's out-of-fold scores, chosen as the
    trainer chooses them), the whole screen's level scored on O out of fold and on N-dev and N-check.
    Round 6c (`fit_on_dev`): both heads fitted on O and N-dev, thresholds from their out-of-fold
    scores over O and N-dev; N-check is never fitted on. Round 9 (`all_check`): every new family
    is held out (N-dev is empty)."""
    rule_crisis = (features[:, CRISIS_FEATURES] == 1).any(axis=1)
    rule_concern = (features[:, 1:-1] == 1).any(axis=1)  # ScreenFeatures.ruleSaysConcern: all but similarity and idiom
    categories = np.array([r["category"] for r in rows])
    check = np.array([all_check or is_check_family(r["family"]) for r in rows]) & is_new
    fitted = ~check if fit_on_dev else ~is_new
    is_crisis = (labels == "crisis").astype(np.float64)
    is_concern = labels != "safe"
    crisis = out_of_fold(inputs, is_crisis, folds, fitted)
    concern = out_of_fold(inputs, is_concern.astype(np.float64), folds,
                          fitted & (is_concern | np.isin(categories, ["benign", "idiom"])))
    t = head_threshold(crisis[fitted], labels[fitted])
    at_least_caution = rule_concern | (crisis >= t)
    concern_or_screen = np.where(at_least_caution, 1.0, concern)
    in_o_concern = fitted & is_concern
    u = next((c for c in reversed(GRID) if (concern_or_screen[in_o_concern] < c).mean() <= 0.01), 0.01)
    level = np.where(rule_crisis | (crisis >= t), 2, np.where(concern_or_screen >= u, 1, 0))
    print(f"fitted on {'O and N-dev' if fit_on_dev else 'O'}; thresholds (out of fold): crisis {t:.4f}, concern {u:.4f}")
    print("| part | crisis recall | crisis -> safe | safe -> crisis | safe -> caution+ | distress -> safe |")
    print("|---|---|---|---|---|---|")
    for part, select in [("O (out of fold)", ~is_new), ("N-dev", is_new & ~check), ("N-check", check)]:
        crisis_rows, safe_rows, distress_rows = (select & (labels == k) for k in ["crisis", "safe", "caution"])
        print(f"| {part} | {fmt(share(level == 2, crisis_rows))} | {fmt(share(level == 0, crisis_rows))} | "
              f"{fmt(share(level == 2, safe_rows))} | {fmt(share(level >= 1, safe_rows))} | {fmt(share(level == 0, distress_rows))} |")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--features", required=True)
    parser.add_argument("--split", action="store_true", help="round 6b: O, N-dev and N-check with the head fitted on O")
    parser.add_argument("--fit-on-dev", action="store_true", help="round 6c: with --split, fit the heads on O and N-dev")
    parser.add_argument("--all-check", action="store_true", help="round 9: with --split, every new family is held out")
    parser.add_argument("--new-prefix", default=NEW_FAMILY_PREFIX, help="family-name prefix of the new families (round 7: h7-)")
    args = parser.parse_args()
    rows, features, inputs = load_dump(args.corpus, args.features)
    rule_crisis = (features[:, CRISIS_FEATURES] == 1).any(axis=1)
    labels = np.array([r["label"] for r in rows])
    langs = np.array([r["lang"] for r in rows])
    categories = np.array([r["category"] for r in rows])
    is_new = np.array([r["family"].startswith(args.new_prefix) for r in rows])
    is_crisis = (labels == "crisis").astype(np.float64)
    folds = fold_of_each_sentence(rows)
    if args.split:
        split_report(rows, inputs, features, labels, folds, is_new, args.fit_on_dev, args.all_check)
        return
    print(f"O: {(~is_new).sum()} sentences, {len({r['family'] for r in rows if not r['family'].startswith(args.new_prefix)})} families; "
          f"N: {is_new.sum()} sentences, {len({r['family'] for r in rows if r['family'].startswith(args.new_prefix)})} families")
    print(f"rules alone on N: crisis {fmt(share(rule_crisis, is_new & (labels == 'crisis')))}, "
          f"safe -> crisis {fmt(share(rule_crisis, is_new & (labels == 'safe')))}, "
          f"distress -> crisis {fmt(share(rule_crisis, is_new & (labels == 'caution')))}")

    results = {}
    for name, fitted_on in [("R0", ~is_new), ("R6", np.ones(len(rows), dtype=bool))]:
        scores = out_of_fold(inputs, is_crisis, folds, fitted_on)
        t = head_threshold(scores, labels)
        screen = rule_crisis | (scores >= t)
        head = scores >= t
        result = {"threshold": t}
        for part, select in [("N", is_new), ("O", ~is_new)]:
            result[f"recall_{part}"] = share(screen, select & (labels == "crisis"))
            result[f"head_{part}"] = share(head, select & (labels == "crisis"))
            result[f"safe_{part}"] = share(screen, select & (labels == "safe"))
            result[f"distress_{part}"] = share(screen, select & (labels == "caution"))
            for lang in ["en", "es", "fr"]:
                result[f"recall_{part}_{lang}"] = share(screen, select & (labels == "crisis") & (langs == lang))
            for category in sorted(set(categories[select])):
                result[f"cat_{part}_{category}"] = share(screen, select & (categories == category))
        results[name] = result

    print("\n| | threshold | screen recall N | en / es / fr (N) | head recall N | screen recall O | "
          "safe -> crisis N / O | distress -> crisis N / O |")
    print("|---|---|---|---|---|---|---|---|")
    for name, r in results.items():
        print(f"| {name} | {r['threshold']:.4f} | {fmt(r['recall_N'])} | "
              f"{r['recall_N_en'][2]:.1f} / {r['recall_N_es'][2]:.1f} / {r['recall_N_fr'][2]:.1f} % | {fmt(r['head_N'])} | "
              f"{fmt(r['recall_O'])} | {r['safe_N'][2]:.1f} / {r['safe_O'][2]:.1f} % | "
              f"{r['distress_N'][2]:.1f} / {r['distress_O'][2]:.1f} % |")
    print("\nper category (share judged crisis by the screen; recall for crisis categories, false alarms otherwise), R0 -> R6:")
    for key in sorted(k for k in results["R0"] if k.startswith("cat_")):
        print(f"  {key[4:]:28s} {fmt(results['R0'][key])} -> {fmt(results['R6'][key])}")

    r0, r6 = results["R0"], results["R6"]
    gain_n = r6["recall_N"][2] - r0["recall_N"][2]
    change_o = r6["recall_O"][2] - r0["recall_O"][2]
    gap = lambda r, lang: r["recall_N_en"][2] - r[f"recall_N_{lang}"][2]
    growth = {lang: gap(r6, lang) - gap(r0, lang) for lang in ["es", "fr"]}
    passes = gain_n >= 3 and change_o >= -1 and all(g <= 5 for g in growth.values())
    print(f"\nrule: screen recall on N {gain_n:+.1f} points (>= +3), on O {change_o:+.1f} (>= -1); "
          f"en-es gap on N {gap(r6, 'es'):.1f} (R0 {gap(r0, 'es'):.1f}, {growth['es']:+.1f}), "
          f"en-fr {gap(r6, 'fr'):.1f} (R0 {gap(r0, 'fr'):.1f}, {growth['fr']:+.1f}) (each <= +5) "
          f"-> {'PASSES' if passes else 'fails'}")


if __name__ == "__main__":
    main()
