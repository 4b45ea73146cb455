#!/usr/bin/env python3
"""Checks that the product and the Spark module use the same library versions.

The root pom.xml's properties ending in `.version` that name a library (gson.version, slf4j.version, ...) are the
one place for those versions: the Spark module's pom must refer to them (no literal version for such a library)
and the product's target platform (target-platform/snapwear.target, which Tycho reads without Maven properties)
must have the same numbers. Prints each disagreement and exits 1, or prints one ok line.

    releng/scripts/check-versions.py [REPO_DIR]
"""
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

POM = "{http://maven.apache.org/POM/4.0.0}"
# artifact -> the root pom property holding its version (one property for artifacts released together)
PROPERTY = {
    "gson": "gson.version",
    "protobuf-java": "protobuf.version",
    "commons-io": "commons-io.version",
    "commons-lang3": "commons-lang3.version",
    "lz4-java": "lz4.version",
    "jna": "jna.version",
    "jna-platform": "jna.version",
    "asm": "asm.version",
    "asm-commons": "asm.version",
    "asm-tree": "asm.version",
    "asm-analysis": "asm.version",
    "asm-util": "asm.version",
    "slf4j-api": "slf4j.version",
    "slf4j-simple": "slf4j.version",
    "zstd-jni": "zstd-jni.version",
    "commons-compress": "commons-compress.version",
    "xz": "xz.version",
    "compress-lzf": "compress-lzf.version",
    "jhdf": "jhdf.version",
    "pickle": "pickle.version",
    "picocli": "picocli.version",
}


def text(element, name, ns=""):
    child = element.find(ns + name)
    return child.text.strip() if child is not None and child.text else None


def main():
    repo = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[2])
    properties = {p.tag[len(POM):]: (p.text or "").strip()
                  for p in ET.parse(repo / "pom.xml").getroot().find(POM + "properties")}
    problems = []
    for prop in sorted(set(PROPERTY.values())):
        if prop not in properties:
            problems.append(f"pom.xml: no property {prop}")
    seen = set()
    for dep in ET.parse(repo / "target-platform/snapwear.target").getroot().iter("dependency"):
        artifact, version = text(dep, "artifactId"), text(dep, "version")
        prop = PROPERTY.get(artifact)
        if prop is None:
            continue
        seen.add(artifact)
        if properties.get(prop) != version:
            problems.append(f"target-platform/snapwear.target: {artifact} {version}, but pom.xml's {prop} is "
                            f"{properties.get(prop)}")
    for artifact in sorted(set(PROPERTY) - seen):
        problems.append(f"target-platform/snapwear.target: no {artifact}")
    spark = repo / "bundles/org.snapwear.spark/pom.xml"
    for dep in ET.parse(spark).getroot().iter(POM + "dependency"):
        artifact, version = text(dep, "artifactId", POM), text(dep, "version", POM)
        prop = PROPERTY.get(artifact)
        if prop is not None and version != "${" + prop + "}":
            problems.append(f"{spark.relative_to(repo)}: {artifact} has version {version}, not ${{{prop}}}")
    for p in problems:
        print("check-versions: " + p, file=sys.stderr)
    if problems:
        return 1
    print(f"check-versions: ok, {len(seen)} libraries agree between the product and the Spark module")
    return 0


if __name__ == "__main__":
    sys.exit(main())
