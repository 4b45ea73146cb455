#!/usr/bin/env python3
"""Checks the shape docs/ARCHITECTURE.md promises, on the compiled and the source tree of every main bundle:

- no package cycle (jdeps over bundles/*/target/classes), except the EMF-generated Package/Factory/Validator trio
  of org.snapwear.model.study, which EMF's generator makes mutually dependent;
- no hand-written main source file over 450 lines (the EMF-generated model code is exempt);
- no Map<String, Object> passed as a result in main code (the two maps that are not results are exempt, each
  with the reason in its source).

Prints one line per violation and exits 1 if there is any. Run after a build (target/classes must exist)."""
import collections
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
EMF_CYCLE = {"org.snapwear.model.study", "org.snapwear.model.study.impl", "org.snapwear.model.study.util"}
GENERATED = "bundles/org.snapwear.model/src/org/snapwear/model/study/"
MAX_LINES = 450
# Not results: a memo cache keyed by string, and the unpickler's table of Python global names.
MAP_EXEMPT = {"bundles/org.snapwear.study/src/org/snapwear/study/run/RunContext.java",
              "bundles/org.snapwear.trace/src/org/snapwear/trace/format/torch/TorchGlobals.java"}


def main_bundles():
    return sorted(p for p in (ROOT / "bundles").glob("org.snapwear.*")
                  if p.is_dir() and not p.name.endswith(".tests") and p.name != "org.snapwear.testsupport")


def package_edges(class_dirs):
    out = subprocess.run(["jdeps", "-verbose:class", "-filter:none"] + [str(d) for d in class_dirs],
                         capture_output=True, text=True, check=True).stdout
    edges = collections.defaultdict(set)
    for line in out.splitlines():
        m = re.match(r"\s+(org\.snapwear\.[\w.$]+)\s+->\s+(org\.snapwear\.[\w.$]+)", line)
        if m:
            a, b = (x.rsplit(".", 1)[0] for x in m.groups())
            if a != b:
                edges[a].add(b)
    return edges


def cycles(edges):
    """Strongly connected components with more than one package (Tarjan, iterative)."""
    index, low, on, stack, result, counter = {}, {}, set(), [], [], [0]
    nodes = set(edges) | {b for s in edges.values() for b in s}
    for root in sorted(nodes):
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = counter[0]; counter[0] += 1; stack.append(root); on.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = counter[0]; counter[0] += 1; stack.append(w); on.add(w)
                    work.append((w, iter(sorted(edges.get(w, ())))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop(); on.discard(w); comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    result.append(sorted(comp))
    return result


def main():
    problems = []
    bundles = main_bundles()
    class_dirs = [b / "target" / "classes" for b in bundles if (b / "target" / "classes").is_dir()]
    if len(class_dirs) != len(bundles):
        print("architecture-check: build first (missing target/classes in "
              + ", ".join(b.name for b in bundles if not (b / "target" / "classes").is_dir()) + ")")
        return 1
    for comp in cycles(package_edges(class_dirs)):
        if set(comp) != EMF_CYCLE:
            problems.append("package cycle: " + " <-> ".join(comp))
    for b in bundles:
        for f in sorted((b / "src").rglob("*.java")):
            rel = f.relative_to(ROOT).as_posix()
            text = f.read_text(encoding="utf-8")
            n = text.count("\n")
            if n > MAX_LINES and not rel.startswith(GENERATED):
                problems.append(f"{rel}: {n} lines (more than {MAX_LINES})")
            if rel not in MAP_EXEMPT and re.search(r"Map<String,\s*Object>", text):
                problems.append(f"{rel}: passes a Map<String, Object>")
    for p in problems:
        print("architecture-check: " + p)
    print(f"architecture-check: {len(class_dirs)} bundles, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
