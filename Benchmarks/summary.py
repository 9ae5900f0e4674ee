#!/usr/bin/env python3
"""The summary every comparison driver writes for `pulsum-bench all` (its --summary option).

Shape (decoded by PulsumBenchSupport.ComparisonSummary):
  {"peer": "faiss-cpu 1.15.1 IndexFlatIP",
   "rows": [{"case": "N=10000 batch=1 threads=1", "metric": "queries/s", "better": "higher",
             "pulsum": 5120.0, "peer": 4890.0, "pulsum_cpu_s": null, "peer_cpu_s": null}, ...],
   "agreement": "same ids 1.0000"}
`better` is "higher" for rates and "lower" for times; CPU seconds are optional.

From Python: `import summary; summary.write(path, peer, [summary.row(...)], agreement)`.
From a shell script: summary.py OUT PEER AGREEMENT ROW_JSON...  (each row a JSON object).
"""
import json
import sys


def row(case, metric, better, pulsum, peer, pulsum_cpu=None, peer_cpu=None):
    """One case measured on both sides; `better` is "higher" (rates) or "lower" (times)."""
    assert better in ("higher", "lower")
    result = {"case": case, "metric": metric, "better": better, "pulsum": float(pulsum), "peer": float(peer)}
    if pulsum_cpu is not None and peer_cpu is not None:
        result["pulsum_cpu_s"], result["peer_cpu_s"] = float(pulsum_cpu), float(peer_cpu)
    return result


def write(path, peer, rows, agreement=None):
    """Writes the summary to `path` (nothing when `path` is None)."""
    if path:
        with open(path, "w") as f:
            json.dump({"peer": peer, "rows": rows, "agreement": agreement}, f, indent=1)


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit("usage: summary.py OUT PEER AGREEMENT ROW_JSON...")
    write(sys.argv[1], sys.argv[2], [row(**json.loads(r)) for r in sys.argv[4:]], sys.argv[3] or None)
