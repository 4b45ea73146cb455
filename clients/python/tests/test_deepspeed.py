"""DeepSpeedStaging with an engine that writes and loads tags as DeepSpeed's save_checkpoint/load_checkpoint do."""

import json
import os
import tempfile
import unittest
from pathlib import Path

import support
from snapwear_store import DeepSpeedStaging, Staging


class FakeEngine:
    """save_checkpoint(save_dir, tag) writes save_dir/tag/ with the model and optimizer states and save_dir/latest."""

    def __init__(self):
        self.loaded = []

    def save_checkpoint(self, save_dir, tag):
        d = Path(save_dir) / tag
        d.mkdir(parents=True)
        (d / "mp_rank_00_model_states.pt").write_bytes(b"model " + tag.encode())
        (d / "zero_pp_rank_0_mp_rank_00_optim_states.pt").write_bytes(b"optim " + tag.encode())
        (Path(save_dir) / "latest").write_text(tag)

    def load_checkpoint(self, load_dir, tag):
        self.loaded.append((load_dir, tag))


class DeepSpeedTest(unittest.TestCase):

    def setUp(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.dir = Path(tmp.name)

    def test_save_stages_the_finished_tag_directory_and_keeps_latest_out(self):
        ds = DeepSpeedStaging(Staging(self.dir / "staging", fsync=False), self.dir / "ds")
        staged = ds.save(FakeEngine(), 500)
        self.assertEqual(str(self.dir / "staging" / "global_step500"), staged)
        self.assertEqual(["global_step500"], support.listing(self.dir / "staging"))
        self.assertEqual(["latest"], support.listing(self.dir / "ds"))
        self.assertEqual(b"model global_step500", (Path(staged) / "mp_rank_00_model_states.pt").read_bytes())

    def test_a_save_dir_inside_the_staging_is_refused(self):
        with self.assertRaisesRegex(ValueError, "lies in the staging directory"):
            DeepSpeedStaging(self.dir / "staging", self.dir / "staging" / "ds")

    def test_resume_restores_the_newest_tag_and_loads_it(self):
        launcher, log = support.fake_snapwear(self.dir, stdout=json.dumps({"entries": [{"iteration": 300},
                                                                                      {"iteration": 500}]}))
        (self.dir / "store").mkdir()
        ds = DeepSpeedStaging(Staging(self.dir / "staging", snapwear=launcher), self.dir / "ds")
        engine = FakeEngine()
        self.assertEqual(500, ds.resume(engine, self.dir / "store"))
        self.assertEqual([(str(self.dir / "ds"), "global_step500")], engine.loaded)
        out = self.dir / "ds" / "global_step500"
        self.assertEqual([["store", "list", "--json", "--", str(self.dir / "store")],
                          ["store", "restore", "--iteration", "500", f"--out={out}", "--force", "--json", "--",
                           str(self.dir / "store")]], support.calls(log))

    def test_resume_of_a_store_not_created_yet_starts_fresh(self):
        engine = FakeEngine()
        ds = DeepSpeedStaging(self.dir / "staging", self.dir / "ds")
        self.assertIsNone(ds.resume(engine, self.dir / "no-store-yet"))
        self.assertEqual([], engine.loaded)


if __name__ == "__main__":
    unittest.main()
