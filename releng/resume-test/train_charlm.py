#!/usr/bin/python3
"""A small, fully deterministic PyTorch training job that checkpoints like the Hugging Face Trainer.

The resume test (releng/scripts/resume-test.sh) needs a real training job whose checkpoint directories look
exactly like what HF users hand to a checkpoint store, and which can resume from such a directory. Nothing
beyond the standard library, torch and numpy is used, so Debian's python3-torch is enough (/usr/bin/python3).

Model: a character-level transformer language model (pre-norm blocks with nn.MultiheadAttention, dropout,
learned positions; 113,996 fp32 parameters with the defaults) trained on a text every Debian has.
Training: AdamW, a LambdaLR schedule (linear warm-up, then cosine to zero at --max-steps), gradient clipping,
batches drawn with numpy's RNG and dropout drawn with torch's, one CPU thread, fixed seeds.

checkpoint-N/ (every --save-steps steps), as the HF Trainer writes it:
  model-00001-of-00002.safetensors, model-00002-of-00002.safetensors, model.safetensors.index.json
  optimizer.pt, scheduler.pt, rng_state.pth, trainer_state.json, training_args.bin
Each checkpoint is written into tmp-checkpoint-N/ and renamed into place, so a crash never leaves a
half-written checkpoint-N/ behind.

  train_charlm.py --output-dir RUN --max-steps 60 --save-steps 20 --final-out final.safetensors
  train_charlm.py --output-dir RUN2 --max-steps 60 --save-steps 20 --resume-from RUN/checkpoint-20 ...

--train-steps N stops after N steps of this process (a checkpoint is saved there), so that a resume check can
restart the job from its own checkpoint every N steps (ExCP's protocol) while the schedule still runs to
--max-steps. The checkpoints of /work/shared/fixtures/hf_charlm_adamw (written by a variant of this job:
final norm named "ln", no bias in the output layer, training_args.bin in Hugging Face's names) resume with the settings of its README:
  --max-steps 150 --save-steps 50 --width 96 --layers 3 --mlp 384 --batch-size 32 --warmup-steps 15 --dropout 0
"""

import argparse
import json
import math
import os
import random
import sys

import numpy as np
import torch
from torch import nn

import safetensors_io

# Arguments that change the arithmetic of training. A resume must use exactly the values the checkpoint was
# trained with (they are in its training_args.bin); anything else would silently train a different job.
TRAINING_KEYS = ("data", "seed", "width", "layers", "heads", "mlp", "context", "dropout", "batch_size",
                 "learning_rate", "weight_decay", "warmup_steps", "max_grad_norm", "max_steps", "save_steps")


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--output-dir", required=True, help="where checkpoint-N/ directories are written")
    p.add_argument("--max-steps", type=int, required=True)
    p.add_argument("--save-steps", type=int, required=True, help="a checkpoint every this many steps")
    p.add_argument("--resume-from", help="a checkpoint-N/ directory to restore and train on from")
    p.add_argument("--stage-to", help="also stage every checkpoint for 'snapwear store watch' in this directory "
                   "(through the snapwear_store package in clients/python, as a job using Snapwear would)")
    p.add_argument("--final-out", help="write the final weights here (one safetensors file, comparable "
                                       "byte for byte)")
    p.add_argument("--loss-log", help="write every step's loss as JSON lines {\"step\": N, \"loss\": X} "
                   "(the contract of 'snapwear resume-check', docs/resume-check.md)")
    p.add_argument("--resume-seed", type=int, help="with --resume-from: reseed the batch and dropout streams "
                   "(one seed of the resume check's seed-noise band)")
    p.add_argument("--train-steps", type=int, help="stop after this many steps of this process and save a "
                   "checkpoint there (a segment of a restarted resume check; the schedule still ends at --max-steps)")
    p.add_argument("--data", default="/usr/share/common-licenses/GPL-3", help="training text")
    p.add_argument("--seed", type=int, default=2024)
    p.add_argument("--width", type=int, default=64)
    p.add_argument("--layers", type=int, default=2)
    p.add_argument("--heads", type=int, default=4)
    p.add_argument("--mlp", type=int, default=256)
    p.add_argument("--context", type=int, default=64)
    p.add_argument("--dropout", type=float, default=0.1)
    p.add_argument("--batch-size", type=int, default=16)
    p.add_argument("--learning-rate", type=float, default=3e-3)
    p.add_argument("--weight-decay", type=float, default=0.01)
    p.add_argument("--warmup-steps", type=int, default=10)
    p.add_argument("--max-grad-norm", type=float, default=1.0)
    args = p.parse_args(argv)
    if args.max_steps <= 0 or args.save_steps <= 0:
        p.error("--max-steps and --save-steps must be positive")
    if args.train_steps is not None and args.train_steps <= 0:
        p.error("--train-steps must be positive")
    return args


class Block(nn.Module):
    """Pre-norm transformer block: causal self-attention, then a GELU MLP, each with a residual."""

    def __init__(self, width, heads, mlp, dropout):
        super().__init__()
        self.ln1 = nn.LayerNorm(width)
        self.attn = nn.MultiheadAttention(width, heads, dropout=dropout, batch_first=True)
        self.ln2 = nn.LayerNorm(width)
        self.mlp = nn.Sequential(nn.Linear(width, mlp), nn.GELU(), nn.Linear(mlp, width), nn.Dropout(dropout))

    def forward(self, x, mask):
        h = self.ln1(x)
        x = x + self.attn(h, h, h, attn_mask=mask, need_weights=False)[0]
        return x + self.mlp(self.ln2(x))


# training_args.bin of the hf_charlm_adamw fixture uses the Hugging Face Trainer's names for these keys.
HF_KEYS = {"per_device_train_batch_size": "batch_size"}


class CharLM(nn.Module):
    def __init__(self, vocab, args, final_norm="ln_f", head_bias=True):
        super().__init__()
        self.tok = nn.Embedding(vocab, args.width)
        self.pos = nn.Embedding(args.context, args.width)
        self.blocks = nn.ModuleList(Block(args.width, args.heads, args.mlp, args.dropout)
                                    for _ in range(args.layers))
        # The fixture's checkpoints call the final norm "ln" and have no head bias; keeping the layout a
        # checkpoint has lets the job resume it and write its own checkpoints with the same tensor names.
        self.final_norm = final_norm
        setattr(self, final_norm, nn.LayerNorm(args.width))
        self.head = nn.Linear(args.width, vocab, bias=head_bias)
        # Float mask: -inf above the diagonal, so position t attends to positions <= t only.
        mask = torch.triu(torch.full((args.context, args.context), float("-inf")), diagonal=1)
        self.register_buffer("mask", mask, persistent=False)

    def forward(self, idx):
        t = idx.shape[1]
        x = self.tok(idx) + self.pos(torch.arange(t))
        for block in self.blocks:
            x = block(x, self.mask[:t, :t])
        return self.head(getattr(self, self.final_norm)(x))


def lr_lambda_for(args):
    """Linear warm-up to the base rate, then cosine decay to zero at max_steps (HF's cosine schedule)."""

    def lr_lambda(step):
        if step < args.warmup_steps:
            return (step + 1) / args.warmup_steps
        progress = (step - args.warmup_steps) / max(1, args.max_steps - args.warmup_steps)
        return 0.5 * (1.0 + math.cos(math.pi * min(1.0, progress)))

    return lr_lambda


def load_text(path):
    """The text as a tensor of character ids; the vocabulary is the sorted set of its characters."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    vocab = sorted(set(text))
    ids = {c: i for i, c in enumerate(vocab)}
    return torch.tensor([ids[c] for c in text], dtype=torch.long), len(vocab)


def sample_batch(data, args):
    # numpy's RNG picks the windows (the "data loader"); restoring rng_state.pth continues this sequence.
    starts = np.random.randint(0, len(data) - args.context - 1, size=args.batch_size)
    x = torch.stack([data[s:s + args.context] for s in starts])
    y = torch.stack([data[s + 1:s + 1 + args.context] for s in starts])
    return x, y


def training_args_dict(args):
    return {k: getattr(args, k) for k in TRAINING_KEYS} | {"output_dir": args.output_dir}


def fsync_dir(path):
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def torch_save(obj, path):
    """torch.save, then fsync: the rename that publishes the checkpoint must not overtake its contents."""
    with open(path, "wb") as f:
        torch.save(obj, f)
        f.flush()
        os.fsync(f.fileno())


def save_checkpoint(args, step, model, optimizer, scheduler, log_history):
    final = os.path.join(args.output_dir, "checkpoint-%d" % step)
    if os.path.exists(final):
        raise SystemExit("train_charlm: %s already exists; use a fresh --output-dir" % final)
    tmp = os.path.join(args.output_dir, "tmp-checkpoint-%d" % step)
    os.makedirs(tmp)
    safetensors_io.write_sharded(tmp, model.state_dict(), shards=2)
    torch_save(optimizer.state_dict(), os.path.join(tmp, "optimizer.pt"))
    torch_save(scheduler.state_dict(), os.path.join(tmp, "scheduler.pt"))
    torch_save({"python": random.getstate(), "numpy": np.random.get_state(), "cpu": torch.get_rng_state()},
               os.path.join(tmp, "rng_state.pth"))
    state = {"global_step": step, "log_history": log_history, "max_steps": args.max_steps,
             "logging_steps": args.save_steps, "save_steps": args.save_steps}
    with open(os.path.join(tmp, "trainer_state.json"), "w", encoding="utf-8") as f:
        json.dump(state, f, indent=2)
        f.write("\n")
        f.flush()
        os.fsync(f.fileno())
    torch_save(training_args_dict(args), os.path.join(tmp, "training_args.bin"))
    fsync_dir(tmp)
    os.rename(tmp, final)
    fsync_dir(args.output_dir)
    if args.stage_to:
        stage(args.stage_to, final, step)


def stage(staging, checkpoint, step):
    """Hands a copy of the checkpoint to the watcher (the job keeps its own for the test's comparison)."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "clients", "python",
                                    "src"))
    import snapwear_store  # noqa: E402  (the repository's package, standard library only, not installed here)
    snapwear_store.Staging(staging).save_dir(checkpoint, step, copy=True)


def resume(args, checkpoint, model, optimizer, scheduler):
    """Restores everything training depends on; returns (global_step, log_history)."""
    saved = {HF_KEYS.get(k, k): v for k, v in torch.load(os.path.join(checkpoint, "training_args.bin")).items()}
    # A key the checkpoint does not record (the fixture records only some) is taken from the command line; a
    # wrong architecture still fails below in load_state_dict(strict=True).
    differ = [k for k in TRAINING_KEYS if k in saved and saved[k] != getattr(args, k)]
    if differ:
        raise SystemExit("train_charlm: %s was trained with different arguments: %s" % (
            checkpoint, ", ".join("%s=%r (now %r)" % (k, saved.get(k), getattr(args, k)) for k in differ)))
    with open(os.path.join(checkpoint, "trainer_state.json"), encoding="utf-8") as f:
        state = json.load(f)
    model.load_state_dict(safetensors_io.read_sharded(checkpoint), strict=True)
    optimizer.load_state_dict(torch.load(os.path.join(checkpoint, "optimizer.pt")))
    scheduler.load_state_dict(torch.load(os.path.join(checkpoint, "scheduler.pt")))
    # RNG last: building the model and optimizer above must not consume the restored streams.
    rng = torch.load(os.path.join(checkpoint, "rng_state.pth"))
    random.setstate(rng["python"])
    np.random.set_state(rng["numpy"])
    torch.set_rng_state(rng["cpu"])
    return state["global_step"], state["log_history"]


def layout_of(checkpoint):
    """(final norm name, head has a bias) of a checkpoint's model: ("ln", False) for the fixture's, ("ln_f",
    True) for this job's own."""
    with open(os.path.join(checkpoint, "model.safetensors.index.json"), encoding="utf-8") as f:
        names = json.load(f)["weight_map"]
    return ("ln" if "ln.weight" in names and "ln_f.weight" not in names else "ln_f"), "head.bias" in names


def main(argv):
    args = parse_args(argv)
    # One thread and deterministic kernels: the same inputs must give the same bits in every run.
    torch.set_num_threads(1)
    torch.use_deterministic_algorithms(True)
    random.seed(args.seed)
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)

    data, vocab = load_text(args.data)
    model = CharLM(vocab, args, *(layout_of(args.resume_from) if args.resume_from else ("ln_f", True)))
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.learning_rate, weight_decay=args.weight_decay)
    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, lr_lambda_for(args))
    step, log_history = 0, []
    if args.resume_from:
        step, log_history = resume(args, args.resume_from, model, optimizer, scheduler)
        print("resumed from %s at step %d" % (args.resume_from, step), flush=True)
        if args.resume_seed is not None:
            random.seed(args.resume_seed)
            np.random.seed(args.resume_seed)
            torch.manual_seed(args.resume_seed)
    else:
        print("%d parameters, vocabulary %d, %d characters of %s" % (
            sum(p.numel() for p in model.parameters()), vocab, len(data), args.data), flush=True)
    os.makedirs(args.output_dir, exist_ok=True)

    model.train()
    loss_log = open(args.loss_log, "w", encoding="utf-8") if args.loss_log else None
    loss_sum, loss_count = 0.0, 0
    stop = args.max_steps if args.train_steps is None else min(args.max_steps, step + args.train_steps)
    while step < stop:
        x, y = sample_batch(data, args)
        logits = model(x)
        loss = nn.functional.cross_entropy(logits.reshape(-1, vocab), y.reshape(-1))
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), args.max_grad_norm)
        optimizer.step()
        scheduler.step()
        step += 1
        loss_sum += loss.item()
        loss_count += 1
        if loss_log:
            loss_log.write(json.dumps({"step": step, "loss": loss.item()}) + "\n")
        if step % args.save_steps == 0 or (args.train_steps is not None and step == stop):
            # The logged loss is the mean since the last checkpoint, so a resumed run logs the same windows.
            entry = {"step": step, "loss": round(loss_sum / loss_count, 6),
                     "learning_rate": scheduler.get_last_lr()[0]}
            log_history.append(entry)
            loss_sum, loss_count = 0.0, 0
            save_checkpoint(args, step, model, optimizer, scheduler, log_history)
            print("step %d loss %.4f lr %.6g -> checkpoint-%d" % (step, entry["loss"], entry["learning_rate"],
                                                                  step), flush=True)
    if loss_log:
        loss_log.close()
    if args.final_out:
        safetensors_io.write_file(args.final_out, model.state_dict())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
