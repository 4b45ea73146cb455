"""The exceptions of the package."""

from typing import List

__all__ = ["SnapwearError", "StagingFullError"]


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
