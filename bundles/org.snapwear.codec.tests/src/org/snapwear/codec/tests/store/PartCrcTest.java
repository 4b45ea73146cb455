package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.CRC32C;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.RestoreRequest;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.store.Manifest;
import org.snapwear.codec.store.ManifestCodec;
import org.snapwear.codec.store.ManifestEntry;
import org.snapwear.codec.store.PartEntry;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.codec.store.VerifyReport;
import org.snapwear.trace.checkpoint.CheckpointScanner;

/**
 * The manifest's per-part {@code crc32c} is the CRC32C of the file's content (a container without its own CRC32C
 * trailer), so it differs per file and anyone can recompute it; format-2 stores of earlier releases, which recorded
 * the whole-file CRC (one constant for every container), still verify, restore and take saves.
 */
class PartCrcTest {

    @TempDir
    Path tmp;

    private static final Path DATA = Path.of(System.getProperty("snapwear.bundle.dir"), "data", "v2-store");

    private Path newStore() throws IOException {
        Path store = tmp.resolve("store");
        try (SnapshotStore s = SnapshotStore.create(store, StoreSettings.of("dynrle", "huffman-exp", "progressive", 10,
                100))) {
            for (long it : new long[] {0, 100, 200}) {
                s.save(SaveRequest.of(CheckpointScanner.scan(DATA.resolve("checkpoint-" + it)), it));
            }
        }
        return store;
    }

    /** The CRC32C of a part computed here, without the store's code: a container's bytes minus its 4-byte trailer. */
    private static String independentCrc(Path file, boolean container) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        CRC32C crc = new CRC32C();
        crc.update(bytes, 0, container ? bytes.length - 4 : bytes.length);
        return String.format("%08x", crc.getValue());
    }

    @Test
    void everyPartRecordsTheCrc32cOfItsOwnContent() throws IOException {
        Path store = newStore();
        Manifest m = ManifestCodec.read(store);
        Set<String> tensorCrcs = new HashSet<>();
        int tensorParts = 0;
        for (ManifestEntry e : m.entries()) {
            for (PartEntry p : e.parts()) {
                Path f = store.resolve(p.file());
                assertEquals(independentCrc(f, p.isTensors()), p.crc32c(), p.file());
                if (p.isTensors()) {
                    tensorParts++;
                    tensorCrcs.add(p.crc32c());
                    assertEquals(4, p.crc32cTrailerBytes(), p.file());
                    // the container's own trailer holds the same CRC32C, little-endian
                    byte[] bytes = Files.readAllBytes(f);
                    int trailer = ByteBuffer.wrap(bytes, bytes.length - 4, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
                    assertEquals(String.format("%08x", trailer), p.crc32c(), p.file());
                } else {
                    assertEquals(0, p.crc32cTrailerBytes(), p.file());
                }
            }
        }
        assertEquals(6, tensorParts);
        assertEquals(tensorParts, tensorCrcs.size(), "one CRC32C per tensor part: " + tensorCrcs);
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            assertTrue(s.verify().ok());
        }
    }

    @Test
    void aPartReplacedByAnotherValidContainerOrWithAFlippedByteFailsItsCrc() throws IOException {
        Path store = newStore();
        Manifest m = ManifestCodec.read(store);
        PartEntry counter100 = m.entry(100).parts().get(1);
        PartEntry counter200 = m.entry(200).parts().get(1);
        assertEquals("xor-shuffle-zstd", counter100.codec());
        assertEquals(counter100.size(), counter200.size(), "the step counters' containers have the same size");
        // a valid container of the same size in the wrong place: its own trailer is right, only the manifest's
        // record of the content tells it apart (a whole-file CRC32C is the same for both)
        Files.copy(store.resolve(counter200.file()), store.resolve(counter100.file()),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertCrcProblem(store, counter100.file());

        Path rest = store.resolve(m.entry(0).restPart().file());
        byte[] bytes = Files.readAllBytes(rest);
        bytes[bytes.length / 2] ^= 0x10;
        Files.write(rest, bytes);
        assertCrcProblem(store, rest.getFileName().toString());
    }

    private static void assertCrcProblem(Path store, String file) throws IOException {
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            VerifyReport r = s.verify();
            assertFalse(r.ok());
            assertTrue(r.problems().stream().anyMatch(p -> p.file().equals(file)
                    && p.reason().contains("the manifest records")), r.problems().toString());
        }
    }

    @Test
    void aFormat2StoreWithWholeFileCrcsStillVerifiesRestoresAndTakesSaves() throws IOException {
        Path store = tmp.resolve("old");
        Files.createDirectories(store);
        try (Stream<Path> files = Files.list(DATA.resolve("store"))) {
            for (Path f : files.toList()) {
                Files.copy(f, store.resolve(f.getFileName().toString()));
            }
        }
        List<PartEntry> oldParts = new ArrayList<>();
        for (ManifestEntry e : ManifestCodec.read(store).entries()) {
            oldParts.addAll(e.parts());
        }
        for (PartEntry p : oldParts) {
            assertNull(p.crc32cTrailerBytes());
            if (p.isTensors()) {
                assertEquals("48674bc7", p.crc32c(), "the constant an earlier release recorded");
            }
        }
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            assertEquals(2, s.formatVersion());
            VerifyReport r = s.verify();
            assertTrue(r.ok(), r.problems().toString());
            for (long it : s.iterations()) {
                Path out = tmp.resolve("restored-" + it);
                s.restore(RestoreRequest.of(it, out).withForm(RestoreRequest.Form.CHECKPOINT));
                CheckpointStoreTest.assertSameTree(DATA.resolve("checkpoint-" + it), out);
            }
        }
        Path next = tmp.resolve("checkpoint-300");
        Files.createDirectories(next);
        try (Stream<Path> files = Files.list(DATA.resolve("checkpoint-200"))) {
            for (Path f : files.toList()) {
                Files.copy(f, next.resolve(f.getFileName().toString()));
            }
        }
        try (SnapshotStore s = SnapshotStore.open(store)) {
            s.save(SaveRequest.of(CheckpointScanner.scan(next), 300));
            VerifyReport r = s.verify();
            assertTrue(r.ok(), r.problems().toString());
            s.restore(RestoreRequest.of(300, tmp.resolve("restored-300")).withForm(RestoreRequest.Form.CHECKPOINT));
            CheckpointStoreTest.assertSameTree(next, tmp.resolve("restored-300"));
        }
        Manifest m = ManifestCodec.read(store);
        for (PartEntry p : m.entry(300).parts()) {
            assertEquals(independentCrc(store.resolve(p.file()), p.isTensors()), p.crc32c(), p.file());
        }
        assertEquals(oldParts, m.entries().stream().filter(e -> e.iteration() < 300)
                .flatMap(e -> e.parts().stream()).toList(), "the old records are kept as they were");

        // an old record's constant still catches a flipped byte: the file no longer ends in its content's CRC32C
        Path f = store.resolve(m.entry(100).parts().get(0).file());
        byte[] bytes = Files.readAllBytes(f);
        bytes[bytes.length / 2] ^= 0x01;
        Files.write(f, bytes);
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            VerifyReport r = s.verify();
            assertFalse(r.ok());
            assertTrue(r.problems().stream().anyMatch(p -> p.file().equals(f.getFileName().toString())),
                    r.problems().toString());
        }
    }
}
