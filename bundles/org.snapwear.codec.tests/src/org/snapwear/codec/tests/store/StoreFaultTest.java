package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.trace.io.DurableIo;
import org.snapwear.codec.store.SaveResult;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;

/** Failures injected at each step of a save leave the previous state intact and restorable. */
class StoreFaultTest {
    static final long SEED = 7;

    @TempDir
    Path tmp;

    static StoreSettings settings() {
        return new StoreSettings("test-xor", "raw", "chain", 3, 500, 1024);
    }

    static List<String> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    static void assertIntact(SnapshotStore store, List<Long> iterations) throws IOException {
        assertEquals(iterations, store.iterations());
        for (long it : iterations) {
            StoreTestSupport.assertSameTensors(StoreTestSupport.snapshot(SEED, it, 2000), store.readTensors(it).snapshot(),
                    "iteration " + it);
        }
        assertTrue(store.verify().ok());
    }

    @Test
    void diskFullDuringTheSnapshotOrTheManifestLeavesThePreviousState() throws IOException {
        Path dir = tmp.resolve("full");
        FaultyIo io = new FaultyIo();
        try (SnapshotStore store = SnapshotStore.create(dir, settings(), StoreTestSupport.registry(), io)) {
            store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 0, 2000), 0));
            store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 500, 2000), 500));
            List<String> before = files(dir);
            // Quotas that stop the write inside the snapshot file, and inside the manifest after a complete snapshot.
            long snapshotSize = store.list().get(1).bytes();
            for (long room : new long[] {0, 100, snapshotSize / 2, snapshotSize + 50}) {
                io.written = 0;
                io.quota = room;
                IOException e = assertThrows(IOException.class,
                        () -> store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 1000, 2000), 1000)));
                assertTrue(e.getMessage().contains("No space left on device"), e.getMessage());
                assertTrue(e.getMessage().contains(room > snapshotSize ? "MANIFEST.json" : "snap-000000001000"),
                        e.getMessage());
                assertEquals(before, files(dir), "room " + room);
                assertIntact(store, List.of(0L, 500L));
            }
            io.quota = Long.MAX_VALUE;
            SaveResult r = store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 1000, 2000), 1000));
            assertEquals(List.of(500L), r.deleted());
            assertIntact(store, List.of(0L, 1000L));
        }
    }

    @Test
    void failedRenamesLeaveThePreviousState() throws IOException {
        Path dir = tmp.resolve("rename");
        FaultyIo io = new FaultyIo();
        try (SnapshotStore store = SnapshotStore.create(dir, settings(), StoreTestSupport.registry(), io)) {
            store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 0, 2000), 0));
            List<String> before = files(dir);
            for (String target : new String[] {"snap-000000000500", "MANIFEST.json"}) {
                io.failMoveTo = target;
                IOException e = assertThrows(IOException.class,
                        () -> store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 500, 2000), 500)));
                assertTrue(e.getMessage().contains("injected rename failure"), e.getMessage());
                assertEquals(before, files(dir));
                assertIntact(store, List.of(0L));
            }
        }
        try (SnapshotStore reopened = SnapshotStore.open(dir, StoreTestSupport.registry(), DurableIo.local())) {
            assertTrue(reopened.recoveryActions().isEmpty());
            assertIntact(reopened, List.of(0L));
        }
    }

    @Test
    void syncFailureAfterTheManifestRenameKeepsOldFilesAndFailedDeletionsAreCleanedLater() throws IOException {
        Path dir = tmp.resolve("sync");
        FaultyIo io = new FaultyIo();
        try (SnapshotStore store = SnapshotStore.create(dir, settings(), StoreTestSupport.registry(), io)) {
            store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 0, 2000), 0));
            store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 500, 2000), 500));
            String old500 = store.list().get(1).file();
            // The snapshot write syncs the directory first; the second sync, after the manifest rename, fails.
            io.syncCountdown = 2;
            IOException e = assertThrows(IOException.class,
                    () -> store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 1000, 2000), 1000)));
            assertTrue(e.getMessage().contains("may not be durable"), e.getMessage());
            // The new manifest is the state; the old snapshot was not deleted (an older manifest might reappear).
            assertEquals(List.of(0L, 1000L), store.iterations());
            assertTrue(Files.exists(dir.resolve(old500)));
            assertIntact(store, List.of(0L, 1000L));
            // A failed deletion is a warning, not an error (1500 is the next baseline: 0 and 1000 are deleted).
            io.failDelete = "snap-000000001000";
            SaveResult r = store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 1500, 2000), 1500));
            assertEquals(List.of(0L, 1000L), r.deleted());
            assertEquals(1, r.warnings().size(), r.warnings().toString());
        }
        try (SnapshotStore reopened = SnapshotStore.open(dir, StoreTestSupport.registry(), DurableIo.local())) {
            assertEquals(2, reopened.recoveryActions().size(), reopened.recoveryActions().toString());
            assertIntact(reopened, List.of(1500L));
            assertFalse(files(dir).stream().anyMatch(f -> f.startsWith("snap-000000000500")));
        }
    }
}
