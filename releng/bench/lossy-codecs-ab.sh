#!/usr/bin/env bash
# Speed and size of the lossy codecs on hf_charlm_adamw (LossyBenchmark: every lossy built-in profile, thread CPU
# time per thread, every decoded tensor checked against its bound), compiled with javac from the working tree and,
# when OLD_REF is given, also from that git ref (the same benchmark source), old and new run alternately so the
# machine's load hits both alike. Take the best of the rounds per codec as the speed (interference only slows);
# with more than one round, a summary at the end gives per side, profile and codec the best and the median of the
# rounds' encode and decode MB/s, with the load average before and after.
#
#   releng/bench/lossy-codecs-ab.sh [--old OLD_REF] [--rounds N] [FIXTURES_DIR]
# Environment: BENCH_REPS (timed passes, default 8), BENCH_WARMUP (4), BENCH_PROFILES (a profile file of more
# profiles, e.g. "abs1e4.parameter = error-bounded:abs=1e-4"), BENCH_ONLY (comma-separated profile names),
# BENCH_JAVA_OPTS (e.g. -XX:StartFlightRecording=filename=x.jfr,settings=profile).
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
work="$(mktemp -d "${TMPDIR:-/tmp}/lossy-ab.XXXXXX")"
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
trap 'rm -rf "$work"' EXIT
cp="$(find ~/.m2/repository \( -name 'gson-2*.jar' -o -name 'pickle-1.5.jar' -o -name 'commons-compress-1.28.0.jar' \
  -o -name 'commons-io-2*.jar' -o -name 'jhdf-0.13.0.jar' -o -name 'protobuf-java-4*.jar' -o -name 'slf4j-api-2*.jar' \
  -o -name 'zstd-jni-1.5.7-28.jar' -o -name 'commons-lang3-3*.jar' -o -name 'commons-csv-1*.jar' \
  -o -name 'org.eclipse.equinox.common-3.20.200.jar' -o -name 'org.eclipse.equinox.registry-3.12.500.jar' \
  -o -name 'org.eclipse.osgi-3.23.200.jar' -o -name 'junit-jupiter-api-5.14.4.jar' -o -name 'opentest4j-1.3.0.jar' \
  -o -name 'apiguardian-api-1.1.2.jar' \) | grep -v sources | tr '\n' ':')"
engines=(bundles/org.snapwear.trace bundles/org.snapwear.codec)
bench=(bundles/org.snapwear.testsupport/src/org/snapwear/testsupport/Fixtures.java
  bundles/org.snapwear.codec.tests/src/org/snapwear/codec/tests/codecs/TestTensors.java
  bundles/org.snapwear.codec.tests/bench/org/snapwear/codec/tests/bench/LossyBenchmark.java)

build() { # build SIDE SOURCE_ROOT
  mkdir -p "$work/$1"
  javac -nowarn -d "$work/$1" -cp "$cp" $(cd "$2" && find "${engines[@]/%//src}" -name '*.java' -printf "$2/%p\n")
  javac -nowarn -d "$work/$1" -cp "$work/$1:$cp" "${bench[@]/#/$repo/}"
}
run() { # run SIDE ARGS...
  local side="$1"; shift
  java -Xmx1g ${BENCH_JAVA_OPTS:-} -Dbench.reps="${BENCH_REPS:-8}" -Dbench.warmup="${BENCH_WARMUP:-4}" \
    ${BENCH_PROFILES:+-Dbench.profiles=$BENCH_PROFILES} ${BENCH_ONLY:+-Dbench.only=$BENCH_ONLY} \
    -cp "$work/$side:$cp" org.snapwear.codec.tests.bench.LossyBenchmark "$@" | sed "s/^/[$side] /"
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
done | tee "$work/rounds.txt"
if ((rounds > 1)); then
  echo
  echo "## Summary: $rounds rounds per side, load average $load_before before, $(cut -d' ' -f1-3 /proc/loadavg) after"
  echo
  echo "| side | profile | codec | encode MB/s best | median | decode MB/s best | median |"
  echo "| --- | --- | --- | ---: | ---: | ---: | ---: |"
  # the speed rows of every round ("[side] | codec | raw MB | encode | decode |" after "[side] ## profile P"),
  # grouped by side, profile and codec
  awk -F' *[|] *' '/^\[(old|new)\] ## profile / { split($0, h, " "); profile[h[1]] = h[4] }
    /^\[(old|new)\] [|] [a-z]/ && $3 ~ /^[0-9.]+$/ {
      side = $1; key = substr(side, 2, length(side) - 2) " | " profile[side] " | " $2
      if (!(key in n)) order[++keys] = key
      n[key]++; enc[key, n[key]] = $4; dec[key, n[key]] = $5
    }
    function med(a, k, c,   i, j, t, v) { # median of a[k, 1..c]
      for (i = 1; i <= c; i++) v[i] = a[k, i] + 0
      for (i = 2; i <= c; i++) for (j = i; j > 1 && v[j - 1] > v[j]; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
      return c % 2 ? v[(c + 1) / 2] : (v[c / 2] + v[c / 2 + 1]) / 2
    }
    function best(a, k, c,   i, b) { b = 0; for (i = 1; i <= c; i++) if (a[k, i] + 0 > b) b = a[k, i] + 0; return b }
    END {
      for (o = 1; o <= keys; o++) { k = order[o]; c = n[k]
        printf "| %s | %.0f | %.0f | %.0f | %.0f |\n", k, best(enc, k, c), med(enc, k, c), best(dec, k, c), med(dec, k, c) }
    }' "$work/rounds.txt" | sort -t'|' -k3,4 -k2,2r
fi
