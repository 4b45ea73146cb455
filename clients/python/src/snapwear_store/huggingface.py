"""The Hugging Face Trainer callback: back-pressure before a save, the completion mark after it.

transformers is not a dependency: when it is importable the callback is a ``transformers.TrainerCallback``;
otherwise it has the same no-op event methods, which is all the Trainer's callback handler calls.
"""

import os
from typing import TYPE_CHECKING, Any, Optional

from . import _dist
from .names import DONE_SUFFIX
from .staging import Staging
from ._types import PathLike

__all__ = ["SnapwearCallback"]

class _Events:
    """The Trainer's documented callback events, doing nothing: all its callback handler calls."""

    def on_init_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        return None

    def on_train_begin(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        return None

    def on_train_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        return None

    def on_epoch_begin(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        return None

    def on_epoch_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        return None

    def on_step_begin(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        return None

    def on_pre_optimizer_step(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        return None

    def on_optimizer_step(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        return None

    def on_substep_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        return None

    def on_step_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        return None

    def on_evaluate(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        return None

    def on_predict(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        return None

    def on_save(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        return None

    def on_log(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        return None

    def on_prediction_step(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        return None

if TYPE_CHECKING:
    _Base = _Events
else:
    try:  # a transformers.TrainerCallback when transformers is there
        from transformers import TrainerCallback as _Base
    except ImportError:  # transformers absent (as in this project's CI)
        _Base = _Events


class SnapwearCallback(_Base):
    """Puts every checkpoint the Trainer saves in front of ``snapwear store watch``.

    The Trainer's ``output_dir`` must be the staging directory (checked when training begins, with
    ``save_total_limit`` unset: its rotation would delete checkpoints the watcher has not taken yet). Before a
    save (``on_step_end`` with ``control.should_save``) it waits while the watcher reports the staging directory
    full; after it (``on_save``) the main process writes ``checkpoint-N.done`` once every rank has written its
    part. That one mark covers both Trainer behaviours: a Trainer that writes ``checkpoint-N`` in place needs it
    (run the watcher with ``--require-done``); one that writes ``tmp-checkpoint-N`` and renames it is complete at
    the rename already, and a mark that comes after the watcher took the directory is not written (or, racing
    with it, is removed by the watcher as a marker without a checkpoint).

        trainer = Trainer(..., args=TrainingArguments(output_dir=STAGING, save_steps=500),
                          callbacks=[SnapwearCallback(STAGING)])
    """

    def __init__(self, staging: "Staging | PathLike", poll_seconds: float = 1.0,
                 max_wait: Optional[float] = None) -> None:
        self.staging = staging if isinstance(staging, Staging) else Staging(staging)
        self.poll_seconds = poll_seconds
        self.max_wait = max_wait
        self.waited_seconds = 0.0
        """Total seconds the job waited for the watcher to catch up."""

    def on_train_begin(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
        output = os.path.realpath(os.fspath(args.output_dir))
        if output != os.path.realpath(self.staging.path):
            raise ValueError(f"TrainingArguments.output_dir is {args.output_dir}, not the staging directory "
                             f"{self.staging.path}: the watcher would never see the checkpoints")
        if getattr(args, "save_total_limit", None):
            raise ValueError("leave TrainingArguments.save_total_limit unset: its rotation deletes checkpoints the "
                             "watcher may not have taken yet (the watcher's --keep is the retention)")

    def on_step_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        if getattr(control, "should_save", False):
            # Every rank waits on the same marker (one node's staging), so they reach the save together.
            self.waited_seconds += self.staging.wait_while_full(self.poll_seconds, self.max_wait)
        return control

    def on_save(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        _dist.barrier()  # DeepSpeed and FSDP write shards on every rank: all of them are in place after this
        if getattr(state, "is_world_process_zero", True):
            checkpoint = os.path.join(self.staging.path, f"checkpoint-{state.global_step}")
            # Gone already: a renaming Trainer made it complete and the watcher took it. Marked already: nothing.
            if os.path.isdir(checkpoint) and not os.path.exists(checkpoint + DONE_SUFFIX):
                try:
                    self.staging.save_dir(checkpoint, state.global_step, keep_name=True)
                except (FileNotFoundError, NotADirectoryError):
                    pass  # taken by the watcher between the look and the mark
        return control
