"""The Swift crisis trainer's arithmetic in numpy, shared by the experiment scripts of
docs/safety.md: its family dealing into folds, its logistic regression and its threshold grid
(CrisisClassifierTrainer.swift, LogisticRegression.swift). No torch: the model-free scripts run
with the system Python and numpy."""
import numpy as np

SEED = 14
FOLDS = 5
MAX_SAFE_AS_CRISIS = 0.02
MAX_DISTRESS_AS_CRISIS = 0.10
# The Swift trainer's threshold grid (CrisisClassifierTrainer+CrossValidation.swift).
GRID = [1e-4, 2e-4, 5e-4, 1e-3, 2e-3, 5e-3] + [i / 100 for i in range(1, 100)] + \
       [0.995, 0.998, 0.999, 0.9995, 0.9998, 0.9999]


def fold_of_each_sentence(rows):
    """The trainer's dealing (CrisisClassifierTrainer.foldOfEachSentence): family names sorted,
    Fisher-Yates shuffled with a 64-bit LCG seeded 14, dealt round-robin to 5 folds."""
    mask = (1 << 64) - 1
    families = sorted({row["family"] for row in rows})
    state = SEED
    for index in range(len(families) - 1, 0, -1):
        state = (state * 6364136223846793005 + 1442695040888963407) & mask
        swap = (state >> 33) % (index + 1)
        families[index], families[swap] = families[swap], families[index]
    fold_of = {family: position % FOLDS for position, family in enumerate(families)}
    return np.array([fold_of[row["family"]] for row in rows])


def fold_of_each_sentence_by_source(rows):
    """The trainer's dealing since round 17: the generated families dealt as `fold_of_each_sentence`
    deals them alone, the hand-written ones (`h<round>-…`) alike on their own."""
    hand = np.array([is_hand_written(row) for row in rows])
    folds = np.zeros(len(rows), dtype=int)
    for select in [~hand, hand]:
        if select.any():
            folds[select] = fold_of_each_sentence([row for row, chosen in zip(rows, select) if chosen])
    return folds


def is_hand_written(row):
    """TrainingSentence.isHandWritten: a family of a judge's hand-written round, `h<round>-…`."""
    return row["family"][:1] == "h" and row["family"][1:2].isdigit()


def fit_logistic(inputs, labels, iterations=800, learning_rate=0.5, momentum=0.9, l2=1e-3, words=None, repeats=None, word_l2=None):
    """The Swift LogisticRegression: full-batch gradient descent with momentum, each class
    weighted to count half, L2 on the weights only. `words` (a sparse matrix, one row a sentence)
    adds the word features' weights, returned third, with their own L2 `word_l2` (round 22; `l2`
    when None, as before it); `repeats` counts each sentence that many times."""
    word_l2 = l2 if word_l2 is None else word_l2
    count, width = inputs.shape
    repeats = np.ones(count) if repeats is None else repeats
    total = repeats.sum()
    positives = (repeats * labels).sum()
    sample_weight = repeats * np.where(labels, total / (2 * positives), total / (2 * (total - positives)))
    weights = np.zeros(width)
    bias = 0.0
    velocity = np.zeros(width)
    bias_velocity = 0.0
    word_weights = None if words is None else np.zeros(words.shape[1])
    word_velocity = None if words is None else np.zeros(words.shape[1])
    words_transposed = None if words is None else words.T.tocsr()
    for _ in range(iterations):
        sums = inputs @ weights + bias
        if words is not None:
            sums = sums + words @ word_weights
        probability = 1 / (1 + np.exp(-sums))
        error = (probability - labels) * sample_weight / total
        gradient = l2 * weights + inputs.T @ error
        velocity = momentum * velocity - learning_rate * gradient
        weights = weights + velocity
        if words is not None:
            word_velocity = momentum * word_velocity - learning_rate * (word_l2 * word_weights + words_transposed @ error)
            word_weights = word_weights + word_velocity
        bias_velocity = momentum * bias_velocity - learning_rate * error.sum()
        bias += bias_velocity
    return (weights, bias) if words is None else (weights, bias, word_weights)
