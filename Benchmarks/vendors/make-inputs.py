#!/usr/bin/env python3
"""Makes large vendor inputs for the ingest benchmark from the real samples in ../shared.

Each input repeats a real file's records with times shifted by whole days, so every record is
distinct (nothing is dropped as a duplicate) and the format is byte-for-byte the vendor's:

  fitbit-heart_rate-30d.json   30 days of the Fitbit account-archive heart-rate day (261,270 readings)
  withings-raw_tracker_hr.csv  the Withings raw HR chunks repeated over 200 days (~290,000 rows)

Usage: make-inputs.py SHARED_EXPORTS_DIR OUTPUT_DIR
"""
import datetime as dt
import json
import os
import sys


def fitbit(shared, out):
    source = os.path.join(shared, "fitbit/2015-2018-fitbit-com-user-site-export/user-site-export/heart_rate/heart_rate-2017-01-11.json")
    with open(source) as f:
        day = json.load(f)
    records = []
    for shift in range(30):
        for entry in day:
            t = dt.datetime.strptime(entry["dateTime"], "%m/%d/%y %H:%M:%S") + dt.timedelta(days=shift)
            records.append({"dateTime": t.strftime("%m/%d/%y %H:%M:%S"), "value": entry["value"]})
    with open(os.path.join(out, "heart_rate-2017-01-11.json"), "w") as f:
        json.dump(records, f, indent=2, separators=(",", " : "))


def withings(shared, out):
    source = os.path.join(shared, "withings/2019-2020-health-mate-de/raw_tracker_hr.csv")
    with open(source) as f:
        header, *rows = f.read().splitlines()
    with open(os.path.join(out, "raw_tracker_hr.csv"), "w") as f:
        f.write(header + "\n")
        for shift in range(200):
            for row in rows:
                start, rest = row.split(",", 1)
                t = dt.datetime.fromisoformat(start) + dt.timedelta(days=shift)
                f.write(t.isoformat() + "," + rest + "\n")


if __name__ == "__main__":
    shared, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    fitbit(shared, out)
    withings(shared, out)
