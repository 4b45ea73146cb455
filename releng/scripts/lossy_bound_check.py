#!/usr/bin/env python3
"""Independent check of the lossy codecs' bounds with numpy.

Reads the cases a Java test wrote (bundles/org.snapwear.codec.tests, LossyNumpyCheckTest): per case NAME.json
(dtype, bound, and the errors the Java checker measured), NAME.orig and NAME.dec (raw little-endian element data:
the original tensor and what the codec decoded). Recomputes every error in float64 with numpy, independently of the
Java code, and checks: non-finite originals come back bit for bit; |d - o| within the bound (absolute, relative,
per-block absmax scale, per-block square-root scale, per-block residual scale against NAME.ref, the reference the
codec was given); zeros exact and signs kept when the bound says so; and that
the Java checker's maximum absolute error agrees with numpy's, and so do its maximum error in the domain the bound
is stated in (between square roots for the square-root kind) and its largest error as a fraction of the bound.

Usage: lossy_bound_check.py DIR   (exit 0: every case within its bound; 1: one line per violation; 2: bad input)
"""
import json
import pathlib
import sys

import numpy as np


def load(path, dtype):
    raw = np.fromfile(path, dtype=np.uint8)
    if dtype == "F32":
        bits = raw.view("<u4")
        return bits.view("<f4").astype(np.float64), bits
    bits = raw.view("<u2")
    if dtype == "F16":
        return bits.view("<f2").astype(np.float64), bits
    if dtype == "BF16":
        return (bits.astype(np.uint32) << 16).view("<f4").astype(np.float64), bits
    raise ValueError("unknown dtype " + dtype)


def block_scale(o, finite, block, ref=None):
    if ref is not None:
        finite = finite & np.isfinite(ref)
        o = o - ref
    mag = np.where(finite, np.abs(o), 0.0)
    pad = (-len(mag)) % block
    blocks = np.concatenate([mag, np.zeros(pad)]).reshape(-1, block).max(axis=1)
    return np.repeat(blocks, block)[: len(o)]


def check(meta, o, obits, d, dbits, ref):
    """Returns (list of violation strings, max abs error, max error in the bound's domain, max error / allowed)."""
    b = meta["bound"]
    kind, value = b["kind"], b["value"]
    problems = []
    finite = np.isfinite(o)
    bad = np.nonzero(~finite & (obits != dbits))[0]
    if bad.size:
        problems.append("element %d: non-finite value not kept" % bad[0])
    ok = finite & np.isfinite(d)
    bad = np.nonzero(finite & ~np.isfinite(d))[0]
    if bad.size:
        problems.append("element %d: non-finite value decoded" % bad[0])
    err = np.abs(d - o)
    if kind == "absolute":
        allowed = np.full(len(o), value)
    elif kind == "relative":
        allowed = value * np.abs(o)
    elif kind == "absolute_per_block_scale":
        allowed = value * block_scale(o, finite, b["block"])
    elif kind == "residual_per_block_scale":
        allowed = value * block_scale(o, finite, b["block"], ref if ref is not None else np.zeros(len(o)))
    elif kind == "sqrt_per_block_scale":
        allowed = value * np.sqrt(block_scale(o, finite, b["block"]))
        with np.errstate(invalid="ignore"):
            err_sq = np.abs(np.sqrt(d) - np.sqrt(o))
        neg = ok & ((d < 0) | (o < 0))
        err_sq[neg] = np.inf
        err_sq[ok & (d == o)] = 0.0  # unchanged values keep every bound
    else:
        raise ValueError("unknown bound kind " + kind)
    measured = err_sq if kind == "sqrt_per_block_scale" else err
    bad = np.nonzero(ok & ~(measured <= allowed))[0]
    if bad.size:
        i = bad[0]
        problems.append("element %d: decoded %r for %r, error %.6g above the bound %.6g (%s)"
                        % (i, d[i], o[i], measured[i], allowed[i], kind))
    if b["zeros_exact"]:
        bad = np.nonzero(ok & (o == 0) & (d != 0))[0]
        if bad.size:
            problems.append("element %d: zero not kept (decoded %r)" % (bad[0], d[bad[0]]))
    if b["signs_kept"]:
        bad = np.nonzero(ok & (o * d < 0))[0]
        if bad.size:
            problems.append("element %d: sign flipped (%r for %r)" % (bad[0], d[bad[0]], o[bad[0]]))
    max_abs = float(err[ok].max()) if ok.any() else 0.0
    changed = ok & (measured > 0) & (measured <= np.finfo(np.float64).max)
    max_domain = float(measured[changed].max()) if changed.any() else 0.0
    with np.errstate(divide="ignore"):
        of_bound = float((measured[changed] / allowed[changed]).max()) if changed.any() else 0.0
    return problems, max_abs, max_domain, of_bound


def main(argv):
    if len(argv) != 2:
        print("usage: lossy_bound_check.py DIR", file=sys.stderr)
        return 2
    folder = pathlib.Path(argv[1])
    cases = sorted(folder.glob("*.json"))
    if not cases:
        print("%s: no cases (*.json)" % folder, file=sys.stderr)
        return 2
    failed = 0
    for case in cases:
        meta = json.loads(case.read_text())
        o, obits = load(case.with_suffix(".orig"), meta["dtype"])
        d, dbits = load(case.with_suffix(".dec"), meta["dtype"])
        if len(o) != len(d) or len(o) != meta["elements"]:
            print("%s: %d original and %d decoded elements, %d expected" % (case.stem, len(o), len(d),
                                                                             meta["elements"]))
            failed += 1
            continue
        ref = load(case.with_suffix(".ref"), meta["dtype"])[0] if meta.get("reference") else None
        with np.errstate(all="ignore"):
            problems, max_abs, max_domain, of_bound = check(meta, o, obits, d, dbits, ref)
        java = meta["java_max_abs_error"]
        if abs(java - max_abs) > 1e-12 + 1e-9 * max_abs:
            problems.append("the Java checker measured a maximum error of %r, numpy %r" % (java, max_abs))
        # the error in the domain the bound is stated in (between square roots for quant-sqrt) and as a fraction
        # of the bound, when the Java side reports them
        domain = "sqrt" if meta["bound"]["kind"] == "sqrt_per_block_scale" else "value"
        if "java_domain" in meta and meta["java_domain"] != domain:
            problems.append("the Java checker measured in the %s domain, the bound is in the %s domain"
                            % (meta["java_domain"], domain))
        for key, mine in (("java_max_abs_error_in_domain", max_domain), ("java_max_error_of_bound", of_bound)):
            if key in meta and abs(meta[key] - mine) > 1e-12 + 1e-9 * mine:
                problems.append("the Java checker measured %s = %r, numpy %r" % (key[5:], meta[key], mine))
        for p in problems:
            print("%s (%s): %s" % (case.stem, meta["tensor"], p))
        failed += bool(problems)
    print("%d of %d cases within their bound (numpy %s)" % (len(cases) - failed, len(cases), np.__version__))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
