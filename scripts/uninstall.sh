#!/usr/bin/env bash
# Removes what scripts/install.sh installed under PREFIX (make uninstall [PREFIX=~/.local]): the
# files its manifest lists, then the folders that became empty. A person's data is never listed,
# so it stays even when the data folder is PREFIX/share/pulsum (PREFIX=~/.local).
set -euo pipefail
prefix="${1:?usage: scripts/uninstall.sh PREFIX}"
manifest="$prefix/share/pulsum/install-manifest"
[ -f "$manifest" ] || { printf 'uninstall: nothing installed under %s (no %s)\n' "$prefix" "$manifest" >&2; exit 0; }
mapfile -t files < "$manifest"
for file in "${files[@]}"; do
    case "$file" in "$prefix"/*) rm -f -- "$file" ;; esac
done
for file in "${files[@]}"; do
    folder="$(dirname -- "$file")"
    while [ "$folder" != "$prefix" ] && rmdir -- "$folder" 2>/dev/null; do folder="$(dirname -- "$folder")"; done
done
printf 'uninstall: removed %d files from %s\n' "${#files[@]}" "$prefix" >&2
