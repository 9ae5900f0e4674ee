#!/usr/bin/env python3
"""Writes a synthetic study: one export folder per person (OUT/P00001/export.csv, Pulsum's
canonical CSV), each person with their own baselines, so that a cohort benchmark imports and
scores realistic, varied people. Deterministic: the same seed gives the same bytes.

Per person (drawn once from the seed): a usual bedtime and sleep need, resting heart rate,
heart-rate variability (RMSSD), respiratory rate, daily steps, a weekend rhythm, a time zone, a
non-wear rate and a few rough weeks (less sleep, higher resting HR, lower HRV). About 3 % of
people joined late (the last 20 days only: short baselines).

Per person-day: the main sleep as stage segments (~15 rows), resting HR, RMSSD, respiratory
rate, 16 hourly heart-rate readings and 16 hourly step totals: about 50 rows, 9,000 per person
over 180 days."""
import argparse
import datetime as dt
import math
import os
import random

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("out", help="folder to write (created; one sub-folder per person)")
parser.add_argument("--people", type=int, default=1000)
parser.add_argument("--days", type=int, default=180)
parser.add_argument("--last-day", default="2026-11-23", help="the last day with data, YYYY-MM-DD")
parser.add_argument("--seed", type=int, default=18)
parser.add_argument("--only-last", type=int, default=0, metavar="N",
                    help="write only the last N days (an increment: --days 181 --last-day one day later "
                         "--only-last 1 continues a 180-day cohort by one night, row for row)")
args = parser.parse_args()

OFFSETS = [-8, -7, -6, -5, -5, -4, 0, 0, 1, 1, 1, 2, 5.5, 8, 9, 10]  # hours; a multi-site study
last_day = dt.date.fromisoformat(args.last_day)


def iso(t):
    return t.isoformat(timespec="seconds")


def person(rng, number):
    tz = dt.timezone(dt.timedelta(hours=rng.choice(OFFSETS)))
    p = {
        "tz": tz,
        "bedtime": rng.gauss(23.0, 0.8),          # hour of the evening
        "sleep": rng.gauss(430, 35),              # asleep minutes on a usual night
        "sleep_sd": rng.uniform(20, 45),
        "rhr": rng.gauss(61, 6),
        "rmssd": math.exp(rng.gauss(math.log(42), 0.35)),
        "rr": rng.gauss(14.8, 1.1),
        "steps": math.exp(rng.gauss(math.log(7500), 0.4)),  # per day
        "weekend": rng.uniform(0, 60),            # extra weekend sleep, minutes
        "nonwear": rng.uniform(0.0, 0.12),        # share of days without the device
        "days": args.days - 160 if rng.random() < 0.03 else args.days,  # late joiners: 20 of 180 days
    }
    p["rough"] = {rng.randrange(180) for _ in range(rng.randint(0, 4))}  # first days of rough weeks
    return p


def write_person(path, rng, p):
    rows = []
    first = last_day - dt.timedelta(days=p["days"] - 1)
    for d in range(p["days"]):
        day = first + dt.timedelta(days=d)
        if rng.random() < p["nonwear"]:
            continue
        rough = 1.0 if any(0 <= d - r < 7 for r in p["rough"]) else 0.0
        weekend = 1.0 if day.weekday() >= 5 else 0.0
        midnight = dt.datetime(day.year, day.month, day.day, tzinfo=p["tz"])
        bed = midnight - dt.timedelta(hours=24 - p["bedtime"] + rng.gauss(0, 0.4))
        asleep = max(120.0, rng.gauss(p["sleep"] + p["weekend"] * weekend - 70 * rough, p["sleep_sd"]))
        rows.append(("sleep", iso(bed), iso(bed + dt.timedelta(minutes=asleep + 20)), "in_bed", "", "Study Watch"))
        t = bed + dt.timedelta(minutes=rng.uniform(5, 25))
        remaining = asleep
        while remaining > 5:
            for stage, share in (("core", 0.5), ("deep", 0.2), ("rem", 0.25), ("awake", 0.05)):
                minutes = min(remaining, max(2.0, 90 * share * rng.uniform(0.7, 1.3)))
                rows.append(("sleep", iso(t), iso(t + dt.timedelta(minutes=minutes)), stage, "", "Study Watch"))
                t += dt.timedelta(minutes=minutes)
                if stage != "awake":
                    remaining -= minutes
                if remaining <= 5:
                    break
        wake = midnight + dt.timedelta(hours=7)
        rows.append(("resting_heart_rate", iso(wake), iso(wake), f"{rng.gauss(p['rhr'] + 5 * rough, 1.8):.1f}", "bpm", "Study Watch"))
        night = midnight + dt.timedelta(hours=3)
        rows.append(("hrv_rmssd", iso(night), iso(night), f"{max(8, rng.gauss(p['rmssd'] * (1 - 0.25 * rough), p['rmssd'] * 0.12)):.1f}", "ms", "Study Watch"))
        rows.append(("respiratory_rate", iso(night), iso(night), f"{rng.gauss(p['rr'] + 0.7 * rough, 0.4):.1f}", "breaths/min", "Study Watch"))
        daily_steps = max(0.0, rng.gauss(p["steps"] * (1 - 0.3 * rough), p["steps"] * 0.25))
        for hour in range(7, 23):
            at = midnight + dt.timedelta(hours=hour)
            hr = p["rhr"] + 12 + 10 * math.sin((hour - 7) / 5) + rng.gauss(0, 5)
            rows.append(("heart_rate", iso(at), iso(at), f"{hr:.0f}", "count/min", "Study Watch"))
            steps = max(0, int(rng.gauss(daily_steps / 16, daily_steps / 40)))
            rows.append(("steps", iso(at), iso(at + dt.timedelta(hours=1)), str(steps), "count", "Study Watch"))
        if args.only_last and d < p["days"] - args.only_last:
            del rows[:]  # drawn, so that the days written match the full series, but not written
    os.makedirs(path, exist_ok=True)
    with open(os.path.join(path, "export.csv"), "w") as f:
        f.write("metric,start,end,value,unit,source\n")
        f.writelines(",".join(r) + "\n" for r in rows)
    return len(rows)


total = 0
for number in range(1, args.people + 1):
    rng = random.Random(args.seed * 1_000_003 + number)  # per person: any subset regenerates identically
    total += write_person(os.path.join(args.out, f"P{number:05d}"), rng, person(rng, number))
print(f"{args.out}: {args.people} people, {args.days} days, {total} rows")
