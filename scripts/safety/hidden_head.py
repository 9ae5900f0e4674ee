"""The Swift crisis head with a hidden layer (NeuralHeadTrainer.swift) in numpy, for the judgement
scripts of docs/safety.md (round 24): a linear part over the standardised inputs and the word
features plus ReLU units over the standardised inputs, fitted by class-weighted cross-entropy,
mini-batch Adam and L2 penalties, with the trainer's SplitMix64 initialisation and order. Float32
like the Swift trainer; sums within a mini-batch are taken in another order, so the weights agree
to rounding, not bit for bit."""
import numpy as np

MASK = (1 << 64) - 1


class SplitMix64:
    """The trainer's seeded generator (NeuralHeadTrainer.swift)."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        value = self.state
        value = ((value ^ (value >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        value = ((value ^ (value >> 27)) * 0x94D049BB133111EB) & MASK
        return value ^ (value >> 31)

    def next_unit(self):
        return np.float32(self.next() >> 40) / np.float32(1 << 24)

    def shuffle(self, items):
        for index in range(len(items) - 1, 0, -1):
            swap = self.next() % (index + 1)
            items[index], items[swap] = items[swap], items[index]


def standardisation(inputs):
    """Per-input mean and standard deviation (population; 1 where the variance is ~0)."""
    data = inputs.astype(np.float64)
    mean = data.mean(axis=0)
    variance = (data * data).mean(axis=0) - mean * mean
    scale = np.where(variance > 1e-12, np.sqrt(np.maximum(variance, 0)), 1.0)
    return mean.astype(np.float32), scale.astype(np.float32)


def fit_hidden_head(inputs, labels, words=None, units=128, epochs=10, batch_size=256, learning_rate=1e-3, l2=1e-3,
                    word_l2=1e-6, seed=14):
    """Fits the head; gives its probability function `score(inputs, words)`."""
    mean, scale = standardisation(inputs)
    data = ((inputs.astype(np.float32) - mean) / scale).astype(np.float32)
    count, width = data.shape
    random = SplitMix64(seed)
    limit = np.float32(np.sqrt(6 / width))
    hidden = np.array([(2 * random.next_unit() - 1) * limit for _ in range(width * units)], dtype=np.float32).reshape(width, units)
    output_limit = np.float32(np.sqrt(6 / (units + 1)))
    output = np.array([(2 * random.next_unit() - 1) * output_limit for _ in range(units)], dtype=np.float32)
    params = {"hidden": hidden, "hidden_bias": np.zeros(units, np.float32), "output": output,
              "linear": np.zeros(width, np.float32), "bias": np.zeros(1, np.float32)}
    if words is not None:
        params["words"] = np.zeros(words.shape[1], np.float32)
    labels = np.asarray(labels, dtype=bool)
    positives = int(labels.sum())
    first = {k: np.zeros_like(v) for k, v in params.items()}
    second = {k: np.zeros_like(v) for k, v in params.items()}
    if 0 < positives < count:
        class_weight = np.where(labels, np.float32(count) / np.float32(2 * positives),
                                np.float32(count) / np.float32(2 * (count - positives))).astype(np.float32)
        target = labels.astype(np.float32)
        order = list(range(count))
        steps = 0
        for _ in range(epochs):
            random.shuffle(order)
            for start in range(0, count, batch_size):
                batch = np.array(order[start:start + batch_size])
                x = data[batch]
                pre = x @ params["hidden"] + params["hidden_bias"]
                active = np.maximum(pre, 0)
                sums = params["bias"][0] + x @ params["linear"] + active @ params["output"]
                if words is not None:
                    word_rows = words[batch]
                    sums = sums + word_rows @ params["words"]
                error = ((1 / (1 + np.exp(-sums.astype(np.float64)))).astype(np.float32) - target[batch]) \
                    * class_weight[batch] / np.float32(len(batch))
                back = np.outer(error, params["output"]) * (pre > 0)
                gradient = {"hidden": x.T @ back + l2 * params["hidden"], "hidden_bias": back.sum(axis=0),
                            "output": active.T @ error + l2 * params["output"],
                            "linear": x.T @ error + l2 * params["linear"], "bias": np.array([error.sum()], np.float32)}
                if words is not None:
                    gradient["words"] = (word_rows.T @ error).astype(np.float32) + word_l2 * params["words"]
                steps += 1
                rate = np.float32(learning_rate * np.sqrt(1 - 0.999 ** steps) / (1 - 0.9 ** steps))
                for key, value in params.items():
                    g = gradient[key].astype(np.float32)
                    first[key] = np.float32(0.9) * first[key] + np.float32(0.1) * g
                    second[key] = np.float32(0.999) * second[key] + np.float32(0.001) * g * g
                    value -= rate * first[key] / (np.sqrt(second[key]) + np.float32(1e-8))

    def score(new_inputs, new_words=None):
        x = (new_inputs.astype(np.float32) - mean) / scale
        sums = params["bias"][0] + x @ params["linear"] + np.maximum(x @ params["hidden"] + params["hidden_bias"], 0) @ params["output"]
        if words is not None:
            sums = sums + new_words @ params["words"]
        return 1 / (1 + np.exp(-sums.astype(np.float64)))
    return score
