#!/usr/bin/env bash
# Runs every example of the README and docs/ that runs a Snapwear command, on the shared fixtures or generated
# data, and checks that its output shows what the page says it shows (an example that shows nothing, such as a
# sweep whose cells all have write amplification 1, fails here). First it lists the examples the pages hold (a
# shell line in a code block, or a command in papers.md's tables of reproduced figures) and fails on one this
# script does not run, so a new example needs its check. docs/sweep.md's grid is run by SweepDocExampleTest.
# Run by test-all.sh after the build; about 80 s of CPU (mostly JVM start-ups and the demo), 5 min of wall time
# on a 2-core machine shared with two builds.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
fixtures="${SNAPWEAR_FIXTURES:-$root/../shared/fixtures}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "doc-examples: FAIL $1" >&2; failures=$((failures + 1)); }
ok() { echo "doc-examples: ok   $1 (${SECONDS}s)"; }
sw() { "$root/snapwear" "$@"; }

# 1. Every example the pages hold is one this script runs (the text as the page has it).
known="$work/known.txt"
cat >"$known" <<'LIST'
README.md|./mvnw -B verify -DskipTests && ./snapwear demo
README.md|./snapwear store save runs/store out/checkpoint-500 --iteration 500     # every file of the directory
README.md|./snapwear store restore runs/store --iteration 500 --out /tmp/checkpoint-500
README.md|./snapwear store watch runs/store /dev/shm/run1 --keep 5 --max-staged-bytes 20G --serve --json > watch.log &
README.md|./snapwear completion > ~/.local/share/bash-completion/completions/snapwear   # or: source <(./snapwear completion)
README.md|mkdir -p ~/.local/share/man/man1 && ./snapwear man > ~/.local/share/man/man1/snapwear.1   # then: man snapwear
docs/flash.md|snapwear ssd [--config FILE] (--trace FILE | --saves FILE) [--policy P] [--warmup valid,invalid,free|table8]
docs/flash.md|snapwear ssd [--config FILE] --sequence SEQ --codec ID --mode M --snap-dis N [--baseline ID] [--unit U]
docs/flash.md|snapwear ssd --synthetic uniform --alpha A --blocks N --pages-per-block B --writes W [--policy P]
docs/flash.md|snapwear slc TRACE --codec diff-index|xor-rle [--page 16384] [--delta-region 512] [--nop N] [--segment 8]
docs/sweep.md|./snapwear sweep SEQ --grid FILE --out DIR [--threads N] [--json]
docs/papers.md|snapwear stats SEQ
docs/papers.md|snapwear demo
docs/papers.md|snapwear run STUDY.snapwear
docs/papers.md|snapwear compress SEQ --codec dynrle --mode progressive --snap-dis 10
docs/papers.md|snapwear ssd --sequence SEQ --config small.properties --warmup 326,26,32 --warmup-layout mixed --codec dynrle --mode progressive --snap-dis 10
docs/papers.md|snapwear report SEQ --cap 2
docs/papers.md|snapwear ssd --help
docs/papers.md|snapwear new-study FILE
README.md|./snapwear compress ../shared/fixtures/hf_charlm_adamw --codec predictive --baseline predictive --mode progressive --snap-dis 10 --loss moments-8bit
README.md|./snapwear generate -o run --optimizer adam --iterations 600 --interval 300 --resumable
README.md|./snapwear resume-check run/resume_iter000300.safetensors --steps 300 --seeds 1,2,3,4,5 --loss moments-8bit --loss aggressive -o resume-report
docs/resume-check.md|snapwear generate -o run --optimizer adam --iterations 600 --interval 300 --resumable
docs/resume-check.md|snapwear resume-check run/resume_iter000300.safetensors --steps 300 -o resume-report
docs/resume-check.md|snapwear resume-check run/resume_iter000300.safetensors --steps 300 --loss moments-8bit --loss aggressive --run run -o tradeoff
docs/resume-check.md|snapwear resume-check run/checkpoint-20 --steps 20 --command "python3 releng/resume-test/train_charlm.py \
docs/resume-check.md|snapwear resume-check run/checkpoint-300 --steps 25 --restarts 3 --loss moments-8bit --loss aggressive \
docs/papers.md|snapwear pccr --processes 1..1024 --size 229MB --io-rate 100MB/s --fs-bandwidth 10GB/s --ratio 2 --zip-rate 50MB/s
docs/papers.md|snapwear slc TRACE --codec diff-index
docs/papers.md|snapwear slc TRACE --codec diff-index --json
docs/papers.md|snapwear buddy PATH --threshold 0.2
docs/papers.md|snapwear buddy PATH --map NAME
docs/papers.md|snapwear buddy SEQ
docs/papers.md|snapwear buddy --generated --iteration 10
docs/papers.md|snapwear sweep
LIST
python3 - "$known" <<'PY' || fail "an example in the pages has no check here (add it to releng/scripts/doc-examples-test.sh)"
import re, sys, glob
known = {tuple(l.rstrip("\n").split("|", 1)) for l in open(sys.argv[1]) if "|" in l}
found = set()
for f in ["README.md"] + sorted(glob.glob("docs/*.md")):
    inblock = False
    for line in open(f, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("```"):
            inblock = not inblock
            continue
        if (inblock or line.startswith("    ")) and re.search(r"(^|\s|\./)snapwear [a-z-]+", line) \
                and "org.snapwear" not in line:
            found.add((f, line.strip()))
    if f == "docs/papers.md":  # the command column of the reproduced figures
        for line in open(f, encoding="utf-8"):
            if line.startswith("|"):
                for cmd in re.findall(r"`(snapwear [^`]+)`", line.split("|")[-2]):
                    found.add((f, cmd))
missing = sorted(found - known)
for f, cmd in missing:
    print(f"doc-examples: not checked: {f}: {cmd}", file=sys.stderr)
gone = sorted(known - found)
for f, cmd in gone:
    print(f"doc-examples: no longer in the page (update the list): {f}: {cmd}", file=sys.stderr)
sys.exit(1 if missing or gone else 0)
PY
# 0. What a user reads names the papers (docs/papers.md), never "seed 000" or an issue number: the docs and the
# user guide, the product's sources (table titles, chart subtitles, command help, workbench texts, model
# documentation), plugin.xml and report templates.
if grep -rnIiE "seed[ -]?0[0-9]{2}([^0-9]|$)|issue ?#?[0-9]+" README.md docs bundles/*/src bundles/*/model \
    bundles/*/plugin.properties bundles/*/plugin.xml --include='*.md' --include='*.java' --include='*.properties' \
    --include='*.ecore' --include='*.html' --include='*.xml' 2>/dev/null >"$work/seeds.txt"; then
  fail "paper named by a seed number or an issue number: $(head -3 "$work/seeds.txt")"
else ok "no seed numbers or issue numbers"; fi

# docs/resume-check.md: the generator's resume checkpoint resumed over 3 seeds and from a copy of it: the copy is
# inside the band with a difference of 0, and the report has its chart. The page's PyTorch template example is the
# one releng/scripts/resume-check-test.sh runs (test-all.sh), and so is its restart example (--restarts with
# --train-steps, on a shorter run).
rc="$work/resume-check"; mkdir -p "$rc"
if (cd "$rc" && sw -q generate -o run --optimizer adam --iterations 600 --interval 300 --resumable >/dev/null \
    && sw -q resume-check run/resume_iter000300.safetensors --steps 300 -o resume-report >out.txt) \
    && grep -qE "^copy +3 +[0-9,]+ +0/300 +- +\+0\.00000 +\+0 inside" "$rc/out.txt" \
    && [ -s "$rc/resume-report/charts/resume_loss.png" ]; then ok "docs/resume-check.md generator example"
else fail "docs/resume-check.md generator example: $(cat "$rc/out.txt" 2>/dev/null | head -5)"; fi

# docs/resume-check.md, bytes and drive life in the same report: with --run the report has table resume_drive,
# the exact row first, each lossy arm writing less over the run and giving the drive a longer life.
if (cd "$rc" && sw -q resume-check run/resume_iter000300.safetensors --steps 300 --loss moments-8bit \
      --loss aggressive --run run -o tradeoff >tradeoff.txt) \
    && grep -q "^over the run run, saved as " "$rc/tradeoff.txt" \
    && python3 - "$rc/tradeoff/tables/resume_drive.csv" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
assert [r["arm"] for r in rows] == ["exact", "moments-8bit", "aggressive"], rows
w = [int(r["written_bytes"]) for r in rows]
years = [float(r["lifetime_years"]) for r in rows]
assert w[0] > w[1] > w[2] > 0 and years[0] < years[1] < years[2], rows
PY
then ok "docs/resume-check.md resume-check --run"
else fail "docs/resume-check.md resume-check --run: $(cat "$rc/tradeoff.txt" 2>/dev/null | head -9)"; fi

# README, Fewer bytes, measured: compress through a loss profile writes at most 45% of raw with every lossy
# tensor within its bound; the generator's run resumed over 5 seeds stays inside the exact arm's band in both
# lossy arms, each writing less than the exact checkpoint.
fb="$work/fewer-bytes"; mkdir -p "$fb"
if sw -q compress "$fixtures/hf_charlm_adamw" --codec predictive --baseline predictive --mode progressive --snap-dis 10 \
      --loss moments-8bit >"$fb/compress.txt" \
    && grep -q "loss profile moments-8bit: measured error per role (whole run, every lossy tensor within its bound" \
      "$fb/compress.txt" \
    && awk '/% of raw/ { sub(/%/, "", $8); exit !($8 <= 45) }' "$fb/compress.txt"; then ok "README compress --loss"
else fail "README compress --loss: $(head -3 "$fb/compress.txt" 2>/dev/null)"; fi
if (cd "$fb" && sw -q generate -o run --optimizer adam --iterations 600 --interval 300 --resumable >/dev/null \
    && sw -q resume-check run/resume_iter000300.safetensors --steps 300 --seeds 1,2,3,4,5 --loss moments-8bit \
      --loss aggressive -o resume-report >out.txt) \
    && grep -qE "^moments-8bit +5 +[0-9,]+ +0/300 .* inside$" "$fb/out.txt" \
    && grep -qE "^aggressive +5 +[0-9,]+ +0/300 .* inside$" "$fb/out.txt"; then ok "README resume-check --loss"
else fail "README resume-check --loss: $(cat "$fb/out.txt" 2>/dev/null | head -7)"; fi

seq="$fixtures/cnn_digits_sgd"
hf="$fixtures/hf_charlm_adamw"
trace="$fixtures/sqlite_meta_trace"

# 2. README: the demo writes its report and wears the simulated SSD (erases), delta schemes write less than raw.
mkdir -p "$work/demo"
if (cd "$work/demo" && sw demo >out.txt 2>err.txt) && [ -f "$work/demo/snapwear-demo/index.html" ] \
    && grep -q "Schemes on the SSD" "$work/demo/out.txt" \
    && python3 - "$work/demo/snapwear-demo/tables/schemes.csv" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
assert max(int(r["erases"]) for r in rows) > 0, "no scheme erases a block"
assert min(float(r["written_pct"]) for r in rows) < 100, "no scheme writes less than raw"
PY
then ok "README demo"; else fail "README demo: $(tail -3 "$work/demo/err.txt" 2>/dev/null)"; fi

# README: the demo's resume check on the built-in generator: the exact arm and the two lossy profiles, fewer bytes
# per save the more aggressive the profile, every arm compared at every step, the chart in the report.
if grep -q "^Resume check on the built-in generator" "$work/demo/out.txt" \
    && [ -s "$work/demo/snapwear-demo/charts/resume_loss.png" ] \
    && python3 - "$work/demo/snapwear-demo/tables/resume_arms.csv" <<'PY'
import csv, sys
rows = {r["arm"]: r for r in csv.DictReader(open(sys.argv[1]))}
assert list(rows) == ["exact", "moments-8bit", "aggressive"], list(rows)
b = [int(rows[a]["bytes_per_save"]) for a in rows]
assert b[0] > b[1] > b[2], b
assert all(int(r["steps_compared"]) == 40 for r in rows.values()), rows
PY
then ok "README demo resume check"; else fail "README demo resume check: $(grep -A5 '^Resume check' "$work/demo/out.txt")"; fi

# README: save a checkpoint directory whole, restore it, diff finds nothing.
ex="$work/store"; mkdir -p "$ex/out"; cp -r "$hf/checkpoint-100" "$ex/out/checkpoint-500"
if (cd "$ex" && sw store save runs/store out/checkpoint-500 --iteration 500 >/dev/null \
    && sw store restore runs/store --iteration 500 --out "$ex/restored" >/dev/null) \
    && diff -r "$ex/out/checkpoint-500" "$ex/restored"; then ok "README store save/restore"
else fail "README store save/restore: the restored checkpoint differs"; fi

# README: the watcher takes a complete checkpoint off the staging directory into the store.
mkdir -p "$ex/run1"
(cd "$ex" && sw store watch runs/watched run1 --keep 5 --max-staged-bytes 20G --serve --json --exit-when-idle 3 >watch.log 2>watch.err) &
watcher=$!
cp -r "$hf/checkpoint-50" "$ex/run1/tmp-checkpoint-50" && mv "$ex/run1/tmp-checkpoint-50" "$ex/run1/checkpoint-50"
wait "$watcher" || true
if sw store list "$ex/runs/watched" --json | grep -q '"iteration": 50' && [ ! -e "$ex/run1/checkpoint-50" ]; then
  ok "README store watch"; else fail "README store watch: $(tail -2 "$ex/watch.err")"; fi

# README: shell completion and the man page.
if sw completion | grep -q "complete" && sw man | head -5 | grep -q '^\.TH'; then ok "README completion, man"
else fail "README completion, man"; fi

# flash.md: the synopses; the synthetic form shows write amplification next to the LRW/FIFO formula.
if sw ssd --synthetic uniform --alpha 1.25 --blocks 64 --pages-per-block 32 --writes 20000 | grep -q "theory_fifo_wa"
then ok "flash.md ssd --synthetic"; else fail "flash.md ssd --synthetic"; fi
# flash.md: ssd --sequence with a loss profile replays the saves compress --loss writes, and says which profile.
if sw ssd --sequence "$fixtures/hf_charlm_adamw" --codec predictive --mode progressive --snap-dis 10 \
    --loss moments-8bit --json >"$work/ssd-loss.json" \
  && grep -q '"loss_profile": "moments-8bit"' "$work/ssd-loss.json"; then ok "flash.md ssd --sequence --loss"
else fail "flash.md ssd --sequence --loss: $(head -c 300 "$work/ssd-loss.json")"; fi
printf 'write,a.pt,100000\nwrite,b.pt,8192\nread,a.pt,\ndelete,a.pt,\n' >"$work/saves.csv"
if sw ssd --saves "$work/saves.csv" | grep -qE "^host_pages_written +27$"; then ok "flash.md ssd --saves"
else fail "flash.md ssd --saves"; fi

# papers.md, Delta snapshots: Table 1 and Fig. 8 from stats, Fig. 9 from compress, Fig. 10 from ssd.
if sw stats "$seq" >"$work/stats.txt" && grep -q "heading bits" "$work/stats.txt" && grep -q "Exponent histograms" "$work/stats.txt"
then ok "papers.md stats"; else fail "papers.md stats"; fi
if sw compress "$seq" --codec dynrle --mode progressive --snap-dis 10 --json \
    | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["written_bytes"] < d["raw_bytes"], d'
then ok "papers.md compress (written < raw)"; else fail "papers.md compress"; fi
echo "blocks_per_chip = 48" >"$work/small.properties"
if sw ssd --sequence "$seq" --config "$work/small.properties" --warmup 326,26,32 --warmup-layout mixed --codec dynrle \
    --mode progressive --snap-dis 10 --json \
    | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["erases"] > 0 and d["write_amplification"] > 1, d'
then ok "papers.md ssd --sequence (erases, WA > 1)"; else fail "papers.md ssd --sequence"; fi
if sw report "$seq" --cap 2 | grep -qE "^snap_dis: +progressive [0-9]"; then ok "papers.md report --cap 2"
else fail "papers.md report --cap 2"; fi
# new-study writes the papers' defaults; `run STUDY.snapwear` on them is the default study, which the demo above
# ran and checked (its report has the papers' tables), so it is not run twice.
if sw ssd --help | grep -q "Table 4" && sw new-study "$work/s.snapwear" >/dev/null \
    && grep -q "Delta snapshots (Wang et al. 2019)" "$work/s.snapwear" \
    && grep -q "Heading bits" "$work/demo/snapwear-demo/index.html"
then ok "papers.md ssd --help, new-study, run"; else fail "papers.md ssd --help, new-study, run"; fi

# papers.md, sweep: docs/sweep.md's grid, run by SweepDocExampleTest (headless tests).
# papers.md, PCCR: k < k' < k'' and the beneficial point.
if sw pccr --processes 1..1024 --size 229MB --io-rate 100MB/s --fs-bandwidth 10GB/s --ratio 2 --zip-rate 50MB/s \
    | grep -q "k = 100.00, k' = 200.00, k'' = 400.00, p0 = 400.00"; then ok "papers.md pccr"; else fail "papers.md pccr"; fi

# papers.md, SLC progressive programming: fewer pages than one per version.
if sw slc "$trace" --codec diff-index --json \
    | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["physical_pages"] < d["conventional_pages"], d' \
    && sw slc "$trace" --codec diff-index | grep -qE "^physical_pages +[0-9]+"
then ok "papers.md slc"; else fail "papers.md slc"; fi

# papers.md, Buddy Compression: capacity and buddy traffic of a checkpoint, a map of one allocation, overflow
# over a sequence. (The fixtures' fp32 tensors compress about 1x with BPC, so no gain is asserted.)
file="$seq/snap_iter010000.fp32.safetensors"
name="$(sw inspect "$file" --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["tensors"][0]["name"])')"
sw buddy "$file" --threshold 0.2 >"$work/buddy.txt" || true
if grep -qE "^capacity expansion +[0-9.]+x" "$work/buddy.txt" \
    && grep -qE "^buddy entries +[0-9.]+%, buddy sector accesses" "$work/buddy.txt" \
    && sw buddy "$file" --map "$name" | grep -q "compressibility map" \
    && sw buddy "$seq" | grep -q "overflow per step" \
    && sw buddy --generated --iteration 10 | grep -qE "^compression ratio"
then ok "papers.md buddy"; else fail "papers.md buddy"; fi

if [ "$failures" -gt 0 ]; then
  echo "doc-examples: $failures failed" >&2
  exit 1
fi
echo "doc-examples: every example shows what its page says"
