#!/usr/bin/env python3
"""Writes Data/samples/canonical-sample.csv: 60 days of plausible, seeded data for one person
(phone steps, watch heart rate / resting HR / HRV SDNN / respiratory rate, nightly sleep stages)
in Pulsum's canonical CSV. Deterministic: the same file every run."""
import argparse
import datetime as dt
import math
import random

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("out", nargs="?", default="Data/samples/canonical-sample.csv")
parser.add_argument("--days", type=int, default=60, help="number of days (default 60)")
parser.add_argument("--start", default="2024-03-01", help="first day, YYYY-MM-DD")
parser.add_argument("--skip", type=int, default=0, help="leave out the first N days (to write a later increment)")
args = parser.parse_args()

rng = random.Random(20240301)
tz = dt.timezone(dt.timedelta(hours=1))
start_day = dt.date.fromisoformat(args.start)
days = args.days
rows = []


def iso(t):
    return t.isoformat(timespec="seconds")


def add(metric, start, end, value, unit, source):
    rows.append((metric, iso(start), iso(end), value, unit, source))


for d in range(days):
    day = start_day + dt.timedelta(days=d)
    midnight = dt.datetime(day.year, day.month, day.day, tzinfo=tz)
    fatigue = 1.0 if 40 <= d % 60 <= 44 else 0.0  # a rough week every two months: less sleep, higher HR
    first_row = len(rows)
    # Sleep: the night ending this morning, starting ~23:00 the previous evening.
    bed = midnight - dt.timedelta(minutes=60 - rng.randint(-20, 40))
    asleep_total = rng.gauss(440 - 90 * fatigue, 25)
    add("sleep", bed, bed + dt.timedelta(minutes=asleep_total + 25), "in_bed", "", "Sample Watch")
    t = bed + dt.timedelta(minutes=12)
    remaining = asleep_total
    cycle = 0
    while remaining > 5:
        for stage, share in (("core", 0.5), ("deep", 0.2), ("rem", 0.25), ("awake", 0.05)):
            minutes = min(remaining, max(2.0, 90 * share * rng.uniform(0.7, 1.3)))
            add("sleep", t, t + dt.timedelta(minutes=minutes), stage, "", "Sample Watch")
            t += dt.timedelta(minutes=minutes)
            if stage != "awake":
                remaining -= minutes
            if remaining <= 5:
                break
        cycle += 1
    # Heart rate every 30 minutes while awake (07:00-23:00), watch.
    for slot in range(32):
        at = midnight + dt.timedelta(hours=7, minutes=30 * slot)
        hr = 68 + 8 * fatigue + 10 * math.sin(slot / 5) + rng.gauss(0, 4)
        add("heart_rate", at, at, f"{hr:.0f}", "count/min", "Sample Watch")
    add("resting_heart_rate", midnight + dt.timedelta(hours=8), midnight + dt.timedelta(hours=8),
        f"{rng.gauss(56 + 5 * fatigue, 1.5):.1f}", "bpm", "Sample Watch")
    for reading in range(3):
        at = midnight + dt.timedelta(hours=2 + 3 * reading)
        add("hrv_sdnn", at, at, f"{max(12, rng.gauss(52 - 14 * fatigue, 6)):.1f}", "ms", "Sample Watch")
    add("respiratory_rate", midnight + dt.timedelta(hours=4), midnight + dt.timedelta(hours=4),
        f"{rng.gauss(14.5 + 0.8 * fatigue, 0.4):.1f}", "breaths/min", "Sample Watch")
    # Steps: hourly totals from the phone.
    for hour in range(7, 23):
        at = midnight + dt.timedelta(hours=hour)
        steps = max(0, int(rng.gauss(650 - 250 * fatigue, 250)))
        add("steps", at, at + dt.timedelta(hours=1), str(steps), "count", "Sample iPhone")
    if d < args.skip:
        del rows[first_row:]

out = args.out
with open(out, "w") as f:
    f.write("metric,start,end,value,unit,source\n")
    for r in rows:
        f.write(",".join(str(x) for x in r) + "\n")
print(f"{out}: {len(rows)} rows")
