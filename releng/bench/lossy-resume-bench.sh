#!/usr/bin/env bash
# Bounded loss: bytes and resumed training, in one run (docs/BENCHMARKS.md, docs/resume-check.md).
#
# For every loss profile (the built-ins that `snapwear compress` names, found by asking it for an unknown profile,
# plus the ladder of releng/bench/lossy-resume-profiles.txt) on three subjects:
#   fixture  /work/shared/fixtures/hf_charlm_adamw (AdamW char LM, Hugging Face Trainer layout), resumed from
#            checkpoint-100 by releng/resume-test/train_charlm.py with the fixture's settings;
#   charlm   a longer run of that job generated here (train_charlm.py defaults, MAX_STEPS steps, a checkpoint every
#            SAVE_STEPS), resumed from checkpoint-RESUME_AT;
#   generator the built-in generator (Java, Adam), GEN_ITERATIONS iterations, resumed at GEN_RESUME_AT;
# it measures the bytes (`snapwear compress --loss` over the subject's whole checkpoint sequence, progressive
# predictive: % of raw) and what the loss does to resumed training (`snapwear resume-check`, 3 seeds, every lossy
# arm restarted from its own lossy checkpoint RESTARTS times: ExCP's protocol), then prints one table
# (releng/bench/lossy-resume-table.py). Not run in CI: about 20 minutes of CPU on two cores.
#
#   releng/bench/lossy-resume-bench.sh [OUT_DIR]      OUT_DIR (default a mktemp) keeps every JSON, report and run
# Environment: SNAPWEAR (launcher, default ./snapwear), SNAPWEAR_PYTHON (default /usr/bin/python3, with torch),
# FIXTURE, SEEDS (default 1,2,3), RESTARTS (3), FIX_STEPS (5 per segment: the fixture's model costs about 1 s of
# CPU a step), MAX_STEPS (600), SAVE_STEPS (100), RESUME_AT (300), LM_STEPS (25 per segment), GEN_ITERATIONS
# (1200), GEN_INTERVAL (300), GEN_RESUME_AT (600), GEN_STEPS (150 per segment), SUBJECTS (default
# "fixture charlm generator"), PROFILES (default: every built-in and ladder profile), MARKDOWN=1 (the table as
# Markdown too).
set -euo pipefail
repo="$(cd "$(dirname "$(readlink -f "$0")")/../.." && pwd)"
snapwear="${SNAPWEAR:-$repo/snapwear}"
python="${SNAPWEAR_PYTHON:-/usr/bin/python3}"
export SNAPWEAR_HEAP="${SNAPWEAR_HEAP:-2g}"
export PYTHONDONTWRITEBYTECODE=1
fixture="${FIXTURE:-/work/shared/fixtures/hf_charlm_adamw}"
seeds="${SEEDS:-1,2,3}"
restarts="${RESTARTS:-3}"
profiles_file="$repo/releng/bench/lossy-resume-profiles.txt"
train="$repo/releng/resume-test/train_charlm.py"
out="${1:-$(mktemp -d "${TMPDIR:-/tmp}/lossy-resume-bench.XXXXXX")}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
subjects="${SUBJECTS:-fixture charlm generator}"

# The built-in profiles: an unknown name makes compress exit 2 with the valid names (its documented bad input).
set +e
valid="$("$snapwear" -q compress --codec predictive --mode full --loss '?' "$fixture" 2>&1 >/dev/null)"
set -e
builtins="$(sed -n 's/.*(valid: \(.*\))$/\1/p' <<<"$valid" | head -1 | tr -d ' ' | tr ',' ' ')"
[ -n "$builtins" ] || { echo "lossy-resume-bench: cannot read the built-in profiles from: $valid" >&2; exit 1; }
ladder="$(sed -n 's/^\([a-z0-9][a-z0-9_-]*\)\.[a-z_]* *=.*/\1/p' "$profiles_file" | awk '!seen[$0]++' | tr '\n' ' ')"
lossy=""
for p in $builtins $ladder; do [ "$p" = exact ] || lossy="$lossy $p"; done
# PROFILES="a b" measures only these lossy profiles (beside exact)
[ -z "${PROFILES:-}" ] || lossy=" $PROFILES"
echo "profiles: exact$lossy" | tee "$out/profiles.txt"
loss_args=()
for p in $lossy; do loss_args+=(--loss "$p"); done

# compress --loss PROFILE over a sequence for every profile: SUBJECT_DIR/compress-PROFILE.json
bytes() {
  local seq="$1" dir="$2"
  for p in exact $lossy; do
    "$snapwear" -q compress -j --codec predictive --mode progressive --snap-dis 1000000 --loss "$p" \
      --loss-file "$profiles_file" "$seq" > "$dir/compress-$p.json"
  done
}

# resume-check with every profile; SUBJECT_DIR/check.json and SUBJECT_DIR/report/ (exit 1 = some run failed:
# the partial result is kept and the table shows it)
check() {
  local dir="$1"; shift
  local rc=0
  "$snapwear" -q resume-check "$@" --seeds "$seeds" --restarts "$restarts" --no-control "${loss_args[@]}" \
    --loss-file "$profiles_file" -o "$dir/report" -j > "$dir/check.json" 2> "$dir/check.err" || rc=$?
  [ "$rc" -le 1 ] || { echo "lossy-resume-bench: resume-check exit $rc in $dir" >&2; cat "$dir/check.err" >&2; return 1; }
}

# Thread CPU time of a subject's processes (user + system of its children), and its wall time.
timed() {
  local name="$1"; shift
  local t0 t1
  t0="$(date +%s.%N)"
  "$@"
  t1="$(date +%s.%N)"
  # `times`: its second line is the user and system time of the finished children (snapwear, python); run in
  # this shell, not in a pipeline (a forked subshell starts with no children's time)
  times > "$out/$name/times.raw"
  tail -1 "$out/$name/times.raw" | sed 's/[ms]/ /g' | awk -v n="$name" -v w="$(echo "$t1 - $t0" | bc -l)" \
    '{printf "%s: wall %.0f s, CPU %.0f s\n", n, w, $1 * 60 + $2 + $3 * 60 + $4}' > "$out/$name/time.txt"
}

fixture_subject() {
  local d="$out/fixture"
  mkdir -p "$d"
  echo "fixture $fixture: resumed from checkpoint-100, $restarts restarts every ${FIX_STEPS:-5} steps" > "$d/name"
  bytes "$fixture" "$d"
  local steps="${FIX_STEPS:-5}"
  check "$d" "$fixture/checkpoint-100" --steps "$steps" --window "$steps" --command "$python $train \
    --output-dir {out} --max-steps 150 --save-steps 50 --width 96 --layers 3 --mlp 384 --batch-size 32 \
    --warmup-steps 15 --dropout 0 --resume-from {checkpoint} --resume-seed {seed} --loss-log {loss_log} \
    --train-steps {steps}"
}

charlm_subject() {
  local d="$out/charlm" max="${MAX_STEPS:-600}" save="${SAVE_STEPS:-100}" at="${RESUME_AT:-300}"
  local steps="${LM_STEPS:-25}"
  mkdir -p "$d"
  echo "char LM run of $max steps (train_charlm.py defaults), resumed from checkpoint-$at, $restarts restarts every $steps steps" > "$d/name"
  rm -rf "$d/run"
  "$python" "$train" --output-dir "$d/run" --max-steps "$max" --save-steps "$save" > "$d/train.log" 2>&1
  bytes "$d/run" "$d"
  check "$d" "$d/run/checkpoint-$at" --steps "$steps" --window "$steps" --command "$python $train \
    --output-dir {out} --max-steps $max --save-steps $save --resume-from {checkpoint} --resume-seed {seed} \
    --loss-log {loss_log} --train-steps {steps}"
}

generator_subject() {
  local d="$out/generator" its="${GEN_ITERATIONS:-1200}" every="${GEN_INTERVAL:-300}" at="${GEN_RESUME_AT:-600}"
  local steps="${GEN_STEPS:-150}"
  mkdir -p "$d"
  echo "built-in generator, Adam, $its iterations, resumed at $at, $restarts restarts every $steps steps" > "$d/name"
  rm -rf "$d/run" "$d/seq"
  "$snapwear" -q generate -o "$d/run" --optimizer adam --iterations "$its" --interval "$every" --resumable > /dev/null
  # the sequence compress reads: the resume checkpoints (weights and both moments), not the weight snapshots
  mkdir -p "$d/seq"
  ln -s "$d"/run/resume_iter*.safetensors "$d/seq/"
  bytes "$d/seq" "$d"
  check "$d" "$(printf '%s/run/resume_iter%06d.safetensors' "$d" "$at")" --steps "$steps" --window "$((steps / 5))"
}

# all subjects at once: the two PyTorch ones share the two cores, the generator's check is short
pids=()
for s in $subjects; do
  mkdir -p "$out/$s"
  ( timed "$s" "${s}_subject" ) > "$out/$s.log" 2>&1 &
  pids+=($!)
done
failed=0
for p in "${pids[@]}"; do wait "$p" || failed=1; done
if [ "$failed" = 1 ]; then
  echo "lossy-resume-bench: a subject failed; logs: $out/*.log" >&2
  tail -n 5 "$out"/*.log >&2
  exit 1
fi
cat "$out"/*/time.txt
args=()
[ "${MARKDOWN:-0}" = 1 ] && args+=(--markdown)
for s in $subjects; do args+=("$out/$s"); done
"$python" "$repo/releng/bench/lossy-resume-table.py" "${args[@]}" | tee "$out/table.txt"
echo "outputs: $out"
