package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.codec.store.VerifyReport;
import org.snapwear.trace.io.DurableIo;
import org.snapwear.trace.progress.Progress;

/**
 * {@code store verify} tells its progress in two tasks, the checksums (every stored byte) and the decoding pass
 * (every kept iteration's raw bytes), and stops when cancelled.
 */
class VerifyProgressTest {
    private static final long SEED = 11;

    @TempDir
    Path tmp;

    /** Records the tasks and the work told. */
    static final class Recording implements Progress {
        final List<String> tasks = new ArrayList<>();
        final List<Long> totals = new ArrayList<>();
        final List<Long> worked = new ArrayList<>();
        long cancelAfter = Long.MAX_VALUE;

        @Override
        public void begin(String task, long totalWork, String unit) {
            tasks.add(task);
            totals.add(totalWork);
            worked.add(0L);
        }

        @Override
        public void worked(long work) {
            worked.set(worked.size() - 1, worked.get(worked.size() - 1) + work);
        }

        @Override
        public boolean isCanceled() {
            return worked.stream().mapToLong(Long::longValue).sum() > cancelAfter;
        }
    }

    private Path store() throws IOException {
        Path dir = tmp.resolve("s");
        try (SnapshotStore store = SnapshotStore.create(dir, new StoreSettings("test-xor", "raw", "progressive", 3,
                500, 1024), StoreTestSupport.registry(), DurableIo.local())) {
            for (long it = 0; it <= 2000; it += 500) {
                store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, it, 300), it));
            }
        }
        return dir;
    }

    @Test
    void everyStoredAndEveryRawByteIsTold() throws IOException {
        Path dir = store();
        Recording p = new Recording();
        try (SnapshotStore store = SnapshotStore.open(dir, StoreTestSupport.registry(), DurableIo.local())) {
            VerifyReport v = store.verify(p);
            assertTrue(v.ok());
            assertEquals(2, p.tasks.size(), p.tasks.toString());
            // the first task's total is what the report says it checksummed, and all of it was told
            assertEquals(v.bytesChecked(), p.totals.get(0));
            assertEquals(p.totals.get(0), p.worked.get(0));
            // the second task's total is the tensor bytes of the kept iterations, as they were saved
            long raw = 0;
            for (long it : v.decoded()) {
                raw += StoreTestSupport.snapshot(SEED, it, 300).dataBytes();
            }
            assertEquals(2, v.decoded().size(), "progressive, snap_dis 3: the second group is kept");
            assertEquals(raw, p.totals.get(1));
            assertEquals(p.totals.get(1), p.worked.get(1));
        }
    }

    @Test
    void aCancelStopsTheVerification() throws IOException {
        Path dir = store();
        Recording p = new Recording();
        p.cancelAfter = 1;
        try (SnapshotStore store = SnapshotStore.open(dir, StoreTestSupport.registry(), DurableIo.local())) {
            assertThrows(CancellationException.class, () -> store.verify(p));
            assertEquals(1, p.tasks.size(), "stopped during the checksums: " + p.tasks);
        }
    }
}
