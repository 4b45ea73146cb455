"""Snapwear snapshot store for a training job, without installing anything.

Copy this one file next to the training script (standard library only, Python 3.9+; torch is imported only
when a torch object is saved). The job stages each checkpoint for ``snapwear store watch STORE STAGING``,
which commits it durably into the store and then removes it from STAGING; when the job resumes it asks the
store for the newest iteration and restores it. See README.md beside this file.

    staging = Staging("/dev/shm/run1")
    staging.save({"model": model.state_dict(), "optimizer": opt.state_dict()}, step)   # step-<step>.pt

    it = latest("runs/store")
    if it is not None:
        state = torch.load(restore("runs/store", it, f"/tmp/resume/step-{it}.pt"))

The ``snapwear`` command is the ``snapwear=`` argument, else the SNAPWEAR environment variable, else
``snapwear`` on PATH.
"""

import errno
import json
import operator
import os
import re
import shutil
import subprocess
import uuid
from typing import Any, Dict, Iterable, List, Optional, Union

__all__ = ["Staging", "SnapwearError", "StagingFullError", "restore", "latest", "list_entries", "store_save",
           "iteration_of", "FULL_MARKER"]

PathLike = Union[str, "os.PathLike[str]"]

FULL_MARKER = ".snapwear-full"
"""Written into STAGING by the watcher, with the reason inside, while staged bytes exceed its cap."""

DONE_SUFFIX = ".done"
ERROR_SUFFIX = ".error"


class SnapwearError(Exception):
    """The snapwear command failed.

    ``message`` is its one-line error (naming file, offset and reason), ``returncode`` its exit status:
    1 a failure, 2 a usage error, 3 no product built, 70 an internal error; 126/127 when the command could not be
    started at all, 0 when it succeeded but printed something that is not the expected JSON. ``command`` is the
    argument list that was run and ``stderr`` everything it wrote there.
    """

    def __init__(self, message: str, returncode: int, command: List[str], stderr: str = "") -> None:
        super().__init__(f"{message} (exit {returncode})")
        self.message = message
        self.returncode = returncode
        self.command = command
        self.stderr = stderr


class StagingFullError(Exception):
    """The watcher has more staged bytes than its cap allows (``STAGING/.snapwear-full`` exists).

    Nothing was written. ``reason`` is the watcher's one-line reason. Saving again once the watcher has caught
    up (the marker is gone) works; a job that cannot wait may skip this checkpoint.
    """

    def __init__(self, staging: str, reason: str) -> None:
        super().__init__(f"{staging}: staging is full, the watcher has not caught up: {reason}")
        self.staging = staging
        self.reason = reason


def _command(snapwear: Optional[PathLike]) -> str:
    if snapwear is not None:
        return os.fspath(snapwear)
    return os.environ.get("SNAPWEAR") or "snapwear"


def _error_line(stderr: str, returncode: int) -> str:
    """The CLI's own one-line error out of everything on stderr.

    Its errors start with "snapwear"; store recovery notes ("store: ...") and JVM warnings can come before
    it, a usage line (exit 2) or a stack trace (--debug) after it.
    """
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    for line in lines:
        if line.startswith("snapwear"):
            return line
    if lines:
        return lines[-1]
    return f"snapwear exited with status {returncode} and wrote nothing on stderr"


def _run(snapwear: Optional[PathLike], args: List[str]) -> str:
    argv = [_command(snapwear)] + args
    try:
        proc = subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              encoding="utf-8", errors="replace")
    except OSError as e:
        # The same statuses a shell gives: 127 not found, 126 found but not executable.
        code = 127 if e.errno == errno.ENOENT else 126
        raise SnapwearError(f"cannot run {argv[0]}: {e.strerror} (name the launcher with snapwear=... or the "
                            f"SNAPWEAR environment variable)", code, argv) from None
    if proc.returncode != 0:
        raise SnapwearError(_error_line(proc.stderr, proc.returncode), proc.returncode, argv, proc.stderr)
    return proc.stdout


def _run_json(snapwear: Optional[PathLike], command: List[str], options: List[str],
              paths: List[str]) -> Dict[str, Any]:
    """Runs ``snapwear COMMAND OPTIONS --json -- PATHS``: the ``--`` ends the options, so a user's path that
    looks like one (``-store``, ``--codec=raw``) stays a path; options whose value is a path are given as
    ``--name=value`` for the same reason."""
    argv = command + options + ["--json", "--"] + paths
    out = _run(snapwear, argv)
    try:
        report = json.loads(out)
    except ValueError:
        report = None
    if not isinstance(report, dict):
        raise SnapwearError(f"{' '.join(command)} --json printed no JSON object: {out.strip()[:200]!r}", 0,
                            [_command(snapwear)] + argv)
    return report


def _iteration(iteration: Any) -> int:
    # operator.index takes ints and numpy integers but not floats or strings; bool is an int we refuse.
    if isinstance(iteration, bool):
        raise TypeError(f"iteration must be an integer, not {iteration!r}")
    value = operator.index(iteration)
    if value < 0:
        raise ValueError(f"iteration must be >= 0, not {value}")
    return value


def store_save(store: PathLike, checkpoint: PathLike, iteration: int, previous: Iterable[PathLike] = (),
               snapwear: Optional[PathLike] = None) -> Dict[str, Any]:
    """``snapwear store save STORE CHECKPOINT --iteration N [--previous P]...``: saves without a watcher.

    ``previous`` names earlier checkpoints still on disk, which the store reads instead of decoding them.
    Returns the command's JSON report (``save`` holds what was written).
    """
    options = ["--iteration", str(_iteration(iteration))] + [f"--previous={os.fspath(p)}" for p in previous]
    return _run_json(snapwear, ["store", "save"], options, [os.fspath(store), os.fspath(checkpoint)])


def restore(store: PathLike, iteration: int, out: PathLike, snapwear: Optional[PathLike] = None,
            force: bool = False) -> str:
    """``snapwear store restore STORE --iteration N --out OUT [--force]``: writes the checkpoint back byte for byte.

    OUT must not exist unless ``force`` is set, which replaces it (atomically: the old one is removed only after
    the new one is in place); its parent is created if missing. A failed restore leaves OUT as it was.
    Returns OUT, ready for torch.load, ``resume_from_checkpoint=`` or DeepSpeed's ``load_checkpoint``.
    """
    out = os.fspath(out)
    # The command writes a temporary sibling of OUT and renames it, so OUT's parent must exist; it fails with
    # only the sibling's name otherwise.
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    _run_json(snapwear, ["store", "restore"], ["--iteration", str(_iteration(iteration)), f"--out={out}"]
              + (["--force"] if force else []), [os.fspath(store)])
    return out


def list_entries(store: PathLike, snapwear: Optional[PathLike] = None) -> List[Dict[str, Any]]:
    """``snapwear store list STORE``: the kept iterations, ascending, each with iteration, kind, bytes..."""
    entries = _run_json(snapwear, ["store", "list"], [], [os.fspath(store)]).get("entries")
    if not isinstance(entries, list):
        raise SnapwearError(f"store list {os.fspath(store)} --json has no 'entries' list", 0,
                            [_command(snapwear), "store", "list", "--json", "--", os.fspath(store)])
    return entries


def latest(store: PathLike, snapwear: Optional[PathLike] = None) -> Optional[int]:
    """The newest iteration the store keeps, or None when there is none yet.

    A store directory that does not exist yet gives None rather than an error: that is a job's first start,
    before the watcher's first commit creates the store. Anything else wrong with the store raises.
    """
    if not os.path.exists(os.fspath(store)):
        return None
    iterations = [int(e["iteration"]) for e in list_entries(store, snapwear)]
    return max(iterations) if iterations else None


# The one rule of docs/store-format.md ("Iteration in a name"), the same as the store's and the watcher's
# (org.snapwear.trace.sequence.MemberOrder): ASCII letters in any case and ASCII digits only, as Java's regex
# matches them by default; docs/staging-names.tsv is the table both sides are tested against.
_ITERATION = re.compile(r"(?:iter|step|checkpoint|ckpt|epoch)[_\-]?(\d+)", re.IGNORECASE | re.ASCII)
_LONG_MAX = 2 ** 63 - 1


def iteration_of(name: str) -> Optional[int]:
    """The iteration the watcher reads from a staged name, or None when it reads none.

    The last match of ``(iter|step|checkpoint|ckpt|epoch)[_-]?DIGITS`` wins (``ckpt-5-run7`` is 5,
    ``checkpoint-500`` and ``global_step500`` are 500, ``model-9`` has none); a number too big for a signed
    64-bit integer is none.
    """
    found = None
    for m in _ITERATION.finditer(name):
        value = int(m.group(1))
        found = value if value <= _LONG_MAX else None
    return found


def _check_name(name: str, iteration: int) -> None:
    """A staged name the watcher will take, and that carries the iteration by its rule (iteration_of)."""
    if not name or name in (".", "..") or "/" in name or os.sep in name:
        raise ValueError(f"{name!r} is not a plain file or directory name")
    if name.startswith(("tmp", ".")):
        raise ValueError(f"{name!r}: the watcher never takes names starting with 'tmp' or '.'")
    if name.endswith((DONE_SUFFIX, ERROR_SUFFIX)):
        raise ValueError(f"{name!r}: names ending in {DONE_SUFFIX} or {ERROR_SUFFIX} are the watcher's markers")
    found = iteration_of(name)
    if found is None:
        raise ValueError(f"{name!r} carries no iteration (the watcher reads it from the last iter, step, "
                         f"checkpoint, ckpt or epoch followed by digits: checkpoint-{iteration}, "
                         f"global_step{iteration}, step-{iteration}.pt)")
    if found != iteration:
        raise ValueError(f"{name!r} carries iteration {found}, not iteration {iteration} (the watcher reads it from "
                         f"the last iter, step, checkpoint, ckpt or epoch followed by digits)")


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
        iteration = _iteration(iteration)
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
        iteration = _iteration(iteration)
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
        return restore(store, iteration, out, self.snapwear, force)

    def latest(self, store: PathLike) -> Optional[int]:
        """latest() with this staging's snapwear command."""
        return latest(store, self.snapwear)

    def _final_path(self, name: str, iteration: int) -> str:
        _check_name(name, iteration)
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
        _check_name(os.path.basename(source), iteration)
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
