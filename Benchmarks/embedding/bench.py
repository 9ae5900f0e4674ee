#!/usr/bin/env python3
"""Times `pulsum-bench embed` and sentence-transformers on the same sentences, batch sizes and
thread counts, each in a fresh process, and prints a Markdown table (--summary FILE also writes
the rows for `pulsum-bench all`). Run through run.sh, which builds the release binary, or
through `pulsum-bench all`; the venv comes from scripts/bench-venvs.sh bench."""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import summary  # noqa: E402  (Benchmarks/summary.py)

SHORT = "I feel rested and full of energy this morning."  # 12 tokens with [CLS]/[SEP]
LONG = ("Last night I went to bed around eleven, woke up twice because the neighbours were loud, "
        "and this morning my watch said my resting heart rate was higher than usual, so I skipped "
        "the run, drank more water and tried a short breathing exercise before work, which helped me "
        "feel calmer by lunch time.")  # 63 tokens
CASES = [("short", SHORT, 1), ("long", LONG, 1), ("short", SHORT, 32), ("long", LONG, 32)]


def thread_env(threads):
    env = dict(os.environ)
    for name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        env[name] = str(threads)
    return env


def run_pulsum(pulsum_bench, text, batch, threads, seconds):
    out = subprocess.run([pulsum_bench, "embed", "--batch", str(batch), "--seconds", str(seconds), text],
                         capture_output=True, check=True, env=thread_env(threads))
    return json.loads(out.stdout)


def torch_worker(model_dir, threads, seconds):
    """Runs inside a fresh process: loads the model, times every case, prints JSON."""
    import torch
    torch.set_num_threads(threads)
    start = time.perf_counter()
    from sentence_transformers import SentenceTransformer
    loaded = time.perf_counter()
    model = SentenceTransformer(model_dir, device="cpu")
    load_ms = (time.perf_counter() - loaded) * 1000
    import_ms = (loaded - start) * 1000
    results = []
    for name, text, batch in CASES:
        sentences = [text] * batch
        model.encode(sentences, batch_size=batch, normalize_embeddings=True)
        samples = []
        deadline = time.perf_counter() + seconds
        while len(samples) < 5 or time.perf_counter() < deadline:
            t0 = time.perf_counter()
            model.encode(sentences, batch_size=batch, normalize_embeddings=True)
            samples.append((time.perf_counter() - t0) * 1000)
        median = statistics.median(samples)
        results.append({"case": name, "batch": batch, "median_ms_per_batch": median,
                        "sentences_per_second": batch / (median / 1000)})
    print(json.dumps({"load_ms": load_ms, "import_ms": import_ms, "torch": torch.__version__, "results": results}))


def cpu_name():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pulsum-bench", default=os.environ.get("PULSUM_BENCH"))
    parser.add_argument("--threads", default="1,2", help="thread counts to run, comma-separated")
    parser.add_argument("--summary", help="also write the rows for `pulsum-bench all` to this JSON file")
    parser.add_argument("--model-dir", required=True)
    parser.add_argument("--seconds", type=float, default=3)
    parser.add_argument("--torch-worker", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.torch_worker:
        torch_worker(args.model_dir, args.torch_worker, args.seconds)
        return

    print(f"machine: {cpu_name()}, {os.cpu_count()} cores; model {args.model_dir}", file=sys.stderr)
    rows = []
    loads = {}
    for threads in [int(t) for t in args.threads.split(",")]:
        worker = subprocess.run([sys.executable, __file__, "--model-dir", args.model_dir, "--seconds",
                                 str(args.seconds), "--torch-worker", str(threads)],
                                capture_output=True, check=True, env=thread_env(threads))
        reference = json.loads(worker.stdout.decode().strip().splitlines()[-1])
        loads[threads] = {"sentence-transformers": reference["load_ms"], "import": reference["import_ms"]}
        for (name, text, batch), theirs in zip(CASES, reference["results"]):
            ours = run_pulsum(args.pulsum_bench, text, batch, threads, args.seconds)
            loads[threads].setdefault("pulsum", []).append(ours["load_ms"])
            rows.append((name, ours["tokens_per_sentence"], batch, threads, ours["sentences_per_second"],
                         theirs["sentences_per_second"]))
            print(f"  {name} batch {batch}, {threads} thread(s): pulsum {ours['sentences_per_second']:.0f}/s, "
                  f"sentence-transformers {theirs['sentences_per_second']:.0f}/s", file=sys.stderr)

    print(f"Machine: {cpu_name()}, {os.cpu_count()} cores; sentence-transformers with torch "
          f"{reference['torch']} (CPU). Medians over {args.seconds:g} s per case.\n")
    print("| sentence | tokens | batch | threads | pulsum sent/s | sentence-transformers sent/s | ratio |")
    print("|---|---|---|---|---|---|---|")
    for name, tokens, batch, threads, ours, theirs in rows:
        print(f"| {name} | {tokens:.0f} | {batch} | {threads} | {ours:,.0f} | {theirs:,.0f} | {ours / theirs:.1f}× |")
    pulsum_load = statistics.median(v for t in loads.values() for v in t["pulsum"])
    st_load = statistics.median(t["sentence-transformers"] for t in loads.values())
    st_import = statistics.median(t["import"] for t in loads.values())
    runs = sum(len(t["pulsum"]) for t in loads.values())
    print(f"\nModel load (files to ready encoder, in process): pulsum {pulsum_load:.1f} ms (median of {runs} runs, "
          f"memory-mapped, linear weights packed), sentence-transformers {st_load:.0f} ms, plus {st_import:.0f} ms to import it. "
          f"Ratio {st_load / pulsum_load:.0f}×.")
    summary.write(args.summary, f"sentence-transformers with torch {reference['torch']} (CPU)", [
        summary.row(f"{name} ({tokens:.0f} tokens) batch {batch}, {threads} thread(s)", "sentences/s", "higher",
                    ours, theirs) for name, tokens, batch, threads, ours, theirs in rows
    ] + [summary.row("model load", "ms", "lower", pulsum_load, st_load)])


if __name__ == "__main__":
    main()
