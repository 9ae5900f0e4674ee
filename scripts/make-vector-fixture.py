#!/usr/bin/env python3
"""Writes Tests/Fixtures/vectors/: a small slice of ../shared/golden/vectors (the first 300 base
rows and 5 queries) with their exact top-10 by inner product, computed in float64 from the
float32 values ($PULSUM_SHARED_DIR overrides ../shared). Queries are chosen (in order) among those whose 11 best scores are all more
than 1e-5 apart, so any correct float32 search must return exactly these ids.
Needs numpy. Deterministic: the same files every run."""
import json
import os
import pathlib
import sys

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHARED = pathlib.Path(os.environ.get("PULSUM_SHARED_DIR") or ROOT.parent / "shared")
GOLDEN = SHARED / "golden" / "vectors"
OUT = ROOT / "Tests" / "Fixtures" / "vectors"
DIM, BASE_ROWS, QUERIES, K, MIN_GAP = 384, 300, 5, 10, 1e-5


def main():
    if not GOLDEN.is_dir():
        sys.exit(f"needs {GOLDEN}")
    base = np.fromfile(GOLDEN / "base.f32.bin", dtype="<f4").reshape(-1, DIM)[:BASE_ROWS]
    queries = np.fromfile(GOLDEN / "queries.f32.bin", dtype="<f4").reshape(-1, DIM)
    chosen, ids, scores = [], [], []
    for q in range(len(queries)):
        s = base.astype(np.float64) @ queries[q].astype(np.float64)
        order = np.lexsort((np.arange(BASE_ROWS), -s))[: K + 1]
        if np.min(-np.diff(s[order])) <= MIN_GAP:
            continue
        chosen.append(q)
        ids.append([int(i) for i in order[:K]])
        scores.append([float(s[i]) for i in order[:K]])
        if len(chosen) == QUERIES:
            break
    OUT.mkdir(parents=True, exist_ok=True)
    base.astype("<f4").tofile(OUT / "base300.f32")
    queries[chosen].astype("<f4").tofile(OUT / "queries5.f32")
    expected = {"dimension": DIM, "k": K, "golden_query_numbers": chosen, "ids": ids, "scores": scores,
                "note": "top-10 of base300.f32 for each row of queries5.f32, float64 brute force, ties to the lower row"}
    (OUT / "expected.json").write_text(json.dumps(expected, indent=1) + "\n")
    print(f"wrote {OUT}: queries {chosen}")


if __name__ == "__main__":
    main()
