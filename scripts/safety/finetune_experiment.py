#!/usr/bin/env python3
"""Round 5 of the crisis-screen work (docs/safety.md): does fine-tuning the encoder generalise
to held-out paraphrase families where heads over the frozen encoder did not?

One job: over the training corpus (Data/safety/training-corpus.jsonl), with the trainer's
5 family-held-out folds, it scores three candidates out of fold and prints the tables:

  A  frozen all-MiniLM-L6-v2, mean-pooled + L2-normalised embedding, logistic regression
     fitted like the Swift trainer's (crisis vs rest, classes weighted to count half,
     L2 1e-3, 800 full-batch steps of gradient descent with momentum 0.9, learning rate 0.5);
  B  layers 0-4 frozen; layer 5, mean pooling and a linear 3-class head trained;
  C  all 6 layers (embeddings frozen), mean pooling and a linear 3-class head trained.
  A0 control added before B/C were scored: B with layer 5 frozen too (the frozen embedding and
     B's head and training), so a gain of B/C over A can be told apart from a better head.

The metric is the trainer's crisis-threshold criterion on the head alone: crisis recall at the
lowest threshold keeping <= 2 % of safe and <= 10 % of distress sentences judged crisis out of
fold. Evidence only: nothing here is written into the product. It never reads the frozen test
sets (Tests/Fixtures/safety/frozen-test*.jsonl).

Run (one thread, niced; the machine is shared), in the benchmark venv that
`scripts/bench-venvs.sh bench` makes (torch CPU, transformers), with the model that `make setup`
fetches (or $PULSUM_MODEL_DIR); about 70 minutes:
  OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 nice -n 10 \
      .venv-bench/bin/python scripts/safety/finetune_experiment.py \
      --epochs-b 3 --epochs-c 3
  --timing      time a few training batches of B and C and exit (no scores)
  --only A,B    run some candidates; out-of-fold scores are kept in --out so --report can print
  --report      print the tables from the kept scores without training
"""
import argparse
import collections
import copy
import json
import os
import sys
import time

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np
import torch
from transformers import AutoModel, AutoTokenizer

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from trainer_reproduction import (FOLDS, GRID, MAX_DISTRESS_AS_CRISIS, MAX_SAFE_AS_CRISIS, SEED,  # noqa: E402
                                  fit_logistic, fold_of_each_sentence)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "Data/safety/training-corpus.jsonl")
MODEL = os.environ.get("PULSUM_MODEL_DIR") or os.path.join(ROOT, "models/all-MiniLM-L6-v2")
MAX_TOKENS = 64
BATCH = 32
LABELS = ["crisis", "caution", "safe"]  # "caution" is the corpus's name for distress


def log(*parts):
    print(*parts, flush=True)


# ---------------------------------------------------------------- corpus and folds

def load_corpus():
    with open(CORPUS) as handle:
        return [json.loads(line) for line in handle if line.strip()]


# ---------------------------------------------------------------- encoder helpers

def load_encoder():
    # Eager attention: the additive 4-D mask below is what its layers take when called one by one.
    return AutoModel.from_pretrained(MODEL, attn_implementation="eager")


def tokenize(tokenizer, texts):
    return [tokenizer(text, truncation=True, max_length=MAX_TOKENS)["input_ids"] for text in texts]


def pad(id_lists):
    """Right-pad token ids of one batch; returns ids and attention mask."""
    width = max(len(ids) for ids in id_lists)
    ids = torch.zeros(len(id_lists), width, dtype=torch.long)
    mask = torch.zeros(len(id_lists), width, dtype=torch.long)
    for row, sequence in enumerate(id_lists):
        ids[row, :len(sequence)] = torch.tensor(sequence)
        mask[row, :len(sequence)] = 1
    return ids, mask


def mean_pool(states, mask):
    """Mean over real tokens, as sentence-transformers' Pooling(mean) does."""
    weights = mask.unsqueeze(-1).to(states.dtype)
    return (states * weights).sum(1) / weights.sum(1).clamp(min=1e-9)


def additive_mask(mask, dtype):
    """[batch, 1, 1, tokens]: 0 for real tokens, a large negative number for padding."""
    return (1.0 - mask[:, None, None, :].to(dtype)) * torch.finfo(dtype).min


# ---------------------------------------------------------------- A: frozen embedding + LR

def frozen_embeddings(encoder, token_ids, cache_path):
    """Mean-pooled, L2-normalised embedding of every sentence (cached), and the token states after
    layer 4 (the input of layer 5), which B trains on so layers 0-4 are run only once."""
    if os.path.exists(cache_path):
        saved = torch.load(cache_path)
        return saved["embedding"].numpy(), saved["layer4"]
    encoder.eval()
    embeddings, layer4 = [], []
    with torch.no_grad():
        for start in range(0, len(token_ids), 64):
            ids, mask = pad(token_ids[start:start + 64])
            out = encoder(input_ids=ids, attention_mask=mask, output_hidden_states=True)
            pooled = torch.nn.functional.normalize(mean_pool(out.last_hidden_state, mask), dim=1)
            embeddings.append(pooled)
            # hidden_states[0] is the embedding layer's output, [5] is layer 4's output.
            for row in range(ids.shape[0]):
                layer4.append(out.hidden_states[5][row, :int(mask[row].sum())].clone())
    embedding = torch.cat(embeddings).double()
    torch.save({"embedding": embedding, "layer4": layer4}, cache_path)
    return embedding.numpy(), layer4


def run_a(embedding, rows, folds):
    is_crisis = np.array([row["label"] == "crisis" for row in rows], dtype=np.float64)
    scores = np.zeros(len(rows))
    for held in range(FOLDS):
        train = folds != held
        weights, bias = fit_logistic(embedding[train], is_crisis[train])
        scores[~train] = 1 / (1 + np.exp(-(embedding[~train] @ weights + bias)))
    return scores


# ---------------------------------------------------------------- B and C: fine-tuning

class LastLayerModel(torch.nn.Module):
    """B: a trainable copy of layer 5 over the cached (frozen) layer-4 token states."""

    def __init__(self, encoder):
        super().__init__()
        self.layer = copy.deepcopy(encoder.encoder.layer[5])
        self.head = torch.nn.Linear(384, 3)

    def forward(self, states, mask):
        out = self.layer(states, attention_mask=additive_mask(mask, states.dtype))
        out = out[0] if isinstance(out, tuple) else out
        return self.head(mean_pool(out, mask))

    def encoder_parameters(self):
        return self.layer.parameters()


class FullModel(torch.nn.Module):
    """C: the whole encoder (embeddings frozen), mean pooling and a linear head."""

    def __init__(self, encoder):
        super().__init__()
        self.encoder = copy.deepcopy(encoder)
        for parameter in self.encoder.embeddings.parameters():
            parameter.requires_grad_(False)
        self.head = torch.nn.Linear(384, 3)

    def forward(self, ids, mask):
        return self.head(mean_pool(self.encoder(input_ids=ids, attention_mask=mask).last_hidden_state, mask))

    def encoder_parameters(self):
        return [p for p in self.encoder.parameters() if p.requires_grad]


def batch_inputs(kind, indices, token_ids, layer4):
    if kind in ("A0", "B"):
        states = [layer4[i] for i in indices]
        width = max(s.shape[0] for s in states)
        padded = torch.zeros(len(states), width, 384)
        mask = torch.zeros(len(states), width, dtype=torch.long)
        for row, s in enumerate(states):
            padded[row, :s.shape[0]] = s
            mask[row, :s.shape[0]] = 1
        return padded, mask
    return pad([token_ids[i] for i in indices])


def train_and_score(kind, encoder, train_idx, test_idx, label_ids, token_ids, layer4, epochs,
                    fold, max_batches=None, embeddings_path=None):
    """Trains one candidate on the training folds and returns P(crisis) for the held-out fold."""
    torch.manual_seed(SEED + fold)
    model = FullModel(encoder) if kind == "C" else LastLayerModel(encoder)
    groups = [{"params": model.head.parameters(), "lr": 1e-3}]
    if kind == "A0":
        # Control: the same head and training as B over the frozen model's embedding.
        for parameter in model.layer.parameters():
            parameter.requires_grad_(False)
    else:
        groups.append({"params": list(model.encoder_parameters()), "lr": 1e-4 if kind == "B" else 2e-5})
    optimiser = torch.optim.AdamW(groups, weight_decay=0.01)
    steps_per_epoch = (len(train_idx) + BATCH - 1) // BATCH
    total = steps_per_epoch * epochs if max_batches is None else max_batches
    warmup = max(1, int(0.1 * total))
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimiser, lambda step: min((step + 1) / warmup, max(0.0, (total - step) / max(1, total - warmup))))
    # Balanced class weights over the training folds: n / (3 * n_class).
    counts = np.bincount(label_ids[train_idx], minlength=3)
    loss_fn = torch.nn.CrossEntropyLoss(weight=torch.tensor(len(train_idx) / (3 * counts), dtype=torch.float32))
    generator = torch.Generator().manual_seed(SEED + fold)
    labels = torch.tensor(label_ids)
    model.train()
    if kind == "A0":
        model.layer.eval()  # frozen: no dropout, so the head sees the frozen model's embedding
    step = 0
    started = time.time()
    for epoch in range(epochs):
        order = train_idx[torch.randperm(len(train_idx), generator=generator).numpy()]
        running = 0.0
        for start in range(0, len(order), BATCH):
            chosen = order[start:start + BATCH]
            inputs, mask = batch_inputs(kind, chosen, token_ids, layer4)
            loss = loss_fn(model(inputs, mask), labels[chosen])
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
            schedule.step()
            running += loss.item()
            step += 1
            if max_batches is not None and step >= max_batches:
                return None, (time.time() - started) / step
        log(f"    {kind} fold {fold} epoch {epoch + 1}: mean loss {running / steps_per_epoch:.4f}, "
            f"{time.time() - started:.0f} s")
    model.eval()
    scores = []
    with torch.no_grad():
        for start in range(0, len(test_idx), 64):
            inputs, mask = batch_inputs(kind, test_idx[start:start + 64], token_ids, layer4)
            scores.append(torch.softmax(model(inputs, mask), dim=1)[:, 0])
        if embeddings_path is not None:
            # Round 5b: this fold's model's mean-pooled, L2-normalised embedding of every sentence
            # (its training folds to fit a regression on, its held-out fold to score).
            pooled = []
            for start in range(0, len(label_ids), 64):
                inputs, mask = batch_inputs(kind, np.arange(start, min(start + 64, len(label_ids))), token_ids, layer4)
                out = model.layer(inputs, attention_mask=additive_mask(mask, inputs.dtype))
                out = out[0] if isinstance(out, tuple) else out
                pooled.append(torch.nn.functional.normalize(mean_pool(out, mask), dim=1))
            torch.save(torch.cat(pooled).double(), embeddings_path)
    return torch.cat(scores).numpy().astype(np.float64), time.time() - started


# ---------------------------------------------------------------- scoring

def crisis_threshold(scores, labels, candidates):
    """Lowest candidate threshold keeping <= 2 % of safe and <= 10 % of distress at or above it."""
    safe = np.sort(scores[labels == "safe"])
    distress = np.sort(scores[labels == "caution"])
    for threshold in candidates:
        safe_share = (len(safe) - np.searchsorted(safe, threshold, side="left")) / len(safe)
        distress_share = (len(distress) - np.searchsorted(distress, threshold, side="left")) / len(distress)
        if safe_share <= MAX_SAFE_AS_CRISIS and distress_share <= MAX_DISTRESS_AS_CRISIS:
            return threshold
    return np.inf


def report(name, scores, rows, seconds):
    labels = np.array([row["label"] for row in rows])
    exact = crisis_threshold(scores, labels, np.unique(scores))
    grid = crisis_threshold(scores, labels, GRID)
    flagged = scores >= exact

    def share(select):
        count = int(select.sum())
        hits = int((flagged & select).sum())
        return hits, count, (100.0 * hits / count if count else float("nan"))

    summary = {"name": name, "threshold": float(exact), "grid_threshold": float(grid),
               "grid_recall": float(100 * (scores[labels == "crisis"] >= grid).mean()),
               "seconds": seconds}
    for key, select in [("recall", labels == "crisis"), ("safe", labels == "safe"),
                        ("distress", labels == "caution")]:
        summary[key] = share(select)
    for lang in ["en", "es", "fr"]:
        summary["recall_" + lang] = share((labels == "crisis") & (np.array([r["lang"] for r in rows]) == lang))
    categories = sorted({r["category"] for r in rows})
    cats = np.array([r["category"] for r in rows])
    for category in categories:
        summary["cat_" + category] = share(cats == category)
    return summary


def fmt(triple):
    hits, count, pct = triple
    return f"{pct:5.1f} % ({hits}/{count})"


def print_tables(summaries, rows):
    log("\n== out of fold, crisis head alone, threshold = lowest keeping <= 2 % safe and <= 10 % distress judged crisis ==")
    log("| candidate | threshold | crisis recall | safe -> crisis | distress -> crisis | en recall | es recall | fr recall | (trainer-grid threshold: recall) | training time |")
    log("|---|---|---|---|---|---|---|---|---|---|")
    for s in summaries:
        log(f"| {s['name']} | {s['threshold']:.4f} | {fmt(s['recall'])} | {fmt(s['safe'])} | {fmt(s['distress'])} | "
            f"{fmt(s['recall_en'])} | {fmt(s['recall_es'])} | {fmt(s['recall_fr'])} | "
            f"{s['grid_threshold']:.4f}: {s['grid_recall']:.1f} % | {s['seconds'] / 60:.1f} min |")
    categories = sorted({r["category"] for r in rows})
    log("\n== judged crisis, per category (crisis categories: recall; others: false alarms) ==")
    log("| category | " + " | ".join(s["name"] for s in summaries) + " |")
    log("|---|" + "---|" * len(summaries))
    for category in categories:
        log(f"| {category} | " + " | ".join(fmt(s['cat_' + category]) for s in summaries) + " |")
    if summaries and summaries[0]["name"].startswith("A"):
        a = summaries[0]
        gap = lambda s, lang: s["recall_en"][2] - s["recall_" + lang][2]
        log("\n== rule: B or C gains >= 5 points over A, and es/fr gaps to en grow by <= 5 points ==")
        control = next((s for s in summaries if s["name"].startswith("A0")), None)
        for s in summaries[1:]:
            if s is control:
                continue
            gain = s["recall"][2] - a["recall"][2]
            if control is not None:
                log(f"{s['name']}: gain over the A0 control {s['recall'][2] - control['recall'][2]:+.1f} points")
            growth = {lang: gap(s, lang) - gap(a, lang) for lang in ["es", "fr"]}
            passes = gain >= 5 and all(g <= 5 for g in growth.values())
            log(f"{s['name']}: gain {gain:+.1f} points; en-es gap {gap(s, 'es'):.1f} (A {gap(a, 'es'):.1f}, "
                f"{growth['es']:+.1f}); en-fr gap {gap(s, 'fr'):.1f} (A {gap(a, 'fr'):.1f}, {growth['fr']:+.1f}) "
                f"-> {'PASSES' if passes else 'fails'}")


# ---------------------------------------------------------------- Round 5c: nested embeddings

def run_nested(args, encoder, folds, label_ids, token_ids, layer4):
    """For each unordered pair {a, b}: B trained on the three other folds embeds every sentence.
    Its embedding of fold b is out of fold for the regression of outer fold a, and of fold a for
    outer fold b (the training set of (a, b) and (b, a) is the same, so one model serves both)."""
    pairs = [(a, b) for a in range(FOLDS) for b in range(a + 1, FOLDS)]
    if args.pairs:
        pairs = [(int(p[0]), int(p[1])) for p in args.pairs.split(",")]
    for a, b in pairs:
        path = os.path.join(args.out, f"embeddings-B-pair{a}{b}.pt")
        if os.path.exists(path):
            log(f"pair {a}{b}: kept from an earlier run")
            continue
        started = time.time()
        train_idx = np.where((folds != a) & (folds != b))[0]
        test_idx = np.where((folds == a) | (folds == b))[0]
        # Seed SEED + 100 + 10a + b: fixed per pair, apart from the outer folds' SEED + fold.
        train_and_score("B", encoder, train_idx, test_idx, label_ids, token_ids, layer4, args.epochs_b,
                        100 + 10 * a + b, embeddings_path=path)
        log(f"pair {a}{b}: B on {len(train_idx)} sentences, {args.epochs_b} epochs, "
            f"{(time.time() - started) / 60:.1f} min")


# ---------------------------------------------------------------- main

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs-b", type=int, default=3)
    parser.add_argument("--epochs-c", type=int, default=2)
    parser.add_argument("--only", default="A,A0,B,C")
    parser.add_argument("--timing", action="store_true")
    parser.add_argument("--report", action="store_true")
    parser.add_argument("--out", default=os.path.join(ROOT, "Benchmarks/out/finetune"))
    parser.add_argument("--save-embeddings", action="store_true",
                        help="B/A0 only: keep each fold's model's embedding of every sentence (Round 5b)")
    parser.add_argument("--nested", action="store_true",
                        help="Round 5c: for each unordered pair of folds {a, b}, train B on the other three "
                             "folds and keep its embedding of every sentence (embeddings-B-pair{a}{b}.pt); "
                             "existing files are kept, so the run can be resumed")
    parser.add_argument("--pairs", default=None, help="with --nested: only these pairs, e.g. 01,23")
    args = parser.parse_args()

    torch.set_num_threads(1)
    torch.use_deterministic_algorithms(True)
    os.makedirs(args.out, exist_ok=True)
    rows = load_corpus()
    folds = fold_of_each_sentence(rows)
    label_ids = np.array([LABELS.index(row["label"]) for row in rows])
    log(f"{len(rows)} sentences, {len({r['family'] for r in rows})} families, fold sizes "
        f"{np.bincount(folds).tolist()}, torch {torch.__version__}, threads {torch.get_num_threads()}")

    kept = os.path.join(args.out, "scores.json")
    results = json.load(open(kept)) if os.path.exists(kept) else {}
    if not args.report:
        tokenizer = AutoTokenizer.from_pretrained(MODEL)
        encoder = load_encoder()
        token_ids = tokenize(tokenizer, [row["text"] for row in rows])
        started = time.time()
        embedding, layer4 = frozen_embeddings(encoder, token_ids, os.path.join(args.out, "frozen.pt"))
        embed_seconds = time.time() - started
        log(f"frozen embeddings and layer-4 states: {embed_seconds:.0f} s")

        if args.timing:
            # Check that calling layer 5 alone on the cached states gives the model's own output.
            encoder.eval()
            ids, mask = pad(token_ids[:8])
            with torch.no_grad():
                full = encoder(input_ids=ids, attention_mask=mask).last_hidden_state
                part = LastLayerModel(encoder).eval()
                states, mask_b = batch_inputs("B", np.arange(8), token_ids, layer4)
                out = part.layer(states, attention_mask=additive_mask(mask_b, states.dtype))
                out = out[0] if isinstance(out, tuple) else out
            real = mask.bool()
            log(f"layer-5 check, max difference on real tokens: {(full - out)[real].abs().max().item():.2e}")
            train_idx = np.where(folds != 0)[0]
            for kind in ["B", "C"]:
                _, per_batch = train_and_score(kind, encoder, train_idx, None, label_ids, token_ids, layer4,
                                               1, 0, max_batches=8)
                epoch = per_batch * len(train_idx) / BATCH
                log(f"{kind}: {per_batch:.2f} s a batch -> about {epoch / 60:.1f} min an epoch of one fold")
            return

        if args.nested:
            run_nested(args, encoder, folds, label_ids, token_ids, layer4)
            return

        for kind in args.only.split(","):
            started = time.time()
            if kind == "A":
                scores = run_a(embedding, rows, folds)
                seconds = time.time() - started + embed_seconds
            else:
                epochs = args.epochs_c if kind == "C" else args.epochs_b
                scores = np.zeros(len(rows))
                for held in range(FOLDS):
                    train_idx = np.where(folds != held)[0]
                    test_idx = np.where(folds == held)[0]
                    keep = (os.path.join(args.out, f"embeddings-{kind}-fold{held}.pt")
                            if args.save_embeddings and kind in ("A0", "B") else None)
                    fold_scores, _ = train_and_score(kind, encoder, train_idx, test_idx, label_ids,
                                                     token_ids, layer4, epochs, held, embeddings_path=keep)
                    scores[test_idx] = fold_scores
                seconds = time.time() - started
            results[kind] = {"scores": scores.tolist(), "seconds": seconds,
                             "epochs": None if kind == "A" else epochs}
            json.dump(results, open(kept, "w"))
            log(f"{kind} done in {seconds / 60:.1f} min")

    names = {"A": "A. frozen + logistic regression", "A0": "A0. frozen + trained head ({} epochs)", "B": "B. fine-tune layer 5 ({} epochs)",
             "C": "C. fine-tune all layers ({} epochs)"}
    summaries = [report(names[k].format(results[k]["epochs"]), np.array(results[k]["scores"]), rows,
                        results[k]["seconds"]) for k in ["A", "A0", "B", "C"] if k in results]
    print_tables(summaries, rows)


if __name__ == "__main__":
    main()
