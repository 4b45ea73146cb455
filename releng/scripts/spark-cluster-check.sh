#!/usr/bin/env bash
# The Spark jobs on more than one machine's worth of processes, all on this machine's loopback address (run by
# test-all.sh after spark-check.sh): a standalone cluster (releng/scripts/spark-cluster.sh: a Master and two
# Workers of one core each, from the jars the build resolved) and a real HDFS (a NameNode and a DataNode, Hadoop's
# MiniDFSCluster: org.snapwear.spark.hdfs.LoopbackDfs in the module's test classes) holding a copy of the
# fixtures. The jobs are submitted with --master spark://127.0.0.1:PORT, once on the local fixtures (by a
# relative path: executors run in their Workers' directories) and once on hdfs:// paths; each result must equal
# the single-machine command's (compress: the document but for timings; sweep: every file byte for byte). Every
# server socket must be on 127.0.0.1, and everything started here is stopped by its pid, also on failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
fixtures="${SNAPWEAR_FIXTURES:-$root/../shared/fixtures}"
module="$root/bundles/org.snapwear.spark/target"
work="$(mktemp -d)"
export SPARK_CLUSTER_DIR="$work/cluster"
dfs_pid=""
cleanup() {
  releng/scripts/spark-cluster.sh stop > /dev/null 2>&1 || true
  if [[ -n "$dfs_pid" ]] && kill -0 "$dfs_pid" 2> /dev/null; then
    kill "$dfs_pid" 2> /dev/null || true
    for _ in $(seq 1 100); do kill -0 "$dfs_pid" 2> /dev/null || break; sleep 0.2; done
    kill -9 "$dfs_pid" 2> /dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
. releng/scripts/spark-compare.sh
[[ -f "$module/hdfs-classpath.txt" ]] || fail "build the module first: ./mvnw -B verify -DskipTests"
t0=$SECONDS

# HDFS first: it starts while the single-machine commands run. It serves for at most 10 minutes on its own.
java -Xmx768m -cp "$module/test-classes:$(cat "$module/hdfs-classpath.txt")" org.snapwear.spark.hdfs.LoopbackDfs \
    "$work/dfs" "$work/dfs.uri" 600 "$fixtures/cnn_digits_sgd" "$fixtures/hf_charlm_adamw" \
    > "$work/dfs.log" 2>&1 < /dev/null &
dfs_pid=$!
releng/scripts/spark-cluster.sh start 2 1
single_outputs
for _ in $(seq 1 240); do
  [[ -f "$work/dfs.uri" ]] && break
  kill -0 "$dfs_pid" 2> /dev/null || { tail -20 "$work/dfs.log" >&2; fail "HDFS exited while starting"; }
  sleep 0.5
done
[[ -f "$work/dfs.uri" ]] || { tail -20 "$work/dfs.log" >&2; fail "HDFS did not start within 120 s"; }
hdfs="$(cat "$work/dfs.uri")"
echo "spark-check: HDFS at $hdfs (NameNode and DataNode), $(releng/scripts/spark-cluster.sh master) with 2 Workers"

# Nothing of ours listens on anything but the loopback address: the Master, the Workers, the NameNode, the
# DataNode (the executors and the driver come and go with each job; spark_outputs' jobs run with SPARK_LOCAL_IP).
pids="$dfs_pid $(cat "$SPARK_CLUSTER_DIR"/*.pid | tr '\n' ' ')"
for pid in $pids; do
  ss -Htlnp | grep "pid=$pid," | awk '{print $4}' | grep -Ev '^(127\.0\.0\.1|\[::ffff:127\.0\.0\.1\]):[0-9]+$' \
      && fail "process $pid listens on an address other than 127.0.0.1"
done
echo "spark-check: every server socket on 127.0.0.1 ($(ss -Htlnp | grep -cE "pid=(${pids// /|}),") sockets)"

master="$(releng/scripts/spark-cluster.sh master)"
# a relative path on purpose: the executors run in their Workers' directories
rel="$(python3 -c 'import os, sys; print(os.path.relpath(sys.argv[1]))' "$fixtures")"
# (the safetensors run from local files; the HF checkpoint directories from HDFS; each time also the sweep)
spark_outputs standalone "$rel" 1 --master "$master"
spark_outputs standalone-hdfs "$hdfs/fixtures" 2 --master "$master"
echo "spark-check: standalone cluster and HDFS: $((SECONDS - t0)) s"
