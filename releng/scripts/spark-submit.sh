#!/usr/bin/env bash
# Submits the Snapwear job jar (bundles/org.snapwear.spark, built by ./mvnw verify) with Spark's own spark-submit
# entry point, org.apache.spark.deploy.SparkSubmit from spark-core, on the Spark class path Maven resolved
# (target/spark-classpath.txt): a machine needs no Spark distribution for local mode. With a Spark installation,
# use its spark-submit instead (docs/scale-out.md gives the command).
#
#   releng/scripts/spark-submit.sh [spark-submit options] JOB ARGS...
#   releng/scripts/spark-submit.sh --master 'local[2]' compress runs/cnn --codec dynrle --mode chain --snap-dis 4
#   releng/scripts/spark-submit.sh --master 'local[*]' sweep runs/cnn --grid grid.properties --out report
#
# Options before the job name go to spark-submit (--master, --conf, --driver-memory, --verbose, ...); default
# --master local[*]. Spark logs at WARN unless --verbose. JAVA (default: java on PATH) runs the driver; SPARK_SUBMIT_HEAP (default 2g) is its heap;
# SPARK_SUBMIT_JAVA_OPTS adds JVM options (e.g. a garbage collector).
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
module="$here/bundles/org.snapwear.spark/target"
job=$(ls "$module"/org.snapwear.spark-*-job.jar 2>/dev/null | head -1 || true)
if [[ -z "$job" || ! -f "$module/spark-classpath.txt" ]]; then
    echo "spark-submit.sh: build the job jar first: ./mvnw -B verify -DskipTests" >&2
    exit 2
fi
submit=()
master=""
verbose=0
# spark-submit's options before the job name: most take a value (--master M, --conf K=V, or --master=M); these
# are flags and take none.
while [[ $# -gt 0 && "$1" == -* ]]; do
    case "$1" in
    --verbose | -v) verbose=1; submit+=("$1"); shift ;;
    --supervise | --help | -h | --version) submit+=("$1"); shift ;;
    --master=*) master="${1#--master=}"; submit+=("$1"); shift ;;
    --*=*) submit+=("$1"); shift ;;
    *)
        [[ $# -ge 2 ]] || { echo "spark-submit.sh: $1 needs a value" >&2; exit 2; }
        [[ "$1" == "--master" ]] && master="$2"
        submit+=("$1" "$2")
        shift 2
        ;;
    esac
done
if [[ $# -eq 0 ]]; then
    echo "spark-submit.sh: a job is required (compress or sweep); e.g. --master 'local[2]' compress SEQ --codec dynrle --mode chain --snap-dis 4" >&2
    exit 2
fi
[[ -z "$master" ]] && submit+=(--master 'local[*]') && master='local[*]'
# Local mode and a cluster on this machine's loopback address talk to themselves only: keep the driver's RPC,
# block manager and web UI on 127.0.0.1 instead of the address the host name resolves to (Spark's default),
# unless the caller chose one.
if [[ ( "$master" == local* || "$master" =~ ^spark://(127\.[0-9.]+|localhost): ) && -z "${SPARK_LOCAL_IP:-}" ]]; then
    export SPARK_LOCAL_IP=127.0.0.1
fi
# Spark's own log at WARN (its INFO lines are a few hundred per job) unless --verbose, which also prints the
# stack trace after a failure's one line.
logconf=(-Dsnapwear.debug=true)
if [[ $verbose -eq 0 ]]; then
    logconf=(-Dlog4j2.configurationFile="$here/bundles/org.snapwear.spark/spark-conf/log4j2.properties")
fi
# What Spark's launcher (spark-class) adds on Java 17.
. "$here/releng/scripts/spark-java-options.sh"
# The job jar first on the class path: its libraries (zstd-jni above all, whose output the sizes depend on) win
# over Spark's copies, as spark.{driver,executor}.userClassPathFirst arranges on a cluster.
# shellcheck disable=SC2086
exec "${JAVA:-java}" -Xmx"${SPARK_SUBMIT_HEAP:-2g}" ${SPARK_SUBMIT_JAVA_OPTS:-} "${spark_java_options[@]}" ${logconf[@]+"${logconf[@]}"} \
    -cp "$job:$(cat "$module/spark-classpath.txt")" \
    org.apache.spark.deploy.SparkSubmit "${submit[@]}" --class org.snapwear.spark.cli.SparkMain "$job" "$@"
