"""The crisis head's word features and the language guess, as the Swift screen computes them
(WordGrams.swift, LanguageGuess.swift): the same normalisation, the same FNV-1a hashing, the same
buckets. Used by round18_experiment.py."""
import re
import unicodedata

import numpy as np
import scipy.sparse as sp

WORD_BUCKETS = 1 << 15
LANGUAGE_BUCKETS = 1 << 12
LANGUAGES = ["en", "es", "fr"]


def normalized(text):
    """Lower case, accents dropped (compatibility decomposition, combining marks removed), curly
    apostrophes straightened, everything but a-z, 0-9 and the apostrophe a space, spaces collapsed."""
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(c for c in text if not unicodedata.combining(c)).replace("\u2019", "'")
    return " ".join(re.sub(r"[^a-z0-9' ]+", " ", text).split())


def fnv1a(key):
    value = 0xCBF29CE484222325
    for byte in key.encode():
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def character_grams(word, lengths, prefix):
    padded = f" {word} "
    return [prefix + padded[i:i + n] for n in lengths for i in range(len(padded) - n + 1)]


def word_buckets(text):
    """The distinct buckets of a text's character 3-5-grams (inside each word, with a space either
    side), its words and its word pairs, ascending."""
    words = normalized(text).split()
    keys = [gram for word in words for gram in character_grams(word, (3, 4, 5), "c")]
    keys += ["w" + word for word in words] + ["b" + a + " " + b for a, b in zip(words, words[1:])]
    return sorted({fnv1a(key) % WORD_BUCKETS for key in keys})


def word_matrix(texts):
    """One row a text: its buckets, each 1/sqrt(number of buckets), so every row has unit length."""
    data, indices, pointers = [], [], [0]
    for text in texts:
        buckets = word_buckets(text)
        indices += buckets
        data += [1 / np.sqrt(len(buckets))] * len(buckets)
        pointers.append(len(indices))
    return sp.csr_matrix((np.array(data, dtype=np.float64), np.array(indices, dtype=np.int64), np.array(pointers)),
                         shape=(len(texts), WORD_BUCKETS))


def language_grams(text):
    """Buckets of a text's character 1-3-grams inside each word, with repeats (naive Bayes counts)."""
    return [fnv1a(gram) % LANGUAGE_BUCKETS for word in normalized(text).split() for gram in character_grams(word, (1, 2, 3), "L")]


def fit_language_counts(texts, languages):
    """Gram counts per language (add-one smoothing is applied when guessing)."""
    counts = np.zeros((len(LANGUAGES), LANGUAGE_BUCKETS), dtype=np.int64)
    for text, language in zip(texts, languages):
        np.add.at(counts[LANGUAGES.index(language)], language_grams(text), 1)
    return counts


def guess_languages(counts, texts):
    """Naive Bayes with equal priors: the language whose smoothed gram frequencies give the text
    the highest log-likelihood (English on a tie or a text without letters)."""
    log_frequency = np.log((counts + 1) / (counts + 1).sum(axis=1, keepdims=True))
    return np.array([LANGUAGES[int(np.argmax(log_frequency[:, language_grams(text)].sum(axis=1)))] for text in texts])
