#!/usr/bin/env bash
# Checks the Spark jobs against the single-machine commands on the shared fixtures (run by test-all.sh after the
# build): the job jar submitted through Spark's own entry point (releng/scripts/spark-submit.sh, --master
# local[2]) must print the same 'compress --json' document as './snapwear compress' (every field but the timings)
# and write the same sweep report as './snapwear sweep' (every file byte for byte). The standalone cluster and
# HDFS: releng/scripts/spark-cluster-check.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
fixtures="${SNAPWEAR_FIXTURES:-$(pwd)/../shared/fixtures}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
. releng/scripts/spark-compare.sh
single_outputs
spark_outputs local2 "$fixtures" "1 2" --master 'local[2]'
