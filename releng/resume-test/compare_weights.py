#!/usr/bin/python3
"""Compares two sets of model weights element by element and reports the largest difference.

  compare_weights.py A B --within TOL   exit 0 if every element has |a - b| <= TOL * max(1, |a|)
  compare_weights.py A B --differ TOL   exit 0 if some element has |a - b| >  TOL * max(1, |a|)

A and B are safetensors files or checkpoint directories with a sharded model. Both must hold the same tensor
names, dtypes and shapes, otherwise the comparison fails whatever the mode.

--within is the "same training run up to float rounding" check: a resumed process may round differently in
the last bits (CPU BLAS kernels pick code paths by memory alignment, which depends on the process's allocation
history), so bit equality is too strict there. --differ guards the test itself: it shows that the weights moved
by more than the tolerance between two points of training, i.e. that --within would notice a resume that
trained nothing or restored the wrong step.
"""

import argparse
import sys

import torch

import safetensors_io


def compare(a, b):
    """Returns (max |a-b|, max |a-b|/max(1,|a|), tensor of the latter, elements whose bits differ, elements)."""
    max_abs, max_rel, where, bit_diff, total = 0.0, 0.0, "-", 0, 0
    for name, ta in a.items():
        tb = b[name]
        diff = (ta.double() - tb.double()).abs()
        # NaN compares false both ways; as an infinite difference it fails --within as it should.
        diff = torch.nan_to_num(diff, nan=float("inf"))
        rel = diff / ta.double().abs().clamp(min=1.0)
        if diff.numel():
            max_abs = max(max_abs, diff.max().item())
            if rel.max().item() > max_rel:
                max_rel, where = rel.max().item(), name
        bit_diff += int((ta.view(_int_dtype(ta)) != tb.view(_int_dtype(tb))).sum().item())
        total += ta.numel()
    return max_abs, max_rel, where, bit_diff, total


def _int_dtype(t):
    # Reinterpret the bits as integers of the same width to count elements that are not bit-identical.
    return {8: torch.int64, 4: torch.int32, 2: torch.int16, 1: torch.uint8}[t.element_size()]


def main(argv):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("a")
    p.add_argument("b")
    mode = p.add_mutually_exclusive_group(required=True)
    mode.add_argument("--within", type=float, metavar="TOL")
    mode.add_argument("--differ", type=float, metavar="TOL")
    args = p.parse_args(argv)

    a = safetensors_io.read_weights(args.a)
    b = safetensors_io.read_weights(args.b)
    layout_a = {k: (v.dtype, tuple(v.shape)) for k, v in a.items()}
    layout_b = {k: (v.dtype, tuple(v.shape)) for k, v in b.items()}
    if layout_a != layout_b:
        only = sorted(set(layout_a) ^ set(layout_b))
        changed = sorted(k for k in set(layout_a) & set(layout_b) if layout_a[k] != layout_b[k])
        print("different tensors: only in one of them %s, different dtype/shape %s" % (only, changed))
        return 1
    max_abs, max_rel, where, bit_diff, total = compare(a, b)
    tol = args.within if args.within is not None else args.differ
    print("%d tensors, %d elements, %d not bit-identical; max |a-b| = %.3g, max |a-b|/max(1,|a|) = %.3g (%s); "
          "tolerance %.3g" % (len(a), total, bit_diff, max_abs, max_rel, where, tol))
    ok = max_rel <= tol if args.within is not None else max_rel > tol
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
