package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.RestoreRequest;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.trace.checkpoint.CheckpointScanner;

/**
 * Faults injected into the reads of a restore (through the store's one I/O object): a read that fails, a read that
 * ends early and a part whose bytes were damaged on disk each fail the restore with one line naming the file and the
 * offset, leave no target and no temp file behind, and lose nothing stored: once the fault is gone the same restore
 * gives the checkpoint back byte for byte.
 */
class StoreRestoreFaultTest {
    private static final long SEED = 11;

    @TempDir
    Path tmp;

    /** A progressive chain 0, 100, 200 of whole checkpoints: restoring 200 reads all three entries. */
    private SnapshotStore store(FaultyIo io) throws IOException {
        SnapshotStore s = SnapshotStore.create(tmp.resolve("store"), new StoreSettings("test-xor", "raw",
                "progressive", 3, 100, 1024), StoreTestSupport.registry(), io);
        for (long it = 0; it <= 200; it += 100) {
            Path c = StoreTestSupport.checkpointDir(tmp.resolve("run/checkpoint-" + it), SEED, it, 3000);
            s.save(SaveRequest.of(CheckpointScanner.scan(c), it));
        }
        return s;
    }

    private static List<String> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** The fault fails the restore in both forms as described above, and the restore works once it is gone. */
    private void assertRestoreFailsCleanly(SnapshotStore s, String file) throws IOException {
        Path store = s.directory();
        List<String> stored = files(store);
        byte[] manifest = Files.readAllBytes(store.resolve("MANIFEST.json"));
        Files.createDirectories(tmp.resolve("out"));
        for (RestoreRequest.Form form : List.of(RestoreRequest.Form.CHECKPOINT, RestoreRequest.Form.TENSORS)) {
            Path out = tmp.resolve("out/restored-" + form);
            IOException e = assertThrows(IOException.class,
                    () -> s.restore(RestoreRequest.of(200, out).withForm(form)));
            String m = e.getMessage();
            assertFalse(m.contains("\n"), m);
            assertTrue(m.contains(file) && m.contains(" at offset "), form + ": " + m);
            assertFalse(Files.exists(out), "no target is left: " + out);
            assertEquals(List.of(), files(tmp.resolve("out")), "no temp file is left");
            assertEquals(stored, files(store), "nothing stored changed");
            assertArrayEquals(manifest, Files.readAllBytes(store.resolve("MANIFEST.json")));
        }
    }

    private void assertRestoresExactly(SnapshotStore s) throws IOException {
        Path out = tmp.resolve("out/restored");
        s.restore(RestoreRequest.of(200, out));
        Path original = tmp.resolve("run/checkpoint-200");
        for (String name : List.of("model.safetensors", "trainer_state.json")) {
            assertArrayEquals(Files.readAllBytes(original.resolve(name)), Files.readAllBytes(out.resolve(name)), name);
        }
        assertTrue(s.verify().ok());
    }

    @Test
    void aFailingReadOfAReferenceFailsTheRestoreWithFileAndOffset() throws IOException {
        FaultyIo io = new FaultyIo();
        try (SnapshotStore s = store(io)) {
            String baseline = "snap-000000000000-g";
            io.failReadOf = baseline;
            io.failReadAfter = 700;
            assertRestoreFailsCleanly(s, baseline);
            io.failReadOf = null;
            assertRestoresExactly(s);
        }
    }

    @Test
    void aShortReadOfTheRestFileFailsTheRestoreWithFileAndOffset() throws IOException {
        FaultyIo io = new FaultyIo();
        try (SnapshotStore s = store(io)) {
            String rest;
            try (Stream<Path> f = Files.list(s.directory())) {
                rest = f.map(p -> p.getFileName().toString()).filter(n -> n.matches("snap-000000000200-g\\d+\\.rest"))
                        .findFirst().orElseThrow();
            }
            io.failReadOf = rest;
            io.failReadAfter = 40;
            io.shortRead = true;
            Path out = tmp.resolve("out/restored");
            Files.createDirectories(out.getParent());
            IOException e = assertThrows(IOException.class, () -> s.restore(RestoreRequest.of(200, out)));
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
            assertTrue(e.getMessage().contains(rest) && e.getMessage().contains(" at offset "), e.getMessage());
            assertFalse(Files.exists(out));
            assertEquals(List.of(), files(out.getParent()));
            io.failReadOf = null;
            assertRestoresExactly(s);
        }
    }

    @Test
    void aDamagedPartFailsTheRestoreWithFileAndOffsetAndRestoresOnceRepaired() throws IOException {
        FaultyIo io = new FaultyIo();
        try (SnapshotStore s = store(io)) {
            Path part;
            try (Stream<Path> f = Files.list(s.directory())) {
                part = f.filter(p -> p.getFileName().toString().matches("snap-000000000100-g\\d+\\.swc")).findFirst()
                        .orElseThrow();
            }
            long at = Files.size(part) / 2;
            byte[] original = flip(part, at);
            String name = part.getFileName().toString();
            assertRestoreFailsCleanly(s, name);
            assertFalse(s.verify().ok(), "verify reports the damage too");
            flip(part, at);
            assertArrayEquals(original, Files.readAllBytes(part));
            assertRestoresExactly(s);
        }
    }

    /** Inverts one byte in place (the size stays, so only the checksums can tell); returns the file before. */
    private static byte[] flip(Path file, long at) throws IOException {
        byte[] before = Files.readAllBytes(file);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ch.write(ByteBuffer.wrap(new byte[] {(byte) ~before[(int) at]}), at);
        }
        return before;
    }
}
