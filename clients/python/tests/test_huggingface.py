"""SnapwearCallback driven through the Hugging Face Trainer's callback sequence, for both ways a Trainer saves.

transformers is not installable here (no PyPI), so FakeTrainer calls the events in the order the Trainer's
documentation and its training loop give: on_init_end; on_train_begin; per epoch on_epoch_begin, per step
on_step_begin, on_pre_optimizer_step, on_optimizer_step, on_step_end (after DefaultFlowCallback has set
control.should_save), then, when should_save, the checkpoint is written and on_save follows; on_epoch_end;
on_train_end. A callback's non-None return value becomes the control, as in CallbackHandler.call_event.
"""

import os
import tempfile
import threading
import time
import types
import unittest
from pathlib import Path

import support
from snapwear_store import FULL_MARKER, SnapwearCallback, Staging


class FakeTrainer:
    """The Trainer's callback sequence and checkpoint writing, without a model."""

    def __init__(self, args, callbacks, rename, on_rename=None):
        self.args, self.callbacks, self.rename, self.on_rename = args, callbacks, rename, on_rename
        self.state = types.SimpleNamespace(global_step=0, epoch=0.0, is_world_process_zero=True)
        self.control = types.SimpleNamespace(should_save=False, should_log=False, should_evaluate=False,
                                             should_training_stop=False, should_epoch_stop=False)
        self.events = []
        self.saw_full_at_save = []
        self.event("on_init_end")

    def event(self, name):
        self.events.append(name)
        for cb in self.callbacks:
            result = getattr(cb, name)(self.args, self.state, self.control, model=None, optimizer=None)
            if result is not None:
                self.control = result

    def train(self, max_steps, steps_per_epoch):
        self.event("on_train_begin")
        while self.state.global_step < max_steps:
            self.event("on_epoch_begin")
            for _ in range(steps_per_epoch):
                self.event("on_step_begin")
                self.event("on_pre_optimizer_step")
                self.event("on_optimizer_step")
                self.state.global_step += 1
                # DefaultFlowCallback.on_step_end, which runs before user callbacks
                self.control.should_save = self.state.global_step % self.args.save_steps == 0
                self.event("on_step_end")
                if self.control.should_save:
                    self.save_checkpoint()
                    self.event("on_save")
                    self.control.should_save = False
                if self.state.global_step >= max_steps:
                    break
            self.event("on_epoch_end")
        self.event("on_train_end")

    def save_checkpoint(self):
        self.saw_full_at_save.append(os.path.exists(os.path.join(self.args.output_dir, FULL_MARKER)))
        name = f"checkpoint-{self.state.global_step}"
        final = Path(self.args.output_dir) / name
        target = final.with_name("tmp-" + name) if self.rename else final
        target.mkdir()
        (target / "model.safetensors").write_bytes(b"weights %d" % self.state.global_step)
        (target / "trainer_state.json").write_text('{"global_step": %d}\n' % self.state.global_step)
        if self.rename:
            os.rename(target, final)
            if self.on_rename:
                self.on_rename(final)


class CallbackTest(unittest.TestCase):

    def setUp(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.dir = Path(tmp.name)
        self.staging_dir = self.dir / "staging"
        self.callback = SnapwearCallback(Staging(self.staging_dir, fsync=False), poll_seconds=0.02)

    def args(self, **kw):
        values = dict(output_dir=str(self.staging_dir), save_steps=2, save_total_limit=None)
        values.update(kw)
        return types.SimpleNamespace(**values)

    def test_in_place_saves_are_marked_done_after_they_are_written(self):
        trainer = FakeTrainer(self.args(), [self.callback], rename=False)
        trainer.train(max_steps=5, steps_per_epoch=3)
        self.assertEqual(["checkpoint-2", "checkpoint-2.done", "checkpoint-4", "checkpoint-4.done"],
                         support.listing(self.staging_dir))
        self.assertEqual(2, trainer.events.count("on_save"))
        self.assertEqual("on_init_end", trainer.events[0])
        self.assertEqual("on_train_end", trainer.events[-1])

    def test_renamed_saves_are_marked_while_staged_and_left_alone_once_taken(self):
        taken = []

        def watcher_takes_every_second(final):  # the watcher takes checkpoint-4 at its rename, before on_save
            if final.name == "checkpoint-4":
                os.rename(final, self.dir / final.name)
                taken.append(final.name)

        trainer = FakeTrainer(self.args(), [self.callback], rename=True, on_rename=watcher_takes_every_second)
        trainer.train(max_steps=4, steps_per_epoch=10)
        self.assertEqual(["checkpoint-4"], taken)
        self.assertEqual(["checkpoint-2", "checkpoint-2.done"], support.listing(self.staging_dir))

    def test_a_save_waits_while_the_staging_is_full(self):
        marker = self.staging_dir / FULL_MARKER
        marker.write_text("staged 9 GB > --max-staged-bytes 8 GB\n")

        def watcher_catches_up():
            time.sleep(0.3)
            marker.unlink()

        catching_up = threading.Thread(target=watcher_catches_up)
        catching_up.start()
        trainer = FakeTrainer(self.args(), [self.callback], rename=False)
        trainer.train(max_steps=2, steps_per_epoch=2)
        catching_up.join()
        self.assertEqual([False], trainer.saw_full_at_save, "the checkpoint was written only after the marker went")
        self.assertGreaterEqual(self.callback.waited_seconds, 0.2)
        self.assertEqual(["checkpoint-2", "checkpoint-2.done"], support.listing(self.staging_dir))

    def test_an_output_dir_that_is_not_the_staging_is_refused_when_training_begins(self):
        trainer = FakeTrainer(self.args(output_dir=str(self.dir / "elsewhere")), [self.callback], rename=False)
        with self.assertRaisesRegex(ValueError, "not the staging directory"):
            trainer.train(max_steps=2, steps_per_epoch=2)

    def test_save_total_limit_is_refused_when_training_begins(self):
        trainer = FakeTrainer(self.args(save_total_limit=2), [self.callback], rename=False)
        with self.assertRaisesRegex(ValueError, "save_total_limit"):
            trainer.train(max_steps=2, steps_per_epoch=2)
        self.assertEqual([], support.listing(self.staging_dir))

    def test_every_documented_event_is_callable(self):
        for event in ("on_init_end", "on_train_begin", "on_train_end", "on_epoch_begin", "on_epoch_end",
                      "on_step_begin", "on_pre_optimizer_step", "on_optimizer_step", "on_substep_end",
                      "on_step_end", "on_evaluate", "on_predict", "on_save", "on_log", "on_prediction_step"):
            with self.subTest(event=event):
                self.assertTrue(callable(getattr(self.callback, event)))


if __name__ == "__main__":
    unittest.main()
