#!/usr/bin/python3
"""How small can a lossless delta store make the hf_charlm_adamw run? An estimate, not a codec.

For every fp32 tensor of every checkpoint-N/ of a Hugging Face Trainer run (default: the hf_charlm_adamw fixture)
this prints the cost, in % of raw, of the best coding of its class Snapwear's codecs belong to, computed as the
empirical entropy of the symbols such a coder would write (no table or framing cost, so real coders only come
above it):

  baseline  the sign + exponent (9 bits) entropy-coded, the 23 mantissa bits raw (huffman-exp's model);
  delta     the zigzag difference of the bit patterns against the previous checkpoint's value (predictive's
            model: the bit length entropy-coded, the bits below the leading one raw), also with a per-tensor
            scale prediction for the moments (v_t ~ c v_prev) and, for parameters, with the length coded in
            the context of the reference's exponent and with an Adam-aware prediction
            p_prev + a m/sqrt(v) + b p_prev fitted by least squares per tensor (an oracle fit: the coefficients
            are not charged);
  best      per tensor the cheapest of these.

Usage: /usr/bin/python3 releng/bench/fixture_bound.py [RUN_DIR]   (needs numpy and torch: Debian python3-torch)
"""
import json
import os
import struct
import sys

import numpy as np
import torch

RUN = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../../../shared/fixtures/hf_charlm_adamw")


def safetensors(path):
    with open(path, "rb") as f:
        b = f.read()
    n = struct.unpack("<Q", b[:8])[0]
    header = json.loads(b[8:8 + n])
    out = {}
    for name, v in header.items():
        if name != "__metadata__":
            s, e = v["data_offsets"]
            out[name] = np.frombuffer(b[8 + n + s:8 + n + e], dtype=np.float32)
    return out


def load(ckpt):
    """Parameters (in the order the model saved them) and Adam moments keyed by parameter name."""
    shards = sorted(f for f in os.listdir(ckpt) if f.startswith("model") and f.endswith(".safetensors"))
    params = {}
    for s in shards:
        params.update(safetensors(os.path.join(ckpt, s)))
    order = list(params)
    moments = {}
    opt = torch.load(os.path.join(ckpt, "optimizer.pt"))
    for i, state in opt["state"].items():
        for k in ("exp_avg", "exp_avg_sq"):
            moments[(order[i], k)] = state[k].numpy().ravel()
    return params, moments


def entropy_bits(symbols):
    _, counts = np.unique(symbols, return_counts=True)
    p = counts / counts.sum()
    return float(-(counts * np.log2(p)).sum())


def conditional_entropy_bits(symbols, context):
    return entropy_bits(context.astype(np.int64) * 4096 + symbols) - entropy_bits(context)


def baseline_bits(x):
    return entropy_bits(x.view(np.uint32) >> 23) + 23 * x.size


def residual_lengths(cur, pred):
    d = cur.view(np.int32).astype(np.int64) - pred.view(np.int32).astype(np.int64)
    z = np.where(d >= 0, 2 * d, -2 * d - 1)
    return np.where(z == 0, 0, np.floor(np.log2(np.maximum(z, 1))).astype(np.int64) + 1)


def delta_bits(cur, pred, context=None):
    nb = residual_lengths(cur, pred)
    raw = float(np.maximum(nb - 1, 0).sum())
    if context is None:
        return entropy_bits(nb) + raw
    return conditional_entropy_bits(nb, context) + raw


def main():
    steps = sorted(int(d.split("-")[1]) for d in os.listdir(RUN) if d.startswith("checkpoint-"))
    prev = None
    rows = []
    for step in steps:
        params, moments = load(os.path.join(RUN, "checkpoint-%d" % step))
        for name, p in params.items():
            costs = {"baseline": baseline_bits(p)}
            if prev is not None and name in prev[0]:
                q = prev[0][name]
                costs["delta"] = delta_bits(p, q)
                costs["delta, ref exponent context"] = delta_bits(p, q, (q.view(np.uint32) >> 23) & 0xff)
                if (name, "exp_avg") in moments:
                    m, v = moments[(name, "exp_avg")], moments[(name, "exp_avg_sq")]
                    x = np.stack([m / (np.sqrt(v) + 1e-8), q], 1).astype(np.float64)
                    coef = np.linalg.lstsq(x, p.astype(np.float64) - q, rcond=None)[0]
                    costs["delta, Adam-aware oracle"] = delta_bits(p, (q + x @ coef).astype(np.float32))
            rows.append((step, "parameter", p.size * 32, costs))
        for (name, k), x in moments.items():
            costs = {"baseline": baseline_bits(x)}
            if prev is not None and (name, k) in prev[1]:
                y = prev[1][(name, k)]
                costs["delta"] = delta_bits(x, y)
                ratio = np.median(x / np.where(y == 0, 1, y))
                costs["delta, scaled"] = delta_bits(x, (y * np.float32(ratio)).astype(np.float32))
            rows.append((step, k, x.size * 32, costs))
        prev = (params, moments)
    print("checkpoint  role          raw bytes  best %   (best of: baseline / delta / context / oracle)")
    groups = {}
    for step, role, raw, costs in rows:
        g = groups.setdefault((step, role), [0, 0.0])
        g[0] += raw
        g[1] += min(costs.values())
    for (step, role), (raw, best) in sorted(groups.items()):
        print("%10d  %-12s %10d  %6.1f" % (step, role, raw // 8, 100 * best / raw))
    raw = sum(g[0] for g in groups.values())
    best = sum(g[1] for g in groups.values())
    print("all tensors of the run: %d bytes, estimated floor of this coder class %.1f %% of raw" % (raw // 8, 100 * best / raw))


if __name__ == "__main__":
    main()
