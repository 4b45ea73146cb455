#!/usr/bin/env bash
# Whole-checkpoint store benchmark: `snapwear store save/restore` against `zstd -1 -T0` (tar | zstd) and `cp -r`
# on the same checkpoint directories, in one run on this machine, with every output made durable (sync) inside the
# timing, as the store's own fsyncs are. Prints per checkpoint and the same-run ratios the issue asks for.
#
#   releng/bench/store-bench.sh [DATA_DIR]     DATA_DIR holds checkpoint-N/ directories; without it a run of
#                                              GIB (default 3) GiB checkpoints is generated with make_checkpoints.py
# Environment: SNAPWEAR (launcher, default ./snapwear), SNAPWEAR_HEAP (default 1g: memory must not scale with the
# checkpoint), WORK (scratch directory, default a mktemp under /tmp), CODEC/MODE (store settings), PREVIOUS (1, the
# default: each save names the checkpoint before it with --previous, as a job that keeps its last two checkpoints
# can; 0: the references are decoded from the store), REPEAT (default 3: every restore and decompression is
# repeated and the median taken, since other jobs share the machine; cpu_s is the user+system CPU time of the
# median restore, which a loaded machine does not inflate the way it inflates wall time).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
snapwear="${SNAPWEAR:-$repo/snapwear}"
export SNAPWEAR_HEAP="${SNAPWEAR_HEAP:-1g}"
work="${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/store-bench.XXXXXX")}"
data="${1:-}"
if [ -z "$data" ]; then
  data="$work/run"
  /usr/bin/python3 "$repo/releng/bench/make_checkpoints.py" --out "$data" --gib "${GIB:-3}" --count "${COUNT:-3}"
fi
mapfile -t ckpts < <(ls -d "$data"/checkpoint-* | sort -t- -k2 -n)
store="$work/store"
rm -rf "$store" "$work/out"
mkdir -p "$work/out"
now() { date +%s.%N; }
secs() { echo "$2 - $1" | bc -l; }
size() { du -sb "$1" | cut -f1; }
mb() { echo "scale=1; $1 / 1000000" | bc -l; }
rate() { echo "scale=1; $1 / 1000000 / $2" | bc -l; }
ratio() { echo "scale=2; $1 / $2" | bc -l; }
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
repeat="${REPEAT:-3}"
printf '%-16s %9s | %8s %8s %8s | %9s %9s | %11s %11s %12s %7s | %8s\n' checkpoint MB cp_MB/s zstd_MB/s save_MB/s \
  zstd_MB snap_MB untar_MB/s unzstd_MB/s restore_MB/s cpu_s rss_MB
prev=""
sum_zw=0; sum_sw=0; sum_raw=0; sum_zt=0; sum_st=0; sum_dt=0; sum_rt=0; sum_ct=0; sum_pt=0
for c in "${ckpts[@]}"; do
  name=$(basename "$c"); it=${name##*-}
  raw=$(size "$c")
  cat "$c"/* > /dev/null   # every tool reads from the page cache
  t0=$(now); cp -r "$c" "$work/out/cp-$name"; sync -f "$work/out/cp-$name"/*; t1=$(now)
  tc=$(secs "$t0" "$t1"); rm -rf "$work/out/cp-$name"
  t0=$(now); tar -cf - -C "$data" "$name" | zstd -1 -T0 -q -o "$work/out/$name.tar.zst"; sync -f "$work/out/$name.tar.zst"; t1=$(now)
  tz=$(secs "$t0" "$t1"); zw=$(size "$work/out/$name.tar.zst")
  t0=$(now)
  previous=()
  [ "${PREVIOUS:-1}" = 1 ] && [ -n "$prev" ] && previous=(--previous "$prev")
  /usr/bin/time -f %M -o "$work/rss" "$snapwear" store save "$store" "$c" --iteration "$it" --codec "${CODEC:-predictive}" \
    --mode "${MODE:-progressive}" "${previous[@]}" --json > "$work/save.json"
  prev="$c"
  t1=$(now); ts=$(secs "$t0" "$t1"); rss_save=$(cat "$work/rss")
  sw=$(python3 -c "import json,sys; print(json.load(open('$work/save.json'))['save']['snapshot_bytes'])")
  : > "$work/td"; : > "$work/tr"; : > "$work/tp"
  for _ in $(seq "$repeat"); do
    rm -rf "$work/out/z-$name" "$work/out/r-$name" "$work/out/$name.tar"
    t0=$(now); mkdir "$work/out/z-$name"; zstd -d -T0 -q -c "$work/out/$name.tar.zst" | tar -xf - -C "$work/out/z-$name"
    sync -f "$work/out/z-$name/$name"/*; t1=$(now); secs "$t0" "$t1" >> "$work/td"
    t0=$(now); zstd -d -T0 -q "$work/out/$name.tar.zst" -o "$work/out/$name.tar"; sync -f "$work/out/$name.tar"; t1=$(now)
    secs "$t0" "$t1" >> "$work/tp"
    t0=$(now)
    /usr/bin/time -f "%M %U %S" -o "$work/rss" "$snapwear" store restore "$store" --iteration "$it" --out "$work/out/r-$name" > /dev/null
    sync -f "$work/out/r-$name"/*; t1=$(now); echo "$(secs "$t0" "$t1") $(cat "$work/rss")" >> "$work/tr"
  done
  td=$(median < "$work/td"); tp=$(median < "$work/tp"); tr=$(cut -d' ' -f1 "$work/tr" | median)
  line=$(sort -g "$work/tr" | sed -n "$(( (repeat + 1) / 2 ))p"); rss_restore=$(echo "$line" | cut -d' ' -f2)
  cpu_restore=$(echo "$line" | awk '{print $3 + $4}')
  diff -r "$c" "$work/out/r-$name" > /dev/null || { echo "restore of $name differs from the original" >&2; exit 1; }
  rm -rf "$work/out/z-$name" "$work/out/r-$name" "$work/out/$name.tar.zst" "$work/out/$name.tar"
  heap=$(( (rss_save > rss_restore ? rss_save : rss_restore) / 1024 ))
  printf '%-16s %9s | %8s %8s %8s | %9s %9s | %11s %11s %12s %7s | %8s\n' "$name" "$(mb "$raw")" "$(rate "$raw" "$tc")" \
    "$(rate "$raw" "$tz")" "$(rate "$raw" "$ts")" "$(mb "$zw")" "$(mb "$sw")" "$(rate "$raw" "$td")" \
    "$(rate "$raw" "$tp")" "$(rate "$raw" "$tr")" "$cpu_restore" "$heap"
  sum_raw=$((sum_raw + raw)); sum_zw=$((sum_zw + zw)); sum_sw=$((sum_sw + sw))
  sum_zt=$(echo "$sum_zt + $tz" | bc -l); sum_st=$(echo "$sum_st + $ts" | bc -l)
  sum_dt=$(echo "$sum_dt + $td" | bc -l); sum_pt=$(echo "$sum_pt + $tp" | bc -l); sum_rt=$(echo "$sum_rt + $tr" | bc -l); sum_ct=$(echo "$sum_ct + $tc" | bc -l)
done
echo
echo "whole run: $(mb $sum_raw) MB raw; written by zstd -1 -T0 $(mb $sum_zw) MB, by snapwear $(mb $sum_sw) MB"
echo "save throughput / zstd -1 -T0 throughput:   $(ratio "$sum_zt" "$sum_st")   (goal >= 1)"
echo "snapwear written / zstd written:            $(ratio "$sum_sw" "$sum_zw")   (goal <= 0.67)"
echo "restore throughput / zstd -d|tar -x:        $(ratio "$sum_dt" "$sum_rt")   (goal >= 2)"
echo "restore throughput / zstd -d -T0 to a file:  $(ratio "$sum_pt" "$sum_rt")"
echo "save / cp -r throughput:                    $(ratio "$sum_ct" "$sum_st")"
echo "restore / cp -r throughput:                 $(ratio "$sum_ct" "$sum_rt")"
echo "(PREVIOUS=${PREVIOUS:-1}; SNAPWEAR_HEAP=$SNAPWEAR_HEAP: every save and restore ran within that heap; rss_MB is the peak resident size of the JVM, which counts the mapped checkpoint and scratch pages; codec ${CODEC:-predictive}, mode ${MODE:-progressive}, $(nproc) cores)"
