#!/usr/bin/env python3
"""Runs commands side by side and prints one JSON line: wall seconds for all of them, CPU seconds
(user + system, summed over the commands), the largest peak RSS among them in MiB, the 1-minute
load average before and after, and each command's exit status. stdout of command i goes to
OUT.i (when --out OUT is given). Usage: measure.py [--out OUT] -- CMD... [--- CMD...]"""
import json
import os
import resource
import subprocess
import sys
import time

args = sys.argv[1:]
out = None
if args[:1] == ["--out"]:
    out, args = args[1], args[2:]
if args[:1] == ["--"]:
    args = args[1:]
commands, current = [], []
for word in args:
    if word == "---":
        commands.append(current)
        current = []
    else:
        current.append(word)
commands.append(current)

load_before = os.getloadavg()[0]
start = time.monotonic()
procs = []
for i, command in enumerate(commands):
    stdout = open(f"{out}.{i}", "w") if out else subprocess.DEVNULL
    procs.append(subprocess.Popen(command, stdout=stdout))
statuses = [p.wait() for p in procs]
wall = time.monotonic() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({
    "wall_s": round(wall, 3),
    "cpu_s": round(usage.ru_utime + usage.ru_stime, 3),
    "peak_rss_mib": round(usage.ru_maxrss / 1024, 1),
    "load_before": round(load_before, 2),
    "load_after": round(os.getloadavg()[0], 2),
    "exit": statuses,
}))
