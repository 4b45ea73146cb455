#!/usr/bin/env bash
# Same-run A/B of the engines' hot loops: the SSD simulator (single writes, batched writes, event recording with
# wear levelling, reads and trims), BPC encode/decode and the snapshot codecs' encode/decode (four built-ins on the
# real cnn_digits_sgd snapshots), old classes against new, in thread CPU time. Rounds
# alternate the order (old-new, new-old, ...) so drift in the machine's load hits both sides alike; prints every
# run, then per measurement the medians and new/old, and fails if a result digest differs between the sides.
#
#   releng/bench/engines-ab.sh OLD_REF [ROUNDS]     OLD_REF: a git ref (e.g. main) whose engines are compiled
#                                                 ROUNDS (default 5) per workload
# Environment: SNAPWEAR_FIXTURES (default /work/shared/fixtures) for the codec workload; SNAPWEAR_AB_WORKLOADS
# (default "ssd bpc codec") picks workloads.
# Compiles trace, codec, flash and gpu of OLD_REF and of the working tree with javac (no Tycho); third-party jars come
# from ~/.m2 (the target platform's gson, protobuf, jhdf, commons-compress, commons-csv, zstd-jni, slf4j, pickle).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
old_ref="$1"
rounds="${2:-5}"
work="$(mktemp -d "${TMPDIR:-/tmp}/engines-ab.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cp="$(find ~/.m2/repository \( -name 'gson-2*.jar' -o -name 'pickle-1.5.jar' -o -name 'commons-compress-1.28.0.jar' \
  -o -name 'commons-io-2*.jar' -o -name 'jhdf-0.13.0.jar' -o -name 'protobuf-java-4*.jar' -o -name 'slf4j-api-2*.jar' \
  -o -name 'zstd-jni-1.5.7-28.jar' -o -name 'commons-lang3-3*.jar' -o -name 'commons-csv-1.14*.jar' -o -name 'org.eclipse.equinox.common-3.20.200.jar' \
  -o -name 'org.eclipse.equinox.registry-3.12.500.jar' -o -name 'org.eclipse.osgi-3.23.200.jar' \) \
  | grep -v sources | tr '\n' ':')"
engines=(bundles/org.snapwear.trace bundles/org.snapwear.codec bundles/org.snapwear.flash bundles/org.snapwear.gpu)
fixtures="${SNAPWEAR_FIXTURES:-/work/shared/fixtures}"

build() { # build SIDE SOURCE_ROOT
  mkdir -p "$work/$1"
  javac -nowarn -d "$work/$1" -cp "$cp" $(cd "$2" && find "${engines[@]/%//src}" -name '*.java' -printf "$2/%p\n")
  javac -nowarn -d "$work/$1" -cp "$work/$1:$cp" "$repo/releng/bench/engines-ab/EngineAb.java" \
    "$repo/releng/bench/engines-ab/CodecAb.java"
}
mkdir -p "$work/src-old"
git -C "$repo" archive "$old_ref" "${engines[@]}" | tar -x -C "$work/src-old"
build old "$work/src-old"
build new "$repo"

run() { # run SIDE WORKLOAD
  if [ "$2" = codec ]; then
    java -Xmx2g -cp "$work/$1:$cp" CodecAb "$fixtures" | sed "s/^/$1 /" | tee -a "$work/all.txt"
  else
    java -Xmx2g -cp "$work/$1:$cp" EngineAb "$2" | sed "s/^/$1 /" | tee -a "$work/all.txt"
  fi
}
for ((r = 0; r < rounds; r++)); do
  for wl in ${SNAPWEAR_AB_WORKLOADS:-ssd bpc codec}; do
    if ((r % 2 == 0)); then run old $wl; run new $wl; else run new $wl; run old $wl; fi
  done
done
python3 - "$work/all.txt" <<'PY'
import sys, statistics, collections
t = collections.defaultdict(lambda: collections.defaultdict(list)); dg = collections.defaultdict(set)
for line in open(sys.argv[1]):
    f = line.split()
    if f[1] == "digest": dg[f[2]].add(f[3])
    else: t[f[1]][f[0]].append(float(f[2]))
print("%-36s %10s %10s %8s" % ("measurement (thread CPU s)", "old", "new", "new/old"))
for k, v in t.items():
    o, n = statistics.median(v["old"]), statistics.median(v["new"])
    print("%-36s %10.3f %10.3f %8.3f" % (k, o, n, n / o))
bad = [k for k, s in dg.items() if len(s) != 1]
print("digests: " + ("all equal" if not bad else "DIFFER: " + ", ".join(bad)))
sys.exit(1 if bad else 0)
PY
