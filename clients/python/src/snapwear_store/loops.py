"""A plain PyTorch loop: resume from the store's newest checkpoint in one call (saving is ``Staging.save``)."""

import os
import tempfile
from typing import Any, Optional, Tuple

from . import command
from ._types import PathLike

__all__ = ["load_latest"]


def load_latest(store: PathLike, snapwear: Optional[PathLike] = None, workdir: Optional[PathLike] = None,
                **torch_load_args: Any) -> Optional[Tuple[int, Any]]:
    """The store's newest checkpoint saved with ``Staging.save``, loaded: ``(iteration, obj)``, or None.

    None when the store has no iteration yet (or does not exist: the job's first start). The checkpoint is
    restored byte for byte into ``workdir`` (a temporary directory by default; never the staging directory, or
    the watcher would take it as a new checkpoint), given to ``torch.load(path, **torch_load_args)`` and removed.
    """
    iteration = command.latest(store, snapwear)
    if iteration is None:
        return None
    import torch  # only here: a job that resumes has torch; the package does not need it

    with tempfile.TemporaryDirectory(prefix="snapwear-resume-", dir=workdir) as tmp:
        path = command.restore(store, iteration, os.path.join(tmp, f"step-{iteration}.pt"), snapwear)
        return iteration, torch.load(path, **torch_load_args)
