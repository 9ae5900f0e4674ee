"""scikit-learn reference for `pulsum-bench rank`: the Bradley-Terry model as logistic regression.

Fits LogisticRegression(fit_intercept=False, C=1.0, solver="lbfgs") on the symmetric design
[d; -d] with labels [1; 0], where d = x_preferred - x_other (exactly the recipe in
../shared/golden/bt/reference.json), times the fit (median of --repeat runs) and prints JSON:
held-out pairwise accuracy, log loss and the training time.
"""
import argparse
import json
import statistics
import time

import numpy as np
import sklearn
from sklearn.linear_model import LogisticRegression


def load(folder):
    features = np.loadtxt(f"{folder}/features.csv", delimiter=",", skiprows=1)[:, 1:]
    train = np.loadtxt(f"{folder}/train_pairs.csv", delimiter=",", skiprows=1, dtype=int)
    test = np.loadtxt(f"{folder}/test_pairs.csv", delimiter=",", skiprows=1, dtype=int)
    return features, train, test


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder", help="folder with features.csv, train_pairs.csv, test_pairs.csv")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    features, train, test = load(args.folder)
    d_train = features[train[:, 0]] - features[train[:, 1]]
    d_test = features[test[:, 0]] - features[test[:, 1]]
    design = np.vstack([d_train, -d_train])
    labels = np.concatenate([np.ones(len(d_train)), np.zeros(len(d_train))])
    times = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        model = LogisticRegression(fit_intercept=False, C=1.0, solver="lbfgs").fit(design, labels)
        times.append(time.perf_counter() - start)
    margin = d_test @ model.coef_[0]
    print(json.dumps({
        "heldout_accuracy": float((margin > 0).mean()),
        "heldout_logloss": float(np.mean(np.logaddexp(0, -margin))),
        "training_seconds_median": statistics.median(times),
        "training_runs": len(times),
        "sklearn": sklearn.__version__,
    }))


if __name__ == "__main__":
    main()
