#!/usr/bin/env bash
# make install-check: installs into a temporary prefix, then runs the README tour with the
# installed binary from another folder under `env -i` (no toolchain, no checkout, no variables
# but HOME and a PATH without Swift), through a symlink as well; checks the man page and the
# completions; uninstalls and checks that nothing is left. Slow (a static release build).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
say() { printf 'install-check: %s\n' "$*" >&2; }
fail() { say "FAILED: $*"; exit 1; }

make -C "$root" --no-print-directory install PREFIX="$prefix"

if ldd "$prefix/bin/pulsum" | grep 'libswift\|libFoundation' >&2; then fail "the binary needs the Swift toolchain's libraries"; fi
mkdir -p "$work/elsewhere/bin" "$work/home"
ln -s "$prefix/bin/pulsum" "$work/elsewhere/bin/pulsum"
cp "$root/Data/samples/canonical-sample.csv" "$work/elsewhere/export.csv"
gzip -k "$work/elsewhere/export.csv"
cd "$work/elsewhere"

tour() {  # tour EXPECTED-STATUS ARGS...: runs the installed pulsum through the symlink on PATH
    local expected="$1"; shift
    local status=0
    env -i HOME="$work/home" PATH="$work/elsewhere/bin:/usr/bin:/bin" pulsum "$@" > "$work/out" 2> "$work/err" || status=$?
    [ "$status" -eq "$expected" ] || { cat "$work/out" "$work/err" >&2; fail "pulsum $* exited $status, not $expected"; }
    say "ok: pulsum $*"
}
tour 0 doctor
grep -q "files .*share/pulsum" "$work/out" || { cat "$work/out" >&2; fail "doctor did not find the installed files"; }
tour 0 ingest export.csv.gz
tour 0 nightly
grep -q "2024-04-29  score" "$work/out" || fail "nightly printed no score for 2024-04-29"
tour 0 status
tour 0 days --from 2024-04-20
tour 0 days --json --as-of 2024-04-01
tour 0 recommend "I slept badly and feel wired"
tour 0 library list --category stress
tour 0 safety "I can't take this anymore"
grep -q "988" "$work/out" || fail "safety showed no crisis response"
tour 0 embed --json "a sentence"
tour 0 ingest - < "$root/Data/samples/canonical-sample.csv"

man -l "$prefix/share/man/man1/pulsum.1" > /dev/null 2>&1 || grep -q '^\.TH' "$prefix/share/man/man1/pulsum.1" \
    || fail "no man page"
bash -n "$prefix/share/bash-completion/completions/pulsum" || fail "bash completion does not parse"
grep -q '#compdef pulsum' "$prefix/share/zsh/site-functions/_pulsum" || fail "no zsh completion"
grep -qE "complete -c '?pulsum'? " "$prefix/share/fish/vendor_completions.d/pulsum.fish" || fail "no fish completion"

make -C "$root" --no-print-directory uninstall PREFIX="$prefix"
left="$(find "$prefix" -mindepth 1 2>/dev/null | head -n 5)"
[ -z "$left" ] || fail "left after uninstall: $left"
say "passed: installed, toured from $work/elsewhere under env -i, uninstalled cleanly"
