"""``python -m snapwear_store``: the same as the ``snapwear-store`` command."""

import sys

from .cli import main

sys.exit(main())
