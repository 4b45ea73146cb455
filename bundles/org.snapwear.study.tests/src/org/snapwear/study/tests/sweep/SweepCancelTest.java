package org.snapwear.study.tests.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.sweep.SweepGrid;
import org.snapwear.study.sweep.SweepGridFile;
import org.snapwear.study.sweep.SweepRunner;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * A sweep is cancelled through {@link Progress} inside one stream or one cell, not after it: the workers check
 * between two saves, so once cancel is pressed at most one more step per worker starts (and stops at once), and no
 * report is written. Before, a sweep could not be cancelled at all.
 */
class SweepCancelTest {

    private static final int THREADS = 2;
    private static final String GRID = """
            scheme.chain = --codec dynrle --mode chain
            scheme.prog = --codec dynrle --mode progressive
            snap_dis = 5
            blocks_per_chip = 96, 128
            warmup = none
            """;

    @Test
    void aCancelInsideAStreamStopsBeforeTheNextSaveIsRead(@TempDir Path tmp) throws IOException {
        SnapshotSequence cnn = SnapshotSequence.discover(Fixtures.path("cnn_digits_sgd"));
        AtomicBoolean cancel = new AtomicBoolean();
        AtomicInteger reads = new AtomicInteger();
        AtomicInteger readsAfterCancel = new AtomicInteger();
        // counts the snapshots the streams read; the user presses cancel at the fifth
        SnapshotSequence counted = new SnapshotSequence(cnn.entries(), e -> {
            if (cancel.get()) {
                readsAfterCancel.incrementAndGet();
            }
            if (reads.incrementAndGet() == 5) {
                cancel.set(true);
            }
            return cnn.open(cnn.entries().indexOf(e));
        });
        Progress progress = new Progress() {
            @Override
            public void begin(String task, long totalWork, String unit) {
            }

            @Override
            public void worked(long work) {
            }

            @Override
            public boolean isCanceled() {
                return cancel.get();
            }
        };
        SweepGrid grid = SweepGridFile.parse(GRID, "grid");
        Path out = tmp.resolve("report");
        assertThrows(CancellationException.class,
                () -> SweepRunner.writeReport("cnn", counted, grid, THREADS, out, progress));
        // two streams of 21 snapshots each: a sweep that ran on would read 42 (more with round-trip checks)
        assertTrue(reads.get() < 5 + THREADS + 1, "reads: " + reads.get());
        // the worker that saw the cancel reads nothing more; the other one may have been opening its next snapshot
        assertTrue(readsAfterCancel.get() <= THREADS - 1, "reads after the cancel: " + readsAfterCancel.get());
        assertFalse(Files.exists(out), "a cancelled sweep writes no report");
    }

    @Test
    void aCancelInsideACellStopsWithinOneSaveOfEachWorker(@TempDir Path tmp) throws IOException {
        SnapshotSequence cnn = SnapshotSequence.discover(Fixtures.path("cnn_digits_sgd"));
        // the tenth check of the cell phase is inside the first cells' replays (21 saves, each checked)
        CountingProgress progress = new CountingProgress("cells", 10);
        SweepGrid grid = SweepGridFile.parse(GRID, "grid");
        Path out = tmp.resolve("report");
        assertThrows(CancellationException.class,
                () -> SweepRunner.writeReport("cnn", cnn, grid, THREADS, out, progress));
        double ms = progress.millisSinceCancel();
        assertTrue(progress.canceled());
        // every cell runs (no device refuses a stream on a fresh device of this size): none finished, so the
        // cancel stopped the replays inside a cell
        assertEquals(0, progress.workedInPhase(), "no cell finished: the cancel came inside the first ones");
        assertTrue(ms < CountingProgress.PROMPT_MS, "the sweep returned " + ms + " ms after the cancel");
        assertFalse(Files.exists(out), "a cancelled sweep writes no report");
    }
}
