#!/usr/bin/env bash
# Headless command start benchmark: wall and CPU time of `snapwear --help`, `snapwear version` and
# `snapwear store list STORE` (a store of two small checkpoints), each run RUNS times, beside `zstd --version` in
# the same loop (the reference a shell user compares with). Prints every command's median and maximum wall time and
# median CPU (user + system); the goal is a median of at most 0.5 s wall on an idle machine (docs/BENCHMARKS.md).
# With MODE=osgi (or `osgi` as the second argument) the commands run in the OSGi framework (SNAPWEAR_OSGI=1), as
# every headless command did before the flat class path.
#
#   releng/bench/cli-startup.sh [RUNS] [flat|osgi]     RUNS defaults to 10
# Environment: SNAPWEAR (launcher, default ./snapwear). Needs the built product and zstd.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
snapwear="${SNAPWEAR:-$repo/snapwear}"
runs="${1:-10}"
mode="${2:-flat}"
work="$(mktemp -d "${TMPDIR:-/tmp}/cli-startup.XXXXXX")"
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/cache"  # the launcher's headless cache starts empty: the first run below fills it
[ "$mode" = osgi ] && export SNAPWEAR_OSGI=1

# a store of two generated checkpoints for `store list`
"$snapwear" -q generate --out "$work/run" --params 10k --iterations 2 --interval 1 >/dev/null
i=0
for ckpt in "$work"/run/snap_iter*; do
  "$snapwear" store save "$work/store" "$ckpt" --iteration "$i" >/dev/null
  i=$((i + 1))
done
"$snapwear" --help >/dev/null  # the first start of the product fills the cache (class path, class archive)
"$snapwear" --help >/dev/null  # ... which the next start puts in place

# one timed run: "WALL_MS CPU_MS" (CPU = user + system of the process and its children)
timed() {
  local t0=$EPOCHREALTIME t1
  /usr/bin/time -o "$work/time" -f '%U %S' "$@" >/dev/null 2>&1
  t1=$EPOCHREALTIME
  awk -v t0="$t0" -v t1="$t1" '{printf "%d %d\n", (t1 - t0) * 1000, ($1 + $2) * 1000}' "$work/time"
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2)}'; }

names=("zstd --version" "snapwear --help" "snapwear version" "snapwear store list")
declare -A wall cpu
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores; mode $mode"
for r in $(seq 1 "$runs"); do
  for n in "${names[@]}"; do
    case "$n" in
      "zstd --version") res="$(timed zstd --version)" ;;
      "snapwear --help") res="$(timed "$snapwear" --help)" ;;
      "snapwear version") res="$(timed "$snapwear" version)" ;;
      "snapwear store list") res="$(timed "$snapwear" store list "$work/store")" ;;
    esac
    read -r w c <<<"$res"
    wall[$n]+="$w "
    cpu[$n]+="$c "
  done
done
for n in "${names[@]}"; do
  mw="$(tr ' ' '\n' <<<"${wall[$n]}" | grep . | median)"
  xw="$(tr ' ' '\n' <<<"${wall[$n]}" | grep . | sort -n | tail -1)"
  mc="$(tr ' ' '\n' <<<"${cpu[$n]}" | grep . | median)"
  printf '%-22s median %5d ms wall (max %5d ms), median %5d ms CPU, %d runs\n' "$n" "$mw" "$xw" "$mc" "$runs"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
