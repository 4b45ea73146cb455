#!/usr/bin/env bash
# Tests the ./snapwear launcher against the built product (run by test-all.sh after the build):
#  - the launcher execs java, so a SIGTERM or SIGKILL to it (timeouts, schedulers, Python subprocess) ends the JVM
#    and leaves no orphan holding the store lock;
#  - the private configuration area of a killed run is removed by the next start;
#  - with LANG unset, a non-ASCII path works;
#  - an HDF5 read prints nothing on stderr (no SLF4J or SPI Fly lines);
#  - 'snapwear open RUN' starts the workbench with RUN's run overview, whose verdict comes on screen; opened again,
#    the unchanged run's verdict comes from the overview cache; 'open' without a path or with a missing one is a
#    usage error (exit 2).
set -euo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d)"
started=()
cleanup() {
  # a failed check may leave a run behind (the old launcher's orphaned JVM, say): end what this test started
  for p in "${started[@]}"; do
    pkill -KILL -f "snapwear-config\.$p\." 2>/dev/null || true
    kill -KILL "$p" 2>/dev/null || true
  done
  rm -rf "$work"
}
trap cleanup EXIT
export TMPDIR="$work/tmp" # the launcher's configuration areas, counted below
mkdir -p "$TMPDIR"
fail() {
  echo "launcher-test: FAIL: $*" >&2
  exit 1
}

killed=()
for sig in TERM KILL; do
  # long enough to be killed while it trains
  ./snapwear generate --out "$work/gen-$sig" --iterations 100000000 --interval 100000000 >/dev/null 2>&1 &
  pid=$!
  started+=("$pid")
  comm=""
  for _ in $(seq 200); do
    comm="$(ps -o comm= -p "$pid" || true)"
    [ "$comm" = java ] && break
    sleep 0.1
  done
  [ "$comm" = java ] || fail "launcher $pid did not become java (exec); its command is '$comm'"
  compgen -G "$TMPDIR/snapwear-config.$pid.*" >/dev/null || fail "no configuration area named after PID $pid"
  kill -"$sig" "$pid"
  wait "$pid" 2>/dev/null || true
  [ ! -d "/proc/$pid" ] || fail "SIG$sig: process $pid still runs"
  if pgrep -f "snapwear-config\.$pid\." >/dev/null; then
    fail "SIG$sig: a java process of the killed launcher $pid is left"
  fi
  killed+=("$pid")
  echo "launcher-test: SIG$sig to the launcher ended its JVM ($pid)"
done

./snapwear codecs >/dev/null
for pid in "${killed[@]}"; do
  if compgen -G "$TMPDIR/snapwear-config.$pid.*" >/dev/null; then
    fail "the configuration area of killed run $pid was not removed by the next start"
  fi
done
areas="$(compgen -G "$TMPDIR/snapwear-config.*" | wc -l)"
[ "$areas" -le 1 ] || fail "$areas configuration areas left in $TMPDIR (at most the last run's may remain)"
echo "launcher-test: configuration areas of killed runs removed by the next start"

dir="$work/dätä"
mkdir -p "$dir"
cp bundles/org.snapwear.trace.tests/data/hdf5/fp16.h5 "$dir/wéights.h5"
out="$(env -u LANG -u LC_ALL -u LC_CTYPE -u LANGUAGE ./snapwear inspect "$dir/wéights.h5" 2>"$work/stderr")" \
  || fail "inspect of a non-ASCII path with LANG unset: $(cat "$work/stderr")"
grep -q "model_weights.dense.dense.kernel:0 *F16" <<<"$out" || fail "unexpected inspect output: $out"
[ ! -s "$work/stderr" ] || fail "an HDF5 read printed on stderr: $(cat "$work/stderr")"
echo "launcher-test: non-ASCII path with LANG unset read; nothing on stderr"
set +e
./snapwear open >/dev/null 2>"$work/stderr"; rc=$?
set -e
[ "$rc" = 2 ] && grep -q "open: missing PATH" "$work/stderr" || fail "'snapwear open' without a path: exit $rc, $(cat "$work/stderr")"
set +e
./snapwear open "$work/no-such-run" >/dev/null 2>"$work/stderr"; rc=$?
set -e
[ "$rc" = 2 ] && grep -q "no-such-run: no such file" "$work/stderr" || fail "'snapwear open' of a missing path: exit $rc"
run="$(cd .. && pwd)/shared/fixtures/hf_charlm_adamw"
[ -d "$run" ] || fail "fixture run $run missing"
for expect in "measured now" "from the overview cache"; do
  out="$(XDG_CACHE_HOME="$work/cache" SNAPWEAR_WORKSPACE="$work/workspace" \
    JAVA_TOOL_OPTIONS="-Dsnapwear.startup.report=true -Dsnapwear.startup.exit=true" \
    timeout 300 xvfb-run -a -s "-screen 0 1280x800x24" ./snapwear open "$run" 2>"$work/stderr")" || true
  line="$(grep "run overview verdict on screen" <<<"$out" || true)"
  [ -n "$line" ] || fail "snapwear open: no verdict on screen; output: $out $(tail -5 "$work/stderr")"
  grep -q "$expect" <<<"$line" || fail "snapwear open: expected '$expect': $line"
  echo "launcher-test: snapwear open: ${line#snapwear: }"
done
echo "launcher-test: ok"
