package org.snapwear.study.tests.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.sweep.SweepGrid;
import org.snapwear.study.sweep.SweepGridFile;
import org.snapwear.study.sweep.SweepRow;
import org.snapwear.study.sweep.SweepRunner;
import org.snapwear.study.sweep.SweepTables;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * A cell whose device cannot hold its stream (the hf fixture's 4.2 MB checkpoints on a full 48-block-per-chip
 * device whose blocks mix valid and invalid pages) is recorded as failed with the simulator's reason and the
 * sweep goes on, as fio does; before, the first such cell aborted the whole sweep and no report was written.
 */
class SweepFailedCellsTest {

    private static SnapshotSequence seq;

    @BeforeAll
    static void open() throws IOException {
        seq = SnapshotSequence.discover(Fixtures.path("hf_charlm_adamw"));
    }

    private static SweepGrid grid(String blocks) {
        return SweepGridFile.parse("scheme.chain = --codec dynrle --mode chain\nsnap_dis = 2\nblocks_per_chip = "
                + blocks + "\nwarmup = table8-mixed\n", "grid");
    }

    @Test
    void aFailedCellIsRecordedWithItsReasonAndTheOthersRun(@TempDir Path dir) throws IOException {
        SweepGrid grid = grid("48, 96");
        List<SweepRow> rows = SweepRunner.rows(seq, grid, 2);
        assertFalse(rows.get(0).ran());
        assertTrue(rows.get(0).outcome().failure().contains("GC cannot reclaim space"),
                rows.get(0).outcome().failure());
        assertTrue(rows.get(1).ran() && rows.get(1).outcome().ssd().writeAmplification() > 1, rows.get(1).toString());
        StudyResults r = SweepTables.results("hf", grid, rows);
        assertEquals(1, (int) r.summaryNumber("cells_failed").orElseThrow());
        assertFalse(SweepTables.everyCellFailed(r));
        assertEquals(rows.get(1).outcome().ssd().erases(), (long) r.summaryNumber("fewest_erases").orElseThrow(),
                "the best cell is one that ran");
        assertTrue(r.warnings().get(0).startsWith("cell 0: chain, snap_dis 2, ") && r.warnings().get(0)
                .contains("failed: GC cannot reclaim space"), r.warnings().toString());
        ResultTable t = r.table("sweep").orElseThrow();
        assertEquals(rows.get(0).outcome().failure(), t.text(0, "failure"));
        assertEquals("", t.text(0, "write_amplification"), "no device figure for a failed cell");
        assertEquals(rows.get(0).outcome().writtenBytes(), (long) t.number(0, "written_bytes"),
                "its stream's figures stay");
        assertEquals("", t.text(1, "failure"));
        Path report = SweepTables.write(r, dir.resolve("report"));
        assertTrue(Files.readString(report.resolve("index.html")).contains("GC cannot reclaim space"));
    }

    @Test
    void everyCellFailedIsTheOneCaseTheCommandsExitNonZero() throws IOException {
        SweepGrid grid = grid("48");
        StudyResults r = SweepTables.results("hf", grid, SweepRunner.rows(seq, grid, 1));
        assertTrue(SweepTables.everyCellFailed(r));
        assertTrue(r.summaryNumber("fewest_erases").isEmpty(), "no best cell when none ran");
    }
}
