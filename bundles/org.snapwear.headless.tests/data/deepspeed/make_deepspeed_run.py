#!/usr/bin/python3
"""Writes a tiny run laid out as DeepSpeed ZeRO stage 2 saves it (one rank, no model parallelism):

    run/latest                                              "global_step20"
    run/global_stepN/mp_rank_00_model_states.pt             {'module': bf16 state dict, 'global_steps': N, ...}
    run/global_stepN/zero_pp_rank_0_mp_rank_00_optim_states.pt
        {'optimizer_state_dict': {'base_optimizer_state': {'state': {0: {'step', 'exp_avg', 'exp_avg_sq'}},
                                                           'param_groups': [...]},
                                  'single_partition_of_fp32_groups': [flat fp32 master weights],
                                  'zero_stage': 2, 'loss_scaler': ..., 'ds_version': '0.9.0', ...}}

Only the file layout and the pickled structure of DeepSpeed are imitated (DeepSpeed itself is not installed here);
the numbers come from a few AdamW steps on a random linear model, fixed seeds. Run from this directory:
    /usr/bin/python3 make_deepspeed_run.py
"""
import os

import torch

torch.manual_seed(3)
model = torch.nn.Sequential(torch.nn.Linear(24, 16), torch.nn.ReLU(), torch.nn.Linear(16, 8))
flat = torch.cat([p.detach().reshape(-1) for p in model.parameters()]).clone().requires_grad_(True)
opt = torch.optim.AdamW([flat], lr=1e-2)
os.makedirs("run", exist_ok=True)
for step in range(1, 21):
    x = torch.randn(32, 24)
    loss = (flat[:100].sum() * x.mean()) ** 2 + (flat ** 2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 10:
        continue
    d = "run/global_step%d" % step
    os.makedirs(d, exist_ok=True)
    offset = 0
    module = {}
    for name, p in model.named_parameters():
        module[name] = flat[offset:offset + p.numel()].detach().reshape(p.shape).to(torch.bfloat16).clone()
        offset += p.numel()
    torch.save({"module": module, "buffer_names": [], "optimizer": None, "global_steps": step,
                "global_samples": step * 32, "dp_world_size": 1, "mp_world_size": 1, "ds_version": "0.9.0"},
               os.path.join(d, "mp_rank_00_model_states.pt"))
    sd = opt.state_dict()
    torch.save({"optimizer_state_dict": {"base_optimizer_state": sd,
                                         "single_partition_of_fp32_groups": [flat.detach().clone()],
                                         "zero_stage": 2, "loss_scaler": {"cur_scale": 1.0}, "partition_count": [1],
                                         "ds_version": "0.9.0"},
                "ds_config": {"train_batch_size": 32}, "ds_version": "0.9.0"},
               os.path.join(d, "zero_pp_rank_0_mp_rank_00_optim_states.pt"))
    with open("run/latest", "w") as f:
        f.write("global_step%d" % step)
