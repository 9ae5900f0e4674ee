#!/usr/bin/env python3
"""Writes a realistic, seeded Apple Health export.xml for benchmarks.

Shape copied from real exports (see ../shared/data/exports/apple-health/SOURCE.md): the
internal DTD, one element per line, Watch heart rate every 5 minutes with a motion-context
MetadataEntry, steps from an iPhone (10-minute chunks) and a Watch (5-minute chunks) over the
same waking hours, nightly staged Watch sleep with HKTimeZone metadata plus an iPhone in-bed
span, daily resting HR / HRV / respiratory rate, and unrelated records (energy, distance) that a
reader must skip. Device strings carry changing memory addresses like the real ones.

Usage: generate_export.py OUT.xml [--years N] [--seed S]   (about 75 MB per year)
"""
import argparse
import datetime as dt
import random

DTD = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 12 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
  HKCharacteristicTypeIdentifierDateOfBirth         CDATA #REQUIRED
>
<!ELEMENT Me EMPTY>
<!ATTLIST Me
  HKCharacteristicTypeIdentifierDateOfBirth         CDATA #REQUIRED
  HKCharacteristicTypeIdentifierBiologicalSex       CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!ELEMENT MetadataEntry EMPTY>
<!ATTLIST MetadataEntry
  key   CDATA #REQUIRED
  value CDATA #REQUIRED
>
]>
<HealthData locale="en_US">
 <ExportDate value="{export}"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1970-01-01" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"/>
"""

OFFSET = dt.timezone(dt.timedelta(hours=1))  # the export-time offset Apple writes on every record


def stamp(t):
    return t.astimezone(OFFSET).strftime("%Y-%m-%d %H:%M:%S +0100")


def device(rng, kind):
    address = "0x%09x" % rng.getrandbits(36)
    if kind == "watch":
        return (f'sourceName="Jane’s Apple Watch" sourceVersion="10.2" device="&lt;&lt;HKDevice: {address}&gt;, '
                'name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,7, software:10.2&gt;"')
    return (f'sourceName="Jane’s iPhone" sourceVersion="17.2" device="&lt;&lt;HKDevice: {address}&gt;, '
            'name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone15,2, software:17.2&gt;"')


def record(out, rng, kind, type_, unit, start, end, value, meta=()):
    unit_attr = f' unit="{unit}"' if unit else ""
    head = (f' <Record type="{type_}" {device(rng, kind)}{unit_attr} creationDate="{stamp(end)}" '
            f'startDate="{stamp(start)}" endDate="{stamp(end)}" value="{value}"')
    if meta:
        out.write(head + ">\n")
        for key, val in meta:
            out.write(f'  <MetadataEntry key="{key}" value="{val}"/>\n')
        out.write(" </Record>\n")
    else:
        out.write(head + "/>\n")


def day(out, rng, midnight):
    five = dt.timedelta(minutes=5)
    # Heart rate every 5 minutes, all day.
    for i in range(288):
        t = midnight + i * five + dt.timedelta(seconds=rng.randrange(60))
        bpm = round(rng.gauss(58 if i < 84 else 72, 6), 4 if rng.random() < 0.3 else 0)
        record(out, rng, "watch", "HKQuantityTypeIdentifierHeartRate", "count/min", t, t, bpm,
               [("HKMetadataKeyHeartRateMotionContext", rng.choice("012"))])
    # Steps 07:00-22:00 from both devices over the same minutes; energy burned as noise to skip.
    for i in range(7 * 12, 22 * 12):
        t = midnight + i * five
        if rng.random() < 0.6:
            record(out, rng, "watch", "HKQuantityTypeIdentifierStepCount", "count", t, t + five, rng.randrange(20, 600))
            record(out, rng, "watch", "HKQuantityTypeIdentifierActiveEnergyBurned", "kcal", t, t + five,
                   round(rng.uniform(0.1, 20), 3))
        if i % 2 == 0 and rng.random() < 0.5:
            record(out, rng, "phone", "HKQuantityTypeIdentifierStepCount", "count", t, t + 2 * five, rng.randrange(40, 1100))
            record(out, rng, "phone", "HKQuantityTypeIdentifierDistanceWalkingRunning", "km", t, t + 2 * five,
                   round(rng.uniform(0.01, 0.8), 4))
    # Daily values.
    record(out, rng, "watch", "HKQuantityTypeIdentifierRestingHeartRate", "count/min",
           midnight + dt.timedelta(hours=6), midnight + dt.timedelta(hours=21), rng.randrange(48, 62))
    for h in (3, 9, 15, 21):
        t = midnight + dt.timedelta(hours=h, minutes=rng.randrange(60))
        record(out, rng, "watch", "HKQuantityTypeIdentifierHeartRateVariabilitySDNN", "ms", t,
               t + dt.timedelta(seconds=65), round(rng.uniform(20, 90), 4))
    for h in (1, 3, 5):
        t = midnight + dt.timedelta(hours=h, minutes=rng.randrange(60))
        record(out, rng, "watch", "HKQuantityTypeIdentifierRespiratoryRate", "count/min", t, t, round(rng.uniform(12, 18), 1))
    # Night ending the next morning: iPhone in-bed span + staged Watch segments.
    start = midnight + dt.timedelta(hours=22, minutes=30 + rng.randrange(60))
    t = start
    tz = [("HKTimeZone", "Europe/Paris")]
    stages = ["AsleepCore", "AsleepDeep", "AsleepCore", "AsleepREM", "Awake"]
    for cycle in range(5):
        for stage in stages:
            length = dt.timedelta(minutes=rng.randrange(3, 40))
            record(out, rng, "watch", "HKCategoryTypeIdentifierSleepAnalysis", None, t, t + length,
                   "HKCategoryValueSleepAnalysis" + stage, tz)
            t += length
    record(out, rng, "phone", "HKCategoryTypeIdentifierSleepAnalysis", None, start - dt.timedelta(minutes=10),
           t + dt.timedelta(minutes=10), "HKCategoryValueSleepAnalysisInBed", tz)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--years", type=float, default=4)
    parser.add_argument("--seed", type=int, default=42)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    first = dt.datetime(2020, 1, 1, tzinfo=dt.timezone.utc)
    days = int(args.years * 365)
    with open(args.out, "w", encoding="utf-8", buffering=1 << 20) as out:
        out.write(DTD.format(export=stamp(first + dt.timedelta(days=days))))
        for d in range(days):
            day(out, rng, first + dt.timedelta(days=d))
        out.write("</HealthData>\n")


if __name__ == "__main__":
    main()
