package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.RestoreRequest;
import org.snapwear.codec.store.RetentionRule;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.store.RetentionResult;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.trace.checkpoint.CheckpointScanner;

/**
 * Retention beyond Algorithm 2 ({@link SnapshotStore#saveKeepingAll}, {@link SnapshotStore#retainNewest}): the
 * newest N iterations stay restorable byte for byte with everything they are encoded against, everything else goes,
 * and the next saves still find their references.
 */
class RetentionTest {
    static final int FLOATS = 4000;

    @TempDir
    Path tmp;

    private Path checkpoint(long step) throws IOException {
        Path dir = tmp.resolve("run/checkpoint-" + step);
        return Files.isDirectory(dir) ? dir : TrainingCheckpoints.write(dir, step, FLOATS);
    }

    private SnapshotStore storeWithAll(String mode, int snapDis, long last) throws IOException {
        SnapshotStore s = SnapshotStore.create(tmp.resolve("store"), StoreSettings.of("dynrle", "huffman-exp", mode,
                snapDis, 100));
        for (long it = 0; it <= last; it += 100) {
            s.save(SaveRequest.of(CheckpointScanner.scan(checkpoint(it)), it).withOnDisk(List.of()).withRetention(RetentionRule.keepNewest(Integer.MAX_VALUE)));
        }
        return s;
    }

    @Test
    void progressiveKeepsTheNewestAndTheirWholeChain() throws IOException {
        try (SnapshotStore s = storeWithAll("progressive", 3, 800)) {
            assertEquals(9, s.iterations().size(), "saveKeepingAll deletes nothing");
            RetentionResult r = s.retainNewest(2);
            // 600 is the baseline of 700 and 800 (snap_dis 3: baselines at 0, 300, 600)
            assertEquals(List.of(700L, 800L), r.newest());
            assertEquals(List.of(600L), r.needed());
            assertEquals(List.of(0L, 100L, 200L, 300L, 400L, 500L), r.deleted());
            assertEquals(List.of(600L, 700L, 800L), s.iterations());
            assertTrue(r.freedBytes() > 0);
            assertStoreFiles(s);
            for (long it : s.iterations()) {
                assertRestores(s, it);
            }
            s.save(SaveRequest.of(CheckpointScanner.scan(checkpoint(900)), 900).withOnDisk(List.of()).withRetention(RetentionRule.keepNewest(Integer.MAX_VALUE)));
            s.save(SaveRequest.of(CheckpointScanner.scan(checkpoint(1000)), 1000).withOnDisk(List.of()).withRetention(RetentionRule.keepNewest(Integer.MAX_VALUE)));
            assertEquals(List.of(900L, 1000L), s.retainNewest(2).newest());
            assertEquals(List.of(900L, 1000L), s.iterations());
            assertRestores(s, 1000);
        }
    }

    @Test
    void chainKeepsTheBaselineOfTheNewest() throws IOException {
        try (SnapshotStore s = storeWithAll("chain", 10, 400)) {
            RetentionResult r = s.retainNewest(2);
            assertEquals(List.of(0L), r.needed());
            assertEquals(List.of(100L, 200L), r.deleted());
            assertEquals(List.of(0L, 300L, 400L), s.iterations());
            assertRestores(s, 300);
            assertRestores(s, 400);
        }
    }

    @Test
    void algorithmTwoStoresLoseNothingTheNewestNeeds() throws IOException {
        try (SnapshotStore s = SnapshotStore.create(tmp.resolve("store"), StoreSettings.of("dynrle", "huffman-exp",
                "progressive", 10, 100))) {
            for (long it = 0; it <= 300; it += 100) {
                s.save(SaveRequest.of(CheckpointScanner.scan(checkpoint(it)), it));
            }
            RetentionResult r = s.retainNewest(1);
            assertEquals(List.of(), r.deleted(), "every kept delta is in the chain of the newest");
            assertEquals(List.of(0L, 100L, 200L), r.needed());
            assertThrows(IllegalArgumentException.class, () -> s.retainNewest(0));
        }
    }

    private void assertRestores(SnapshotStore s, long it) throws IOException {
        Path out = tmp.resolve("restored/" + it + "-" + System.nanoTime());
        Files.createDirectories(out.getParent());
        s.restore(RestoreRequest.of(it, out).withForm(RestoreRequest.Form.CHECKPOINT));
        Path expected = checkpoint(it);
        List<String> files = files(expected);
        assertEquals(files, files(out));
        for (String f : files) {
            assertArrayEquals(Files.readAllBytes(expected.resolve(f)), Files.readAllBytes(out.resolve(f)), it + " " + f);
        }
    }

    /** The store directory holds exactly the kept entries' files (nothing of the deleted ones is left). */
    private static void assertStoreFiles(SnapshotStore s) throws IOException {
        try (Stream<Path> st = Files.list(s.directory())) {
            for (Path p : st.toList()) {
                String n = p.getFileName().toString();
                if (n.startsWith("snap-")) {
                    long it = Long.parseLong(n.substring(5, n.indexOf('-', 5)));
                    assertTrue(s.iterations().contains(it), n + " belongs to a deleted iteration");
                }
            }
        }
    }

    private static List<String> files(Path root) throws IOException {
        try (Stream<Path> st = Files.walk(root)) {
            List<String> out = new ArrayList<>();
            for (Path p : st.filter(Files::isRegularFile).toList()) {
                out.add(root.relativize(p).toString());
            }
            out.sort(null);
            return out;
        }
    }
}
