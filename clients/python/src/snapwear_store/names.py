"""Staged names: the watcher's markers and the one rule for the iteration in a name."""

import os
import re
from typing import Optional

__all__ = ["iteration_of", "FULL_MARKER", "DONE_SUFFIX", "ERROR_SUFFIX"]

FULL_MARKER = ".snapwear-full"
"""Written into STAGING by the watcher, with the reason inside, while staged bytes exceed its cap."""

DONE_SUFFIX = ".done"
ERROR_SUFFIX = ".error"

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


def check_name(name: str, iteration: int) -> None:
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
