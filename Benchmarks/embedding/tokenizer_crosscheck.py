#!/usr/bin/env python3
"""Compares `pulsum embed --tokens-only` with Hugging Face `tokenizers` (the tokenizer
sentence-transformers uses) on every Unicode code point in several contexts, plus mixed-script
text. Needs the venv from `run.sh --setup-venv`. Usage:

    .venv-bench/bin/python Benchmarks/embedding/tokenizer_crosscheck.py PULSUM MODEL_DIR
"""
import json
import random
import subprocess
import sys
import unicodedata
from collections import Counter

from tokenizers import Tokenizer


def code_point_lines():
    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF or cp in (0x0A, 0x0D):
            continue
        c = chr(cp)
        yield f"a{c}b {c}{c} X{c}é {c}"


def mixed_lines(count=20000, seed=7):
    rng = random.Random(seed)
    pools = ["Hello wörld", "naïve café", "今天很累", "안녕하세요", "Привет мир", "مرحبا", "שלום", "नमस्ते",
             "😴💤🏃‍♀️✨", "İstanbul ǅ ß ﬁ", "¿Qué? ¡Sí!", "e\u0301\u0327", "x\u200by\u00adz", "ｆｕｌｌ　ｗｉｄｔｈ",
             "don't-stop…", "a" * 99, "b" * 101, "१२३ ٣٤٥", "\u1100\u1161\u11a8", "Ω≈ç√∫"]
    for _ in range(count):
        yield " ".join(rng.choice(pools) for _ in range(rng.randint(1, 12)))


def main():
    pulsum, model_dir = sys.argv[1], sys.argv[2]
    tokenizer = Tokenizer.from_file(f"{model_dir}/tokenizer.json")
    tokenizer.no_truncation()
    tokenizer.no_padding()
    lines = list(code_point_lines()) + list(mixed_lines())
    result = subprocess.run([pulsum, "embed", "--tokens-only", "--json"], input="\n".join(lines).encode(),
                            capture_output=True, check=True, env={"PULSUM_MODEL_DIR": model_dir})
    ours = [item["tokens"] for item in json.loads(result.stdout)["items"]]
    assert len(ours) == len(lines), (len(ours), len(lines))
    mismatches = 0
    categories = Counter()
    for line, mine, theirs in zip(lines, ours, (e.ids for e in tokenizer.encode_batch(lines))):
        theirs = theirs[:255] + [102] if len(theirs) > 256 else theirs
        if mine != theirs:
            mismatches += 1
            categories[unicodedata.category(line[1]) if len(line) > 1 else "?"] += 1
            if mismatches <= 20:
                print("MISMATCH", [hex(ord(c)) for c in line[:12]], mine[:12], theirs[:12])
    print(f"{len(lines)} lines, {mismatches} mismatches; by category of the line's second character "
          f"(Python's Unicode {unicodedata.unidata_version}): {dict(categories.most_common(12))}")
    sys.exit(1 if mismatches else 0)


if __name__ == "__main__":
    main()
