package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.trace.io.DurableIo;
import org.snapwear.codec.store.Manifest;
import org.snapwear.codec.store.RecoveryAction;
import org.snapwear.codec.store.RestoreResult;
import org.snapwear.codec.store.SaveResult;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreEntryInfo;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.codec.store.VerifyReport;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;

class SnapshotStoreTest {
    static final long SEED = 42;
    static final int FLOATS = 3000;

    @TempDir
    Path tmp;

    static StoreSettings settings(String codec, String mode, int snapDis) {
        return new StoreSettings(codec, "raw", mode, snapDis, 500, 1024);
    }

    static List<String> dirFiles(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> !n.equals(SnapshotStore.LOCK_FILE)).sorted()
                    .toList();
        }
    }

    @ParameterizedTest
    @CsvSource({"progressive,3,test-xor", "progressive,4,test-xor2", "chain,3,test-xor", "chain,5,test-xor2",
            "full,1,test-xor", "progressive,1,test-xor"})
    void algorithm2KeepsTheRightSnapshotsAndEveryKeptOneRestoresBitExactly(String mode, int snapDis, String codec)
            throws IOException {
        Path dir = tmp.resolve("store");
        try (SnapshotStore store = SnapshotStore.create(dir, settings(codec, mode, snapDis),
                StoreTestSupport.registry(), DurableIo.local())) {
            for (long k = 1; k <= 11; k++) {
                long it = (k - 1) * 500;
                Snapshot s = StoreTestSupport.snapshot(SEED, it, FLOATS);
                SaveResult r = store.save(SaveRequest.of(s, it).withMetadata(Map.of("k", Long.toString(k))));
                List<Long> expected = StoreTestSupport.expectedKept(mode, snapDis, 0, 500, k);
                assertEquals(expected, store.iterations(), mode + " after ordinal " + k);
                boolean baseline = mode.equals("full") || (k - 1) % snapDis == 0;
                assertEquals(baseline ? "baseline" : "delta", r.kind());
                // Accounting against the directory itself.
                long useful = 0;
                for (StoreEntryInfo e : store.list()) {
                    useful += Files.size(dir.resolve(e.file()));
                }
                assertEquals(useful, r.usefulStorageBytes());
                assertEquals(Files.size(dir.resolve(r.file())) + Files.size(dir.resolve(Manifest.FILE_NAME)),
                        r.bytesWritten());
                long read = 0;
                for (long l : r.loaded()) {
                    read += Files.size(dir.resolve(store.list().stream().filter(e -> e.iteration() == l).findFirst()
                            .orElseThrow().file()));
                }
                assertEquals(read, r.bytesRead());
                // Files on disk: exactly the manifest and the kept snapshots.
                List<String> want = new ArrayList<>();
                want.add(Manifest.FILE_NAME);
                store.list().forEach(e -> want.add(e.file()));
                assertEquals(want.stream().sorted().toList(), dirFiles(dir));
                for (long kept : store.iterations()) {
                    RestoreResult rr = store.readTensors(kept);
                    StoreTestSupport.assertSameTensors(StoreTestSupport.snapshot(SEED, kept, FLOATS), rr.snapshot(),
                            mode + " iteration " + kept);
                    assertEquals(Long.toString(kept / 500 + 1), rr.metadata().get("k"));
                }
            }
            assertTrue(store.verify().ok());
        }
        // Reopen: same state.
        try (SnapshotStore again = SnapshotStore.open(dir, StoreTestSupport.registry(), DurableIo.local())) {
            assertEquals(StoreTestSupport.expectedKept(mode, snapDis, 0, 500, 11), again.iterations());
            assertTrue(again.recoveryActions().isEmpty());
            VerifyReport v = again.verify();
            assertTrue(v.ok(), v.problems().toString());
            assertEquals(again.iterations(), v.decoded());
        }
    }

    @Test
    void progressiveDeltasReferenceThePreviousSnapshotAndChainDeltasTheBaseline() throws IOException {
        try (SnapshotStore p = SnapshotStore.create(tmp.resolve("p"), settings("test-xor2", "progressive", 10),
                StoreTestSupport.registry(), DurableIo.local());
                SnapshotStore c = SnapshotStore.create(tmp.resolve("c"), settings("test-xor2", "chain", 10),
                        StoreTestSupport.registry(), DurableIo.local())) {
            for (long it = 0; it <= 1500; it += 500) {
                p.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, it, 100), it));
                c.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, it, 100), it));
            }
            assertEquals(List.of(1000L, 500L), p.list().get(3).references());
            assertEquals(List.of(0L), c.list().get(1).references());
            assertEquals(List.of(0L, 500L, 1000L, 1500L), p.readTensors(1500).loaded());
            assertEquals(List.of(0L, 1500L), c.readTensors(1500).loaded());
        }
    }

    @Test
    void settingsAndIterationMistakesAreRefused() throws IOException {
        Path dir = tmp.resolve("s");
        try (SnapshotStore store = SnapshotStore.create(dir, settings("test-xor", "progressive", 3),
                StoreTestSupport.registry(), DurableIo.local())) {
            store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 1000, 10), 1000));
            assertThrows(IllegalArgumentException.class, () -> store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 1000, 10), 1000)));
            assertThrows(IllegalArgumentException.class, () -> store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 1250, 10), 1250)));
            // A delta whose tensors differ from its reference's (a real run gains optimizer state after its first
            // step): the tensors the reference holds alike are delta-coded, the changed one is stored alone.
            Snapshot changed = StoreTestSupport.snapshot(SEED, 1500, 11);
            SaveResult r = store.save(SaveRequest.of(changed, 1500));
            assertEquals("delta", r.kind());
            assertEquals(List.of(0, 1), r.parts().stream().map(p -> p.references()).toList(), r.parts().toString());
            assertEquals(List.of("layer.bias", "empty"), store.readTensors(1500).snapshot().tensors().stream()
                    .map(t -> t.name()).filter(n -> !n.equals("layer.weight")).toList());
            StoreTestSupport.assertSameTensors(changed, store.readTensors(1500).snapshot(), "changed layout");
            IOException locked = assertThrows(IOException.class,
                    () -> SnapshotStore.open(dir, StoreTestSupport.registry(), DurableIo.local()));
            assertTrue(locked.getMessage().contains("already open"), locked.getMessage());
        }
        assertThrows(IOException.class, () -> SnapshotStore.create(dir, settings("test-xor", "chain", 3),
                StoreTestSupport.registry(), DurableIo.local()));
        assertThrows(IllegalArgumentException.class, () -> SnapshotStore.create(tmp.resolve("x"),
                settings("no-such-codec", "chain", 3), StoreTestSupport.registry(), DurableIo.local()));
    }

    @Test
    void unitZeroIsLearnedFromTheFirstTwoSaves() throws IOException {
        Path dir = tmp.resolve("u");
        try (SnapshotStore store = SnapshotStore.create(dir, new StoreSettings("test-xor", "raw", "chain", 3, 0, 1024),
                StoreTestSupport.registry(), DurableIo.local())) {
            for (long it = 0; it <= 3000; it += 500) {
                store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, it, 20), it));
            }
            assertEquals(500, store.settings().unit());
            assertEquals(StoreTestSupport.expectedKept("chain", 3, 0, 500, 7), store.iterations());
        }
        try (SnapshotStore again = SnapshotStore.openReadOnly(dir, StoreTestSupport.registry())) {
            assertEquals(500, again.settings().unit());
        }
    }

    @Test
    void deleteRefusesReferencesAndAllowsRollBackOfTheNewest() throws IOException {
        try (SnapshotStore store = SnapshotStore.create(tmp.resolve("d"), settings("test-xor", "progressive", 5),
                StoreTestSupport.registry(), DurableIo.local())) {
            for (long it = 0; it <= 1000; it += 500) {
                store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, it, 50), it));
            }
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> store.delete(0));
            assertTrue(e.getMessage().contains("[500]"), e.getMessage());
            assertThrows(IllegalStateException.class, () -> store.delete(500));
            long freed = store.delete(1000);
            assertTrue(freed > 0);
            assertEquals(List.of(0L, 500L), store.iterations());
            // Roll-back: 1000 can be saved again, then the run continues.
            store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 1000, 50), 1000));
            store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 1500, 50), 1500));
            StoreTestSupport.assertSameTensors(StoreTestSupport.snapshot(SEED, 1500, 50), store.readTensors(1500).snapshot(),
                    "after roll-back");
            // Skipping the deleted iteration is refused with a message saying what is missing.
            store.delete(1500);
            IllegalStateException skip = assertThrows(IllegalStateException.class,
                    () -> store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 2000, 50), 2000)));
            assertTrue(skip.getMessage().contains("1500"), skip.getMessage());
        }
    }

    @Test
    void leftoversOfInterruptedOperationsAreRemovedAndReportedOnOpen() throws IOException {
        Path dir = tmp.resolve("r");
        try (SnapshotStore store = SnapshotStore.create(dir, settings("test-xor", "chain", 3),
                StoreTestSupport.registry(), DurableIo.local())) {
            store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 0, 50), 0));
        }
        Files.write(dir.resolve(".tmp-MANIFEST.json-123"), new byte[] {1, 2});
        Files.write(dir.resolve("snap-000000000500-g9.swc"), new byte[] {3});
        Files.write(dir.resolve("notes.txt"), new byte[] {4});
        try (SnapshotStore ro = SnapshotStore.openReadOnly(dir, StoreTestSupport.registry())) {
            assertEquals(3, ro.recoveryActions().size());
            assertEquals(3, ro.verify().leftovers().size());
            assertThrows(IllegalStateException.class, () -> ro.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, 500, 50), 500)));
        }
        try (SnapshotStore store = SnapshotStore.open(dir, StoreTestSupport.registry(), DurableIo.local())) {
            List<String> actions = store.recoveryActions().stream().map(RecoveryAction::action).sorted().toList();
            assertEquals(List.of("ignored-unknown", "removed-orphan", "removed-temp"), actions);
        }
        assertFalse(Files.exists(dir.resolve(".tmp-MANIFEST.json-123")));
        assertFalse(Files.exists(dir.resolve("snap-000000000500-g9.swc")));
        assertTrue(Files.exists(dir.resolve("notes.txt")));
    }

    @Test
    void corruptFilesAreNamedByVerifyAndRestore() throws IOException {
        Path dir = tmp.resolve("c");
        try (SnapshotStore store = SnapshotStore.create(dir, settings("test-xor", "progressive", 10),
                StoreTestSupport.registry(), DurableIo.local())) {
            for (long it = 0; it <= 1500; it += 500) {
                store.save(SaveRequest.of(StoreTestSupport.snapshot(SEED, it, 500), it));
            }
            String victim = store.list().get(1).file();
            byte[] bytes = Files.readAllBytes(dir.resolve(victim));
            bytes[bytes.length / 2] ^= 0x10;
            Files.write(dir.resolve(victim), bytes);
            VerifyReport v = store.verify();
            assertFalse(v.ok());
            assertEquals(victim, v.problems().get(0).file());
            assertTrue(v.problems().get(0).reason().contains("CRC32C"), v.problems().get(0).reason());
            // Its dependents are reported as undecodable, the baseline is fine.
            assertEquals(List.of(0L), v.decoded());
            assertEquals(3, v.problems().size());
            CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> store.readTensors(1500));
            assertEquals(victim, e.file().getFileName().toString());
            StoreTestSupport.assertSameTensors(StoreTestSupport.snapshot(SEED, 0, 500), store.readTensors(0).snapshot(), "baseline");

            // Truncation is reported with the size.
            String last = store.list().get(3).file();
            byte[] full = Files.readAllBytes(dir.resolve(last));
            Files.write(dir.resolve(last), java.util.Arrays.copyOf(full, full.length - 7));
            CheckpointFormatException t = assertThrows(CheckpointFormatException.class, () -> store.readTensors(1500));
            assertTrue(t.getMessage().contains(victim) || t.reason().contains("truncated"), t.getMessage());
        }
        // A damaged manifest is refused on open, naming it.
        Path manifest = dir.resolve(Manifest.FILE_NAME);
        String text = Files.readString(manifest);
        Files.writeString(manifest, text.replaceFirst("\"size\": (\\d)", "\"size\": 9$1"));
        CheckpointFormatException m = assertThrows(CheckpointFormatException.class,
                () -> SnapshotStore.openReadOnly(dir, StoreTestSupport.registry()));
        assertEquals(manifest, m.file());
        assertTrue(m.reason().contains("checksum"), m.reason());
        Files.writeString(manifest, text.substring(0, text.length() / 2));
        CheckpointFormatException j = assertThrows(CheckpointFormatException.class,
                () -> SnapshotStore.openReadOnly(dir, StoreTestSupport.registry()));
        assertTrue(j.reason().contains("JSON"), j.reason());
    }
}
