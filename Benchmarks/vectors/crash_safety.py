#!/usr/bin/env python3
"""Crash-safety proof for the vector store file (issue 7).

Runs `pulsum-bench store-crash-writer` to save generation g+1 of a synthetic store over a file
holding generation g, and kills it with SIGKILL after a random delay (uniform over the writer's
measured run time, so kills land during start-up, while building, while writing, around the
fsync and the rename; the window widens or narrows every 50 saves so that both outcomes keep
occurring on a machine whose load changes). After every attempt `pulsum-bench store-crash-check` must load the file
and find it byte-for-byte equal to generation g (old) or g+1 (new): never torn, never refused.
Also checks that killed writers' temporary files do not pile up (the next save removes them).

Usage: crash_safety.py [--pulsum-bench .build/release/pulsum-bench] [--saves 1000] [--rows 20000] [--seed 1]
Standard library only. Exit status 0 when every check passed, 1 otherwise.
"""
import argparse
import json
import os
import pathlib
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pulsum-bench", default=str(ROOT / ".build/release/pulsum-bench"))
    parser.add_argument("--saves", type=int, default=1000)
    parser.add_argument("--rows", type=int, default=20000)
    parser.add_argument("--dim", type=int, default=384)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)

    with tempfile.TemporaryDirectory(prefix="pulsum-crash-") as folder:
        store = pathlib.Path(folder) / "moments.vectors"
        common = ["--file", str(store), "--rows", str(args.rows), "--dim", str(args.dim)]

        def write(generation):
            return subprocess.Popen([args.pulsum_bench, "store-crash-writer", *common, "--generation", str(generation)],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

        def check():
            done = subprocess.run([args.pulsum_bench, "store-crash-check", *common], capture_output=True, text=True)
            if done.returncode != 0:
                return None, done.stderr.strip()
            return json.loads(done.stdout)["generation"], ""

        # Calibrate: how long does an uninterrupted save take (process start included)?
        durations = []
        for generation in range(3):
            start = time.monotonic()
            if write(generation).wait() != 0:
                sys.exit("the writer failed without being killed")
            durations.append(time.monotonic() - start)
        window = statistics.median(durations) * 1.1
        current, _ = check()
        if current != 2:
            sys.exit(f"calibration store does not load as generation 2 (got {current})")
        print(f"writer takes {statistics.median(durations) * 1000:.0f} ms; killing at uniform [0, {window * 1000:.0f}] ms",
              flush=True)

        outcomes = {"old": 0, "new": 0}
        failures = 0
        max_temporaries = 0
        last_new = 0
        for attempt in range(1, args.saves + 1):
            target = current + 1
            process = write(target)
            time.sleep(rng.uniform(0, window))
            process.send_signal(signal.SIGKILL)
            process.wait()
            found, error = check()
            if found == current:
                outcomes["old"] += 1
            elif found == target:
                outcomes["new"] += 1
                current = target
            else:
                failures += 1
                print(f"save {attempt}: expected generation {current} or {target}, got {found}: {error}", flush=True)
            temporaries = [p for p in os.listdir(folder) if p != store.name]
            max_temporaries = max(max_temporaries, len(temporaries))
            if attempt % 50 == 0:
                # Keep kills spread over the whole save: when the machine is busier or idler than
                # at calibration, most kills would land only before or only after the rename.
                recent_new = (outcomes["new"] - last_new) / 50
                last_new = outcomes["new"]
                if recent_new < 0.25:
                    window *= 1.5
                elif recent_new > 0.75:
                    window /= 1.5
            if attempt % 100 == 0:
                print(f"{attempt} saves killed: {outcomes['old']} left the old file, {outcomes['new']} the new one, "
                      f"{failures} failures (kill window now {window * 1000:.0f} ms)", flush=True)

    print(json.dumps({"saves": args.saves, "old": outcomes["old"], "new": outcomes["new"], "failures": failures,
                      "max_leftover_temporaries": max_temporaries}))
    if failures or max_temporaries > 1:
        sys.exit(1)


if __name__ == "__main__":
    main()
