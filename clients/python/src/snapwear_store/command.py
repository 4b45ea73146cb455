"""The ``snapwear store`` command line: save, restore, list and latest through the launcher."""

import errno
import json
import operator
import os
import subprocess
from typing import Any, Dict, Iterable, List, Optional

from . import _server
from .errors import SnapwearError
from ._types import PathLike

__all__ = ["store_save", "restore", "list_entries", "latest"]


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


def check_iteration(iteration: Any) -> int:
    # operator.index takes ints and numpy integers but not floats or strings; bool is an int we refuse.
    if isinstance(iteration, bool):
        raise TypeError(f"iteration must be an integer, not {iteration!r}")
    value = operator.index(iteration)
    if value < 0:
        raise ValueError(f"iteration must be >= 0, not {value}")
    return value


def store_save(store: PathLike, checkpoint: PathLike, iteration: int, previous: Iterable[PathLike] = (),
               snapwear: Optional[PathLike] = None, loss: Optional[str] = None,
               loss_file: Optional[PathLike] = None, exact: Iterable[str] = ()) -> Dict[str, Any]:
    """``snapwear store save STORE CHECKPOINT --iteration N [--previous P]... [--loss PROFILE]``: saves without a
    watcher.

    ``previous`` names earlier checkpoints still on disk, which the store reads instead of decoding them.
    ``loss`` names a loss profile (``moments-8bit``, ``aggressive``, ``sz-4bit``, or one of ``loss_file``): the
    tensors it names are stored within their codec's bound, and a restore gives the decoded values; ``exact`` globs
    keep tensors exact whatever the profile. Without ``loss`` every byte is restored as saved.
    Returns the command's JSON report (``save`` holds what was written, ``save["loss"]`` the profile of a lossy
    save).
    """
    # Path values of options are passed absolute: "--previous=-x" would read as an option to the command line
    # (it allows abbreviated options), an absolute path never does.
    options = ["--iteration", str(check_iteration(iteration))]
    options += [f"--previous={os.path.abspath(p)}" for p in previous]
    options += _loss_options(loss, loss_file, exact)
    return _run_json(snapwear, ["store", "save"], options, [os.fspath(store), os.fspath(checkpoint)])


def _loss_options(loss: Optional[str], loss_file: Optional[PathLike], exact: Iterable[str]) -> List[str]:
    """``--loss``, ``--loss-file`` and ``--exact`` as the command reads them (nothing for an exact save); every
    value given as ``--name=value``, so one starting with '-' is never read as an option."""
    if isinstance(exact, str):
        raise TypeError("exact is a list of globs, not one string")
    globs = list(exact)
    if loss is None and (loss_file is not None or globs):
        raise ValueError("loss_file and exact need a loss profile (loss=...)")
    options: List[str] = []
    if loss is not None:
        options.append(f"--loss={loss}")
    if loss_file is not None:
        options.append(f"--loss-file={os.path.abspath(loss_file)}")
    options += [f"--exact={g}" for g in globs]
    return options


def restore(store: PathLike, iteration: int, out: PathLike, snapwear: Optional[PathLike] = None,
            force: bool = False, server: bool = True) -> str:
    """Writes the checkpoint of ``iteration`` back to OUT byte for byte; returns OUT.

    Asked of the store server when one runs (``snapwear store serve`` or ``store watch --serve``), else
    ``snapwear store restore STORE --iteration N --out OUT [--force]``; ``server=False`` always runs the command.
    OUT must not exist unless ``force`` is set, which replaces it (atomically: the old one is removed only after
    the new one is in place); its parent is created if missing. A failed restore leaves OUT as it was.
    Returns OUT, ready for torch.load, ``resume_from_checkpoint=`` or DeepSpeed's ``load_checkpoint``.
    """
    out = os.fspath(out)
    iteration = check_iteration(iteration)
    # The store writes a temporary sibling of OUT and renames it, so OUT's parent must exist; it fails with
    # only the sibling's name otherwise.
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    if server and _server.ask(store, {"op": "restore", "iteration": iteration, "out": os.path.abspath(out),
                                      "force": bool(force)}) is not None:
        return out
    _run_json(snapwear, ["store", "restore"], ["--iteration", str(iteration), f"--out={os.path.abspath(out)}"]
              + (["--force"] if force else []), [os.fspath(store)])
    return out


def list_entries(store: PathLike, snapwear: Optional[PathLike] = None,
                 server: bool = True) -> List[Dict[str, Any]]:
    """The kept iterations, ascending, each with iteration, kind, raw bytes, references... (``store list``),
    from the store server when one runs, else from the command line."""
    answer = _server.ask(store, {"op": "list"}) if server else None
    if answer is None:
        answer = _run_json(snapwear, ["store", "list"], [], [os.fspath(store)])
    entries = answer.get("entries")
    if not isinstance(entries, list):
        raise SnapwearError(f"store list {os.fspath(store)} --json has no 'entries' list", 0,
                            [_command(snapwear), "store", "list", "--json", "--", os.fspath(store)])
    return entries


def latest(store: PathLike, snapwear: Optional[PathLike] = None, server: bool = True) -> Optional[int]:
    """The newest iteration the store keeps, or None when there is none yet.

    From the store server when one runs (a fraction of a millisecond's work; no JVM to start), else from
    ``snapwear store list --json``. A store directory that does not exist yet gives None rather than an error:
    that is a job's first start, before the watcher's first commit creates the store. Anything else wrong with
    the store raises.
    """
    if not os.path.exists(os.fspath(store)):
        return None
    answer = _server.ask(store, {"op": "latest"}) if server else None
    if answer is not None:
        it = answer.get("iteration")
        return None if it is None else int(it)
    iterations = [int(e["iteration"]) for e in list_entries(store, snapwear, server=False)]
    return max(iterations) if iterations else None
