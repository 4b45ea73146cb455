#!/usr/bin/env bash
# A Spark standalone cluster on the loopback address, from the jars the build resolved (no Spark download): a
# Master and N Workers, each its own JVM, every server socket on 127.0.0.1.
#
#   releng/scripts/spark-cluster.sh start [WORKERS [CORES_PER_WORKER]]   # default 2 Workers of 1 core
#   releng/scripts/spark-cluster.sh master                               # prints spark://127.0.0.1:PORT
#   releng/scripts/spark-cluster.sh stop
#
# A Worker launches its executors as 'java -cp SPARK_HOME/jars/*' (Spark's launcher): without a Spark installation
# every executor failed with "Cannot find any build directories". So 'start' lays out a Spark home whose jars/ are
# links to the Spark class path Maven resolved (target/spark-classpath.txt) and whose conf/ keeps Spark's log at
# WARN. The pids, logs and the master URL are under SPARK_CLUSTER_DIR (default: the module's
# target/spark-cluster); 'stop' ends the Workers' executors, the Workers and the Master by those pids.
# SPARK_WORKER_MEMORY (default 2g) is what each Worker offers its executors.
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
module="$here/bundles/org.snapwear.spark/target"
dir="${SPARK_CLUSTER_DIR:-$module/spark-cluster}"
home="$dir/home"
# Bounded waits (seconds): a daemon that has not come up by then is a failure, not a hang.
START_LIMIT=${SPARK_CLUSTER_START_LIMIT:-90}
STOP_LIMIT=20

die() {
    echo "spark-cluster: $*" >&2
    exit 1
}

fail_start() { # a daemon did not come up: stop what did, then fail
    echo "spark-cluster: $*" >&2
    stop > /dev/null
    exit 1
}

free_port() { # a port the kernel just had free on the loopback address
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

# What Spark's launcher (spark-class) adds on Java 17.
. "$here/releng/scripts/spark-java-options.sh"

layout_home() { # SPARK_HOME/jars = links to the resolved Spark class path, SPARK_HOME/conf = quiet log
    [[ -f "$module/spark-classpath.txt" ]] || die "build the job jar first: ./mvnw -B verify -DskipTests"
    rm -rf "$home"
    mkdir -p "$home/jars" "$home/conf" "$dir/work" "$dir/logs"
    tr ':' '\n' < "$module/spark-classpath.txt" | while read -r jar; do
        [[ -n "$jar" ]] && ln -sfn "$jar" "$home/jars/$(basename "$jar")"
    done
    cp "$here/bundles/org.snapwear.spark/spark-conf/log4j2.properties" "$home/conf/"
}

scala_version() { # 2.13, from the name of the resolved spark-core jar
    local core
    core=$(basename "$(ls "$home"/jars/spark-core_*.jar)")
    core=${core#spark-core_}
    echo "${core%%-*}"
}

daemon() { # daemon NAME CLASS ARGS...: starts a JVM in the background, its pid in $dir/NAME.pid
    local name="$1" cls="$2"
    shift 2
    # Spark's launcher takes the Scala version from the environment, else from a source build's directories
    # (which this home has not: "Cannot find any build directories").
    SPARK_HOME="$home" SPARK_SCALA_VERSION="$scala" SPARK_LOCAL_IP=127.0.0.1 SPARK_WORKER_DIR="$dir/work" \
        nohup "${JAVA:-java}" -Xmx512m "${spark_java_options[@]}" -cp "$home/conf:$home/jars/*" "$cls" "$@" \
        > "$dir/logs/$name.log" 2>&1 < /dev/null &
    echo $! > "$dir/$name.pid"
}

listening() { # listening PID PORT: true once PID listens on 127.0.0.1:PORT (as an IPv4 or IPv4-mapped socket)
    ss -Htlnp "sport = :$2" 2>/dev/null | grep -Eq "(^| |:)127\.0\.0\.1\]?:$2 .*pid=$1,"
}

wait_listening() { # wait_listening NAME PORT
    local pid
    pid=$(cat "$dir/$1.pid")
    local deadline=$((SECONDS + START_LIMIT))
    until listening "$pid" "$2"; do
        kill -0 "$pid" 2> /dev/null || { tail -20 "$dir/logs/$1.log" >&2; fail_start "$1 exited while starting"; }
        ((SECONDS < deadline)) || { tail -20 "$dir/logs/$1.log" >&2; fail_start "$1 did not listen on 127.0.0.1:$2 within ${START_LIMIT} s"; }
        sleep 0.5
    done
}

workers_registered() { # the Master's JSON view: how many Workers are ALIVE
    python3 - "$1" <<'PY'
import json, sys, urllib.request
try:
    with urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/json/", timeout=5) as r:
        print(sum(1 for w in json.load(r).get("workers", []) if w.get("state") == "ALIVE"))
except OSError:
    print(0)
PY
}

start() {
    local workers="${1:-2}" cores="${2:-1}"
    [[ -f "$dir/master.url" ]] && die "a cluster is already running ($(cat "$dir/master.url")); stop it first"
    layout_home
    scala=$(scala_version)
    local port ui
    port=$(free_port)
    ui=$(free_port)
    daemon master org.apache.spark.deploy.master.Master --host 127.0.0.1 --port "$port" --webui-port "$ui"
    echo "spark://127.0.0.1:$port" > "$dir/master.url"
    echo "$ui" > "$dir/master.ui"
    wait_listening master "$port"
    local i wport
    for ((i = 1; i <= workers; i++)); do
        wport=$(free_port)
        daemon "worker$i" org.apache.spark.deploy.worker.Worker --host 127.0.0.1 --port "$wport" \
            --webui-port "$(free_port)" --cores "$cores" --memory "${SPARK_WORKER_MEMORY:-2g}" \
            --work-dir "$dir/work/worker$i" "spark://127.0.0.1:$port"
        wait_listening "worker$i" "$wport"
    done
    local deadline=$((SECONDS + START_LIMIT))
    until [[ "$(workers_registered "$ui")" -ge "$workers" ]]; do
        ((SECONDS < deadline)) || fail_start "only $(workers_registered "$ui") of $workers Workers registered within ${START_LIMIT} s"
        sleep 0.5
    done
    echo "spark-cluster: master spark://127.0.0.1:$port (web UI http://127.0.0.1:$ui), $workers Workers x $cores cores"
}

stop_pid() { # stop_pid PID: TERM, a bounded wait, then KILL
    local pid="$1"
    kill -0 "$pid" 2> /dev/null || return 0
    kill "$pid" 2> /dev/null || true
    local deadline=$((SECONDS + STOP_LIMIT))
    while kill -0 "$pid" 2> /dev/null && ((SECONDS < deadline)); do sleep 0.2; done
    kill -0 "$pid" 2> /dev/null && kill -9 "$pid" 2> /dev/null || true
}

stop() {
    local f pid child
    # Workers first, each with the executors it launched (its children), then the Master.
    for f in "$dir"/worker*.pid "$dir"/master.pid; do
        [[ -f "$f" ]] || continue
        pid=$(cat "$f")
        for child in $(pgrep -P "$pid" 2> /dev/null || true); do stop_pid "$child"; done
        stop_pid "$pid"
        rm -f "$f"
    done
    rm -f "$dir/master.url" "$dir/master.ui"
    echo "spark-cluster: stopped"
}

case "${1:-}" in
start) shift; start "$@" ;;
stop) stop ;;
master) [[ -f "$dir/master.url" ]] && cat "$dir/master.url" || die "no cluster running" ;;
*) die "usage: spark-cluster.sh start [WORKERS [CORES]] | master | stop" ;;
esac
