#!/usr/bin/python3
"""Tests of train_charlm.py's options for the resume check's restarts and for the hf_charlm_adamw fixture.

  /usr/bin/python3 releng/resume-test/test_train_charlm.py      (about 30 s of CPU; needs torch)

- --train-steps: a run trained in two segments of 15 steps (the second resumed from the checkpoint the first left)
  ends where the uninterrupted 30-step run ends (weights within float rounding, the same losses), and a segment
  leaves exactly the checkpoint of its last step.
- the fixture: its checkpoint-100 resumes with the settings of its README, and the checkpoint written after it
  has the fixture's tensor names and optimizer layout; a setting that contradicts the fixture's
  training_args.bin (batch 16 against its per_device_train_batch_size 32) is refused by name, and a wrong width
  fails in the strict state-dict load.
"""

import json
import os
import subprocess
import sys
import tempfile
import unittest

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, HERE)
import safetensors_io  # noqa: E402

TRAIN = os.path.join(HERE, "train_charlm.py")
FIXTURE = os.path.join(os.environ.get("SNAPWEAR_FIXTURES", os.path.join(HERE, "..", "..", "..", "shared", "fixtures")),
                       "hf_charlm_adamw")
FIXTURE_ARGS = ["--max-steps", "150", "--save-steps", "50", "--width", "96", "--layers", "3", "--mlp", "384",
                "--batch-size", "32", "--warmup-steps", "15", "--dropout", "0"]


def train(*args, check=True):
    p = subprocess.run([sys.executable, TRAIN] + list(args), capture_output=True, text=True,
                       env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    if check and p.returncode != 0:
        raise AssertionError("train_charlm.py %s failed: %s" % (" ".join(args), p.stdout + p.stderr))
    return p


def losses(path):
    with open(path, encoding="utf-8") as f:
        return {d["step"]: d["loss"] for d in map(json.loads, f)}


class TrainStepsTest(unittest.TestCase):

    def test_two_segments_end_where_the_uninterrupted_run_ends(self):
        with tempfile.TemporaryDirectory() as tmp:
            common = ["--max-steps", "30", "--save-steps", "30"]
            train("--output-dir", tmp + "/whole", "--loss-log", tmp + "/whole.jsonl", *common)
            train("--output-dir", tmp + "/a", "--loss-log", tmp + "/a.jsonl", "--train-steps", "15", *common)
            self.assertEqual(["checkpoint-15"], sorted(os.listdir(tmp + "/a")))
            self.assertEqual(list(range(1, 16)), sorted(losses(tmp + "/a.jsonl")))
            train("--output-dir", tmp + "/b", "--loss-log", tmp + "/b.jsonl", "--train-steps", "15",
                  "--resume-from", tmp + "/a/checkpoint-15", *common)
            self.assertEqual(["checkpoint-30"], sorted(os.listdir(tmp + "/b")))
            whole, b = losses(tmp + "/whole.jsonl"), losses(tmp + "/b.jsonl")
            self.assertEqual(list(range(16, 31)), sorted(b))
            for step, loss in b.items():
                self.assertAlmostEqual(whole[step], loss, delta=1e-4, msg="step %d" % step)
            w = safetensors_io.read_sharded(tmp + "/whole/checkpoint-30")
            r = safetensors_io.read_sharded(tmp + "/b/checkpoint-30")
            self.assertEqual(sorted(w), sorted(r))
            for k in w:
                tol = 1e-5 * torch.clamp(w[k].abs(), min=1.0)
                self.assertTrue(bool(((w[k] - r[k]).abs() <= tol).all()), k)
            # the weights did move in the second segment, so the comparison above can fail
            a = safetensors_io.read_sharded(tmp + "/a/checkpoint-15")
            self.assertGreater(max((a[k] - r[k]).abs().max().item() for k in a), 1e-3)

    def test_bad_train_steps_is_a_usage_error(self):
        p = train("--output-dir", "unused", "--max-steps", "2", "--save-steps", "1", "--train-steps", "0",
                  check=False)
        self.assertEqual(2, p.returncode)
        self.assertIn("--train-steps must be positive", p.stderr)


@unittest.skipUnless(os.path.isdir(FIXTURE), "no fixture at " + FIXTURE)
class FixtureResumeTest(unittest.TestCase):

    def test_resumes_the_fixture_and_keeps_its_layout(self):
        with tempfile.TemporaryDirectory() as tmp:
            train("--output-dir", tmp + "/run", "--resume-from", FIXTURE + "/checkpoint-100", "--resume-seed", "7",
                  "--loss-log", tmp + "/loss.jsonl", "--train-steps", "1", *FIXTURE_ARGS)
            self.assertEqual([101], sorted(losses(tmp + "/loss.jsonl")))
            mine, theirs = tmp + "/run/checkpoint-101", FIXTURE + "/checkpoint-100"
            for name in ("model.safetensors.index.json",):
                with open(os.path.join(mine, name)) as f, open(os.path.join(theirs, name)) as g:
                    self.assertEqual(sorted(json.load(g)["weight_map"]), sorted(json.load(f)["weight_map"]))
            self.assertIn("ln.weight", safetensors_io.read_sharded(mine))
            o_mine, o_theirs = torch.load(mine + "/optimizer.pt"), torch.load(theirs + "/optimizer.pt")
            self.assertEqual(sorted(o_theirs["state"]), sorted(o_mine["state"]))
            self.assertEqual(101, int(o_mine["state"][0]["step"]))
            with open(mine + "/trainer_state.json") as f:
                self.assertEqual(101, json.load(f)["global_step"])

    def test_a_setting_against_the_fixture_is_refused(self):
        with tempfile.TemporaryDirectory() as tmp:
            args = list(FIXTURE_ARGS)
            args[args.index("--batch-size") + 1] = "16"
            p = train("--output-dir", tmp + "/run", "--resume-from", FIXTURE + "/checkpoint-100", "--train-steps",
                      "1", *args, check=False)
            self.assertNotEqual(0, p.returncode)
            self.assertIn("batch_size=32 (now 16)", p.stderr)
            args = list(FIXTURE_ARGS)
            args[args.index("--width") + 1] = "64"
            p = train("--output-dir", tmp + "/run2", "--resume-from", FIXTURE + "/checkpoint-100", "--train-steps",
                      "1", *args, check=False)
            self.assertNotEqual(0, p.returncode)
            self.assertIn("size mismatch", p.stderr)


if __name__ == "__main__":
    unittest.main()
