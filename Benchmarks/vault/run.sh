#!/usr/bin/env bash
# Encryption at rest, release build, paired with its yardsticks by farm-bench (medians):
#   1. the payload cipher in memory (goal >= 1 GB/s on one core, CPU time),
#   2. encrypting and decrypting a 1 GiB file, Pulsum against the reference `age` tool,
#   3. opening a 10-year database (5-minute heart rate, about 1M rows): the encrypted image
#      (decrypt + sqlite3_deserialize + the same count) against the plaintext open
#      (goal: <= 1.5x plus one key derivation, which is measured separately by the scrypt line).
# Usage: Benchmarks/vault/run.sh [--runs N]
set -euo pipefail
source "$(dirname "$0")/../common.sh" vault 5 "$@"
machine_line
swift build -c release --product pulsum-vault-bench --package-path "$root" >/dev/null 2>&1
bench="$root/.build/release/pulsum-vault-bench"

"$bench" cipher 2048
"$bench" kdf

rm -f "$out/id.txt"; age-keygen -o "$out/id.txt" 2>/dev/null
recipient=$(age-keygen -y "$out/id.txt")
[ -f "$out/1g.bin" ] || head -c 1073741824 /dev/urandom > "$out/1g.bin"
age -r "$recipient" -o "$out/1g.age" "$out/1g.bin"
echo "encrypt 1 GiB: pulsum (A) vs age (B)"
farm-bench -n "$runs" --timeout 600 --vs "age -r $recipient -o $out/b.age $out/1g.bin" \
    -- "$bench" encrypt "$out/1g.bin" "$out/a.age" "$recipient"
echo "decrypt 1 GiB: pulsum (A) vs age (B)"
farm-bench -n "$runs" --timeout 600 --vs "age -d -i $out/id.txt -o $out/b.bin $out/1g.age" \
    -- "$bench" decrypt "$out/1g.age" "$out/a.bin" "$out/id.txt"
cmp "$out/a.bin" "$out/1g.bin"

[ -f "$out/10y.sqlite" ] || "$bench" make-db "$out/10y.sqlite" 3650
"$bench" seal "$out/10y.sqlite" "$out/10y.sqlite.age" "$recipient"
echo "database: $(du -h "$out/10y.sqlite" | cut -f1) plaintext, $(du -h "$out/10y.sqlite.age" | cut -f1) encrypted"
echo "open 10-year database: encrypted image (A) vs plaintext (B)"
farm-bench -n "$runs" --timeout 600 --vs "$bench open-plain $out/10y.sqlite" \
    -- "$bench" open-sealed "$out/10y.sqlite.age" "$out/id.txt"
rm -f "$out/a.age" "$out/b.age" "$out/a.bin" "$out/b.bin"

# 4. An incremental `pulsum nightly` in an unlocked session on the 10-year folder, encrypted (A)
#    against the same folder in plaintext (B): each run imports the next day (288 heart-rate
#    samples and a steps count, written by next-day) and scores it (goal: A < 300 ms).
swift build -c release --product pulsum --package-path "$root" >/dev/null 2>&1
pulsum="$root/.build/release/pulsum"
for side in sealed plain; do
    rm -rf "$out/home-$side" "$out/state-$side"; mkdir -p "$out/home-$side"
    cp "$out/10y.sqlite" "$out/home-$side/pulsum.sqlite"
    "$pulsum" nightly --data-dir "$out/home-$side" >/dev/null    # the first, full scoring: not timed
done
"$pulsum" encrypt --identity "$out/id.txt" --data-dir "$out/home-sealed" >/dev/null
"$pulsum" unlock --for 1h --identity "$out/id.txt" --data-dir "$out/home-sealed"
for side in sealed plain; do
    printf '#!/bin/sh\n"%s" next-day "%s" "%s" && exec "%s" nightly --data-dir "%s" "%s"\n' \
        "$bench" "$out/state-$side" "/dev/shm/pulsum-day-$side.csv" "$pulsum" "$out/home-$side" "/dev/shm/pulsum-day-$side.csv" \
        > "$out/nightly-$side.sh"
    chmod +x "$out/nightly-$side.sh"
done
echo "incremental nightly, unlocked session: encrypted (A) vs plaintext (B)"
farm-bench -n "$runs" --timeout 600 --vs "$out/nightly-plain.sh" -- "$out/nightly-sealed.sh"
"$pulsum" lock --data-dir "$out/home-sealed"
rm -f /dev/shm/pulsum-day-*.csv
