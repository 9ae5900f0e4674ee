#!/usr/bin/env bash
# Pulsum's crash campaign: kills a writing command at each write/fsync/rename in turn (through
# the killshim LD_PRELOAD library) and at random times (SIGKILL, SIGTERM, SIGINT), then checks
# the data folder: `PRAGMA integrity_check` is "ok" and a re-run converges to exactly the
# uninterrupted result (byte-equal `days --json`, for a cohort of every person by source; for
# feedback, the ranker state and history change together or not at all; for library import, the
# file is whole or absent; for encrypt and decrypt, the same files end up encrypted or plaintext,
# with the same days; for passwd, the old or the new passphrase opens the folder, never neither;
# for recommend, the same list and an unchanged ranker; for delete, nothing left).
#
#   scripts/reliability/crash-campaign.sh [-n POINTS] [-o RESULTS] [-f ENOSPC|EIO|EACCES [-c read|open]] [COMMAND...]
#     COMMAND: ingest nightly feedback library cohort-import cohort-nightly encrypt decrypt passwd
#              recommend delete (default: all)
#     -n POINTS  kill points per command (default 200): the write-call sweep, spread evenly
#                when there are more calls than points, topped up with random-time signals
#     -f ERROR   instead of killing, fail the k-th write call and every later one with ENOSPC
#                (a full disk) or EIO: the command must print at most one stderr line, with no
#                SQL in it, and lose nothing (no random-time signals in this mode)
#     -c CALLS   with -f: fail reads (read, pread, readv; -f EIO: a disk that fails to read) or
#                opens (open, openat; -f EACCES: a permission taken away) instead of writes,
#                of files in the work folder only (the data folder, the inputs, the keys); the
#                message must also not call a file damaged (it is not)
#     PULSUM     the pulsum binary (default .build/debug/pulsum, built when missing)
# Exit status 0 when every point passed; the figures go to RESULTS (default
# .build/reliability/crash-results.txt) and stdout.
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
points=200
results=.build/reliability/crash-results.txt
fault=""
calls_kind=write
while getopts "n:o:f:c:" opt; do
    case $opt in
        n) points=$OPTARG ;;
        o) results=$OPTARG ;;
        f) fault=$OPTARG ;;
        c) calls_kind=$OPTARG ;;
        *) exit 64 ;;
    esac
done
[[ $calls_kind == write || ( -n $fault && $calls_kind =~ ^(read|open)$ ) ]] || { echo "-c read|open needs -f"; exit 64; }
shift $((OPTIND - 1))
commands=("${@:-ingest nightly feedback library cohort-import cohort-nightly encrypt decrypt passwd recommend delete}")
read -r -a commands <<<"${commands[*]}"

pulsum=${PULSUM:-$root/.build/debug/pulsum}
[[ -x $pulsum ]] || swift build --product pulsum >/dev/null || exit 1
work=$(mktemp -d "${TMPDIR:-/tmp}/pulsum-crash.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$(dirname "$results")"
shim=$work/killshim.so
cc -shared -fPIC -O2 -o "$shim" scripts/reliability/killshim.c -ldl || exit 1
# Read or open faults: the shim counts those calls on files in the work folder only (the
# variables act only with LD_PRELOAD).
[[ $calls_kind != write ]] && export KILLSHIM_CALLS=$calls_kind KILLSHIM_UNDER="$(realpath "$work")/"
source scripts/env.sh

# Inputs: the bundled sample split in two overlapping halves, so the folder already holds data
# when the killed import adds more (the case that once lost days for good).
sample=Data/samples/canonical-sample.csv
half=$(( $(wc -l <"$sample") / 2 ))
head -n "$half" "$sample" >"$work/first.csv"
{ head -n 1 "$sample"; tail -n +"$((half - 200))" "$sample"; } >"$work/second.csv"
head -n 3 Data/micro-moments.jsonl | sed 's/"id": "/"id": "mine-/' >"$work/mine.jsonl"
# A study: the Fitabase fixture (several participants in one file) and one person's own export.
mkdir -p "$work/study/site1" "$work/study/S017"
cp Tests/Fixtures/cohort/fitabase/*.csv "$work/study/site1/"
cp "$work/second.csv" "$work/study/S017/export.csv"
# The identity an encrypted folder is opened with (age-keygen's layout, 0600), and the passphrases
# of a passphrase folder: every pulsum run gets descriptor 3 on $work/fd3, which holds the
# passphrase(s) that run is to use (`--passphrase-fd 3`).
age-keygen -o "$work/id.txt" 2>/dev/null || { echo "needs age-keygen (scripts/setup.sh installs age)"; exit 1; }
printf 'old crash secret\n' >"$work/old.pass"
printf 'new crash secret\n' >"$work/new.pass"
cat "$work/old.pass" "$work/new.pass" >"$work/change.pass"
cp "$work/old.pass" "$work/fd3"

# The option naming the folder under test: a data folder, or for the cohort commands a cohort.
folder_option() { if [[ $1 == cohort ]]; then echo --cohort; else echo --data-dir; fi; }

run() { "$pulsum" "$@" "$(folder_option "$1")" "$folder" >/dev/null 2>&1 3<"$work/fd3"; }

# Runs with the passphrase(s) in FILE on descriptor 3.
with_passphrase() { local file=$1; shift; cp "$work/$file.pass" "$work/fd3" && "$@"; }

# The arguments of the command under test, in `argv`.
arguments() {
    case $1 in
        ingest) argv=(ingest "$work/second.csv") ;;
        nightly) argv=(nightly --as-of 2024-06-01 "$work/second.csv") ;;
        feedback) argv=(feedback --chose sleep-same-wake-time --over sleep-screens-down) ;;
        library) argv=(library import "$work/mine.jsonl") ;;
        cohort-import) argv=(cohort import "$work/study/site1" "$work/study/S017") ;;
        cohort-nightly) argv=(cohort nightly --as-of 2024-06-01) ;;
        encrypt) argv=(encrypt --identity "$work/id.txt") ;;
        decrypt) argv=(decrypt --identity "$work/id.txt") ;;
        passwd) argv=(passwd --passphrase-fd 3) ;;
        recommend) argv=(recommend "I slept badly and feel wired") ;;
        delete) argv=(delete --all --yes --identity "$work/id.txt") ;;
    esac
}

# The command under test, run in $folder.
act() {
    arguments "$1"
    if [[ $1 == passwd ]]; then with_passphrase change run "${argv[@]}"; else run "${argv[@]}"; fi
}

# The folder before the command: data already there.
prepare() {
    rm -rf "$folder"
    case $1 in
        ingest | nightly) run ingest "$work/first.csv" ;;
        feedback) run feedback --chose sleep-screens-down --over sleep-same-wake-time ;;
        library) mkdir -p "$folder" && chmod 700 "$folder" ;;
        cohort-import) run cohort import "$work/study/S017" ;;
        cohort-nightly) run cohort import "$work/study/site1" "$work/study/S017" ;;
        encrypt) run ingest "$work/first.csv" && run feedback --chose sleep-screens-down --over sleep-same-wake-time ;;
        decrypt | delete) prepare encrypt && act encrypt ;;
        recommend) run ingest "$work/first.csv" && run feedback --chose sleep-screens-down --over sleep-same-wake-time ;;
        passwd) with_passphrase old run init --encrypt --passphrase-fd 3 && with_passphrase old run ingest --passphrase-fd 3 "$work/first.csv" ;;
    esac
}

# "ok" when every database under the folder (one, or one per person of a cohort, or an encrypted
# image, decrypted with the reference age tool into the work folder) passes.
integrity() {
    rm -f "$work/image.sqlite"
    if [[ -f $folder/pulsum.sqlite.age && -f $folder/key.identity.age ]]; then
        age -d -i "$work/id.txt" -o "$work/datakey" "$folder/key.identity.age" 2>/dev/null &&
            age -d -i "$work/datakey" -o "$work/image.sqlite" "$folder/pulsum.sqlite.age" 2>/dev/null ||
            { echo "the encrypted image does not open with age"; return; }
    fi
    find "$folder" "$work/image.sqlite" -name 'pulsum.sqlite' -o -name 'image.sqlite' -print0 2>/dev/null | xargs -0 -r python3 -c '
import sqlite3, sys
def check(path):
    try: return sqlite3.connect(path).execute("PRAGMA integrity_check").fetchone()[0]
    except sqlite3.Error as error: return str(error)
bad = [f"{path}: {result}" for path in sys.argv[1:] for result in [check(path)] if result != "ok"]
print("; ".join(bad) or "ok")' | grep . || echo ok
}

# Each person of the cohort by source (person ids are random), with their `days --json`.
cohort_days() {
    local person source
    tail -n +2 "$folder/manifest.csv" 2>/dev/null | grep -v '^#' | sort -t, -k2 | while IFS=, read -r person source; do
        echo "$source"
        "$pulsum" days --json --data-dir "$folder/people/$person" 2>&1
    done
}

# What "the uninterrupted result" is, as bytes to compare.
outcome() {
    case $1 in
        ingest | nightly) "$pulsum" days --json --data-dir "$folder" 2>&1 ;;
        feedback) "$pulsum" feedback --history --json --data-dir "$folder" 2>/dev/null | python3 -c \
            'import json,sys; print(len(json.load(sys.stdin).get("events", [])))'; sha256sum <"$folder/coach/ranker-state" ;;
        library) cat "$folder/library/mine.jsonl" 2>/dev/null; "$pulsum" library list --json --data-dir "$folder" 2>&1 | sha256sum ;;
        cohort-*) cohort_days ;;
        encrypt | decrypt) "$pulsum" days --json --identity "$work/id.txt" --data-dir "$folder" 2>&1
            (cd "$folder" && find . -type f ! -name '*.lock' ! -name 'audit.*' | sort) ;;
        passwd) opens_with new || opens_with old || echo "neither passphrase opens the folder" ;;
        recommend) # A read first finishes a commit the kill interrupted, as any coaching command would.
            "$pulsum" feedback --history --json --data-dir "$folder" >/dev/null 2>&1
            python3 -c 'import json, sys; print([item["id"] for item in json.load(open(sys.argv[1]))["items"]])' \
                "$folder/coach/last-recommendation.json" 2>/dev/null || echo "no list"
            # The state without the times items were last shown (a re-run shows them later).
            tail -n +2 "$folder/coach/ranker-state" | python3 -c 'import json, sys
state = json.load(sys.stdin)
for item in state["history"].values(): item.pop("lastShown", None)
print(json.dumps(state, sort_keys=True))' | sha256sum ;;
        delete) ls -A "$folder" 2>/dev/null ;;
    esac
}

# Names the passphrase (old or new) and prints the days, when that passphrase opens the folder.
opens_with() {
    local days
    days=$(with_passphrase "$1" "$pulsum" days --json --passphrase-fd 3 --data-dir "$folder" 2>/dev/null 3<"$work/fd3") || return 1
    echo "$1"
    echo "$days"
}

# Checks one killed folder; prints nothing when it passes, else the reason.
check() {
    local command=$1 before=$2 expected=$3
    local health
    health=$(integrity)
    [[ $health == ok ]] || { echo "integrity_check: $health"; return; }
    if [[ $command == feedback ]]; then
        # Atomic: after recovery the state is the old one or the new one, never a mix.
        local now
        now=$(outcome feedback)
        local count=${now%%$'\n'*} old_count=${before%%$'\n'*}
        local state=${now#*$'\n'} old_state=${before#*$'\n'}
        if [[ $count == "$old_count" && $state != "$old_state" ]]; then echo "ranker changed without history"; return; fi
        if [[ $count != "$old_count" && $state == "$old_state" ]]; then echo "history changed without ranker"; return; fi
        if [[ $count == "$old_count" ]]; then act feedback || { echo "re-run failed"; return; }; fi
        now=$(outcome feedback)
        [[ ${now%%$'\n'*} == $((old_count + 1)) ]] || echo "history has ${now%%$'\n'*} events, expected $((old_count + 1))"
        return
    fi
    if [[ $command == recommend ]]; then
        # The list shown and the ranker state (it remembers what was shown) are one commit: after
        # recovery both are the old ones, and a re-run gives the uninterrupted result, or both are new.
        local now
        now=$(outcome recommend)
        if [[ $now == "$before" ]]; then
            act recommend || { echo "re-run failed"; return; }
            now=$(outcome recommend)
        fi
        [[ $now == "$expected" ]] || echo "the list and the ranker state are not the uninterrupted result's"
        return
    fi
    if [[ $command == library && -f $folder/library/mine.jsonl ]] && ! cmp -s "$folder/library/mine.jsonl" "$work/mine.jsonl"; then
        echo "library file torn"; return
    fi
    # A re-run of a change the kill let finish is refused (an encrypt: "already encrypted"; a
    # decrypt: "not encrypted"; a passwd: the old passphrase no longer opens); the outcome (the
    # files and the days, or which passphrase opens) still has to match.
    act "$command" || [[ $command == encrypt && -f $folder/vault.json ]] || [[ $command == decrypt && ! -f $folder/vault.json ]] ||
        [[ $command == passwd && $(outcome passwd | head -n 1) == new ]] || { echo "re-run failed"; return; }
    [[ $(outcome "$command") == "$expected" ]] || echo "re-run differs from the uninterrupted result"
}

status=0
for command in "${commands[@]}"; do
    folder=$work/reference
    prepare "$command"
    before=$(outcome "$command")
    start=$(date +%s%N)
    KILLSHIM_COUNT=$work/calls LD_PRELOAD=$shim act "$command" || { echo "$command: the uninterrupted run failed"; exit 1; }
    duration_ms=$(( ($(date +%s%N) - start) / 1000000 ))
    calls=$(cat "$work/calls")
    expected=$(outcome "$command")
    [[ $command == feedback ]] && expected=""
    folder=$work/base
    prepare "$command"
    sweep=$(( calls < points ? calls : points ))
    tries=$points
    [[ -n $fault ]] && tries=$sweep   # (the one sweep: no random-time signals)
    passed=0 failed=0 killed=0 signalled=0 finished=0
    for ((i = 1; i <= tries; i++)); do
        folder=$work/try
        rm -rf "$folder" && cp -a "$work/base" "$folder"
        if ((i <= sweep)); then
            at=$(( (i * calls + sweep - 1) / sweep ))
            if [[ -n $fault ]]; then
                arguments "$command"
                [[ $command == passwd ]] && cp "$work/change.pass" "$work/fd3"
                KILLSHIM_FAULT=$fault KILLSHIM_AT=$at LD_PRELOAD=$shim "$pulsum" "${argv[@]}" "$(folder_option "${argv[0]}")" "$folder" \
                    >/dev/null 2>"$work/stderr" 3<"$work/fd3"
                code=$?
                point="$fault from $calls_kind-call $at/$calls"
            else
                (KILLSHIM_AT=$at LD_PRELOAD=$shim act "$command") 2>/dev/null
                code=$?
                point="write-call $at/$calls"
            fi
        else
            signal=$(shuf -n 1 -e KILL TERM INT)
            delay_ms=$(shuf -n 1 -i 0-"$duration_ms")
            arguments "$command"
            [[ $command == passwd ]] && cp "$work/change.pass" "$work/fd3"
            "$pulsum" "${argv[@]}" "$(folder_option "${argv[0]}")" "$folder" >/dev/null 2>&1 3<"$work/fd3" &
            pid=$!
            sleep "$((delay_ms / 1000)).$(printf '%03d' $((delay_ms % 1000)))"
            kill -s "$signal" "$pid" 2>/dev/null
            wait "$pid" 2>/dev/null
            code=$?
            point="SIG$signal after ${delay_ms} ms"
            signalled=$((signalled + 1))
        fi
        if ((code == 0)); then finished=$((finished + 1)); else killed=$((killed + 1)); fi
        problem=$(check "$command" "$before" "$expected")
        if [[ -n $fault && -z $problem ]]; then
            if (($(wc -l <"$work/stderr") > 1)); then problem="more than one stderr line: $(head -c 300 "$work/stderr")"
            elif grep -qE 'SQLite error|INSERT|SELECT|UPDATE|DELETE FROM|PRAGMA' "$work/stderr"; then problem="SQL in the message: $(cat "$work/stderr")"
            elif [[ $calls_kind != write ]] && grep -qi 'damaged' "$work/stderr"; then problem="a $calls_kind error called damage: $(cat "$work/stderr")"; fi
        fi
        if [[ -z $problem ]]; then
            passed=$((passed + 1))
        else
            failed=$((failed + 1))
            status=1
            echo "$command: FAILED at $point (exit $code): $problem"
            cp -a "$folder" "$root/.build/reliability/failed-$command-$i" 2>/dev/null
        fi
    done
    line="$command: $tries points ($sweep $calls_kind-call ${fault:-kill}s of $calls calls, $signalled random-time signals): \
$killed stopped, $finished finished first; $passed passed, $failed failed (load $(cut -d' ' -f1 /proc/loadavg))"
    echo "$line"
    echo "$line" >>"$results"
done
exit $status
