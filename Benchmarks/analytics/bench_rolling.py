"""Rolling median + MAD on 1,000,000 points: pandas against `pulsum-bench rolling`, same data, one run.

pandas has a rolling median kernel but no rolling MAD, so the MAD goes through
rolling().apply() with a NumPy function (what a pandas user would write). Both sides use the
same window (28 rows including the current one) and min_periods (7); missing values are NaN.
The script checks that Swift's results equal pandas' (max abs difference) and prints the ratio;
--summary FILE also writes it for `pulsum-bench all`.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import numpy as np
import pandas as pd

from series import benchmark_series

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import summary  # noqa: E402  (Benchmarks/summary.py)


def mad_of_window(window: np.ndarray) -> float:
    values = window[~np.isnan(window)]
    return float(np.median(np.abs(values - np.median(values))))


def timed(fn, repeat):
    """Median wall and CPU seconds of `repeat` calls, and the last result."""
    wall, cpu = [], []
    result = None
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        result = fn()
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return sorted(wall)[len(wall) // 2], sorted(cpu)[len(cpu) // 2], result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pulsum-bench", default=os.environ.get("PULSUM_BENCH"), required="PULSUM_BENCH" not in os.environ,
                        help="path to the release pulsum-bench binary")
    parser.add_argument("--summary", help="also write the result for `pulsum-bench all` to this JSON file")
    parser.add_argument("--points", type=int, default=1_000_000)
    parser.add_argument("--window", type=int, default=28)
    parser.add_argument("--min-periods", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=5, help="timed runs of the fast parts (median of them)")
    args = parser.parse_args()

    values = benchmark_series(args.points)
    series = pd.Series(values)

    with tempfile.TemporaryDirectory() as folder:
        data_path = os.path.join(folder, "series.f64")
        out_path = os.path.join(folder, "result.f64")
        values.astype("<f8").tofile(data_path)
        run = subprocess.run(
            [args.pulsum_bench, "rolling", "--input", data_path, "--output", out_path,
             "--window", str(args.window), "--min-periods", str(args.min_periods), "--repeat", str(args.repeat)],
            check=True, capture_output=True, text=True)
        swift = json.loads(run.stdout)
        swift_result = np.fromfile(out_path, dtype="<f8")

    rolling = series.rolling(args.window, min_periods=args.min_periods)
    median_s, median_cpu, median = timed(lambda: rolling.median().to_numpy(), args.repeat)
    print(f"pandas rolling().median(): {median_s:.3f} s wall, {median_cpu:.3f} s CPU (median of {args.repeat})",
          flush=True)
    print("pandas rolling().apply(MAD): running once (tens of seconds)...", flush=True)
    mad_s, mad_cpu, mad = timed(lambda: rolling.apply(mad_of_window, raw=True).to_numpy(), 1)

    swift_median, swift_mad = swift_result[: args.points], swift_result[args.points:]
    same_missing = np.array_equal(np.isnan(median), np.isnan(swift_median)) and np.array_equal(
        np.isnan(mad), np.isnan(swift_mad))
    valid = ~np.isnan(median)
    max_diff = max(float(np.max(np.abs(median[valid] - swift_median[valid]))),
                   float(np.max(np.abs(mad[valid] - swift_mad[valid]))))
    pandas_total, pandas_cpu = median_s + mad_s, median_cpu + mad_cpu
    swift_total, swift_cpu = swift["medianSeconds"], swift["medianCPUSeconds"]
    print(f"pandas rolling().apply(MAD): {mad_s:.3f} s wall, {mad_cpu:.3f} s CPU")
    print(f"pandas median + MAD:        {pandas_total:.3f} s wall, {pandas_cpu:.3f} s CPU")
    print(f"Swift median + MAD (exact): {swift_total:.4f} s wall, {swift_cpu:.4f} s CPU "
          f"(median of {swift['runs']}; fastest wall {swift['fastestSeconds']:.4f} s)")
    print(f"points {args.points}, window {args.window}, min_periods {args.min_periods}, "
          f"pandas {pd.__version__}, numpy {np.__version__}")
    print(f"exactness: same missing rows: {same_missing}, max |difference|: {max_diff:.3g}")
    print(f"ratio pandas / Swift: {pandas_total / swift_total:.0f}x wall, {pandas_cpu / swift_cpu:.0f}x CPU "
          f"(pandas median alone vs Swift median + MAD: {median_s / swift_total:.1f}x wall)")
    summary.write(args.summary, f"pandas {pd.__version__} rolling().median() + rolling().apply(MAD)", [
        summary.row(f"{args.points} points, window {args.window}, median + MAD", "s", "lower", swift_total, pandas_total,
                    swift_cpu, pandas_cpu),
    ], f"same missing rows: {same_missing}, max |difference| {max_diff:.3g}")
    return 0 if same_missing and max_diff <= 1e-9 else 1


if __name__ == "__main__":
    sys.exit(main())
