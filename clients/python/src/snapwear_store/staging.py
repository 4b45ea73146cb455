"""The staging directory a ``snapwear store watch STORE STAGING`` ingests."""

import errno
import os
import shutil
import time
import uuid
from typing import Any, Dict, Optional

from . import command
from .command import check_iteration
from .errors import StagingFullError
from .names import DONE_SUFFIX, ERROR_SUFFIX, FULL_MARKER, check_name
from ._types import PathLike

__all__ = ["Staging"]


class Staging:
    """The staging directory a ``snapwear store watch STORE STAGING`` ingests (created if missing).

    A checkpoint becomes visible there only complete: written under a ``tmp-`` name and renamed, or marked
    with ``NAME.done``. With ``fsync`` (the default) its bytes are forced to the device before it becomes
    visible, so a staging directory on a disk never shows a complete name with missing bytes after a power
    loss; on a RAM directory such as /dev/shm this costs nothing.
    """

    def __init__(self, path: PathLike, snapwear: Optional[PathLike] = None, fsync: bool = True) -> None:
        self.path = os.path.abspath(os.fspath(path))
        self.snapwear = snapwear
        self.fsync = fsync
        os.makedirs(self.path, exist_ok=True)

    def full(self) -> Optional[str]:
        """The watcher's reason while ``.snapwear-full`` exists, else None."""
        try:
            with open(os.path.join(self.path, FULL_MARKER), encoding="utf-8", errors="replace") as f:
                text = f.read().strip()
        except FileNotFoundError:
            return None
        return text.splitlines()[0] if text else "(the watcher gave no reason)"

    def wait_while_full(self, poll_seconds: float = 1.0, timeout: Optional[float] = None) -> float:
        """Blocks while the watcher reports the staging directory full; returns the seconds waited.

        Raises StagingFullError if it is still full after ``timeout`` seconds (None waits as long as it takes).
        """
        start = time.monotonic()
        while True:
            reason = self.full()
            waited = time.monotonic() - start
            if reason is None:
                return waited
            if timeout is not None and waited >= timeout:
                raise StagingFullError(self.path, reason)
            time.sleep(poll_seconds)

    def errors(self) -> Dict[str, str]:
        """Checkpoints the watcher failed to save, by name, each with its one-line reason (``NAME.error``).

        They stay in STAGING; remove the checkpoint and its ``.error`` file once dealt with.
        """
        found = {}
        for entry in sorted(os.listdir(self.path)):
            if entry.endswith(ERROR_SUFFIX):
                with open(os.path.join(self.path, entry), encoding="utf-8", errors="replace") as f:
                    lines = f.read().strip().splitlines()
                found[entry[:-len(ERROR_SUFFIX)]] = lines[0] if lines else ""
        return found

    def save(self, obj: Any, iteration: int, name: Optional[str] = None) -> str:
        """``torch.save(obj)`` as ``STAGING/step-<iteration>.pt`` (or ``name``); returns its path.

        Written as ``tmp-...`` and renamed, so a reader sees the final name only with every byte in place.
        Raises StagingFullError while the watcher reports the staging directory full, FileExistsError if the
        name is still staged (not yet taken by the watcher, or failed: see errors()).
        """
        iteration = check_iteration(iteration)
        name = f"step-{iteration}.pt" if name is None else name
        final = self._final_path(name, iteration)
        self._refuse_if_full()
        import torch  # here, not at the top: a job that only restores, or a test without torch, needs no torch

        tmp = self._tmp_path(name)
        try:
            with open(tmp, "xb") as f:
                torch.save(obj, f)
                if self.fsync:
                    f.flush()
                    os.fsync(f.fileno())
            os.replace(tmp, final)
        except BaseException:
            _remove_quietly(tmp)
            raise
        return final

    def save_dir(self, directory: PathLike, iteration: int, name: Optional[str] = None, copy: bool = False,
                 keep_name: bool = False) -> str:
        """Stages a finished checkpoint directory (checkpoint-N/, global_stepN/); returns its staged path.

        By default it is moved to ``STAGING/<name>`` (its own name unless ``name`` is given): one rename on the
        same filesystem, else a copy under a ``tmp-`` name renamed into place and the source removed. With
        ``copy`` the source stays. With ``keep_name`` the directory is already in STAGING under its final name
        (a Trainer writing there in place) and only ``NAME.done`` is written to mark it complete.
        """
        iteration = check_iteration(iteration)
        source = os.path.abspath(os.fspath(directory))
        if not os.path.isdir(source):
            raise NotADirectoryError(f"{source}: not a checkpoint directory")
        if keep_name:
            return self._mark_done(source, iteration)
        name = os.path.basename(source) if name is None else name
        final = self._final_path(name, iteration)
        self._refuse_if_full()
        if not copy:
            self._sync_tree(source)
            try:
                # Within one filesystem a rename of the finished directory is atomic by itself: no tmp name needed.
                os.rename(source, final)
                return final
            except OSError as e:
                if e.errno != errno.EXDEV:
                    raise
        tmp = self._tmp_path(name)
        try:
            shutil.copytree(source, tmp)
            self._sync_tree(tmp)
            os.rename(tmp, final)
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise
        if not copy:
            shutil.rmtree(source)
        return final

    def restore(self, store: PathLike, iteration: int, out: PathLike, force: bool = False) -> str:
        """restore() with this staging's snapwear command; refuses an OUT inside STAGING.

        A restore there would appear by rename, and the watcher would save it again as a new checkpoint.
        """
        staging = os.path.realpath(self.path)
        target = os.path.realpath(os.fspath(out))
        if os.path.commonpath([staging, target]) == staging:
            raise ValueError(f"{out}: restoring into the staging directory {self.path} would make the watcher "
                             f"save it again; restore somewhere else")
        return command.restore(store, iteration, out, self.snapwear, force)

    def latest(self, store: PathLike) -> Optional[int]:
        """latest() with this staging's snapwear command."""
        return command.latest(store, self.snapwear)

    def _final_path(self, name: str, iteration: int) -> str:
        check_name(name, iteration)
        final = os.path.join(self.path, name)
        # os.replace would silently take the place of a staged checkpoint the watcher may be reading right now.
        if os.path.lexists(final):
            reason = self.errors().get(name)
            raise FileExistsError(f"{final} is still staged" + (f" (the watcher failed: {reason})" if reason
                                                                 else " (the watcher has not taken it yet)"))
        return final

    def _tmp_path(self, name: str) -> str:
        # Inside STAGING so the final rename stays on one filesystem; the pid tells whose leftover it is.
        return os.path.join(self.path, f"tmp-{name}-{os.getpid()}-{uuid.uuid4().hex[:8]}")

    def _refuse_if_full(self) -> None:
        reason = self.full()
        if reason is not None:
            raise StagingFullError(self.path, reason)

    def _mark_done(self, source: str, iteration: int) -> str:
        if os.path.realpath(os.path.dirname(source)) != os.path.realpath(self.path):
            raise ValueError(f"{source}: keep_name marks a checkpoint that is already in {self.path}")
        check_name(os.path.basename(source), iteration)
        # Not refused while the staging is full: these bytes are staged already, and the marker is what lets
        # the watcher take them and drain the directory.
        self._sync_tree(source)
        with open(source + DONE_SUFFIX, "x"):
            pass
        return source

    def _sync_tree(self, root: str) -> None:
        if not self.fsync:
            return
        for parent, _dirs, files in os.walk(root):
            for f in files:
                _fsync_path(os.path.join(parent, f), os.O_RDONLY)
            # Linux syncs a directory's entries through a read-only descriptor; platforms that cannot open a
            # directory (Windows) have no such sync, as in the store's own write protocol.
            if hasattr(os, "O_DIRECTORY"):
                _fsync_path(parent, os.O_RDONLY | os.O_DIRECTORY)


def _fsync_path(path: str, flags: int) -> None:
    fd = os.open(path, flags)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _remove_quietly(path: str) -> None:
    try:
        os.remove(path)
    except FileNotFoundError:
        pass
