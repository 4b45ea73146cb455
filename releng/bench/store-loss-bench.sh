#!/usr/bin/env bash
# Bytes and time of `snapwear store save --loss PROFILE` against the exact store, in one run on this machine: every
# checkpoint of DATA_DIR saved into one store per profile (exact, moments-8bit, aggressive; each save names the
# checkpoint before it with --previous, as a job keeping its last two can: a lossy entry's original is never used as
# a reference, so lossy saves decode it from the store), then every iteration restored. Prints per profile the
# bytes stored, their share of the exact store's and of the raw checkpoints, and the save and restore CPU times
# (user+system of the JVM, which a shared machine inflates less than wall time) with their ratio to exact's.
#
#   releng/bench/store-loss-bench.sh [DATA_DIR]   DATA_DIR holds checkpoint-N/ directories (default: the
#                                                 hf_charlm_adamw fixture)
# Environment: SNAPWEAR (launcher, default ./snapwear), WORK (scratch, default a mktemp under /tmp), PROFILES.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
snapwear="${SNAPWEAR:-$repo/snapwear}"
data="${1:-/work/shared/fixtures/hf_charlm_adamw}"
work="${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/store-loss-bench.XXXXXX")}"
profiles=(${PROFILES:-exact moments-8bit aggressive})
mapfile -t ckpts < <(ls -d "$data"/checkpoint-* | sort -t- -k2 -n)
raw=0
for c in "${ckpts[@]}"; do raw=$((raw + $(du -sb "$c" | cut -f1))); done
cpu() { awk '{print $1 + $2}' "$1"; }
printf '%-14s %14s %9s %9s | %11s %11s | %11s %11s\n' profile stored_B of_exact of_raw save_cpu_s vs_exact \
  restore_cpu_s vs_exact
ex_b=0; ex_s=0; ex_r=0
for p in "${profiles[@]}"; do
  store="$work/store-$p"; rm -rf "$store" "$work/out"; mkdir -p "$work/out"
  prev=""; bytes=0; save_cpu=0; restore_cpu=0
  for c in "${ckpts[@]}"; do
    name=$(basename "$c"); it=${name##*-}
    previous=(); [ -n "$prev" ] && previous=(--previous "$prev")
    /usr/bin/time -f "%U %S" -o "$work/t" "$snapwear" store save "$store" "$c" --iteration "$it" --loss "$p" \
      "${previous[@]}" --json > "$work/save.json" 2> "$work/err" || { cat "$work/err" >&2; exit 1; }
    save_cpu=$(echo "$save_cpu + $(cpu "$work/t")" | bc -l); prev="$c"
    bytes=$((bytes + $(python3 -c "import json; print(json.load(open('$work/save.json'))['save']['snapshot_bytes'])")))
  done
  for c in "${ckpts[@]}"; do
    name=$(basename "$c"); it=${name##*-}
    /usr/bin/time -f "%U %S" -o "$work/t" "$snapwear" store restore "$store" --iteration "$it" \
      --out "$work/out/$name" > /dev/null 2> "$work/err" || { cat "$work/err" >&2; exit 1; }
    restore_cpu=$(echo "$restore_cpu + $(cpu "$work/t")" | bc -l)
    if [ "$p" = exact ]; then
      diff -r "$c" "$work/out/$name" > /dev/null || { echo "exact restore of $name differs" >&2; exit 1; }
    fi
  done
  "$snapwear" store verify "$store" > /dev/null 2>&1 || { echo "store verify failed for $p" >&2; exit 1; }
  if [ "$p" = exact ]; then ex_b=$bytes; ex_s=$save_cpu; ex_r=$restore_cpu; fi
  printf '%-14s %14d %8.1f%% %8.1f%% | %11.2f %11.2f | %11.2f %11.2f\n' "$p" "$bytes" \
    "$(echo "100 * $bytes / ($ex_b + ($ex_b == 0) * $bytes)" | bc -l)" "$(echo "100 * $bytes / $raw" | bc -l)" \
    "$save_cpu" "$(echo "$save_cpu / ($ex_s + ($ex_s == 0) * $save_cpu)" | bc -l)" \
    "$restore_cpu" "$(echo "$restore_cpu / ($ex_r + ($ex_r == 0) * $restore_cpu)" | bc -l)"
  rm -rf "$store" "$work/out"
done
echo "raw: $raw B in ${#ckpts[@]} checkpoints of $data; CPU times include each command's JVM start; $(nproc) cores"
