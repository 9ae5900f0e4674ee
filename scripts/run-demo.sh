#!/usr/bin/env bash
# The main job on the bundled samples: ingest Data/samples into a demo data folder, then doctor.
set -euo pipefail
pulsum="$1"; home="$2"
root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/scripts/env.sh"
echo "== pulsum ingest Data/samples   (data folder: $home)"
"$pulsum" ingest --data-dir "$home" "$root/Data/samples"
echo
echo "== pulsum doctor"
"$pulsum" doctor --data-dir "$home"
