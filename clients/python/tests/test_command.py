"""The snapwear command as snapwear_store runs it: arguments, JSON results and errors (fake launcher)."""

import json
import os
import tempfile
import unittest
from pathlib import Path
from unittest import mock

import support
import snapwear_store
from snapwear_store import SnapwearError


class CommandTest(unittest.TestCase):

    def setUp(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.dir = Path(tmp.name)
        self.store = self.dir / "store"
        self.store.mkdir()

    def fake(self, **kwargs):
        return support.fake_snapwear(self.dir, **kwargs)

    def test_restore_builds_the_restore_command_and_returns_out(self):
        launcher, log = self.fake(stdout=json.dumps({"iteration": 7, "files": 3}))
        out = self.dir / "restored" / "checkpoint-7"
        got = snapwear_store.restore(self.store, 7, out, snapwear=launcher)
        self.assertEqual(str(out), got)
        self.assertTrue(out.parent.is_dir(), "the command needs OUT's parent")
        self.assertEqual([["store", "restore", "--iteration", "7", f"--out={out}", "--json", "--", str(self.store)]],
                         support.calls(log))

    def test_restore_with_force_passes_force(self):
        launcher, log = self.fake(stdout=json.dumps({"iteration": 7, "files": 3}))
        out = self.dir / "restored" / "checkpoint-7"
        snapwear_store.restore(self.store, 7, out, snapwear=launcher, force=True)
        self.assertEqual([["store", "restore", "--iteration", "7", f"--out={out}", "--force", "--json", "--",
                           str(self.store)]], support.calls(log))

    def test_store_save_passes_every_previous_checkpoint(self):
        report = {"created": False, "save": {"iteration": 20, "kind": "delta"}}
        launcher, log = self.fake(stdout=json.dumps(report))
        got = snapwear_store.store_save(self.store, "/shm/step-20.pt", 20,
                                        previous=["/shm/step-10.pt", Path("/shm/step-15.pt")], snapwear=launcher)
        self.assertEqual(report, got)
        self.assertEqual([["store", "save", "--iteration", "20", "--previous=/shm/step-10.pt",
                           "--previous=/shm/step-15.pt", "--json", "--", str(self.store), "/shm/step-20.pt"]],
                         support.calls(log))

    def test_store_save_passes_the_loss_profile_its_file_and_exact_globs(self):
        launcher, log = self.fake(stdout=json.dumps({"save": {"iteration": 20, "loss": {"profile": "mine"}}}))
        snapwear_store.store_save(self.store, "/shm/step-20", 20, snapwear=launcher, loss="mine",
                                  loss_file=Path("/etc/profiles.txt"), exact=["optimizer.pt::state.0.*", "-odd"])
        snapwear_store.store_save(self.store, "/shm/step-30", 30, snapwear=launcher)  # exact: no loss option
        self.assertEqual([["store", "save", "--iteration", "20", "--loss=mine", "--loss-file=/etc/profiles.txt",
                           "--exact=optimizer.pt::state.0.*", "--exact=-odd", "--json", "--", str(self.store),
                           "/shm/step-20"],
                          ["store", "save", "--iteration", "30", "--json", "--", str(self.store), "/shm/step-30"]],
                         support.calls(log))

    def test_loss_options_without_a_profile_are_refused_before_the_command_runs(self):
        launcher, log = self.fake(stdout="{}")
        with self.assertRaises(ValueError):
            snapwear_store.store_save(self.store, "/shm/step-20", 20, snapwear=launcher, exact=["x*"])
        with self.assertRaises(TypeError):
            snapwear_store.store_save(self.store, "/shm/step-20", 20, snapwear=launcher, loss="moments-8bit",
                                      exact="x*")
        self.assertEqual([], support.calls(log))

    def test_latest_is_the_highest_listed_iteration(self):
        entries = [{"iteration": 20, "kind": "baseline"}, {"iteration": 60, "kind": "delta"},
                   {"iteration": 40, "kind": "delta"}]
        launcher, log = self.fake(stdout=json.dumps({"store": str(self.store), "entries": entries}))
        self.assertEqual(60, snapwear_store.latest(self.store, snapwear=launcher))
        self.assertEqual([["store", "list", "--json", "--", str(self.store)]], support.calls(log))

    def test_latest_of_an_empty_store_is_none(self):
        launcher, _ = self.fake(stdout=json.dumps({"entries": []}))
        self.assertIsNone(snapwear_store.latest(self.store, snapwear=launcher))

    def test_latest_of_a_store_not_yet_created_is_none_without_running_the_command(self):
        launcher, log = self.fake(exit_code=1, stderr="snapwear store: no such store directory\n")
        self.assertIsNone(snapwear_store.latest(self.dir / "not-yet", snapwear=launcher))
        self.assertEqual([], support.calls(log))

    def test_the_snapwear_environment_variable_names_the_launcher(self):
        launcher, log = self.fake(stdout=json.dumps({"entries": [{"iteration": 3}]}))
        with mock.patch.dict(os.environ, {"SNAPWEAR": str(launcher)}):
            self.assertEqual(3, snapwear_store.latest(self.store))
        self.assertEqual(1, len(support.calls(log)))

    def test_an_explicit_launcher_wins_over_the_environment(self):
        launcher, log = self.fake(stdout=json.dumps({"entries": [{"iteration": 3}]}))
        with mock.patch.dict(os.environ, {"SNAPWEAR": str(self.dir / "missing-launcher")}):
            self.assertEqual(3, snapwear_store.latest(self.store, snapwear=launcher))
        self.assertEqual(1, len(support.calls(log)))

    def test_paths_that_look_like_options_stay_paths(self):
        # A store named --codec=raw or -store, a checkpoint -ckpt-5: every path comes after "--", and an option's
        # path value is attached with "=", so the command cannot take one for an option.
        launcher, log = self.fake(stdout=json.dumps({"entries": [{"iteration": 5}]}))
        with support.chdir(self.dir):
            os.mkdir("--codec=raw")
            os.mkdir("-store")
            self.assertEqual(5, snapwear_store.latest("--codec=raw", snapwear=launcher))
            snapwear_store.restore("-store", 5, "-out", snapwear=launcher)
            snapwear_store.store_save("-store", "-ckpt-5", 5, previous=["-ckpt-4"], snapwear=launcher)
            here = os.getcwd()
        # an option's path value is also made absolute: the command line allows abbreviated options, so "-out"
        # after "--out=" would read as one
        self.assertEqual([["store", "list", "--json", "--", "--codec=raw"],
                          ["store", "restore", "--iteration", "5", f"--out={os.path.join(here, '-out')}", "--json",
                           "--", "-store"],
                          ["store", "save", "--iteration", "5", f"--previous={os.path.join(here, '-ckpt-4')}", "--json",
                           "--", "-store", "-ckpt-5"]], support.calls(log))

    def test_iterations_must_be_non_negative_integers(self):
        launcher, log = self.fake(stdout="{}")
        for bad, error in ((-1, ValueError), (True, TypeError), ("5", TypeError), (5.0, TypeError)):
            with self.subTest(iteration=bad), self.assertRaises(error):
                snapwear_store.restore(self.store, bad, self.dir / "out", snapwear=launcher)
        self.assertEqual([], support.calls(log))


class ErrorTest(unittest.TestCase):
    """A failing command raises SnapwearError with its one-line message and exit status."""

    def setUp(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.dir = Path(tmp.name)

    def error_of(self, stderr, exit_code, stdout=""):
        launcher, _ = support.fake_snapwear(self.dir, stdout=stdout, stderr=stderr, exit_code=exit_code)
        with self.assertRaises(SnapwearError) as caught:
            snapwear_store.restore(self.dir / "store", 40, self.dir / "out", snapwear=launcher)
        return caught.exception

    def test_a_failure_carries_the_cli_line_not_the_recovery_notes_before_it(self):
        stderr = ("store: .tmp-MANIFEST.json-1234: removed-temp (left by an interrupted write)\n"
                  "snapwear store: /runs/store/snap-000000000040-g3.swc at offset 1024: CRC32C mismatch\n")
        e = self.error_of(stderr, 1)
        self.assertEqual("snapwear store: /runs/store/snap-000000000040-g3.swc at offset 1024: CRC32C mismatch",
                         e.message)
        self.assertEqual(1, e.returncode)
        self.assertEqual(stderr, e.stderr)
        self.assertIn("(exit 1)", str(e))
        self.assertEqual("restore", e.command[2])

    def test_a_usage_error_carries_the_message_not_the_usage_line(self):
        e = self.error_of("snapwear store: option --out is required\n"
                          "usage: snapwear store save STORE PATH --iteration N   (snapwear store --help for more)\n", 2)
        self.assertEqual("snapwear store: option --out is required", e.message)
        self.assertEqual(2, e.returncode)

    def test_a_message_without_the_cli_prefix_is_its_last_line(self):
        e = self.error_of("Picked up JAVA_TOOL_OPTIONS: -Xss4m\nError: Unable to access jarfile\n", 70)
        self.assertEqual("Error: Unable to access jarfile", e.message)
        self.assertEqual(70, e.returncode)

    def test_a_silent_failure_still_names_its_status(self):
        e = self.error_of("", 1)
        self.assertIn("status 1", e.message)

    def test_output_that_is_not_json_is_an_error(self):
        e = self.error_of("", 0, stdout="restored iteration 40 -> out (3 files)\n")
        self.assertEqual(0, e.returncode)
        self.assertIn("no JSON object", e.message)

    def test_a_missing_launcher_is_status_127(self):
        with self.assertRaises(SnapwearError) as caught:
            snapwear_store.restore(self.dir / "store", 40, self.dir / "out", snapwear=self.dir / "no-such-snapwear")
        self.assertEqual(127, caught.exception.returncode)
        self.assertIn("no-such-snapwear", caught.exception.message)
        self.assertIn("SNAPWEAR", caught.exception.message)


if __name__ == "__main__":
    unittest.main()
