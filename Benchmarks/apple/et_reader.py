#!/usr/bin/env python3
"""Reference reader: Python's xml.etree.ElementTree.iterparse extracting the records Pulsum reads.

For each Record of the six types Pulsum uses (heart rate, resting HR, HRV SDNN, respiratory
rate, steps, sleep analysis) it takes type, sourceName, device, unit, startDate, endDate,
value (as float for quantities) and the HKTimeZone metadata, and counts the rest as skipped —
the same work as `pulsum-bench apple-reader`, minus date parsing (dates stay strings here,
which favours this script). Clears elements as it goes, so memory stays flat.

Usage: et_reader.py export.xml     prints a JSON line with counts and seconds
"""
import json
import sys
import time
import xml.etree.ElementTree as ET

QUANTITIES = {
    "HKQuantityTypeIdentifierHeartRate", "HKQuantityTypeIdentifierRestingHeartRate",
    "HKQuantityTypeIdentifierHeartRateVariabilitySDNN", "HKQuantityTypeIdentifierRespiratoryRate",
    "HKQuantityTypeIdentifierStepCount",
}
SLEEP = "HKCategoryTypeIdentifierSleepAnalysis"


def main(path):
    began = time.perf_counter()
    samples = segments = skipped = 0
    total = 0.0
    root = None
    for event, element in ET.iterparse(path, events=("start", "end")):
        if event == "start":
            if root is None:
                root = element
            continue
        if element.tag != "Record":
            continue
        kind = element.get("type")
        if kind in QUANTITIES or kind == SLEEP:
            fields = (element.get("sourceName"), element.get("device"), element.get("unit"),
                      element.get("startDate"), element.get("endDate"))
            zone = None
            for child in element:
                if child.tag == "MetadataEntry" and child.get("key") == "HKTimeZone":
                    zone = child.get("value")
            if kind == SLEEP:
                segments += 1
            else:
                total += float(element.get("value"))
                samples += 1
            del fields, zone
        else:
            skipped += 1
        root.clear()
    seconds = time.perf_counter() - began
    print(json.dumps({"samples": samples, "segments": segments, "skipped": skipped, "valueSum": round(total, 3),
                      "seconds": round(seconds, 3)}))


if __name__ == "__main__":
    main(sys.argv[1])
