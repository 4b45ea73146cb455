"""torch.distributed, only if the job already uses it (this package never imports torch for it)."""

import sys
from typing import Callable, TypeVar

T = TypeVar("T")


def initialized() -> bool:
    torch = sys.modules.get("torch")
    dist = getattr(torch, "distributed", None) if torch is not None else None
    return bool(dist is not None and dist.is_available() and dist.is_initialized())


def barrier() -> None:
    """Waits for every rank, when the job runs several; does nothing in a single process."""
    if initialized():
        sys.modules["torch"].distributed.barrier()


def rank() -> int:
    return int(sys.modules["torch"].distributed.get_rank()) if initialized() else 0


def from_rank_zero(compute: Callable[[], T]) -> T:
    """compute() on rank 0, its result given to every rank (one answer, even if the store changes meanwhile)."""
    if not initialized():
        return compute()
    dist = sys.modules["torch"].distributed
    box = [compute() if dist.get_rank() == 0 else None]
    dist.broadcast_object_list(box, src=0)
    return box[0]  # type: ignore[return-value]
