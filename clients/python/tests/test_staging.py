"""Staging: complete checkpoints only ever appear under their final names, and the watcher's markers are obeyed."""

import errno
import os
import shutil
import tempfile
import unittest
from pathlib import Path
from unittest import mock

import support
import snapwear_store
from snapwear_store import Staging, StagingFullError

torch = support.torch


class Probe:
    """Pickled inside torch.save: calls back while the checkpoint is being written, then pickles as 7."""

    def __init__(self, during_write):
        self.during_write = during_write

    def __reduce__(self):
        self.during_write()
        return (int, (7,))


class StagingTestCase(unittest.TestCase):

    def setUp(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.dir = Path(tmp.name)
        self.staging = Staging(self.dir / "staging")

    def mark_full(self, reason="staged 9.1 GB > --max-staged-bytes 8.0 GB"):
        (self.dir / "staging" / snapwear_store.FULL_MARKER).write_text(reason + "\n")


class SaveTest(StagingTestCase):

    @support.requires_torch
    def test_save_writes_step_n_pt_that_loads_back(self):
        state = {"w": torch.arange(12, dtype=torch.float32).reshape(3, 4), "step": 5}
        path = self.staging.save(state, 5)
        self.assertEqual(str(self.dir / "staging" / "step-5.pt"), path)
        self.assertEqual(["step-5.pt"], support.listing(self.dir / "staging"))
        loaded = torch.load(path)
        self.assertTrue(torch.equal(state["w"], loaded["w"]))
        self.assertEqual(5, loaded["step"])

    @support.requires_torch
    def test_a_reader_never_sees_a_partial_step_file(self):
        seen = []
        staging_dir = self.dir / "staging"
        probe = Probe(lambda: seen.append(support.listing(staging_dir)))
        self.staging.save({"w": torch.ones(1000), "probe": probe}, 8)
        self.assertEqual(1, len(seen))
        during = seen[0]
        self.assertNotIn("step-8.pt", during)
        self.assertEqual(1, len(during), during)
        self.assertTrue(during[0].startswith("tmp-step-8.pt-"), during)
        self.assertEqual(["step-8.pt"], support.listing(staging_dir))
        self.assertEqual(7, torch.load(staging_dir / "step-8.pt")["probe"])

    @support.requires_torch
    def test_the_bytes_are_forced_to_the_device_before_the_name_appears(self):
        staging_dir = self.dir / "staging"
        at_fsync = []
        real_fsync = os.fsync

        def fsync(fd):
            at_fsync.append(support.listing(staging_dir))
            real_fsync(fd)

        with mock.patch("os.fsync", fsync):
            self.staging.save({"w": torch.zeros(4)}, 3)
        self.assertEqual(1, len(at_fsync))
        self.assertNotIn("step-3.pt", at_fsync[0])

    @support.requires_torch
    def test_a_failed_save_leaves_nothing(self):
        def fail():
            raise RuntimeError("out of memory while pickling")

        with self.assertRaisesRegex(RuntimeError, "out of memory"):
            self.staging.save({"w": torch.ones(3), "probe": Probe(fail)}, 9)
        self.assertEqual([], support.listing(self.dir / "staging"))

    def test_save_is_refused_while_the_staging_is_full(self):
        self.mark_full()
        with self.assertRaises(StagingFullError) as caught:
            self.staging.save({"w": [1.0]}, 10)
        self.assertEqual("staged 9.1 GB > --max-staged-bytes 8.0 GB", caught.exception.reason)
        self.assertIn("max-staged-bytes", str(caught.exception))
        self.assertEqual([snapwear_store.FULL_MARKER], support.listing(self.dir / "staging"))

    @support.requires_torch
    def test_save_works_again_once_the_watcher_removes_the_marker(self):
        self.mark_full()
        self.assertIsNotNone(self.staging.full())
        os.remove(self.dir / "staging" / snapwear_store.FULL_MARKER)
        self.assertIsNone(self.staging.full())
        self.assertTrue(os.path.exists(self.staging.save({"w": torch.ones(2)}, 10)))

    def test_a_name_still_staged_is_not_replaced(self):
        (self.dir / "staging" / "step-4.pt").write_bytes(b"being read by the watcher")
        (self.dir / "staging" / "step-4.pt.error").write_text("step-4.pt at offset 30: truncated zip\n")
        with self.assertRaisesRegex(FileExistsError, "the watcher failed: step-4.pt at offset 30: truncated zip"):
            self.staging.save({"w": [1.0]}, 4)
        self.assertEqual(b"being read by the watcher", (self.dir / "staging" / "step-4.pt").read_bytes())

    def test_names_the_watcher_would_not_take_or_would_misnumber_are_refused(self):
        for name in ("tmp-step-5.pt", ".step-5.pt", "step-6.pt", "final.pt", "step-5.pt.done", "a/step-5.pt"):
            with self.subTest(name=name), self.assertRaises(ValueError):
                self.staging.save({"w": [1.0]}, 5, name=name)
        self.assertEqual([], support.listing(self.dir / "staging"))

    def test_errors_lists_the_failed_checkpoints_with_their_reasons(self):
        (self.dir / "staging" / "checkpoint-20").mkdir()
        (self.dir / "staging" / "checkpoint-20.error").write_text("optimizer.pt at offset 512: bad zip record\n")
        (self.dir / "staging" / "step-30.pt").write_bytes(b"waiting")
        self.assertEqual({"checkpoint-20": "optimizer.pt at offset 512: bad zip record"}, self.staging.errors())


class SaveDirTest(StagingTestCase):

    def checkpoint(self, name="checkpoint-20"):
        d = self.dir / "out" / name
        (d / "sub").mkdir(parents=True)
        (d / "optimizer.pt").write_bytes(bytes(range(256)) * 40)
        (d / "trainer_state.json").write_text('{"global_step": 20}')
        (d / "sub" / "rng_state.pth").write_bytes(b"\x80\x02rng")
        return d

    def assert_same_tree(self, expected, got):
        for name in ("optimizer.pt", "trainer_state.json", "sub/rng_state.pth"):
            self.assertEqual((expected / name).read_bytes(), (Path(got) / name).read_bytes(), name)

    def test_move_renames_the_directory_into_the_staging(self):
        source = self.checkpoint()
        kept = self.dir / "kept"
        shutil.copytree(source, kept)
        got = self.staging.save_dir(source, 20)
        self.assertEqual(str(self.dir / "staging" / "checkpoint-20"), got)
        self.assertFalse(source.exists())
        self.assert_same_tree(kept, got)
        self.assertEqual(["checkpoint-20"], support.listing(self.dir / "staging"))

    def test_copy_keeps_the_source_and_renames_a_tmp_copy_into_place(self):
        source = self.checkpoint("global_step300")
        seen = []
        real_copytree = shutil.copytree

        def copytree(src, dst, *args, **kwargs):
            result = real_copytree(src, dst, *args, **kwargs)
            if Path(dst).parent == self.dir / "staging":  # not its recursive calls for subdirectories
                seen.append(support.listing(self.dir / "staging"))
            return result

        with mock.patch("shutil.copytree", copytree):
            got = self.staging.save_dir(source, 300, copy=True)
        self.assertEqual(1, len(seen))
        self.assertNotIn("global_step300", seen[0])
        self.assertTrue(seen[0][0].startswith("tmp-global_step300-"), seen)
        self.assert_same_tree(source, got)
        self.assertEqual(["global_step300"], support.listing(self.dir / "staging"))

    def test_a_move_across_filesystems_copies_then_removes_the_source(self):
        source = self.checkpoint()
        kept = self.dir / "kept"
        shutil.copytree(source, kept)
        real_rename = os.rename

        def rename(src, dst):
            if os.fspath(src) == str(source):
                raise OSError(errno.EXDEV, "Invalid cross-device link")
            real_rename(src, dst)

        with mock.patch("os.rename", rename):
            got = self.staging.save_dir(source, 20, name="checkpoint-20")
        self.assertFalse(source.exists())
        self.assert_same_tree(kept, got)
        self.assertEqual(["checkpoint-20"], support.listing(self.dir / "staging"))

    def test_keep_name_marks_a_checkpoint_written_in_place_as_done(self):
        in_place = self.dir / "staging" / "checkpoint-40"
        in_place.mkdir()
        (in_place / "model.safetensors").write_bytes(b"weights")
        self.mark_full()  # the marker lets the watcher drain staged bytes, so it is written even when full
        self.assertEqual(str(in_place), self.staging.save_dir(in_place, 40, keep_name=True))
        self.assertEqual([snapwear_store.FULL_MARKER, "checkpoint-40", "checkpoint-40.done"],
                         support.listing(self.dir / "staging"))
        with self.assertRaises(FileExistsError):
            self.staging.save_dir(in_place, 40, keep_name=True)

    def test_keep_name_refuses_a_directory_outside_the_staging(self):
        with self.assertRaisesRegex(ValueError, "already in"):
            self.staging.save_dir(self.checkpoint(), 20, keep_name=True)

    def test_save_dir_is_refused_while_the_staging_is_full(self):
        source = self.checkpoint()
        self.mark_full("staged 5 checkpoints over the cap")
        with self.assertRaisesRegex(StagingFullError, "5 checkpoints over the cap"):
            self.staging.save_dir(source, 20)
        self.assertTrue(source.exists())

    def test_a_directory_named_for_another_iteration_is_refused(self):
        source = self.checkpoint("checkpoint-20")
        with self.assertRaisesRegex(ValueError, "iteration 30"):
            self.staging.save_dir(source, 30)
        self.assertTrue(source.exists())


class StagingCommandTest(StagingTestCase):

    def test_restore_into_the_staging_is_refused_before_running_anything(self):
        launcher, log = support.fake_snapwear(self.dir, stdout="{}")
        staging = Staging(self.dir / "staging", snapwear=launcher)
        with self.assertRaisesRegex(ValueError, "watcher"):
            staging.restore(self.dir / "store", 20, self.dir / "staging" / "checkpoint-20")
        self.assertEqual([], support.calls(log))

    def test_restore_and_latest_use_the_staging_launcher(self):
        launcher, log = support.fake_snapwear(self.dir, stdout='{"entries": [{"iteration": 20}]}')
        staging = Staging(self.dir / "staging", snapwear=launcher)
        (self.dir / "store").mkdir()
        self.assertEqual(20, staging.latest(self.dir / "store"))
        out = self.dir / "resume" / "checkpoint-20"
        self.assertEqual(str(out), staging.restore(self.dir / "store", 20, out))
        self.assertEqual(["list", "restore"], [c[1] for c in support.calls(log)])


if __name__ == "__main__":
    unittest.main()
