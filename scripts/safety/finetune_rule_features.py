#!/usr/bin/env python3
"""Round 5b of the crisis-screen work (docs/safety.md): does B's fine-tuned encoder (layer 5)
add anything beside the 13 rule features the shipped crisis head reads?

  R0  frozen mean-pooled embedding (384) + the 13 rule features, logistic regression fitted like
      the Swift trainer (finetune_experiment.fit_logistic): the shipped crisis head's input.
  R0s the same with the Swift embedder's embedding from the dump (a check of the Python embedding).
  RB  per fold, B's fine-tuned model's embedding (training folds to fit, held-out fold to score;
      from `finetune_experiment.py --only B --save-embeddings`) + the same 13 features.
  RC  (Round 5c) as RB, but the regression is fitted on out-of-fold embeddings of the training
      folds (`finetune_experiment.py --nested`, --pairs-dir), so neither side was seen by its B.

Rule features: `pulsum-safety-train --dump-rule-features PATH` (one JSON line per corpus sentence).
Metrics: the head's crisis recall at the lowest threshold keeping <= 2 % safe and <= 10 % distress
judged crisis out of fold, and the whole screen's (rules say crisis OR head >= threshold, the
threshold chosen for the screen). Never reads Tests/Fixtures/safety/frozen-test*.jsonl.

  OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 nice -n 10 python scripts/safety/finetune_rule_features.py \
      --features Benchmarks/out/finetune-5b/rule-features.jsonl --dir Benchmarks/out/finetune-5b
"""
import argparse
import json
import os

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np
import torch

import finetune_experiment as fx

CRISIS_FEATURES = slice(1, 9)  # after prototype_similarity: current_<each of the 8 crisis categories>


def out_of_fold(make_inputs, is_crisis, folds):
    scores = np.zeros(len(is_crisis))
    for held in range(fx.FOLDS):
        inputs = make_inputs(held)
        train = folds != held
        weights, bias = fx.fit_logistic(inputs[train], is_crisis[train])
        scores[~train] = 1 / (1 + np.exp(-(inputs[~train] @ weights + bias)))
    return scores


def screen_summary(scores, rule_crisis, rows, candidates):
    """Whole screen: crisis if the rules say crisis or the head >= t; t the lowest keeping the
    screen at <= 2 % safe and <= 10 % distress judged crisis."""
    labels = np.array([r["label"] for r in rows])
    langs = np.array([r["lang"] for r in rows])
    chosen = np.inf
    for t in candidates:
        screen = rule_crisis | (scores >= t)
        if (screen[labels == "safe"].mean() <= fx.MAX_SAFE_AS_CRISIS
                and screen[labels == "caution"].mean() <= fx.MAX_DISTRESS_AS_CRISIS):
            chosen = t
            break
    screen = rule_crisis | (scores >= chosen)
    share = lambda sel: (int((screen & sel).sum()), int(sel.sum()), 100.0 * (screen & sel).sum() / sel.sum())
    result = {"threshold": float(chosen), "recall": share(labels == "crisis"), "safe": share(labels == "safe"),
              "distress": share(labels == "caution")}
    for lang in ["en", "es", "fr"]:
        result["recall_" + lang] = share((labels == "crisis") & (langs == lang))
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--features", required=True)
    parser.add_argument("--dir", required=True, help="holds frozen.pt and embeddings-B-fold*.pt")
    parser.add_argument("--pairs-dir", default=None,
                        help="holds embeddings-B-pair*.pt (Round 5c; default --dir)")
    parser.add_argument("--scores-out", default=None, help="where to keep the scores (default --dir/scores-5b.json)")
    args = parser.parse_args()
    torch.set_num_threads(1)

    rows = fx.load_corpus()
    folds = fx.fold_of_each_sentence(rows)
    dump = [json.loads(line) for line in open(args.features) if line.strip()]
    assert [d["index"] for d in dump] == list(range(len(rows))), "dump does not match the corpus"
    features = np.array([d["features"] for d in dump], dtype=np.float64)
    swift_embedding = np.array([d["embedding"] for d in dump], dtype=np.float64)
    assert features.shape == (len(rows), 13), features.shape
    rule_crisis = (features[:, CRISIS_FEATURES] == 1).any(axis=1)
    is_crisis = np.array([r["label"] == "crisis" for r in rows], dtype=np.float64)
    frozen = torch.load(os.path.join(args.dir, "frozen.pt"))["embedding"].numpy()
    cosine = (frozen * swift_embedding).sum(1) / np.linalg.norm(swift_embedding, axis=1)
    print(f"Python vs Swift frozen embedding: cosine min {cosine.min():.5f}, median {np.median(cosine):.6f}")
    labels = np.array([r["label"] for r in rows])
    print(f"rules alone: crisis recall {100 * rule_crisis[labels == 'crisis'].mean():.1f} %, "
          f"safe -> crisis {100 * rule_crisis[labels == 'safe'].mean():.1f} %, "
          f"distress -> crisis {100 * rule_crisis[labels == 'caution'].mean():.1f} %")

    candidates = {
        "R0. frozen (Python) + 13 rule features": lambda held: np.hstack([frozen, features]),
        "R0s. frozen (Swift) + 13 rule features": lambda held: np.hstack([swift_embedding, features]),
    }
    b_paths = [os.path.join(args.dir, f"embeddings-B-fold{k}.pt") for k in range(fx.FOLDS)]
    if all(os.path.exists(p) for p in b_paths):
        b = [torch.load(p).numpy() for p in b_paths]
        candidates["RB. fine-tuned layer 5 + 13 rule features"] = lambda held: np.hstack([b[held], features])
        # Round 5c: the regression of outer fold `held` is fitted on out-of-fold embeddings of its
        # training folds (fold g embedded by B trained on the three folds other than held and g,
        # from `finetune_experiment.py --nested`) and scores fold `held` with b[held] as RB does.
        pair_dir = args.pairs_dir or args.dir
        pair_path = lambda a, c: os.path.join(pair_dir, f"embeddings-B-pair{min(a, c)}{max(a, c)}.pt")
        pair_paths = [pair_path(a, c) for a in range(fx.FOLDS) for c in range(a + 1, fx.FOLDS)]
        if all(os.path.exists(p) for p in pair_paths):
            pairs = {p: torch.load(p).numpy() for p in pair_paths}

            def nested_inputs(held):
                embedding = b[held].copy()
                for g in range(fx.FOLDS):
                    if g != held:
                        embedding[folds == g] = pairs[pair_path(held, g)][folds == g]
                return np.hstack([embedding, features])
            candidates["RC. fine-tuned layer 5, out of fold both sides + 13 rule features"] = nested_inputs
        else:
            print("nested pair embeddings missing: RC not scored")
    else:
        print("B's embeddings missing for some folds: RB not scored")

    summaries, screens, kept = [], [], {}
    for name, make in candidates.items():
        scores = out_of_fold(make, is_crisis, folds)
        kept[name] = scores.tolist()
        summaries.append(fx.report(name, scores, rows, 0.0))
        screens.append((name, screen_summary(scores, rule_crisis, rows, np.unique(scores)),
                        screen_summary(scores, rule_crisis, rows, fx.GRID)))
    json.dump(kept, open(args.scores_out or os.path.join(args.dir, "scores-5b.json"), "w"))
    fx.print_tables(summaries, rows)

    fmt = fx.fmt
    print("\n== whole screen (rules say crisis OR head >= t; t lowest keeping the screen <= 2 % safe, <= 10 % distress) ==")
    print("| candidate | t | screen recall | safe -> crisis | distress -> crisis | en | es | fr | (trainer grid: t, recall) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, s, g in screens:
        print(f"| {name} | {s['threshold']:.4f} | {fmt(s['recall'])} | {fmt(s['safe'])} | {fmt(s['distress'])} | "
              f"{fmt(s['recall_en'])} | {fmt(s['recall_es'])} | {fmt(s['recall_fr'])} | {g['threshold']:.4f}, {g['recall'][2]:.1f} % |")

    base = next(s for s in summaries if s["name"].startswith("R0."))
    gap = lambda s, lang: s["recall_en"][2] - s["recall_" + lang][2]
    for s in summaries:
        if not s["name"].startswith(("RB", "RC")):
            continue
        gain = s["recall"][2] - base["recall"][2]
        growth = {lang: gap(s, lang) - gap(base, lang) for lang in ["es", "fr"]}
        passes = gain >= 2 and all(g <= 5 for g in growth.values())
        print(f"\nrule (head, vs R0 Python): {s['name']}: gain {gain:+.1f} points; en-es gap {gap(s, 'es'):.1f} "
              f"(R0 {gap(base, 'es'):.1f}, {growth['es']:+.1f}); en-fr gap {gap(s, 'fr'):.1f} (R0 {gap(base, 'fr'):.1f}, "
              f"{growth['fr']:+.1f}) -> {'PASSES' if passes else 'fails'}")

    # Post hoc, added after the rule above was decided (docs/safety.md, Round 5b): late fusion,
    # the screen = rules OR R0's head >= t_r OR B's own Round-5 out-of-fold P(crisis) >= t_b, both
    # thresholds searched on the same out-of-fold scores, so an optimistic bound, not a result.
    kept_b = os.path.join(args.dir, "scores.json")
    if os.path.exists(kept_b):
        b_scores = np.array(json.load(open(kept_b))["B"]["scores"])
        r0 = np.array(kept[next(n for n in kept if n.startswith("R0."))])
        best = None
        for t_b in np.unique(np.concatenate([np.quantile(b_scores, np.linspace(0.5, 1, 201)), [np.inf]])):
            fixed = rule_crisis | (b_scores >= t_b)
            t_r = -np.inf
            for group, limit in [("safe", fx.MAX_SAFE_AS_CRISIS), ("caution", fx.MAX_DISTRESS_AS_CRISIS)]:
                select = labels == group
                allowed = int(np.floor(limit * select.sum() + 1e-9)) - int((fixed & select).sum())
                if allowed < 0:
                    t_r = None
                    break
                free = np.sort(r0[select & ~fixed])[::-1]
                if allowed < len(free):
                    t_r = max(t_r, np.nextafter(free[allowed], np.inf))
            if t_r is None:
                continue
            screen = fixed | (r0 >= t_r)
            recall = screen[labels == "crisis"].mean()
            if best is None or recall > best[0]:
                best = (recall, t_b, t_r, screen)
        recall, t_b, t_r, screen = best
        langs = np.array([r["lang"] for r in rows])
        per_lang = ", ".join(f"{lang} {100 * screen[(labels == 'crisis') & (langs == lang)].mean():.1f} %"
                             for lang in ["en", "es", "fr"])
        print(f"\npost hoc late fusion (rules OR R0 head >= {t_r:.4f} OR B >= {t_b:.4f}; thresholds searched on the "
              f"same scores): screen recall {100 * recall:.1f} %, safe -> crisis {100 * screen[labels == 'safe'].mean():.1f} %, "
              f"distress -> crisis {100 * screen[labels == 'caution'].mean():.1f} %; {per_lang}")


if __name__ == "__main__":
    main()
