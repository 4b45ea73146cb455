#!/usr/bin/env bash
# Checks the Spark jobs against the single-machine commands on the shared fixtures (run by test-all.sh after the
# build; issue #20): the job jar submitted through Spark's own entry point (releng/scripts/spark-submit.sh,
# --master local[2]) must print the same 'compress --json' document as './snapwear compress' (every field but the
# timings) and write the same sweep report as './snapwear sweep' (every file byte for byte).
set -euo pipefail
cd "$(dirname "$0")/../.."
fixtures="${SNAPWEAR_FIXTURES:-$(pwd)/../shared/fixtures}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() {
  echo "spark-check: FAIL: $*" >&2
  exit 1
}
same_json() { # same_json A B: equal after dropping the timing fields
  python3 - "$1" "$2" <<'PY'
import json, sys
TIMES = {"encode_mb_per_s", "decode_mb_per_s", "encode_ms", "decode_ms"}
def strip(x):
    if isinstance(x, dict):
        return {k: strip(v) for k, v in x.items() if k not in TIMES}
    if isinstance(x, list):
        return [strip(v) for v in x]
    return x
a, b = (strip(json.load(open(p))) for p in sys.argv[1:3])
sys.exit(0 if a == b else 1)
PY
}
n=0
while read -r fixture args; do
  n=$((n + 1))
  seq="$fixtures/$fixture"
  # shellcheck disable=SC2086
  ./snapwear compress "$seq" $args --json > "$work/single$n.json" || fail "snapwear compress $fixture $args"
  # shellcheck disable=SC2086
  releng/scripts/spark-submit.sh --master 'local[2]' --conf spark.ui.enabled=false compress "$seq" $args --chunks-per-task 2 \
      > "$work/spark$n.json" 2> "$work/spark$n.log" || { tail -20 "$work/spark$n.log" >&2; fail "spark compress $fixture $args"; }
  same_json "$work/single$n.json" "$work/spark$n.json" \
      || { diff "$work/single$n.json" "$work/spark$n.json" | head -20 >&2; fail "compress $fixture $args: documents differ"; }
  echo "spark-check: compress $fixture $args: same document"
done <<'RUNS'
cnn_digits_sgd --codec dynrle --mode progressive --snap-dis 4 --chunk-bytes 65536
hf_charlm_adamw --codec predictive --mode chain --snap-dis 2 --chunk-bytes 262144
RUNS

cat > "$work/grid.properties" <<'GRID'
scheme.chain = --codec dynrle --mode chain
snap_dis = 2, 4
policy = greedy, cost-benefit
blocks_per_chip = 48
GRID
./snapwear sweep "$fixtures/cnn_digits_sgd" --grid "$work/grid.properties" --out "$work/sweep-single" > /dev/null \
    2> "$work/sweep-single.log" || { tail -20 "$work/sweep-single.log" >&2; fail "snapwear sweep"; }
releng/scripts/spark-submit.sh --master 'local[2]' --conf spark.ui.enabled=false sweep "$fixtures/cnn_digits_sgd" --grid "$work/grid.properties" \
    --out "$work/sweep-spark" > /dev/null 2> "$work/sweep.log" || { tail -20 "$work/sweep.log" >&2; fail "spark sweep"; }
diff -r "$work/sweep-single" "$work/sweep-spark" > /dev/null || fail "sweep reports differ: $(diff -rq "$work/sweep-single" "$work/sweep-spark" | head -5)"
[ -f "$work/sweep-spark/tables/sweep.csv" ] || fail "no sweep table"
echo "spark-check: sweep: same report ($(ls -R "$work/sweep-spark" | grep -c '\.') files)"
