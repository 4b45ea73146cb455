"""DeepSpeed: save a tag directory into the staging directory, resume from the store's newest one."""

import os
from typing import Any, Optional

from . import _dist, command
from .staging import Staging
from ._types import PathLike

__all__ = ["DeepSpeedStaging"]


class DeepSpeedStaging:
    """Saves through ``engine.save_checkpoint`` into ``save_dir`` and moves the finished ``global_stepN`` into
    the staging directory; resumes with ``engine.load_checkpoint`` from the store's newest iteration.

    ``save_dir`` is DeepSpeed's own directory, on the same file system as the staging directory (the move is one
    rename) and outside it (its ``latest`` file is DeepSpeed's, not a checkpoint).

        ds = DeepSpeedStaging("/dev/shm/run1", save_dir="/dev/shm/run1-ds")
        start = ds.resume(engine, STORE) or 0
        ...
        ds.save(engine, step)
    """

    def __init__(self, staging: "Staging | PathLike", save_dir: PathLike, poll_seconds: float = 1.0,
                 max_wait: Optional[float] = None) -> None:
        self.staging = staging if isinstance(staging, Staging) else Staging(staging)
        self.save_dir = os.path.abspath(os.fspath(save_dir))
        staging_path = os.path.realpath(self.staging.path)
        if os.path.commonpath([staging_path, os.path.realpath(self.save_dir)]) == staging_path:
            raise ValueError(f"save_dir {self.save_dir} lies in the staging directory {self.staging.path}: give "
                             f"DeepSpeed a directory of its own beside it")
        self.poll_seconds = poll_seconds
        self.max_wait = max_wait

    @staticmethod
    def tag(step: int) -> str:
        return f"global_step{step}"

    def save(self, engine: Any, step: int, **save_args: Any) -> Optional[str]:
        """Every rank calls it: waits while the staging is full, saves ``global_step<step>``, and once every rank
        has written its shards the main process stages the directory. Returns its staged path on rank 0."""
        self.staging.wait_while_full(self.poll_seconds, self.max_wait)
        tag = self.tag(step)
        engine.save_checkpoint(self.save_dir, tag=tag, **save_args)
        _dist.barrier()
        if _dist.rank() == 0:
            return self.staging.save_dir(os.path.join(self.save_dir, tag), step)
        return None

    def resume(self, engine: Any, store: PathLike, snapwear: Optional[PathLike] = None,
               **load_args: Any) -> Optional[int]:
        """Every rank calls it: the store's newest iteration restored into ``save_dir/global_stepN`` (by rank 0)
        and loaded with ``engine.load_checkpoint`` by every rank; returns the iteration, or None to start fresh."""
        snapwear = self.staging.snapwear if snapwear is None else snapwear
        iteration = _dist.from_rank_zero(lambda: command.latest(store, snapwear))
        if iteration is None:
            return None
        tag = self.tag(iteration)
        if _dist.rank() == 0:
            command.restore(store, iteration, os.path.join(self.save_dir, tag), snapwear, force=True)
        _dist.barrier()
        engine.load_checkpoint(self.save_dir, tag=tag, **load_args)
        return iteration
