#!/usr/bin/env python3
"""Pulsum's exact vector search against FAISS IndexFlatIP, in one run (issue 7).

For N = 10k, 100k and 1M random unit vectors (d = 384, numpy, seeded, written under
Benchmarks/out/vectors/, never committed), batch 1, 64 and 1000, and 1 and 2 threads, runs
`pulsum-bench search --json` and the same search through faiss-cpu in a fresh process, and
prints latency p50 per batch, queries per second and the ratio. It also measures this machine's
memory-read bandwidth (a small C program, 1 and 2 threads) and the resulting lower bound for one
batch-1 scan of the 1M matrix (1.536 GB), checks that Pulsum and FAISS return the same ids, and
times saving and loading a store file of the largest N (`pulsum-bench store`).

  scripts/bench-venvs.sh bench                          # once: .venv-bench with faiss-cpu, numpy
  swift build -c release --product pulsum-bench
  .venv-bench/bin/python Benchmarks/vectors/bench_vs_faiss.py [--sizes 10000,100000,1000000]

`pulsum-bench all` runs it with the others; --summary FILE writes its rows for that table.

FAISS runs with OMP_NUM_THREADS/OPENBLAS_NUM_THREADS = threads and, on CPUs its bundled OpenBLAS
mis-detects, OPENBLAS_CORETYPE (Haswell or SkylakeX); each configuration runs in its own process
so no two BLAS thread pools share one (see ../shared/notes/swift-on-linux.md).
"""
import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
import summary  # noqa: E402  (Benchmarks/summary.py)

ROOT = pathlib.Path(__file__).resolve().parents[2]
HERE = pathlib.Path(__file__).resolve().parent
OUT = ROOT / "Benchmarks" / "out" / "vectors"
VENV = ROOT / ".venv-bench"
DIM, K = 384, 10
# Timed batches per configuration (plus one untimed warm-up batch); fewer at 1M rows, where one
# FAISS batch of 64 takes seconds on a busy machine (the published tables use both).
BATCHES_TIMED = {1: 100, 64: 4, 1000: 2}
BATCHES_TIMED_1M = {1: 10, 64: 1, 1000: 1}


def setup_venv():
    subprocess.run([str(ROOT / "scripts" / "bench-venvs.sh"), "bench"], check=True)


def cpu_flags():
    text = pathlib.Path("/proc/cpuinfo").read_text()
    flags = next((line.split(":", 1)[1].split() for line in text.splitlines() if line.startswith("flags")), [])
    model = next((line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith("model name")), "?")
    return set(flags), model


def make_data(sizes, query_counts):
    import numpy as np
    OUT.mkdir(parents=True, exist_ok=True)
    largest = max(sizes)
    files = {n: OUT / f"base-{n}.npy" for n in sizes}
    if not all(f.exists() for f in files.values()):
        rng = np.random.default_rng(42)
        base = np.empty((largest, DIM), dtype=np.float32)
        for start in range(0, largest, 100_000):
            chunk = rng.standard_normal((min(100_000, largest - start), DIM), dtype=np.float32)
            chunk /= np.linalg.norm(chunk, axis=1, keepdims=True)
            base[start:start + len(chunk)] = chunk
        for n, f in files.items():
            np.save(f, base[:n])
        del base
    q = np.random.default_rng(43).standard_normal((max(query_counts), DIM), dtype=np.float32)
    q /= np.linalg.norm(q, axis=1, keepdims=True)
    queries = {}
    for count in query_counts:
        queries[count] = OUT / f"queries-{count}.npy"
        np.save(queries[count], q[:count])
    return files, queries


def faiss_worker(args):
    """Runs in a fresh process: one FAISS configuration, the same JSON as pulsum-bench search."""
    import faiss
    import numpy as np
    faiss.omp_set_num_threads(args.threads)
    start = time.perf_counter()
    base = np.load(args.base)
    queries = np.load(args.queries)[: args.count]
    index = faiss.IndexFlatIP(base.shape[1])
    index.add(base)
    load_s = time.perf_counter() - start
    batches = [queries[i:i + args.batch] for i in range(0, len(queries), args.batch)]
    index.search(batches[0], K)
    latencies, ids = [], []
    for batch in batches:
        t = time.perf_counter()
        _, found = index.search(batch, K)
        latencies.append(time.perf_counter() - t)
        ids.extend(found.tolist())
    if args.results:
        pathlib.Path(args.results).write_text(json.dumps({"ids": ids}))
    pct = lambda p: float(np.percentile(latencies, p)) * 1000
    print(json.dumps({"load_s": load_s, "latency_ms": {"p50": pct(50), "p95": pct(95), "p99": pct(99)},
                      "qps": len(queries) / sum(latencies)}))


def run_json(command, env=None):
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{done.stderr}")
    return json.loads(done.stdout)


def bandwidth():
    OUT.mkdir(parents=True, exist_ok=True)
    binary = OUT / "membw"
    subprocess.run(["cc", "-O3", "-march=native", "-pthread", "-o", str(binary), str(HERE / "membw.c")], check=True)
    size = 1_000_000 * DIM * 4
    return {t: float(subprocess.run([str(binary), str(size), str(t), "5"], capture_output=True, text=True,
                                    check=True).stdout.split()[0]) for t in (1, 2)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--setup-venv", action="store_true", help="run scripts/bench-venvs.sh bench, then exit")
    parser.add_argument("--pulsum-bench", default=os.environ.get("PULSUM_BENCH") or str(ROOT / ".build/release/pulsum-bench"))
    parser.add_argument("--summary", help="also write the rows for `pulsum-bench all` to this JSON file")
    parser.add_argument("--no-bandwidth", action="store_true", help="skip the memory-bandwidth measurement")
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--batches", default="1,64,1000")
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--timed", help="timed batches per batch size, in --batches order, for every size "
                        "(default 100,4,2, and 10,1,1 from 1M rows)")
    parser.add_argument("--faiss-worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--base")
    parser.add_argument("--queries")
    parser.add_argument("--count", type=int)
    parser.add_argument("--batch", type=int)
    parser.add_argument("--results")
    args = parser.parse_args()
    if args.setup_venv:
        return setup_venv()
    if args.faiss_worker:
        args.threads = int(args.threads)
        return faiss_worker(args)

    sizes = [int(s) for s in args.sizes.split(",")]
    batches = [int(b) for b in args.batches.split(",")]
    thread_counts = [int(t) for t in args.threads.split(",")]
    flags, model = cpu_flags()
    print(f"machine: {model}, {os.cpu_count()} cores; pulsum-bench {args.pulsum_bench}", flush=True)
    bw = {} if args.no_bandwidth else bandwidth()
    matrix_1m = 1_000_000 * DIM * 4
    if bw:
        print(f"memory read bandwidth: {bw[1]:.1f} GB/s (1 thread), {bw[2]:.1f} GB/s (2 threads); "
              f"batch-1 scan of 1M x {DIM} bound: {matrix_1m / bw[1] / 1e6:.1f} ms (1 thread), "
              f"{matrix_1m / bw[2] / 1e6:.1f} ms (2 threads)", flush=True)
    given = dict(zip(batches, [int(t) for t in args.timed.split(",")])) if args.timed else None
    timed = lambda n: given or (BATCHES_TIMED_1M if n >= 1_000_000 else BATCHES_TIMED)  # noqa: E731
    counts = {(n, b): b * timed(n).get(b, 4) for n in sizes for b in batches}
    files, queries = make_data(sizes, set(counts.values()))

    faiss_env = dict(os.environ)
    if "OPENBLAS_CORETYPE" not in faiss_env:
        faiss_env["OPENBLAS_CORETYPE"] = "SkylakeX" if "avx512f" in flags else ("Haswell" if "avx2" in flags else "")
    rows = []
    print(f"{'N':>8} {'batch':>5} {'thr':>3} | {'pulsum p50 ms':>13} {'qps':>9} | {'faiss p50 ms':>12} {'qps':>9} | "
          f"{'qps ratio':>9} {'same ids':>8}", flush=True)
    for n in sizes:
        for batch in batches:
            count = counts[(n, batch)]
            for threads in thread_counts:
                pulsum_ids = OUT / "pulsum-ids.json"
                faiss_ids = OUT / "faiss-ids.json"
                pulsum = run_json([args.pulsum_bench, "search", "--base", str(files[n]), "--queries",
                                   str(queries[count]), "--k", str(K), "--threads", str(threads), "--batch", str(batch),
                                   "--json", "--results", str(pulsum_ids)])
                env = dict(faiss_env, OMP_NUM_THREADS=str(threads), OPENBLAS_NUM_THREADS=str(threads))
                faiss = run_json([sys.executable, __file__, "--faiss-worker", "--base", str(files[n]), "--queries",
                                  str(queries[count]), "--count", str(count), "--batch", str(batch), "--threads", str(threads),
                                  "--results", str(faiss_ids)], env=env)
                ours = json.loads(pulsum_ids.read_text())["ids"]
                theirs = json.loads(faiss_ids.read_text())["ids"]
                overlap = statistics.mean(len(set(a) & set(b)) / K for a, b in zip(ours, theirs))
                row = {"n": n, "batch": batch, "threads": threads, "pulsum": pulsum, "faiss": faiss,
                       "qps_ratio": pulsum["qps"] / faiss["qps"], "id_overlap": overlap}
                rows.append(row)
                print(f"{n:>8} {batch:>5} {threads:>3} | {pulsum['latency_ms']['p50']:>13.2f} {pulsum['qps']:>9.1f} | "
                      f"{faiss['latency_ms']['p50']:>12.2f} {faiss['qps']:>9.1f} | {row['qps_ratio']:>8.2f}x "
                      f"{overlap:>8.4f}", flush=True)
    largest = max(sizes)
    store = run_json([args.pulsum_bench, "store", "--base", str(files[largest]), "--folder", str(OUT), "--json"])
    print(f"store file of {largest} x {DIM} ({store['bytes'] / 1e9:.2f} GB): save {store['save_s']:.2f} s, "
          f"validated load {store['load_s']:.2f} s ({store['bytes'] / store['load_s'] / 1e9:.2f} GB/s), "
          f"plain read {store['read_s']:.2f} s ({store['bytes'] / store['read_s'] / 1e9:.2f} GB/s)", flush=True)
    results = {"machine": model, "cores": os.cpu_count(), "bandwidth_gbs": bw,
               "bound_ms_1m_batch1": {t: matrix_1m / bw[t] / 1e6 for t in bw}, "runs": rows, "store": store}
    (OUT / "results.json").write_text(json.dumps(results, indent=1))
    print(f"wrote {OUT / 'results.json'}")
    import faiss
    summary.write(args.summary, f"faiss-cpu {faiss.__version__} IndexFlatIP", [
        summary.row(f"N={r['n']} batch={r['batch']} threads={r['threads']}", "queries/s", "higher",
                    r["pulsum"]["qps"], r["faiss"]["qps"]) for r in rows],
        f"same ids {min(r['id_overlap'] for r in rows):.4f} (lowest mean top-{K} overlap)")


if __name__ == "__main__":
    main()
