#!/usr/bin/python3
"""Compares a checkpoint directory with its restored copy through the readers a training job uses, independently of
Snapwear's own readers: safetensors files parsed by the format's definition (8-byte header length, JSON header,
raw little-endian data) into numpy, torch.save files opened with torch.load, every other file compared as bytes.

Usage: restored_checkpoint_check.py ORIGINAL RESTORED

Prints one JSON object: {"files": {name: "identical" | "opened"}, "tensors": {name: {"equal": bool,
"max_abs_error": float}}, "objects_equal": {file: bool}}. Tensor names are those Snapwear lists
(FILE::dotted.path). A restored torch.save or safetensors file that its reader cannot open fails the script
(exit 1) with the reader's error; so does a changed non-tensor object or a file that differs but holds no tensors.
"""

import json
import os
import sys

import numpy as np
import torch

SAFETENSORS_DTYPES = {"F64": "<f8", "F32": "<f4", "F16": "<f2", "I64": "<i8", "I32": "<i4", "I16": "<i2",
                      "I8": "i1", "U8": "u1", "BOOL": "?"}


def safetensors_tensors(path):
    with open(path, "rb") as f:
        data = f.read()
    n = int.from_bytes(data[:8], "little")
    header = json.loads(data[8:8 + n])
    out = {}
    for name, spec in header.items():
        if name == "__metadata__":
            continue
        begin, end = spec["data_offsets"]
        raw = data[8 + n + begin:8 + n + end]
        if spec["dtype"] == "BF16":
            bits = np.frombuffer(raw, dtype="<u2").astype(np.uint32) << 16
            out[name] = bits.view("<f4").astype(np.float64)
        else:
            out[name] = np.frombuffer(raw, dtype=SAFETENSORS_DTYPES[spec["dtype"]])
    return header, out


def flatten(obj, prefix, tensors):
    """The tensors of a torch.load result by dotted path, and the object with each tensor replaced by a marker."""
    if torch.is_tensor(obj):
        tensors[prefix] = obj
        return ("tensor", str(obj.dtype), tuple(obj.shape))
    if isinstance(obj, dict):
        return {k: flatten(v, f"{prefix}.{k}" if prefix else str(k), tensors) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return type(obj)(flatten(v, f"{prefix}.{i}" if prefix else str(i), tensors) for i, v in enumerate(obj))
    return obj


def compare(name, a, b, report):
    a64 = np.asarray(a, dtype=np.float64) if a.dtype.kind == "f" else a
    b64 = np.asarray(b, dtype=np.float64) if b.dtype.kind == "f" else b
    equal = a.tobytes() == b.tobytes()
    err = float(np.max(np.abs(a64 - b64))) if a.dtype.kind == "f" and a.size else 0.0
    report["tensors"][name] = {"equal": equal, "max_abs_error": err}


def main(original, restored):
    report = {"files": {}, "tensors": {}, "objects_equal": {}}
    for root, _, files in os.walk(original):
        for f in sorted(files):
            rel = os.path.relpath(os.path.join(root, f), original)
            a_path, b_path = os.path.join(original, rel), os.path.join(restored, rel)
            with open(a_path, "rb") as x, open(b_path, "rb") as y:
                a_bytes, b_bytes = x.read(), y.read()
            if f.endswith(".safetensors"):
                ha, ta = safetensors_tensors(a_path)
                hb, tb = safetensors_tensors(b_path)
                report["objects_equal"][rel] = ha == hb
                for k in ta:
                    compare(f"{rel}::{k}", ta[k], tb[k], report)
                report["files"][rel] = "opened"
            elif a_bytes == b_bytes:
                report["files"][rel] = "identical"
            else:
                ta, tb = {}, {}
                oa = flatten(torch.load(a_path, map_location="cpu"), "", ta)
                ob = flatten(torch.load(b_path, map_location="cpu"), "", tb)  # fails on a bad CRC or structure
                report["objects_equal"][rel] = oa == ob
                for k in ta:
                    compare(f"{rel}::{k}", ta[k].numpy(), tb[k].numpy(), report)
                report["files"][rel] = "opened"
    print(json.dumps(report, sort_keys=True))
    bad = [f for f, ok in report["objects_equal"].items() if not ok]
    if bad:
        print(f"restored_checkpoint_check: non-tensor content differs in {bad}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
