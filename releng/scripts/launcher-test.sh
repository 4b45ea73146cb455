#!/usr/bin/env bash
# Tests the ./snapwear launcher against the built product (run by test-all.sh after the build):
#  - the launcher execs java, so a SIGTERM or SIGKILL to it (timeouts, schedulers, Python subprocess) ends the JVM
#    and leaves no orphan holding the store lock, on the flat class path and in OSGi (SNAPWEAR_OSGI=1);
#  - the private configuration area of a killed OSGi run is removed by the next start;
#  - headless commands run on the flat class path: no configuration area, the class path and class archive cached,
#    the example codec plug-in listed by 'codecs' from plugins and from dropins, bundle versions in 'version';
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
export XDG_CACHE_HOME="$work/cache" # the launcher's per-product caches (headless class path, workbench state)
mkdir -p "$TMPDIR"
fail() {
  echo "launcher-test: FAIL: $*" >&2
  exit 1
}

# The first headless command of a build makes the launcher's cache (class path, class archive: several seconds
# before java starts); made here, so the waits for the JVM below do not include it.
./snapwear --help >/dev/null
killed=()
for mode in osgi flat; do
  for sig in TERM KILL; do
    # long enough to be killed while it trains
    if [ "$mode" = osgi ]; then
      SNAPWEAR_OSGI=1 ./snapwear generate --out "$work/gen-$mode-$sig" --iterations 100000000 --interval 100000000 \
        >/dev/null 2>&1 &
    else
      ./snapwear generate --out "$work/gen-$mode-$sig" --iterations 100000000 --interval 100000000 >/dev/null 2>&1 &
    fi
    pid=$!
    started+=("$pid")
    comm=""
    for _ in $(seq 200); do
      comm="$(ps -o comm= -p "$pid" || true)"
      [ "$comm" = java ] && break
      sleep 0.1
    done
    [ "$comm" = java ] || fail "$mode: launcher $pid did not become java (exec); its command is '$comm'"
    if [ "$mode" = osgi ]; then
      compgen -G "$TMPDIR/snapwear-config.$pid.*" >/dev/null || fail "no configuration area named after PID $pid"
    else
      ! compgen -G "$TMPDIR/snapwear-config.$pid.*" >/dev/null || fail "a flat run $pid made a configuration area"
    fi
    kill -"$sig" "$pid"
    wait "$pid" 2>/dev/null || true
    [ ! -d "/proc/$pid" ] || fail "$mode SIG$sig: process $pid still runs"
    if pgrep -f "snapwear-config\.$pid\.|gen-$mode-$sig" >/dev/null; then
      fail "$mode SIG$sig: a java process of the killed launcher $pid is left"
    fi
    [ "$mode" = osgi ] && killed+=("$pid")
    echo "launcher-test: $mode: SIG$sig to the launcher ended its JVM ($pid)"
  done
done

SNAPWEAR_OSGI=1 ./snapwear codecs >/dev/null
for pid in "${killed[@]}"; do
  if compgen -G "$TMPDIR/snapwear-config.$pid.*" >/dev/null; then
    fail "the configuration area of killed run $pid was not removed by the next start"
  fi
done
areas="$(compgen -G "$TMPDIR/snapwear-config.*" | wc -l)"
[ "$areas" -le 1 ] || fail "$areas configuration areas left in $TMPDIR (at most the last run's may remain)"
echo "launcher-test: configuration areas of killed runs removed by the next start"

# The flat class path (the default for headless commands): cached per product, no configuration area, the example
# codec plug-in found in plugins (ServiceLoader) as in OSGi (extension point), and found in dropins.
rm -rf "$TMPDIR"/snapwear-config.*
out="$(./snapwear codecs)"
grep -Eq "^lz4 +both +enabled +service-loader +LZ4" <<<"$out" || fail "flat: 'codecs' does not list lz4: $out"
out="$(SNAPWEAR_OSGI=1 ./snapwear codecs)"
grep -Eq "^lz4 +both +enabled +extension:org.snapwear.examples.codec" <<<"$out" || fail "osgi: no lz4: $out"
rm -rf "$TMPDIR"/snapwear-config.*
# four caches of other builds used today (a developer rebuilding): the launcher keeps them and still takes the flat
# path for this one (its clean-up loop once made the cache look unwritable, and every command ran in OSGi)
for k in 1 2 3 4; do mkdir -p "$XDG_CACHE_HOME/snapwear/headless-other$k"; done
./snapwear --help >/dev/null
! compgen -G "$TMPDIR/snapwear-config.*" >/dev/null || fail "flat: '--help' made a configuration area"
compgen -G "$XDG_CACHE_HOME/snapwear/headless-*/classpath" >/dev/null || fail "flat: no cached class path"
compgen -G "$XDG_CACHE_HOME/snapwear/headless-*/classes.jsa" >/dev/null || fail "flat: no class archive"
out="$(./snapwear version)"
grep -q "org.snapwear.headless 0.1.0" <<<"$out" || fail "flat: 'version' lists no bundle versions: $out"
product="releng/org.snapwear.product/target/products/org.snapwear.product/linux/gtk/x86_64"
moved="$work/product-dropins"
mkdir -p "$moved/plugins" "$moved/dropins"
cp -r "$product/configuration" "$moved/"
for f in "$product"/plugins/*; do
  case "$f" in
    */org.snapwear.examples.codec_*) cp -r "$f" "$moved/dropins/" ;;
    *) ln -s "$(readlink -f "$f")" "$moved/plugins/" ;;
  esac
done
out="$(SNAPWEAR_HOME="$moved" ./snapwear codecs)"
grep -Eq "^lz4 +both +enabled" <<<"$out" || fail "flat: the codec plug-in in dropins is not listed: $out"
echo "launcher-test: flat class path: no configuration area, cached class path and archive, lz4 from plugins and dropins"

dir="$work/dätä"
mkdir -p "$dir"
cp bundles/org.snapwear.trace.tests/data/hdf5/fp16.h5 "$dir/wéights.h5"
for osgi in 0 1; do
  out="$(env -u LANG -u LC_ALL -u LC_CTYPE -u LANGUAGE SNAPWEAR_OSGI=$osgi ./snapwear inspect "$dir/wéights.h5" \
    2>"$work/stderr")" || fail "inspect of a non-ASCII path with LANG unset: $(cat "$work/stderr")"
  grep -q "model_weights.dense.dense.kernel:0 *F16" <<<"$out" || fail "unexpected inspect output: $out"
  [ ! -s "$work/stderr" ] || fail "an HDF5 read printed on stderr (SNAPWEAR_OSGI=$osgi): $(cat "$work/stderr")"
done
echo "launcher-test: non-ASCII path with LANG unset read; nothing on stderr (flat class path and OSGi)"
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
