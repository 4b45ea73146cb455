"""The iteration in a staged name: the client reads it by the watcher's rule, checked against the shared table.

docs/staging-names.tsv is read by these tests and by the Java ones (StagingNamesContractTest), so the client and
the watcher cannot drift apart again (once ``ckpt-5-run7`` was step 7 here and iteration 5 to the watcher).
"""

import tempfile
import unittest
from pathlib import Path

import support
import snapwear_store
from snapwear_store import Staging

TABLE = support.REPO_ROOT / "docs" / "staging-names.tsv"


def table():
    """(name, iteration or None) for every row of docs/staging-names.tsv."""
    rows = []
    for line in TABLE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        name, expected = line.split("\t")
        rows.append((name, None if expected == "none" else int(expected)))
    return rows


class IterationOfTest(unittest.TestCase):

    def test_the_table_is_there_and_has_both_kinds_of_rows(self):
        rows = table()
        self.assertGreater(len(rows), 20)
        self.assertTrue(any(it is None for _, it in rows))
        self.assertIn(("ckpt-5-run7", 5), rows)
        self.assertIn(("model-9", None), rows)

    def test_every_name_of_the_table_gives_its_iteration(self):
        for name, expected in table():
            with self.subTest(name=name):
                self.assertEqual(expected, snapwear_store.iteration_of(name))


class StagedNameTest(unittest.TestCase):
    """Staging refuses a name whose iteration by the rule is missing or is not the one given."""

    def setUp(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.dir = Path(tmp.name)
        self.staging = Staging(self.dir / "staging", fsync=False)

    def stage(self, name, iteration):
        source = self.dir / "src" / name
        source.mkdir(parents=True)
        (source / "model.safetensors").write_bytes(b"x")
        return self.staging.save_dir(source, iteration, copy=True)

    def test_names_with_their_iteration_are_staged(self):
        for name, expected in table():
            if expected is None:
                continue
            with self.subTest(name=name):
                self.assertEqual(str(self.dir / "staging" / name), self.stage(name, expected))

    def test_a_name_with_another_iteration_by_the_rule_is_refused(self):
        # The last number is 7, but the watcher files it under 5.
        with self.assertRaisesRegex(ValueError, "carries iteration 5, not iteration 7"):
            self.stage("ckpt-5-run7", 7)
        self.assertEqual([], support.listing(self.dir / "staging"))

    def test_names_without_an_iteration_by_the_rule_are_refused(self):
        for name, expected in table():
            if expected is not None:
                continue
            with self.subTest(name=name), self.assertRaisesRegex(ValueError, "carries no iteration"):
                self.stage(name, 9)
        self.assertEqual([], support.listing(self.dir / "staging"))


if __name__ == "__main__":
    unittest.main()
