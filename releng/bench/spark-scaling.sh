#!/usr/bin/env bash
# Spark scaling benchmark: one compress run, from the page cache, four ways: local[1], local[2], a standalone
# cluster of one Worker with one core, and of two Workers with one core each (releng/scripts/spark-cluster.sh, all
# on 127.0.0.1). Prints the wall time of each job and the time of each stage (the jobs' own progress lines), the
# speedups 1 -> 2 cores, and checks that the four documents agree in every field but the timings.
#
#   releng/bench/make_checkpoints.py --out /tmp/spark-bench/run --gib 1 --count 4
#   releng/bench/spark-scaling.sh /tmp/spark-bench/run [--codec dynrle --mode progressive --snap-dis 4]
set -euo pipefail
cd "$(dirname "$0")/../.."
run="$(cd "$1" && pwd)"
shift
args=("$@")
[ ${#args[@]} -eq 0 ] && args=(--codec dynrle --mode progressive --snap-dis 4)
out="$(mktemp -d)"
export SPARK_CLUSTER_DIR="$out/cluster"
trap 'releng/scripts/spark-cluster.sh stop > /dev/null 2>&1 || true; rm -rf "$out"' EXIT
cat "$run"/*/* > /dev/null 2>&1 || true # into the page cache: every run reads from memory
now() { date +%s.%N; }
job() { # job NAME SUBMIT-OPTIONS...: times one compress job
  local name="$1" t0 t1
  shift
  echo "load before $name: $(cut -d' ' -f1-3 /proc/loadavg)"
  t0=$(now)
  releng/scripts/spark-submit.sh "$@" --conf spark.ui.enabled=false compress "$run" "${args[@]}" \
      > "$out/$name.json" 2> "$out/$name.log"
  t1=$(now)
  echo "$name $(echo "$t1 - $t0" | awk '{print $1 - $3}')" >> "$out/walls"
  grep 'stage ' "$out/$name.log" | sed "s/^snapwear-spark compress: /$name /" >> "$out/stages"
}
job local1 --master 'local[1]'
job local2 --master 'local[2]'
releng/scripts/spark-cluster.sh start 1 1 > /dev/null
job workers1 --master "$(releng/scripts/spark-cluster.sh master)" --executor-memory 1500m
releng/scripts/spark-cluster.sh stop > /dev/null
releng/scripts/spark-cluster.sh start 2 1 > /dev/null
job workers2 --master "$(releng/scripts/spark-cluster.sh master)" --executor-memory 1500m
releng/scripts/spark-cluster.sh stop > /dev/null
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$out" <<'PY'
import json, re, sys
out = sys.argv[1]
TIMES = {"encode_mb_per_s", "decode_mb_per_s", "encode_ms", "decode_ms"}
def strip(x):
    if isinstance(x, dict):
        return {k: strip(v) for k, v in x.items() if k not in TIMES}
    if isinstance(x, list):
        return [strip(v) for v in x]
    return x
names = ["local1", "local2", "workers1", "workers2"]
docs = {n: json.load(open(f"{out}/{n}.json")) for n in names}
walls = dict(l.split() for l in open(f"{out}/walls"))
stages = {}
for l in open(f"{out}/stages"):
    m = re.match(r"(\S+) stage (.+): (\d+) tasks, ([\d.]+) s", l.strip())
    stages.setdefault(m.group(1), {})[m.group(2)] = (int(m.group(3)), float(m.group(4)))
raw = docs["local1"]["raw_bytes"]
print(f"raw {raw} bytes, written {docs['local1']['written_pct']:.2f}%")
for n in names:
    st = ", ".join(f"{k} {v[1]:.1f} s ({v[0]} tasks)" for k, v in stages[n].items())
    print(f"{n:9s} wall {float(walls[n]):6.1f} s  {raw / float(walls[n]) / 1e6:6.1f} MB/s  stages: {st}")
for a, b in (("local1", "local2"), ("workers1", "workers2")):
    wall = float(walls[a]) / float(walls[b])
    ts = {k: stages[a][k][1] / stages[b][k][1] for k in stages[a] if k in stages[b] and stages[b][k][1] > 0}
    tasks = sum(stages[a][k][1] for k in ts) / sum(stages[b][k][1] for k in ts)
    print(f"{a} -> {b}: whole job {wall:.2f}x, stages in tasks {tasks:.2f}x ("
          + ", ".join(f"{k} {v:.2f}x" for k, v in ts.items()) + ")")
same = all(strip(docs[n]) == strip(docs["local1"]) for n in names)
print(f"documents equal in every size and count: {'yes' if same else 'NO'}")
sys.exit(0 if same else 1)
PY
