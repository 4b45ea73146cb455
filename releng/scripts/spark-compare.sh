#!/usr/bin/env bash
# Sourced by the Spark checks (spark-check.sh, spark-cluster-check.sh): the single-machine commands' outputs on the
# shared fixtures, the same jobs submitted through releng/scripts/spark-submit.sh with a given master and input
# location (a directory or an hdfs:// URI holding the fixtures), and the comparison: the 'compress --json' document
# equal in every field but the timings (and the 'sequence' string, which is the location as given), every file of
# the sweep report byte for byte.
# Callers set: work (a scratch directory), fixtures (the local fixtures directory).

fail() {
  echo "spark-check: FAIL: $*" >&2
  exit 1
}

# The compress runs and the sweep grid every check uses (small chunks: parts span several tasks).
SPARK_COMPARE_RUNS='cnn_digits_sgd --codec dynrle --mode progressive --snap-dis 4 --chunk-bytes 65536
hf_charlm_adamw --codec predictive --mode chain --snap-dis 2 --chunk-bytes 262144'

spark_grid() {
  cat > "$work/grid.properties" <<'GRID'
scheme.chain = --codec dynrle --mode chain
snap_dis = 2, 4
policy = greedy, cost-benefit
blocks_per_chip = 48
GRID
}

same_json() { # same_json A B: equal after dropping the timing fields and the sequence as given
  python3 - "$1" "$2" <<'PY'
import json, sys
TIMES = {"encode_mb_per_s", "decode_mb_per_s", "encode_ms", "decode_ms", "sequence"}
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

single_outputs() { # ./snapwear compress --json and ./snapwear sweep into $work/single*
  spark_grid
  local n=0 fixture args
  while read -r fixture args; do
    n=$((n + 1))
    # shellcheck disable=SC2086
    ./snapwear compress "$fixtures/$fixture" $args --json > "$work/single$n.json" || fail "snapwear compress $fixture $args"
  done <<< "$SPARK_COMPARE_RUNS"
  ./snapwear sweep "$fixtures/cnn_digits_sgd" --grid "$work/grid.properties" --out "$work/sweep-single" > /dev/null \
      2> "$work/sweep-single.log" || { tail -20 "$work/sweep-single.log" >&2; fail "snapwear sweep"; }
}

spark_outputs() { # spark_outputs LABEL INPUT RUNS SUBMIT-OPTIONS...: the jobs on INPUT, compared with single_outputs;
  # RUNS: which compress runs of SPARK_COMPARE_RUNS (e.g. "1 2"), then the sweep
  local label="$1" input="$2" runs="$3"
  shift 3
  local n=0 fixture args out="$work/$label"
  mkdir -p "$out"
  while read -r fixture args; do
    n=$((n + 1))
    [[ " $runs " == *" $n "* ]] || continue
    # shellcheck disable=SC2086
    releng/scripts/spark-submit.sh "$@" --conf spark.ui.enabled=false compress "$input/$fixture" $args \
        --chunks-per-task 2 > "$out/spark$n.json" 2> "$out/spark$n.log" \
        || { tail -20 "$out/spark$n.log" >&2; fail "$label: spark compress $fixture $args"; }
    same_json "$work/single$n.json" "$out/spark$n.json" \
        || { diff "$work/single$n.json" "$out/spark$n.json" | head -20 >&2; fail "$label: compress $fixture $args: documents differ"; }
    echo "spark-check: $label: compress $input/$fixture $args: same document"
  done <<< "$SPARK_COMPARE_RUNS"
  releng/scripts/spark-submit.sh "$@" --conf spark.ui.enabled=false sweep "$input/cnn_digits_sgd" \
      --grid "$work/grid.properties" --out "$out/sweep" > /dev/null 2> "$out/sweep.log" \
      || { tail -20 "$out/sweep.log" >&2; fail "$label: spark sweep"; }
  [ -f "$out/sweep/tables/sweep.csv" ] || fail "$label: no sweep table"
  diff -r "$work/sweep-single" "$out/sweep" > /dev/null \
      || fail "$label: sweep reports differ: $(diff -rq "$work/sweep-single" "$out/sweep" | head -5)"
  echo "spark-check: $label: sweep $input/cnn_digits_sgd: same report ($(find "$out/sweep" -type f | wc -l) files)"
}
