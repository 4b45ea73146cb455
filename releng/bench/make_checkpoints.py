#!/usr/bin/python3
"""Generates a run of large Hugging Face Trainer checkpoints for the store benchmark.

A real multi-GiB training run does not fit a CI machine, so the training dynamics are simulated where they decide
how well checkpoints compress: fp32 parameters that move by Adam updates, Adam's two moments (exp_avg follows
the gradients, exp_avg_sq their squares), a step counter per parameter, and the non-tensor state a Trainer writes
(scheduler, RNG states, trainer_state.json, training_args.bin). Between two checkpoints one Adam update with a
learning rate standing for many steps is applied to gradients drawn afresh (noise with a per-tensor scale).

    make_checkpoints.py --out DIR --gib 3 --count 3 [--every 100]

writes DIR/checkpoint-0, DIR/checkpoint-100, ... each of about GIB GiB (a third parameters, two thirds moments),
the model sharded in tensors of at most 256 MiB, written to tmp-checkpoint-N and renamed, as the Trainer does.
"""

import argparse
import json
import os
import random
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resume-test"))
import safetensors_io  # noqa: E402

TENSOR_FLOATS = 64 << 20  # 256 MiB per tensor


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--gib", type=float, default=3.0)
    ap.add_argument("--count", type=int, default=3)
    ap.add_argument("--every", type=int, default=100)
    a = ap.parse_args()
    rng = np.random.default_rng(1234)
    random.seed(1234)
    torch.manual_seed(1234)
    floats = int(a.gib * (1 << 30) / 4 / 3)
    sizes = []
    while floats > 0:
        sizes.append(min(TENSOR_FLOATS, floats))
        floats -= sizes[-1]
    params = [(rng.standard_normal(n, dtype=np.float32) * np.float32(0.02)) for n in sizes]
    m = [np.zeros(n, np.float32) for n in sizes]
    v = [np.zeros(n, np.float32) for n in sizes]
    scales = [np.float32(10 ** rng.uniform(-4, -2)) for _ in sizes]
    os.makedirs(a.out, exist_ok=True)
    for k in range(a.count):
        step = k * a.every
        if k > 0:
            for i in range(len(sizes)):
                g = rng.standard_normal(sizes[i], dtype=np.float32) * scales[i]
                m[i] *= np.float32(0.9)
                m[i] += np.float32(0.1) * g
                v[i] *= np.float32(0.999)
                v[i] += np.float32(0.001) * g * g
                params[i] -= np.float32(1e-3) * m[i] / (np.sqrt(v[i]) + np.float32(1e-8))
                del g
        write_checkpoint(a.out, step, params, m, v, k > 0)
        print("checkpoint-%d written" % step, flush=True)


def write_checkpoint(out, step, params, m, v, with_state):
    tmp = os.path.join(out, "tmp-checkpoint-%d" % step)
    os.makedirs(tmp)
    state = {"layers.%d.weight" % i: torch.from_numpy(p) for i, p in enumerate(params)}
    safetensors_io.write_sharded(tmp, state, shards=2)
    opt = {"state": {}, "param_groups": [{"lr": 1e-3, "betas": (0.9, 0.999), "eps": 1e-8, "weight_decay": 0.01,
                                          "params": list(range(len(params)))}]}
    if with_state:
        for i in range(len(params)):
            opt["state"][i] = {"step": torch.tensor(float(step)), "exp_avg": torch.from_numpy(m[i]),
                               "exp_avg_sq": torch.from_numpy(v[i])}
    torch.save(opt, os.path.join(tmp, "optimizer.pt"))
    torch.save({"last_epoch": step, "_last_lr": [1e-3]}, os.path.join(tmp, "scheduler.pt"))
    torch.save({"python": random.getstate(), "numpy": np.random.get_state(), "cpu": torch.get_rng_state()},
               os.path.join(tmp, "rng_state.pth"))
    with open(os.path.join(tmp, "trainer_state.json"), "w") as f:
        json.dump({"global_step": step, "log_history": [{"step": s, "loss": 2.0 / (1 + s)} for s in range(step)]},
                  f, indent=2)
    torch.save({"output_dir": out, "save_steps": 100}, os.path.join(tmp, "training_args.bin"))
    os.rename(tmp, os.path.join(out, "checkpoint-%d" % step))


if __name__ == "__main__":
    main()
