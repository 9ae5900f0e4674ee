"""Rolling median + MAD on 1,000,000 points for growing windows: how each structure scales.

Runs `pulsum-bench rolling` on the same series (see series.py) for every window with
--algorithm sorted (a sorted buffer: O(w) per row), tree (an order-statistic treap: expected
O(log w) per row) and automatic (what Pulsum uses: sorted up to the crossover window, tree
above), checks that the three give byte-identical results, and prints the median CPU and wall
seconds. Swift only: pandas has no rolling MAD kernel (rolling().apply() would take hours for
large windows). Needs only numpy.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

from series import benchmark_series

ALGORITHMS = ["sorted", "tree", "automatic"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pulsum-bench", required=True, help="path to the release pulsum-bench binary")
    parser.add_argument("--points", type=int, default=1_000_000)
    parser.add_argument("--windows", default="28,1000,5000,20000,100000", help="comma-separated window sizes")
    parser.add_argument("--min-periods", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=3, help="timed runs per window and algorithm (median of them)")
    args = parser.parse_args()

    identical = True
    print(f"{args.points} points, min_periods {args.min_periods}, median of {args.repeat} runs, seconds CPU (wall)")
    print(f"{'window':>8} " + " ".join(f"{name:>17}" for name in ALGORITHMS) + "  identical")
    with tempfile.TemporaryDirectory() as folder:
        data_path = os.path.join(folder, "series.f64")
        benchmark_series(args.points).astype("<f8").tofile(data_path)
        for window in (int(w) for w in args.windows.split(",")):
            cells, outputs = [], []
            for algorithm in ALGORITHMS:
                out_path = os.path.join(folder, f"{algorithm}.f64")
                run = subprocess.run(
                    [args.pulsum_bench, "rolling", "--input", data_path, "--output", out_path,
                     "--window", str(window), "--min-periods", str(args.min_periods),
                     "--algorithm", algorithm, "--repeat", str(args.repeat)],
                    check=True, capture_output=True, text=True)
                timing = json.loads(run.stdout)
                cells.append(f"{timing['medianCPUSeconds']:7.3f} ({timing['medianSeconds']:7.3f})")
                with open(out_path, "rb") as result:
                    outputs.append(result.read())
            same = all(output == outputs[0] for output in outputs)
            identical = identical and same
            print(f"{window:>8} " + " ".join(f"{cell:>17}" for cell in cells) + f"  {same}", flush=True)
    return 0 if identical else 1


if __name__ == "__main__":
    sys.exit(main())
