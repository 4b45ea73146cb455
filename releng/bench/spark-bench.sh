#!/usr/bin/env bash
# Spark scale-out benchmark (issue #20): the same compress run three ways on one machine, from the page cache:
# './snapwear compress' (one thread), the job jar through spark-submit with --master local[1] and local[2].
# Prints wall times, the speedup from 1 to 2 cores, Spark's overhead at one core over the command, the per-core
# throughput (raw bytes / local[1] seconds) that docs/scale-out.md's estimate uses, and checks that the three
# documents agree in every field but the timings.
#
#   releng/bench/make_checkpoints.py --out /tmp/spark-bench/run --gib 1 --count 4     # 3.4 GB, HF layout
#   releng/bench/spark-bench.sh /tmp/spark-bench/run [--codec dynrle --mode progressive --snap-dis 4]
#
# Set SPARK_BENCH_URI=1 to read the sequence through Hadoop's file system API (file://), as on a cluster.
set -euo pipefail
cd "$(dirname "$0")/../.."
run="$(cd "$1" && pwd)"
shift
args=("$@")
[ ${#args[@]} -eq 0 ] && args=(--codec dynrle --mode progressive --snap-dis 4)
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
seq="$run"
[ "${SPARK_BENCH_URI:-0}" = 1 ] && seq="file://$run"
cat "$run"/*/* > /dev/null 2>&1 || true # into the page cache: every run reads from memory
now() { date +%s.%N; }
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
t0=$(now)
./snapwear compress "$run" "${args[@]}" --json > "$out/single.json"
t1=$(now)
releng/scripts/spark-submit.sh --master 'local[1]' compress "$seq" "${args[@]}" > "$out/local1.json" 2> "$out/local1.log"
t2=$(now)
releng/scripts/spark-submit.sh --master 'local[2]' compress "$seq" "${args[@]}" > "$out/local2.json" 2> "$out/local2.log"
t3=$(now)
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$out" "$t0" "$t1" "$t2" "$t3" "$seq" <<'PY'
import json, sys
out, t0, t1, t2, t3, seq = sys.argv[1], *map(float, sys.argv[2:6]), sys.argv[6]
TIMES = {"encode_mb_per_s", "decode_mb_per_s", "encode_ms", "decode_ms", "sequence"}
def strip(x):
    if isinstance(x, dict):
        return {k: strip(v) for k, v in x.items() if k not in TIMES}
    if isinstance(x, list):
        return [strip(v) for v in x]
    return x
docs = [json.load(open(f"{out}/{n}.json")) for n in ("single", "local1", "local2")]
same = strip(docs[0]) == strip(docs[1]) == strip(docs[2])
raw = docs[0]["raw_bytes"]
single, one, two = t1 - t0, t2 - t1, t3 - t2
print(f"sequence {seq}: {docs[0]['snapshot_count']} checkpoints, raw {raw} bytes, written {docs[0]['written_pct']:.2f}%")
print(f"snapwear compress (1 thread) {single:8.1f} s  {raw / single / 1e6:7.1f} MB/s")
print(f"spark local[1]               {one:8.1f} s  {raw / one / 1e6:7.1f} MB/s per core")
print(f"spark local[2]               {two:8.1f} s  {raw / two / 1e6:7.1f} MB/s")
print(f"speedup local[1] -> local[2]: {one / two:.2f}x (goal >= 1.8x)")
print(f"Spark overhead at one core over the command: {100 * (one / single - 1):+.1f}% (goal <= 20%)")
print(f"documents equal in every size and count: {'yes' if same else 'NO'}")
sys.exit(0 if same else 1)
PY
