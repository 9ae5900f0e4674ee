#!/usr/bin/env python3
"""Round 21 of the crisis-screen work (docs/safety.md): the rules' past frame widened, against
round 20's screen. Both are fitted as round 20's trainer fits them (round 18's crisis head, the
concern threshold also bound over the hand-written families), each on its own rule features, on
everything not judged.

  python3 scripts/safety/round21_experiment.py --corpus UNION --features BEFORE --features-after AFTER_RULES --judge-prefix h21-

UNION, BEFORE and AFTER_RULES as for round19_experiment.py.
"""
import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from round15_experiment import experiment_arguments
from round18_experiment import judgement_data
from round19_experiment import candidate_features
from round20_experiment import CONCERN_HAND_BUDGET, frame_verdict, screen_columns


def main():
    parser = experiment_arguments("h21- for N15")
    parser.add_argument("--features-after", required=True)
    args = parser.parse_args()
    d = judgement_data(args)
    after, embedding_width = candidate_features(args.features_after, d)
    screens, results = screen_columns(d, [("R20", d["features"], ~d["judged"], CONCERN_HAND_BUDGET),
                                          ("R21", after, ~d["judged"], CONCERN_HAND_BUDGET)], embedding_width)
    frame_verdict(results, screens, d, "R20", "R21", frame="past")


if __name__ == "__main__":
    main()
