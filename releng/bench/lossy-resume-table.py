#!/usr/bin/python3
"""The table of releng/bench/lossy-resume-bench.sh: per subject and loss profile, the bytes and what the loss does
to resumed training.

  lossy-resume-table.py [--markdown] SUBJECT_DIR...

SUBJECT_DIR holds what the benchmark wrote for one subject: `name` (one line), `compress-PROFILE.json`
(`snapwear compress -j --loss PROFILE` over the subject's checkpoint sequence), `check.json`
(`snapwear resume-check -j`) and `report/tables/resume_loss.csv` (the per-step differences). Rows are ordered
from the most bytes to the fewest, so reading down is reading towards more aggressive profiles.

Columns: % of raw (compress, whole sequence), save % (resume-check: the arm's mean bytes per save over its
restarts against the exact checkpoint's bytes), max |diff| (largest |arm mean loss - exact mean loss| over the
steps compared, single steps), band left at (first step outside the exact arm's seed band, or never), outside
(steps outside / steps compared), final diff (trailing mean), extra steps (to the exact arm's final loss).
Standard library only.
"""

import csv
import glob
import json
import os
import sys


def load_subject(d):
    with open(os.path.join(d, "name"), encoding="utf-8") as f:
        name = f.read().strip()
    raw_pct = {}
    for path in glob.glob(os.path.join(d, "compress-*.json")):
        profile = os.path.basename(path)[len("compress-"):-len(".json")]
        with open(path, encoding="utf-8") as f:
            raw_pct[profile] = json.load(f)["written_pct"]
    with open(os.path.join(d, "check.json"), encoding="utf-8") as f:
        check = json.load(f)
    max_diff, band_width = {}, []
    with open(os.path.join(d, "report", "tables", "resume_loss.csv"), encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            diff = abs(float(row["difference"]))
            max_diff[row["arm"]] = max(diff, max_diff.get(row["arm"], 0.0))
            if row["arm"] == "exact":
                band_width.append(float(row["band_high"]) - float(row["band_low"]))
    return name, raw_pct, check, max_diff, band_width


def rows_of(d):
    name, raw_pct, check, max_diff, band_width = load_subject(d)
    arms = {a["arm"]: a for a in check["arms"]}
    exact_bytes = arms.get("exact", {}).get("bytes_per_save")
    rows = []
    for profile in sorted(set(raw_pct) | set(arms), key=lambda p: -raw_pct.get(p, 101.0)):
        a = arms.get(profile)
        save = None
        if a and a.get("bytes_per_save") is not None and exact_bytes:
            save = 100.0 * a["bytes_per_save"] / exact_bytes
        if a is None:
            cells = ["(no run)"] * 5
        elif profile == "exact":
            cells = ["(the band)", "-", "-", "-", "-"]
        else:
            first = a.get("first_exit_step")
            cells = ["%.5f" % max_diff.get(profile, float("nan")),
                     "never" if first is None else str(first),
                     "%d/%d" % (a["steps_outside"], a["steps_compared"]),
                     "%+.5f" % a["final_difference"],
                     "not reached" if a.get("extra_steps") is None else "%+d" % a["extra_steps"]]
        rows.append([profile, "%.1f%%" % raw_pct[profile] if profile in raw_pct else "-",
                     "%.1f%%" % save if save is not None else "-"] + cells)
    note = "%s; band of seeds %s, mean width %.4f; %d failed run(s)" % (
        name, ",".join(str(s) for s in check["seeds"]),
        sum(band_width) / len(band_width) if band_width else float("nan"), len(check["failures"]))
    return note, rows


HEAD = ["subject", "profile", "% of raw", "save %", "max |diff|", "band left at", "outside", "final diff",
        "extra steps"]


def main(argv):
    markdown = "--markdown" in argv
    dirs = [a for a in argv if a != "--markdown"]
    if not dirs:
        print(__doc__, file=sys.stderr)
        return 2
    rows = []
    for d in dirs:
        subject = os.path.basename(os.path.normpath(d))
        note, got = rows_of(d)
        print("%s: %s" % (subject, note))
        rows += [[subject] + r for r in got]
    print()
    if markdown:
        print("| " + " | ".join(h.replace("|", "\\|") for h in HEAD) + " |")
        print("|" + "---|" * len(HEAD))
        for r in rows:
            print("| " + " | ".join(r) + " |")
    else:
        widths = [max(len(str(x)) for x in col) for col in zip(HEAD, *rows)]
        for r in [HEAD] + rows:
            print("  ".join(str(x).ljust(w) if i < 2 else str(x).rjust(w) for i, (x, w) in enumerate(zip(r, widths))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
