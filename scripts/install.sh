#!/usr/bin/env bash
# Installs pulsum under PREFIX (make install [PREFIX=~/.local]); see docs/install.md.
#   PREFIX/bin/pulsum                          release build, Swift standard library linked in
#   PREFIX/share/pulsum/                       micro-moments.jsonl and library-index.pvs, safety/ (prototypes and their vectors, vocabulary, classifier),
#                                              models/all-MiniLM-L6-v2/ (SHA-256 checked), fetch-model.sh
#   PREFIX/share/man/man1/pulsum.1             from argument-parser's generate-manual plugin
#   PREFIX/share/bash-completion/completions/pulsum, share/zsh/site-functions/_pulsum,
#   PREFIX/share/fish/vendor_completions.d/pulsum.fish
# Every installed path is listed in PREFIX/share/pulsum/install-manifest, which uninstall.sh reads.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${1:?usage: scripts/install.sh PREFIX}"
swift="${SWIFT:-swift}"
share="$prefix/share/pulsum"
manifest="$share/install-manifest"
source "$root/scripts/env.sh"
model="$PULSUM_MODEL_DIR"

say() { printf 'install: %s\n' "$*" >&2; }
listed=()
put() {  # put SOURCE DESTINATION MODE
    install -D -m "$3" "$1" "$2"
    listed+=("$2")
}

cd "$root"
(cd "$model" && sha256sum --quiet -c "$root/scripts/model.sha256") \
    || { say "the model in $model does not match scripts/model.sha256; run make setup first"; exit 1; }

say "building the release binary with the Swift standard library linked in (several minutes)"
"$swift" build -c release --product pulsum --static-swift-stdlib
completions="$(mktemp -d)"
trap 'rm -rf "$completions"' EXIT
# Set aside now: the plugin below builds the package again, which would relink .build/release/pulsum
# without the static standard library.
binary="$completions/pulsum"
cp "$("$swift" build -c release --product pulsum --static-swift-stdlib --show-bin-path)/pulsum" "$binary"

say "generating the man page (swift package generate-manual)"
"$swift" package generate-manual --configuration debug >/dev/null
page="$(find "$root/.build/plugins/GenerateManual" -name pulsum.1 -newer "$root/Package.swift" | head -n 1)"
[ -n "$page" ] || { say "the generate-manual plugin wrote no pulsum.1"; exit 1; }

for shell in bash zsh fish; do "$binary" --generate-completion-script "$shell" > "$completions/$shell"; done

put "$binary" "$prefix/bin/pulsum" 0755
put "$root/Data/micro-moments.jsonl" "$share/micro-moments.jsonl" 0644
put "$root/Data/safety/crisis-prototypes.jsonl" "$share/safety/crisis-prototypes.jsonl" 0644
put "$root/Data/safety/screen-vocabulary.json" "$share/safety/screen-vocabulary.json" 0644
put "$root/Data/safety/crisis-classifier.json" "$share/safety/crisis-classifier.json" 0644
put "$root/Data/safety/crisis-prototypes.pvs" "$share/safety/crisis-prototypes.pvs" 0644
put "$root/Data/library-index.pvs" "$share/library-index.pvs" 0644
put "$root/scripts/fetch-model.sh" "$share/fetch-model.sh" 0755
put "$root/scripts/model.sha256" "$share/model.sha256" 0644
while read -r _ file; do
    put "$model/$file" "$share/models/all-MiniLM-L6-v2/$file" 0644
done < "$root/scripts/model.sha256"
(cd "$share/models/all-MiniLM-L6-v2" && sha256sum --quiet -c "$root/scripts/model.sha256") \
    || { say "the installed model does not match scripts/model.sha256"; exit 1; }
put "$page" "$prefix/share/man/man1/pulsum.1" 0644
put "$completions/bash" "$prefix/share/bash-completion/completions/pulsum" 0644
put "$completions/zsh" "$prefix/share/zsh/site-functions/_pulsum" 0644
put "$completions/fish" "$prefix/share/fish/vendor_completions.d/pulsum.fish" 0644
printf '%s\n' "${listed[@]}" "$manifest" > "$manifest"
say "installed $prefix/bin/pulsum and its files (list: $manifest)"
