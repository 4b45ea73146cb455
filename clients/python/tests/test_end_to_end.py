"""Against the real product: what Staging writes goes through the store and comes back equal.

Uses the launcher named by SNAPWEAR, else ./snapwear at the repository root; skipped when no product is built.
When the product has `snapwear store watch`, it ingests the staging directory; otherwise the test does the
watcher's part itself (`snapwear store save` on each staged checkpoint, then removes it).
"""

import os
import shutil
import subprocess
import tempfile
import time
import unittest
from pathlib import Path

import support
import snapwear_store
from snapwear_store import SnapwearError, Staging

torch = support.torch
LAUNCHER = os.environ.get("SNAPWEAR") or str(support.REPO_ROOT / "snapwear")
# A JVM start takes about 3 s of CPU; a machine shared with a build can make that much longer.
COMMAND_TIMEOUT = 300


def _launcher_state():
    """None when the product runs, else why the end-to-end tests are skipped."""
    if not os.access(LAUNCHER, os.X_OK):
        return f"no snapwear launcher at {LAUNCHER}"
    r = subprocess.run([LAUNCHER, "--version"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True, timeout=COMMAND_TIMEOUT)
    if r.returncode == 3:  # the launcher's status when it finds no product
        return (f"the product is not built ({r.stderr.strip().splitlines()[0]}); build it with "
                f"./mvnw -B -o -q verify -DskipTests")
    if r.returncode != 0:
        raise RuntimeError(f"{LAUNCHER} --version failed with status {r.returncode}: {r.stderr.strip()}")
    return None


def _has_watcher():
    usage = subprocess.run([LAUNCHER, "store", "--help"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=COMMAND_TIMEOUT).stdout
    return "store watch" in usage


def assert_same(test, expected, got, where="obj"):
    """Equal values, tensors equal in dtype, shape and every element."""
    if torch.is_tensor(expected):
        test.assertTrue(torch.is_tensor(got), where)
        test.assertEqual((expected.dtype, expected.shape), (got.dtype, got.shape), where)
        test.assertTrue(torch.equal(expected, got), where)
    elif isinstance(expected, dict):
        test.assertEqual(list(expected), list(got), where)
        for k in expected:
            assert_same(test, expected[k], got[k], f"{where}[{k!r}]")
    elif isinstance(expected, (list, tuple)):
        test.assertEqual((type(expected), len(expected)), (type(got), len(got)), where)
        for i, (a, b) in enumerate(zip(expected, got)):
            assert_same(test, a, b, f"{where}[{i}]")
    else:
        test.assertEqual(expected, got, where)


def training_state(step):
    """A small model's state after `step` AdamW steps: weights, optimizer moments, an int64 counter, config."""
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 4))
    opt = torch.optim.AdamW(model.parameters(), lr=1e-2)
    x, y = torch.randn(64, 16), torch.randint(0, 4, (64,))
    for _ in range(step):
        opt.zero_grad()
        torch.nn.functional.cross_entropy(model(x), y).backward()
        opt.step()
    return {"model": model.state_dict(), "optimizer": opt.state_dict(), "step": step,
            "tokens_seen": torch.tensor(step * 64, dtype=torch.int64),
            "config": {"lr": 1e-2, "layers": [16, 32, 4], "name": "mlp"}}


class EndToEndTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        if torch is None:
            support.skip_or_fail(support.NO_TORCH)
        why = _launcher_state()
        if why is not None:
            support.skip_or_fail(why)
        cls.watcher = _has_watcher()

    def setUp(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.dir = Path(tmp.name)
        self.store = self.dir / "store"
        self.staging = Staging(self.dir / "staging", snapwear=LAUNCHER)

    def ingest(self, staged):
        """What the watcher does with the staged checkpoints, oldest first: commit each, then remove it."""
        if self.watcher:
            r = subprocess.run([LAUNCHER, "store", "watch", str(self.store), self.staging.path, "--exit-when-idle",
                                "2"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                               timeout=COMMAND_TIMEOUT)
            self.assertEqual(0, r.returncode, r.stderr)
        else:
            previous = []
            for path, iteration in staged:
                snapwear_store.store_save(self.store, path, iteration, previous=previous[-1:], snapwear=LAUNCHER)
                previous.append(path)
            for path, _ in staged:
                if os.path.isdir(path):
                    shutil.rmtree(path)
                else:
                    os.remove(path)
        self.assertEqual({}, self.staging.errors())
        # Every checkpoint was taken; dot files are the watcher's own (never checkpoints).
        self.assertEqual([], [n for n in support.listing(self.staging.path) if not n.startswith(".")])

    def test_a_torch_checkpoint_saved_through_the_staging_is_restored_equal(self):
        states = {10: training_state(10), 20: training_state(20)}
        staged = [(self.staging.save(states[it], it), it) for it in (10, 20)]
        saved_bytes = {it: Path(p).read_bytes() for p, it in staged}
        self.ingest(staged)

        self.assertEqual(20, snapwear_store.latest(self.store, snapwear=LAUNCHER))
        for it in (10, 20):
            out = self.staging.restore(self.store, it, self.dir / "resume" / f"step-{it}.pt")
            self.assertEqual(saved_bytes[it], Path(out).read_bytes(), f"iteration {it} byte for byte")
            assert_same(self, states[it], torch.load(out), f"iteration {it}")

        with self.assertRaises(SnapwearError) as caught:  # the command's own error, one line, exit 1
            snapwear_store.restore(self.store, 20, self.dir / "resume" / "step-20.pt", snapwear=LAUNCHER)
        self.assertEqual(1, caught.exception.returncode)
        self.assertIn("already exists", caught.exception.message)
        self.assertNotIn("\n", caught.exception.message)

    def test_a_checkpoint_directory_saved_through_the_staging_is_restored_byte_for_byte(self):
        source = self.dir / "out" / "checkpoint-30"
        source.mkdir(parents=True)
        state = training_state(30)
        torch.save(state["model"], source / "pytorch_model.bin")
        torch.save(state["optimizer"], source / "optimizer.pt")
        (source / "trainer_state.json").write_text('{"global_step": 30}\n')
        staged = self.staging.save_dir(source, 30, copy=True)
        self.ingest([(staged, 30)])

        self.assertEqual(30, snapwear_store.latest(self.store, snapwear=LAUNCHER))
        out = Path(snapwear_store.restore(self.store, 30, self.dir / "resume" / "checkpoint-30", snapwear=LAUNCHER))
        self.assertEqual(sorted(os.listdir(source)), sorted(os.listdir(out)))
        for name in os.listdir(source):
            self.assertEqual((source / name).read_bytes(), (out / name).read_bytes(), name)
        assert_same(self, state["optimizer"], torch.load(out / "optimizer.pt"))
        # a second restore over the first one: refused without force, replaces it with force
        (out / "trainer_state.json").write_text("changed by the job\n")
        with self.assertRaises(snapwear_store.SnapwearError):
            snapwear_store.restore(self.store, 30, out, snapwear=LAUNCHER)
        snapwear_store.restore(self.store, 30, out, snapwear=LAUNCHER, force=True)
        self.assertEqual((source / "trainer_state.json").read_bytes(), (out / "trainer_state.json").read_bytes())

    def test_paths_that_look_like_options_are_taken_as_paths(self):
        # A store named --codec=raw and a checkpoint named -step-5.pt, restored to -out: the command must not read
        # them as options (it did when the client put them before the options without "--").
        with support.chdir(self.dir):
            torch.save({"w": torch.arange(8)}, "-step-5.pt")
            snapwear_store.store_save("--codec=raw", "-step-5.pt", 5, snapwear=LAUNCHER)
            self.assertTrue(os.path.isfile(os.path.join("--codec=raw", "MANIFEST.json")))
            self.assertEqual(5, snapwear_store.latest("--codec=raw", snapwear=LAUNCHER))
            out = snapwear_store.restore("--codec=raw", 5, "-out", snapwear=LAUNCHER)
            self.assertEqual(Path("-step-5.pt").read_bytes(), Path(out).read_bytes())

    def test_a_lossy_save_restores_a_checkpoint_torch_loads_with_moments_within_their_bound(self):
        # Adam moments through 8-bit blockwise quantization (ExCP, Check-N-Run style); everything else byte for byte
        states = {it: training_state(it) for it in (10, 20, 30)}
        for it, state in states.items():
            checkpoint = self.dir / f"step-{it}"
            checkpoint.mkdir()
            torch.save(state["model"], checkpoint / "pytorch_model.bin")
            torch.save(state["optimizer"], checkpoint / "optimizer.pt")
            (checkpoint / "trainer_state.json").write_text(f'{{"global_step": {it}}}\n')
            report = snapwear_store.store_save(self.store, checkpoint, it, snapwear=LAUNCHER, loss="moments-8bit")
            self.assertEqual("moments-8bit", report["save"]["loss"]["profile"])
        entries = snapwear_store.list_entries(self.store, snapwear=LAUNCHER, server=False)
        self.assertEqual({"moments-8bit"}, {e["loss"]["profile"] for e in entries})
        for it, state in states.items():
            out = Path(snapwear_store.restore(self.store, it, self.dir / "resume" / f"step-{it}", snapwear=LAUNCHER,
                                              server=False))
            for name in ("pytorch_model.bin", "trainer_state.json"):
                self.assertEqual((self.dir / f"step-{it}" / name).read_bytes(), (out / name).read_bytes(), name)
            restored = torch.load(out / "optimizer.pt")
            self.assertEqual(state["optimizer"]["param_groups"], restored["param_groups"])
            for p, moments in state["optimizer"]["state"].items():
                got = restored["state"][p]
                assert_same(self, moments["step"], got["step"], f"step of {p}")
                for key in ("exp_avg", "exp_avg_sq"):
                    err = (moments[key] - got[key]).abs().max().item()
                    scale = moments[key].abs().max().item()
                    # 8 bits a block: at most half a step of the block's largest magnitude, far below it
                    self.assertLessEqual(err, scale / 100 + 1e-12, f"{key} of {p} at {it}")
                self.assertFalse(torch.equal(moments["exp_avg"], got["exp_avg"]), "the moments went through loss")
        verify = subprocess.run([LAUNCHER, "store", "verify", str(self.store)], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, universal_newlines=True, timeout=COMMAND_TIMEOUT)
        self.assertEqual(0, verify.returncode, verify.stderr)

    def test_a_running_store_server_answers_latest_list_and_restore(self):
        checkpoint = self.dir / "step-5.pt"
        torch.save(training_state(5), checkpoint)
        snapwear_store.store_save(self.store, checkpoint, 5, snapwear=LAUNCHER)
        server = subprocess.Popen([LAUNCHER, "store", "serve", str(self.store)], stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, universal_newlines=True)
        socket_file = self.store / ".snapwear-serve.sock"
        try:
            self.assertIn(f"on {socket_file}", server.stdout.readline())
            self.assertEqual(0o600, socket_file.stat().st_mode & 0o777)
            # a launcher that does not exist: only the server can answer
            nowhere = self.dir / "no-launcher"
            self.assertEqual(5, snapwear_store.latest(self.store, snapwear=nowhere))
            self.assertEqual([5], [e["iteration"] for e in snapwear_store.list_entries(self.store, snapwear=nowhere)])
            self.assertEqual(snapwear_store.list_entries(self.store, snapwear=LAUNCHER, server=False),
                             snapwear_store.list_entries(self.store, snapwear=nowhere), "the same entries")
            out = snapwear_store.restore(self.store, 5, self.dir / "resume" / "step-5.pt", snapwear=nowhere)
            self.assertEqual(checkpoint.read_bytes(), Path(out).read_bytes())
            with self.assertRaises(SnapwearError) as caught:
                snapwear_store.restore(self.store, 5, out, snapwear=nowhere)
            self.assertIn("exists", caught.exception.message)
        finally:
            server.terminate()
            server.communicate(timeout=COMMAND_TIMEOUT)
        self.assertFalse(socket_file.exists(), "a terminated server removes its socket")
        self.assertEqual(5, snapwear_store.latest(self.store, snapwear=LAUNCHER), "the command line again")

    def test_watch_serve_answers_the_job_with_what_the_watcher_committed(self):
        watcher = subprocess.Popen([LAUNCHER, "store", "watch", str(self.store), self.staging.path, "--serve",
                                    "--poll-ms", "50"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                   universal_newlines=True)
        nowhere = self.dir / "no-launcher"  # only the server can answer
        try:
            socket_file = self.store / ".snapwear-serve.sock"
            deadline = time.monotonic() + COMMAND_TIMEOUT
            while not socket_file.exists():
                self.assertIsNone(watcher.poll(), "the watcher exited")
                self.assertLess(time.monotonic(), deadline, "no socket from store watch --serve")
                time.sleep(0.1)
            self.assertIsNone(snapwear_store.latest(self.store, snapwear=nowhere), "nothing committed yet")
            state = training_state(7)
            self.staging.save(state, 7)
            while snapwear_store.latest(self.store, snapwear=nowhere) != 7:
                self.assertLess(time.monotonic(), deadline, "the watcher never committed step-7.pt")
                time.sleep(0.1)
            out = snapwear_store.restore(self.store, 7, self.dir / "resume" / "step-7.pt", snapwear=nowhere)
            assert_same(self, state, torch.load(out))
        finally:
            watcher.terminate()
            watcher.communicate(timeout=COMMAND_TIMEOUT)

    def test_an_existing_directory_that_is_not_a_store_is_an_error_not_none(self):
        (self.dir / "not-a-store").mkdir()
        with self.assertRaises(SnapwearError) as caught:
            snapwear_store.latest(self.dir / "not-a-store", snapwear=LAUNCHER)
        self.assertEqual(1, caught.exception.returncode)
        self.assertIn("not a snapshot store", caught.exception.message)


if __name__ == "__main__":
    unittest.main()
