#!/usr/bin/env bash
# Per-codec size and speed on real runs: every built-in delta codec on each checkpoint's float tensors against the
# previous one or two (CodecTableBenchmark, thread CPU time per thread, zstd-1 as the reference), compiled with javac
# from the working tree and, when OLD_REF is given, also from that git ref (the same benchmark source), old and new
# run alternately so the machine's load hits both alike.
#
#   releng/bench/codec-table.sh [--old OLD_REF] [--rounds N] RUN...     RUN: a directory of checkpoints
# Environment: BENCH_CODECS (comma-separated ids, default all), BENCH_REPS (best of, default 2), BENCH_HEAP (8g),
# BENCH_JAVA_OPTS (more JVM options, e.g. -XX:StartFlightRecording=filename=x.jfr for a profile).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
old_ref=""
rounds=1
while [ $# -gt 0 ]; do
  case "$1" in
    --old) old_ref="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    *) break ;;
  esac
done
work="$(mktemp -d "${TMPDIR:-/tmp}/codec-table.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cp="$(find ~/.m2/repository \( -name 'gson-2*.jar' -o -name 'pickle-1.5.jar' -o -name 'commons-compress-1.28.0.jar' \
  -o -name 'commons-io-2*.jar' -o -name 'jhdf-0.13.0.jar' -o -name 'protobuf-java-4*.jar' -o -name 'slf4j-api-2*.jar' \
  -o -name 'zstd-jni-1.5.7-28.jar' -o -name 'commons-lang3-3*.jar' -o -name 'commons-csv-1*.jar' -o -name 'org.eclipse.equinox.common-3.20.200.jar' \
  -o -name 'org.eclipse.equinox.registry-3.12.500.jar' -o -name 'org.eclipse.osgi-3.23.200.jar' \) \
  | grep -v sources | tr '\n' ':')"
engines=(bundles/org.snapwear.trace bundles/org.snapwear.codec)
bench=(bundles/org.snapwear.codec.tests/src/org/snapwear/codec/tests/codecs/RunDeltas.java
  bundles/org.snapwear.codec.tests/bench/org/snapwear/codec/tests/bench/CodecTableBenchmark.java)

build() { # build SIDE SOURCE_ROOT
  mkdir -p "$work/$1"
  javac -nowarn -d "$work/$1" -cp "$cp" $(cd "$2" && find "${engines[@]/%//src}" -name '*.java' -printf "$2/%p\n")

  javac -nowarn -d "$work/$1" -cp "$work/$1:$cp" "${bench[@]/#/$repo/}"
}
run() { # run SIDE RUN...
  local side="$1"; shift
  java -Xmx"${BENCH_HEAP:-8g}" ${BENCH_JAVA_OPTS:-} -Dbench.reps="${BENCH_REPS:-2}" ${BENCH_CODECS:+-Dbench.codecs=$BENCH_CODECS} \
    -cp "$work/$side:$cp" org.snapwear.codec.tests.bench.CodecTableBenchmark "$@" | sed "s/^/[$side] /"
}
build new "$repo"
if [ -n "$old_ref" ]; then
  mkdir -p "$work/src-old"
  git -C "$repo" archive "$old_ref" "${engines[@]}" | tar -x -C "$work/src-old"
  build old "$work/src-old"
fi
for ((r = 0; r < rounds; r++)); do
  if [ -z "$old_ref" ]; then run new "$@"
  elif ((r % 2 == 0)); then run old "$@"; run new "$@"
  else run new "$@"; run old "$@"; fi
done
