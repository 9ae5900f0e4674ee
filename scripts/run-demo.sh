#!/usr/bin/env bash
# The main job on the bundled samples, in a demo data folder: the nightly run (import + score +
# summary of the latest day), then one coaching question, then doctor.
set -euo pipefail
pulsum="$1"; home="$2"
root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/scripts/env.sh"
echo "== pulsum nightly Data/samples   (data folder: $home)"
"$pulsum" nightly -v --data-dir "$home" "$root/Data/samples"
echo
echo "== pulsum recommend \"I slept badly and feel wired\""
"$pulsum" recommend --data-dir "$home" -n 3 "I slept badly and feel wired"
echo
echo "== pulsum doctor"
"$pulsum" doctor --data-dir "$home"
