#!/usr/bin/env bash
# Resume check on a real PyTorch job (docs/resume-check.md): the character LM of releng/resume-test trains to a
# Hugging-Face-style checkpoint-20/, then `snapwear resume-check` runs it as a command template from that
# checkpoint (the exact arm, 3 seeds) and from a byte copy of it (the control arm, the same 3 seeds). Checks:
# every run wrote its JSON-lines loss file, the exact arm's seeds really differ (a band of nonzero width), and
# the control arm lands inside the band with a difference of exactly 0 at every step (the job is deterministic).
# Uses ./snapwear at the repository root (SNAPWEAR overrides it) and /usr/bin/python3 with python3-torch
# (SNAPWEAR_PYTHON overrides it). Then ExCP's restart protocol as docs/resume-check.md shows it, shorter: the
# exact arm and a moments-8bit arm, 4 segments of 5 steps (--restarts 3, the job stopping at each segment's end with
# --train-steps): every run gives its loss, each arm compares 20 steps, the lossy arm saves fewer bytes. About
# 90 s on one core. RESUME_CHECK_KEEP=1 keeps the work directory.
set -euo pipefail
repo="$(cd "$(dirname "$(readlink -f "$0")")/../.." && pwd)"
scripts="$repo/releng/resume-test"
snapwear="${SNAPWEAR:-$repo/snapwear}"
python="${SNAPWEAR_PYTHON:-/usr/bin/python3}"
export PYTHONDONTWRITEBYTECODE=1   # no __pycache__ in the source tree

work="$(mktemp -d "${TMPDIR:-/tmp}/snapwear-resume-check.XXXXXX")"
[ "${RESUME_CHECK_KEEP:-0}" = 1 ] || trap 'rm -rf "$work"' EXIT
cd "$work"

"$python" "$scripts/train_charlm.py" --output-dir run --max-steps 40 --save-steps 20 > train.log 2>&1 \
  || { echo "FAIL  training to checkpoint-20"; cat train.log; exit 1; }
template="$python $scripts/train_charlm.py --output-dir {out} --max-steps 40 --save-steps 20"
template="$template --resume-from {checkpoint} --resume-seed {seed} --loss-log {loss_log}"
rc=0
"$snapwear" -q resume-check run/checkpoint-20 --command "$template" --steps 20 --window 5 -o report -j \
  > result.json 2> check.err || rc=$?
if [ "$rc" -ne 0 ]; then
  echo "FAIL  snapwear resume-check (exit $rc)"
  cat check.err result.json
  exit 1
fi
"$python" - result.json report <<'PY'
import json, sys, os
doc = json.load(open(sys.argv[1]))
arms = {a["arm"]: a for a in doc["arms"]}
problems = []
if doc["failures"]:
    problems.append("failed runs: %s" % doc["failures"])
for name in ("exact", "copy"):
    a = arms.get(name)
    if a is None or a["seeds"] != 3 or a["steps_compared"] != 20:
        problems.append("arm %s: expected 3 seeds x 20 steps, got %s" % (name, a))
copy = arms.get("copy", {})
if not copy.get("in_band") or copy.get("final_difference") != 0.0 or copy.get("extra_steps") != 0:
    problems.append("the control arm is not the exact arm: %s" % copy)
rows = [l.split(",") for l in open(os.path.join(sys.argv[2], "tables", "resume_loss.csv")).read().splitlines()]
head = rows[0]
low, high = head.index("band_low"), head.index("band_high")
if not any(float(r[high]) > float(r[low]) for r in rows[1:]):
    problems.append("the exact arm's seeds gave identical losses: the seed does not reach the job")
if not os.path.getsize(os.path.join(sys.argv[2], "charts", "resume_loss.png")):
    problems.append("no chart")
for p in problems:
    print("FAIL  " + p)
if not problems:
    print("PASS  resume-check on the PyTorch char LM: the control arm is inside the band of 3 seeds, "
          "difference 0 at all 20 steps")
sys.exit(1 if problems else 0)
PY

rc=0
"$snapwear" -q resume-check run/checkpoint-20 --command "$template --train-steps {steps}" --steps 5 --restarts 3 \
  --loss moments-8bit --no-control -j > restarts.json 2> restarts.err || rc=$?
if [ "$rc" -ne 0 ]; then
  echo "FAIL  snapwear resume-check --restarts 3 (exit $rc)"
  cat restarts.err restarts.json
  exit 1
fi
"$python" - restarts.json <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
arms = {a["arm"]: a for a in doc["arms"]}
problems = ["failed runs: %s" % doc["failures"]] if doc["failures"] else []
for name in ("exact", "moments-8bit"):
    a = arms.get(name)
    if a is None or a["seeds"] != 3 or a["steps_compared"] != 20:
        problems.append("arm %s: expected 3 seeds x 4 segments of 5 steps, got %s" % (name, a))
if not problems and not arms["moments-8bit"]["bytes_per_save"] < arms["exact"]["bytes_per_save"]:
    problems.append("the lossy arm saved no fewer bytes: %s" % arms)
for p in problems:
    print("FAIL  " + p)
if not problems:
    print("PASS  resume-check --restarts 3 on the PyTorch char LM: 4 segments per run, moments-8bit %d of %d "
          "bytes per save" % (arms["moments-8bit"]["bytes_per_save"], arms["exact"]["bytes_per_save"]))
sys.exit(1 if problems else 0)
PY
