#!/usr/bin/env bash
# SIGTERM and SIGINT to `snapwear store watch` (the built product, a real JVM and real signals): the watcher stops
# after (or abandons safely) the ingest in progress and prints one timestamped summary line (ingested, skipped,
# errors, bytes, elapsed; with --json the same as fields and "stopped": true), exits 143 or 130, and nothing staged is
# lost: every checkpoint is in the store (which verifies) or still in staging, and none has an error file.
# Each signal is sent at a random moment of the first ingests. About 30 s on an idle 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/../.."
fixtures="${SNAPWEAR_FIXTURES:-$PWD/../shared/fixtures}/hf_charlm_adamw"
work="$(mktemp -d)"
pid=""
trap '[ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null; rm -rf "$work"' EXIT
fail() { echo "watch-signal-test: FAIL $*" >&2; exit 1; }

one() { # one(SIGNAL EXPECTED_EXIT JSON?)
  local sig="$1" want="$2" json="${3:-}" rc=0 it dir
  dir="$work/$sig${json:+-json}"
  mkdir -p "$dir/staging"
  for it in 0 50 100 150; do cp -r "$fixtures/checkpoint-$it" "$dir/staging/"; done
  set -m # a job-controlled background process: a non-interactive shell would make it ignore SIGINT
  ./snapwear store watch "$dir/store" "$dir/staging" --poll-ms 50 $json >"$dir/out" 2>"$dir/err" &
  pid=$!
  set +m
  for _ in $(seq 1 120); do grep -q "watching\|\"event\"" "$dir/out" 2>/dev/null && break; sleep 0.25; done
  sleep "0.$((RANDOM % 10))"
  kill "-$sig" "$pid"
  wait "$pid" || rc=$?
  pid=""
  [ "$rc" = "$want" ] || fail "$sig: exit $rc, expected $want; stderr: $(head -c 400 "$dir/err")"
  if [ -z "$json" ]; then
    grep -Eq '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]{12}Z watch ended \(stopped by a signal\): [0-9]+ ingested .*, [0-9]+ skipped, 0 errors, [0-9.]+ s$' "$dir/out" \
      || fail "$sig: no summary line: $(cat "$dir/out")"
    if grep -Ev '^(  |[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]{12}Z )' "$dir/out"; then fail "$sig: a line without a timestamp"; fi
  else
    tail -n 1 "$dir/out" | grep -q '"event":"summary","time":"[0-9T:.Z-]*","store".*"stopped":true,"ingested":[0-9]*,"already_stored":0,"skipped":0,"errors":0,"raw_bytes":[0-9]*,"written_bytes":[0-9]*,"elapsed_seconds":' \
      || fail "$sig: no JSON summary: $(tail -n 1 "$dir/out")"
  fi
  [ -s "$dir/err" ] && fail "$sig: stderr: $(head -c 400 "$dir/err")"
  local stored=""
  [ -f "$dir/store/MANIFEST.json" ] && stored=$(python3 -c \
    'import json,sys; print(" ".join(str(e["iteration"]) for e in json.load(open(sys.argv[1]))["entries"]))' \
    "$dir/store/MANIFEST.json")
  for it in 0 50 100 150; do
    case " $stored " in *" $it "*) continue ;; esac
    [ -d "$dir/staging/checkpoint-$it" ] || fail "$sig: checkpoint-$it is neither stored ($stored) nor staged"
  done
  ls "$dir/staging" | grep -q '\.error$' && fail "$sig: an error file: $(ls "$dir/staging")"
  if [ -n "$stored" ]; then ./snapwear store verify "$dir/store" >/dev/null || fail "$sig: store verify failed"; fi
  echo "watch-signal-test: $sig${json:+ (json)}: exit $rc, stored: ${stored:-none}; $(grep -h 'watch ended' "$dir/out" || true)"
}

one TERM 143
one INT 130 --json
echo "watch-signal-test: OK"
