"""The snapwear-store command (console entry point of the package): latest, list, restore, iteration-of."""

import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

import support
from snapwear_store import cli


def run(argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(argv)
    return code, out.getvalue(), err.getvalue()


class CliTest(unittest.TestCase):

    def setUp(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.dir = Path(tmp.name)
        (self.dir / "store").mkdir()

    def test_latest_prints_the_newest_iteration(self):
        launcher, _ = support.fake_snapwear(self.dir, stdout=json.dumps({"entries": [{"iteration": 4},
                                                                                    {"iteration": 9}]}))
        self.assertEqual((0, "9\n", ""), run(["--snapwear", str(launcher), "latest", str(self.dir / "store")]))

    def test_latest_of_a_store_not_created_yet_is_exit_1_with_a_reason(self):
        code, out, err = run(["latest", str(self.dir / "nothing-yet")])
        self.assertEqual((1, ""), (code, out))
        self.assertIn("no iteration stored yet", err)

    def test_restore_without_an_iteration_restores_the_newest(self):
        launcher, log = support.fake_snapwear(self.dir, stdout=json.dumps({"entries": [{"iteration": 9}]}))
        out = self.dir / "out" / "checkpoint-9"
        code, printed, _ = run(["--snapwear", str(launcher), "restore", str(self.dir / "store"), "--out", str(out)])
        self.assertEqual((0, f"{out}\n"), (code, printed))
        self.assertEqual(["list", "restore"], [c[1] for c in support.calls(log)])

    def test_a_failing_command_gives_its_line_and_status(self):
        launcher, _ = support.fake_snapwear(self.dir, stderr="snapwear store: /s: not a snapshot store\n",
                                            exit_code=1)
        self.assertEqual((1, "", "snapwear store: /s: not a snapshot store\n"),
                         run(["--snapwear", str(launcher), "list", str(self.dir / "store")]))

    def test_iteration_of_applies_the_watchers_rule(self):
        self.assertEqual((0, "5\n", ""), run(["iteration-of", "ckpt-5-run7"]))
        self.assertEqual(1, run(["iteration-of", "model-9"])[0])

    def test_the_installed_console_script_runs(self):
        script = Path(sys.executable).parent / "snapwear-store"
        if not script.exists():
            support.skip_or_fail(f"no snapwear-store beside {sys.executable}: the package is not installed in this "
                                 f"environment (python3 -m venv --system-site-packages ...; pip install "
                                 f"--no-build-isolation ./clients/python)")
        r = subprocess.run([str(script), "iteration-of", "global_step500"], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, universal_newlines=True)
        self.assertEqual((0, "500\n"), (r.returncode, r.stdout), r.stderr)

    def test_python_dash_m_runs_the_same(self):
        r = subprocess.run([sys.executable, "-m", "snapwear_store", "iteration-of", "checkpoint-12"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                           env=dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path)))
        self.assertEqual((0, "12\n"), (r.returncode, r.stdout), r.stderr)


if __name__ == "__main__":
    unittest.main()
