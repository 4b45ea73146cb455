#!/usr/bin/env python3
"""Checks the shape docs/ARCHITECTURE.md promises, on the compiled and the source tree of every main bundle:

- no package cycle (jdeps over bundles/*/target/classes), except the EMF-generated Package/Factory/Validator trio
  of org.snapwear.model.study, which EMF's generator makes mutually dependent;
- no hand-written main source file over 450 lines (the EMF-generated model code is exempt);
- no Map<String, Object> in main code: results travel as records, tables with declared schemas, and the typed
  summary (Scalar) and configuration tree (ConfigNode) of org.snapwear.study.results; the two files whose maps
  are not results are exempt (MAP_EXEMPT, with the reason there);
- no Object[] rows in the result and table code (main sources of org.snapwear.study and of the Spark module): a
  row travels as a record whose columns are declared once (org.snapwear.study.results.TypedColumn), never as an
  array read by position. Refused: a declaration whose type is Object[] (field, local variable, parameter, return
  type; `Object[] row = ...`, `Object[] cells()`) and Object[] as a type argument (`List<Object[]>`). Still allowed:
  `new Object[] {...}` handed straight to a varargs call, and `Object...` parameters;
- the package layers drawn in docs/ARCHITECTURE.md ("Package layers") are the code's: every dependency between
  bundles and between a bundle's packages goes down the drawn layers, and every package is drawn.

The plain Maven module org.snapwear.spark (the Spark job jar, not an OSGi bundle) is checked like a bundle: its
classes are in target/classes too, and its sources under src/ (src/main/java, src/test/java) are scanned.

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


# Result and table code: the bundles whose main sources must not pass rows as Object[].
ROW_CHECKED = ("org.snapwear.study", "org.snapwear.spark")
OBJECT_ARRAY_DECLARATION = re.compile(r"(?<![\w.])Object\s*\[\s*\]\s+[A-Za-z_$][\w$]*")
OBJECT_ARRAY_TYPE_ARGUMENT = re.compile(r"[<,]\s*Object\s*\[\s*\]\s*[>,]")


def object_array_rows(text):
    """Lines (1-based) that declare an Object[] or use it as a type argument, comments left out."""
    hits = []
    in_comment = False
    for n, line in enumerate(text.splitlines(), 1):
        code = line
        if in_comment:
            if "*/" not in code:
                continue
            code, in_comment = code.split("*/", 1)[1], False
        code = re.sub(r"/\*.*?\*/", "", code)
        if "/*" in code:
            code, in_comment = code.split("/*", 1)[0], True
        code = code.split("//", 1)[0]
        if OBJECT_ARRAY_DECLARATION.search(code) or OBJECT_ARRAY_TYPE_ARGUMENT.search(code):
            hits.append(n)
    return hits


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


def drawn_layers():
    """The layers block of docs/ARCHITECTURE.md: name -> list of layers (top first), each a set of names."""
    text = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    marker = "<!-- layers: checked by releng/scripts/architecture_check.py -->"
    body = text.split(marker, 1)[1].split("```", 2)[1]
    drawn = {}
    for line in body.strip().splitlines():
        name, spec = (x.strip() for x in line.split(":", 1))
        drawn[name] = [{p.strip() for p in layer.split(",")} for layer in spec.split(">")]
    return drawn


def layer_of(layers, name):
    for i, layer in enumerate(layers):
        if name in layer:
            return i
    return None


def layer_problems(edges, bundles):
    """Dependencies that go up or sideways in the drawn layers, and packages or bundles not drawn."""
    drawn = drawn_layers()
    names = sorted((b.name for b in bundles), key=len, reverse=True)
    problems = []

    def split(pkg):
        for n in names:
            if pkg == n or pkg.startswith(n + "."):
                return n[len("org.snapwear."):], (pkg[len(n) + 1:] or "(root)")
        return None, None

    packages = set(edges) | {b for s in edges.values() for b in s}
    for b in bundles:
        for f in (b / "target" / "classes").rglob("*.class"):
            packages.add(f.parent.relative_to(b / "target" / "classes").as_posix().replace("/", "."))
    for pkg in sorted(packages):
        bundle, local = split(pkg)
        if bundle is None:
            continue
        if layer_of(drawn.get("bundles", []), bundle) is None:
            problems.append(f"bundle {bundle} is not drawn in the layers of docs/ARCHITECTURE.md")
        elif bundle not in drawn or layer_of(drawn[bundle], local) is None:
            problems.append(f"package {pkg} is not drawn in the layers of docs/ARCHITECTURE.md")
    for a in sorted(edges):
        for b in sorted(edges[a]):
            (ba, la), (bb, lb) = split(a), split(b)
            if ba is None or bb is None or {a, b} <= EMF_CYCLE:
                continue
            if ba != bb:
                ia, ib = layer_of(drawn.get("bundles", []), ba), layer_of(drawn.get("bundles", []), bb)
                if ia is not None and ib is not None and ia >= ib:
                    problems.append(f"bundle {ba} uses {bb} ({a} -> {b}), against the drawn bundle layers")
            elif ba in drawn:
                ia, ib = layer_of(drawn[ba], la), layer_of(drawn[ba], lb)
                if ia is not None and ib is not None and ia >= ib:
                    problems.append(f"{a} uses {b}, against the drawn layers of {ba}")
    return problems


def self_test():
    """The Object[] row rule on small cases (run with --self-test)."""
    refused = ["List<Object[]> rows = new ArrayList<>();", "Object[] row = {a, b};", "static Object[] cells() {",
               "void add(Object[] cells) {", "for (Object[] r : rows) {", "Map<String, Object[]> m;",
               "private final Object [] cells;"]
    allowed = ["t.addRow(new Object[] {a, b});", "void addRow(Object... cells) {", "// List<Object[]> rows",
               "/**\n * {@code Object[] row} in a comment\n */", "String[] names = {};", "MyObject[] xs;",
               "rows.toArray(new Object[0]);"]
    bad = [c for c in refused if not object_array_rows(c)] + [c for c in allowed if object_array_rows(c)]
    for c in bad:
        print("architecture-check self-test: wrong verdict on: " + c)
    print(f"architecture-check self-test: {len(refused) + len(allowed)} cases, {len(bad)} wrong")
    return 1 if bad else 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    problems = []
    bundles = main_bundles()
    class_dirs = [b / "target" / "classes" for b in bundles if (b / "target" / "classes").is_dir()]
    if len(class_dirs) != len(bundles):
        print("architecture-check: build first (missing target/classes in "
              + ", ".join(b.name for b in bundles if not (b / "target" / "classes").is_dir()) + ")")
        return 1
    edges = package_edges(class_dirs)
    problems += layer_problems(edges, bundles)
    for comp in cycles(edges):
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
            if b.name in ROW_CHECKED and "/src/test/" not in rel:
                for n in object_array_rows(text):
                    problems.append(f"{rel}:{n}: passes a row as Object[] (declare typed columns instead)")
    for p in problems:
        print("architecture-check: " + p)
    print(f"architecture-check: {len(class_dirs)} bundles, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
