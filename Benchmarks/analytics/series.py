"""The benchmark series shared by the rolling benchmarks: resting-heart-rate-like values, 10 % missing."""

import numpy as np


def benchmark_series(points: int) -> np.ndarray:
    """`points` values ~ N(60, 6) rounded to 0.1 (so ties are common), 10 % NaN; seed 2026."""
    rng = np.random.default_rng(2026)
    values = np.round(rng.normal(60.0, 6.0, points), 1)
    values[rng.random(points) < 0.1] = np.nan
    return values
