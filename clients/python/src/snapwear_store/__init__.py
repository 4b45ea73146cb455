"""Snapwear snapshot store for a training job: stage checkpoints for ``snapwear store watch``, get them back.

Standard library only (Python 3.9+); torch is imported only when a torch object is saved or loaded. The job
stages each checkpoint in a directory (best in RAM) that ``snapwear store watch STORE STAGING`` commits into the
store; when it resumes it asks the store for the newest iteration and restores it. One import per framework:

    from snapwear_store import Staging, load_latest              # a plain PyTorch loop
    from snapwear_store import SnapwearCallback                   # Hugging Face Trainer
    from snapwear_store import DeepSpeedStaging                   # DeepSpeed

The ``snapwear`` command is the ``snapwear=`` argument, else the SNAPWEAR environment variable, else
``snapwear`` on PATH. See README.md in clients/python.
"""

from .command import latest, list_entries, restore, store_save
from .deepspeed import DeepSpeedStaging
from .errors import SnapwearError, StagingFullError
from .huggingface import SnapwearCallback
from .loops import load_latest
from .names import FULL_MARKER, iteration_of
from .staging import Staging

__version__ = "0.1.0"

__all__ = ["Staging", "SnapwearError", "StagingFullError", "restore", "latest", "list_entries", "store_save",
           "iteration_of", "load_latest", "SnapwearCallback", "DeepSpeedStaging", "FULL_MARKER", "__version__"]
