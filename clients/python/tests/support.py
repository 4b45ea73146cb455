"""Shared by the tests: finds snapwear_store (installed, else the source tree), writes fake snapwear launchers, finds torch.

pytest (and unittest discover) put this directory on sys.path, so every test module can ``import support`` first.
"""

import contextlib
import functools
import json
import os
import sys
import unittest
from pathlib import Path

CLIENT_DIR = Path(__file__).resolve().parents[1]
REPO_ROOT = Path(__file__).resolve().parents[3]
# releng/scripts/test-all.sh sets it: in CI a missing torch or product must fail, not pass as a skip.
NO_SKIP = os.environ.get("SNAPWEAR_CLIENT_TESTS_NO_SKIP") == "1"
try:
    # The installed package (pip install ./clients/python, as the README says and CI does).
    import snapwear_store  # noqa: F401
except ImportError:
    if NO_SKIP:
        raise ImportError(f"snapwear_store is not installed for {sys.executable}: pip install ./clients/python "
                          f"(SNAPWEAR_CLIENT_TESTS_NO_SKIP=1 tests the installed package, not the source tree)")
    sys.path.insert(0, str(CLIENT_DIR / "src"))  # a developer's run from the source tree

try:
    import torch
except ImportError:
    torch = None

NO_TORCH = (f"torch is not importable by {sys.executable}; run the tests with /usr/bin/python3 (Debian's "
            f"python3-torch), as releng/scripts/test-all.sh does")


def skip_or_fail(reason):
    """Skips the test, or fails it under SNAPWEAR_CLIENT_TESTS_NO_SKIP=1."""
    if NO_SKIP:
        raise AssertionError(f"{reason} (SNAPWEAR_CLIENT_TESTS_NO_SKIP=1 turns this skip into a failure)")
    raise unittest.SkipTest(reason)


def requires_torch(test):
    """Decorates a test method that needs torch."""
    @functools.wraps(test)
    def run(*args, **kwargs):
        if torch is None:
            skip_or_fail(NO_TORCH)
        return test(*args, **kwargs)
    return run


def fake_snapwear(directory, stdout="", stderr="", exit_code=0):
    """An executable standing in for the snapwear launcher: it appends its arguments as one JSON line to the
    log, prints the given stdout and stderr and exits with the given status. Returns (launcher, log)."""
    directory = Path(directory)
    launcher = directory / "fake-snapwear"
    log = directory / "fake-snapwear.log"
    launcher.write_text(
        f"#!{sys.executable}\n"
        "import json, sys\n"
        f"with open({str(log)!r}, 'a') as f:\n"
        "    f.write(json.dumps(sys.argv[1:]) + '\\n')\n"
        f"sys.stdout.write({stdout!r})\n"
        f"sys.stderr.write({stderr!r})\n"
        f"sys.exit({exit_code})\n")
    launcher.chmod(0o755)
    return launcher, log


def calls(log):
    """The argument lists a fake launcher was run with, in order."""
    log = Path(log)
    if not log.exists():
        return []
    return [json.loads(line) for line in log.read_text().splitlines()]


@contextlib.contextmanager
def chdir(directory):
    """Runs the block in another working directory (relative paths such as ``-store`` are resolved there)."""
    before = os.getcwd()
    os.chdir(directory)
    try:
        yield
    finally:
        os.chdir(before)


def listing(directory):
    """Sorted names in a directory."""
    return sorted(os.listdir(directory))
