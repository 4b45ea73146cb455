#!/usr/bin/env bash
# Resume test: a real PyTorch training job resumes from a checkpoint directory that went through the snapshot
# store, and ends exactly where a resume from the original directory ends (docs/resume-test.md).
#
#   (a) train uninterrupted to MAX_STEPS, a Hugging-Face-style checkpoint-N/ every SAVE_STEPS steps
#   (b) snapwear store save STORE run/checkpoint-N --iteration N for every checkpoint, oldest first (the
#       store's default mode, progressive), then snapwear store verify STORE
#   (c) snapwear store restore STORE --iteration RESUME_AT --out restored/checkpoint-RESUME_AT: diff -r and a
#       cmp of every file against the original
#   (d) resume from the original and from the restored checkpoint to MAX_STEPS: final weights bit-identical
#   (e) both agree with the uninterrupted run within float rounding (|diff| <= TOL * max(1, |w|)), and the
#       weights moved by more than TOL after RESUME_AT (so (e) would notice a resume that trained nothing)
#   (f) the same training run also staged every checkpoint through the snapwear_store package (clients/python) while
#       `snapwear store watch` ran beside it: the watcher's store holds every checkpoint, STAGING is empty, the
#       latest restores byte for byte, and training resumed from the one before it (resuming from the last trains
#       nothing) is bit-identical to training resumed from the checkpoint the job wrote
# Prints every check and ends with one line "N passed, M failed"; exits 1 if any check failed.
#
# Uses ./snapwear at the repository root (build the product first); SNAPWEAR=/path/to/launcher overrides it.
# Trains with Debian's /usr/bin/python3 and python3-torch (releng/scripts/install-system-deps.sh installs it);
# SNAPWEAR_PYTHON overrides the interpreter. RESUME_TEST_KEEP=1 keeps the work directory.
set -euo pipefail
repo="$(cd "$(dirname "$(readlink -f "$0")")/../.." && pwd)"
scripts="$repo/releng/resume-test"
snapwear="${SNAPWEAR:-$repo/snapwear}"
python="${SNAPWEAR_PYTHON:-/usr/bin/python3}"
# 80 steps of the default model take about 15 s on one core; the two resumes train 40 steps each.
max_steps=80
save_steps=20
resume_at=40
tol=1e-5
export PYTHONDONTWRITEBYTECODE=1   # no __pycache__ in the source tree

work="$(mktemp -d "${TMPDIR:-/tmp}/snapwear-resume.XXXXXX")"
[ "${RESUME_TEST_KEEP:-0}" = 1 ] || trap 'rm -rf "$work"' EXIT
cd "$work"

passed=0
failed=0
n_log=0
# check DESCRIPTION COMMAND...: runs the command, prints its output indented, counts it as passed or failed.
check() {
  local what="$1"
  shift
  n_log=$((n_log + 1))
  local log="$work/log-$n_log.txt"
  local rc=0
  "$@" >"$log" 2>&1 || rc=$?
  if [ "$rc" -eq 0 ]; then
    passed=$((passed + 1))
    echo "PASS  $what"
  else
    failed=$((failed + 1))
    echo "FAIL  $what (exit $rc)"
  fi
  sed 's/^/        /' "$log"
}

summary() {
  echo "resume test: $SECONDS s"
  [ "${RESUME_TEST_KEEP:-0}" = 1 ] && echo "work directory kept: $work"
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}

train() {
  "$python" "$scripts/train_charlm.py" --max-steps "$max_steps" --save-steps "$save_steps" "$@"
}

compare() {
  "$python" "$scripts/compare_weights.py" "$@"
}

# The exact set of checkpoints the run must have left: checkpoint-N for every N, no tmp-checkpoint-N.
expect_checkpoints() {
  local want got
  want="$(for n in $(seq "$save_steps" "$save_steps" "$max_steps"); do echo "checkpoint-$n"; done | sort)"
  got="$(ls -1 "$1" | sort)"
  echo "$got" | tr '\n' ' '
  echo
  [ "$want" = "$got" ]
}

# Every file of the original, compared byte for byte; diff -r has already compared the names both ways.
cmp_files() {
  local f rc=0
  while IFS= read -r -d '' f; do
    if cmp "$1/$f" "$2/$f"; then echo "same bytes: ${f#./}"; else rc=1; fi
  done < <(cd "$1" && find . -type f -print0 | sort -z)
  return $rc
}

echo "== preconditions"
check "launcher $snapwear is executable" test -x "$snapwear"
check "$python imports torch and numpy" "$python" -c \
  'import torch, numpy; print("torch", torch.__version__, "numpy", numpy.__version__)'
if [ "$failed" -ne 0 ]; then
  summary || exit 1
fi

echo "== (a) uninterrupted training to step $max_steps, a checkpoint every $save_steps steps, each also staged"
echo "        for 'snapwear store watch wstore staging', started now beside the job"
mkdir staging
"$snapwear" store watch "$work/wstore" "$work/staging" --exit-when-idle 20 --json >watch.jsonl 2>watch.err &
watch_pid=$!
[ "${RESUME_TEST_KEEP:-0}" = 1 ] || trap 'kill "$watch_pid" 2>/dev/null || true; rm -rf "$work"' EXIT
check "train to step $max_steps" train --output-dir run --final-out final-uninterrupted.safetensors \
  --stage-to "$work/staging"
check "run/ holds exactly checkpoint-$save_steps .. checkpoint-$max_steps" expect_checkpoints run

echo "== (b) every checkpoint into the store, oldest first; verify"
for n in $(seq "$save_steps" "$save_steps" "$max_steps"); do
  check "store save store run/checkpoint-$n --iteration $n" "$snapwear" store save "$work/store" \
    "$work/run/checkpoint-$n" --iteration "$n"
done
check "store verify store" "$snapwear" store verify "$work/store"

echo "== (c) restore iteration $resume_at and compare it with the original"
mkdir -p restored
check "store restore store --iteration $resume_at --out restored/checkpoint-$resume_at" "$snapwear" store restore \
  "$work/store" --iteration "$resume_at" --out "$work/restored/checkpoint-$resume_at"
check "diff -r: same names and contents" diff -r "run/checkpoint-$resume_at" "restored/checkpoint-$resume_at"
check "cmp: every file byte-identical" cmp_files "run/checkpoint-$resume_at" "restored/checkpoint-$resume_at"

echo "== (d) resume from the original and from the restored checkpoint-$resume_at to step $max_steps"
check "resume from run/checkpoint-$resume_at" train --output-dir resumed-original \
  --resume-from "run/checkpoint-$resume_at" --final-out final-resumed-original.safetensors
check "resume from restored/checkpoint-$resume_at" train --output-dir resumed-restored \
  --resume-from "restored/checkpoint-$resume_at" --final-out final-resumed-restored.safetensors
check "final weights of the two resumes are bit-identical" cmp final-resumed-original.safetensors \
  final-resumed-restored.safetensors

echo "== (e) resumed runs against the uninterrupted run, tolerance $tol * max(1, |w|)"
check "resume from the original = uninterrupted within $tol" compare final-uninterrupted.safetensors \
  final-resumed-original.safetensors --within "$tol"
check "resume from the restored copy = uninterrupted within $tol" compare final-uninterrupted.safetensors \
  final-resumed-restored.safetensors --within "$tol"
check "weights moved by more than $tol after step $resume_at (the two checks above can fail)" compare \
  final-uninterrupted.safetensors "run/checkpoint-$resume_at" --differ "$tol"

# The watcher exits 20 s after its last ingest; give it at most 3 minutes in all.
wait_watcher() {
  local t=0
  while kill -0 "$watch_pid" 2>/dev/null && [ $t -lt 180 ]; do sleep 1; t=$((t + 1)); done
  kill -0 "$watch_pid" 2>/dev/null && { echo "still running after ${t} s"; kill "$watch_pid"; }
  local rc=0
  wait "$watch_pid" || rc=$?
  cat watch.jsonl watch.err
  return $rc
}

store_holds_every_checkpoint() {
  "$snapwear" store list "$work/wstore" --json >wlist.json
  local got want
  got="$("$python" -c 'import json,sys; print(" ".join(str(e["iteration"]) for e in json.load(open(sys.argv[1]))["entries"]))' wlist.json)"
  want="$(seq -s ' ' "$save_steps" "$save_steps" "$max_steps")"
  echo "kept: $got"
  [ "$got" = "$want" ]
}

staging_is_empty() {
  ls -A staging
  [ -z "$(ls -A staging)" ]
}

echo "== (f) the watcher's store: every checkpoint, staging empty, resume from its latest"
check "store watch ingested the staged checkpoints and exited when idle" wait_watcher
check "the watcher's store holds checkpoint $save_steps .. $max_steps" store_holds_every_checkpoint
check "staging is empty" staging_is_empty
# The schedule ends at max_steps, so a resume from the last checkpoint trains nothing: resume from the one before.
last=$((max_steps - save_steps))
check "store restore wstore --iteration $max_steps --out wrestored/checkpoint-$max_steps" "$snapwear" store restore \
  "$work/wstore" --iteration "$max_steps" --out "$work/wrestored/checkpoint-$max_steps"
check "diff -r: the latest checkpoint came back whole" diff -r "run/checkpoint-$max_steps" \
  "wrestored/checkpoint-$max_steps"
check "store restore wstore --iteration $last --out wrestored/checkpoint-$last" "$snapwear" store restore \
  "$work/wstore" --iteration "$last" --out "$work/wrestored/checkpoint-$last"
check "resume from run/checkpoint-$last" train --output-dir further-original \
  --resume-from "run/checkpoint-$last" --final-out final-further-original.safetensors
check "resume from the watcher's restored checkpoint-$last" train --output-dir further-restored \
  --resume-from "wrestored/checkpoint-$last" --final-out final-further-restored.safetensors
check "final weights of the two resumes are bit-identical" cmp final-further-original.safetensors \
  final-further-restored.safetensors

summary
