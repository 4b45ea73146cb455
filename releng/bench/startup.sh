#!/usr/bin/env bash
# Startup benchmark: time from launching `./snapwear` (no arguments: the workbench) to a usable window, under a
# virtual X server. The workbench's startup hook (org.snapwear.ui.StartupTiming) prints, once the first window is
# open and the event loop has run what opening it queued, the milliseconds since the process started, then closes
# the workbench. Each run is timed twice: the first start of a new workspace (the start page opens) and a second
# start of the same workspace. Prints every run and the medians; the goal is at most 3 s (docs/BENCHMARKS.md).
#
#   releng/bench/startup.sh [RUNS] [RUN]   RUNS (default 5) first/second-start pairs; with RUN (a checkpoint
#                                          sequence, e.g. ../shared/fixtures/hf_charlm_adamw) also RUNS pairs of
#                                          'snapwear open RUN' to its run overview's verdict: measured (empty
#                                          overview cache), then opened again (verdict from the cache)
# Environment: SNAPWEAR (launcher, default ./snapwear), SNAPWEAR_HEAP (default 1g).
# Needs the built product (./mvnw -B verify -DskipTests) and xvfb-run.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
snapwear="${SNAPWEAR:-$repo/snapwear}"
runs="${1:-5}"
open_run="${2:-}"
export SNAPWEAR_HEAP="${SNAPWEAR_HEAP:-1g}"
work="$(mktemp -d "${TMPDIR:-/tmp}/startup-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
# The launcher's per-user workbench cache (OSGi state, class archive) starts empty: run 1's first start is the
# product's very first, the starts after it find what the earlier ones left.
export XDG_CACHE_HOME="$work/cache"

# One start: prints the hook's milliseconds since process start, or fails if the window never came up.
start_once() {
  local ws="$1" out
  out="$(SNAPWEAR_WORKSPACE="$ws" JAVA_TOOL_OPTIONS="-Dsnapwear.startup.report=true -Dsnapwear.startup.exit=true" \
    timeout 120 xvfb-run -a -s "-screen 0 1280x800x24" "$snapwear" 2>/dev/null)" || true
  local ms
  ms="$(printf '%s\n' "$out" | sed -n 's/^snapwear: usable window \([0-9]*\) ms after process start.*, \([0-9]*\) ms CPU.*/\1 \2/p' | head -1)"
  if [ -z "$ms" ]; then
    echo "startup-bench: no startup report from the workbench; output was:" >&2
    printf '%s\n' "$out" >&2
    exit 1
  fi
  echo "$ms"
}

median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2)}'; }

first=(); second=(); first_cpu=(); second_cpu=()
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
for i in $(seq 1 "$runs"); do
  ws="$work/ws$i"
  fo="$(start_once "$ws")"
  so="$(start_once "$ws")"
  read -r f fc <<< "$fo"
  read -r s sc <<< "$so"
  first+=("$f"); second+=("$s"); first_cpu+=("$fc"); second_cpu+=("$sc")
  echo "run $i: first start ${f} ms (${fc} ms CPU), second start ${s} ms (${sc} ms CPU)"
done
echo "median of $runs: first start $(printf '%s\n' "${first[@]}" | median) ms" \
  "($(printf '%s\n' "${first_cpu[@]}" | median) ms CPU), second start $(printf '%s\n' "${second[@]}" | median) ms" \
  "($(printf '%s\n' "${second_cpu[@]}" | median) ms CPU); launch to usable window, 1280x800 Xvfb"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"

# 'snapwear open RUN' until the verdict is on screen: prints "MS CPU_MS" of that moment.
open_once() {
  local ws="$1" overviews="$2" out ms
  out="$(SNAPWEAR_WORKSPACE="$ws" JAVA_TOOL_OPTIONS="-Dsnapwear.startup.report=true -Dsnapwear.startup.exit=true \
-Dsnapwear.overview.cache=$overviews" timeout 300 xvfb-run -a -s "-screen 0 1280x800x24" "$snapwear" open "$open_run" \
    2>/dev/null)" || true
  ms="$(printf '%s\n' "$out" | sed -n 's/^snapwear: run overview verdict on screen \([0-9]*\) ms after process start (\([0-9]*\) ms CPU).*/\1 \2/p' | head -1)"
  if [ -z "$ms" ]; then
    echo "startup-bench: no run overview verdict from the workbench; output was:" >&2
    printf '%s\n' "$out" >&2
    exit 1
  fi
  echo "$ms"
}
if [ -n "$open_run" ]; then
  measured=(); cached=(); measured_cpu=(); cached_cpu=()
  for i in $(seq 1 "$runs"); do
    rm -rf "$work/overviews"
    read -r m mc <<< "$(open_once "$work/ows$i" "$work/overviews")"
    read -r c cc <<< "$(open_once "$work/ows$i" "$work/overviews")"
    measured+=("$m"); cached+=("$c"); measured_cpu+=("$mc"); cached_cpu+=("$cc")
    echo "open $i: verdict measured ${m} ms (${mc} ms CPU), from the overview cache ${c} ms (${cc} ms CPU)"
  done
  echo "median of $runs: launch to the verdict of $open_run: measured $(printf '%s\n' "${measured[@]}" | median) ms" \
    "($(printf '%s\n' "${measured_cpu[@]}" | median) ms CPU), from the cache $(printf '%s\n' "${cached[@]}" | median) ms" \
    "($(printf '%s\n' "${cached_cpu[@]}" | median) ms CPU)"
  echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
fi
# The later starts were meant to find the launcher's workbench cache (an OSGi state kept from an earlier run and a
# class archive); a cache that was never written makes these numbers those of an uncached start.
if [ "$runs" -ge 2 ] && { ! compgen -G "$XDG_CACHE_HOME/snapwear/workbench-*/classes.jsa" >/dev/null \
    || ! compgen -G "$XDG_CACHE_HOME/snapwear/workbench-*/configuration/org.eclipse.osgi/framework.info.*" >/dev/null; }; then
  echo "startup-bench: the launcher wrote no workbench cache (class archive, OSGi state) in $XDG_CACHE_HOME/snapwear" >&2
  exit 1
fi
