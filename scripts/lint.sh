#!/usr/bin/env bash
# Style check run by `make test` (and so by CI): swift-format's rules from `.swift-format`,
# strict, on Sources, Tests and Package.swift. A few seconds.
#
# swift-format's lint also reports every place where its own layout would differ (categories
# AddLines, EndOfLine, Indentation, LineLength, RemoveLine, Spacing, TrailingComma). Those cannot be
# switched off in the configuration (swiftlang/swift-format#764), and the code keeps its
# hand-aligned continuation lines, so they are filtered out here; every rule finding fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
layout='\[(AddLines|EndOfLine|Indentation|LineLength|RemoveLine|Spacing|TrailingComma)\]'
findings=$("$SWIFT" format lint --strict --parallel --recursive Sources Tests Package.swift 2>&1 | grep -Ev "$layout" || true)
if [[ -n "$findings" ]]; then
    echo "$findings" >&2
    echo "lint: fix the findings above (rules in .swift-format)" >&2
    exit 1
fi
echo "lint: swift-format rules pass"
