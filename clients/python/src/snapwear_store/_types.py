"""Type aliases of the public API."""

import os
from typing import Union

PathLike = Union[str, "os.PathLike[str]"]
"""A path as str or any os.PathLike (pathlib.Path)."""
