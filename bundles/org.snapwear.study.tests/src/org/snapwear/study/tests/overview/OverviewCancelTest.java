package org.snapwear.study.tests.overview;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.overview.MeasurementCache;
import org.snapwear.study.overview.RunOverviews;
import org.snapwear.study.tests.sweep.CountingProgress;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * A run overview is cancelled inside a candidate: its workers check the progress between two saves of a
 * candidate's simulation and replay, so after the cancel each worker starts at most one more step (and stops), the
 * measuring thread returns at its next poll, and the cache keeps nothing. Before, a cancel took effect only
 * between candidates.
 */
class OverviewCancelTest {

    @Test
    void aCancelInsideACandidateStopsWithinOneSaveAndCachesNothing(@TempDir Path tmp) throws IOException {
        Path run = Fixtures.path("cnn_digits_sgd");
        SnapshotSequence cnn = SnapshotSequence.resolve(run.toString());
        // 21 snapshots per candidate, each read and replayed with a check: the 30th check is inside the first ones
        CountingProgress progress = new CountingProgress("Run overview of " + run, 30);
        AtomicInteger readsAfterCancel = new AtomicInteger();
        SnapshotSequence counted = new SnapshotSequence(cnn.entries(), e -> {
            if (progress.canceled()) {
                readsAfterCancel.incrementAndGet();
            }
            return cnn.open(cnn.entries().indexOf(e));
        });
        Path cacheDir = tmp.resolve("cache");
        assertThrows(CancellationException.class,
                () -> MeasurementCache.at(cacheDir).measure(run.toString(), counted, progress));
        double ms = progress.millisSinceCancel();
        assertTrue(progress.canceled());
        // reading the run is one unit, each candidate one more: none of the 30-odd candidates finished
        assertTrue(progress.workedInPhase() <= 1, "units done: " + progress.workedInPhase());
        assertTrue(ms < CountingProgress.PROMPT_MS, "the overview returned " + ms + " ms after the cancel");
        Thread.yield();
        int threads = Math.min(4, Runtime.getRuntime().availableProcessors());
        // a worker that was opening a snapshot when the cancel came may finish that one read, no more
        assertTrue(readsAfterCancel.get() <= threads, "snapshots read after the cancel: " + readsAfterCancel.get());
        assertTrue(!Files.exists(cacheDir) || isEmpty(cacheDir), "a cancelled overview caches nothing");
    }

    @Test
    void theWorkbenchMonitorStillCancelsWithItsOwnException() throws IOException {
        Path run = Fixtures.path("cnn_digits_sgd");
        org.eclipse.core.runtime.NullProgressMonitor monitor = new org.eclipse.core.runtime.NullProgressMonitor();
        monitor.setCanceled(true);
        assertThrows(org.eclipse.core.runtime.OperationCanceledException.class,
                () -> RunOverviews.measure(run.toString(), SnapshotSequence.resolve(run.toString()), monitor));
    }

    private static boolean isEmpty(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.findAny().isEmpty();
        }
    }
}
