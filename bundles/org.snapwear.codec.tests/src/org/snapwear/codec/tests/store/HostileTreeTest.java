package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.tensor.CheckpointFormatException;

import com.github.luben.zstd.Zstd;

/**
 * Stores whose rest file was written by hand, with valid sizes and checksums, as a hostile or damaged store would
 * be: a path outside the checkpoint is refused in one line and nothing is written, inside or outside; a tree whose
 * recorded CRC32C does not match the rebuilt file fails verify and restore (the end-to-end check).
 */
class HostileTreeTest {

    @TempDir
    Path tmp;

    @Test
    void aStoredPathLeavingTheCheckpointIsRefusedAndNothingIsWritten() throws IOException {
        Path store = storeOfOneFile();
        // the same tree with the file renamed to "../escape.txt"
        rewriteRest(store, "../escape.txt", crc("hello".getBytes()));

        Path out = tmp.resolve("restored/checkpoint-0");
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            CheckpointFormatException ex = assertThrows(CheckpointFormatException.class,
                    () -> s.restore(RestoreRequest.of(0, out).withForm(RestoreRequest.Form.CHECKPOINT)));
            assertTrue(ex.getMessage().contains("../escape.txt"), ex.getMessage());
            assertFalse(s.verify().ok(), "verify reports the same path");
        }
        assertFalse(Files.exists(tmp.resolve("restored/escape.txt")), "nothing written outside the checkpoint");
        assertFalse(Files.exists(out), "nothing left of the refused restore");
        try (var left = Files.list(tmp.resolve("restored"))) {
            assertTrue(left.findAny().isEmpty(), "no temporary directory left behind");
        }
    }

    /** Saves a one-file checkpoint (a.txt = "hello") and returns its store. */
    private Path storeOfOneFile() throws IOException {
        Path ckpt = tmp.resolve("checkpoint-0");
        Files.createDirectories(ckpt);
        Files.writeString(ckpt.resolve("a.txt"), "hello");
        Path store = tmp.resolve("store");
        try (SnapshotStore s = SnapshotStore.create(store, StoreSettings.of("dynrle", "huffman-exp", "progressive", 10,
                0))) {
            s.save(SaveRequest.of(CheckpointScanner.scan(ckpt), 0));
        }
        return store;
    }

    /**
     * Replaces the rest file of iteration 0 by one whose tree names {@code path} with the recorded CRC32C
     * {@code fileCrc}, and records the new file's size and checksums in the manifest, as a hostile store would.
     */
    private static void rewriteRest(Path store, String path, String fileCrc) throws IOException {
        String json = "{\"tree\":{\"directory\":true,\"directories\":[],\"files\":[{\"path\":\"" + path + "\","
                + "\"size\":5,\"format\":\"bytes\",\"regions\":[]}]},\"crc32c\":[\"" + fileCrc + "\"]}";
        byte[] jsonBytes = json.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        stream.write(ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(jsonBytes.length).array());
        stream.write(jsonBytes);
        stream.write("hello".getBytes(StandardCharsets.UTF_8));
        byte[] frame = Zstd.compress(stream.toByteArray(), 3);
        ByteBuffer rest = ByteBuffer.allocate(13 + frame.length).order(ByteOrder.LITTLE_ENDIAN);
        rest.put(new byte[] {'S', 'W', 'R', '1'}).put((byte) 0).putLong(stream.size()).put(frame);
        Manifest m = ManifestCodec.read(store);
        ManifestEntry e = m.entries().get(0);
        List<PartEntry> parts = new ArrayList<>();
        for (PartEntry p : e.parts()) {
            if (p.isTensors()) {
                parts.add(p);
            } else {
                Files.write(store.resolve(p.file()), rest.array());
                parts.add(new PartEntry(p.file(), p.kind(), p.codec(), p.references(), p.layoutHash(),
                        rest.capacity(), crc(rest.array()), p.rawBytes(), crc(stream.toByteArray()), 0));
            }
        }
        ManifestEntry hostile = new ManifestEntry(e.iteration(), e.kind(), e.file(), e.codec(), e.references(),
                e.size(), e.crc32c(), e.layoutHash(), e.rawBytes(), e.metadata(), parts, e.checkpointBytes());
        Files.write(store.resolve(Manifest.FILE_NAME), ManifestCodec.toBytes(new Manifest(m.format(),
                m.formatVersion(), m.generation(), m.settings(), m.firstIteration(), m.layouts(), List.of(hostile),
                null)));
    }

    @Test
    void aRebuiltFileThatDiffersFromTheSavedOneFailsVerifyAndRestore() throws IOException {
        // every part's own checksum is right, but the tree records another CRC32C for a.txt than its bytes give:
        // the end-to-end check after rebuilding the file is the only one that can notice
        Path store = storeOfOneFile();
        rewriteRest(store, "a.txt", crc("hellO".getBytes()));
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            var v = s.verify();
            assertFalse(v.ok());
            assertTrue(v.problems().toString().contains("rebuilt a.txt has CRC32C"), v.problems().toString());
            Path out = tmp.resolve("restored/checkpoint-0");
            CheckpointFormatException ex = assertThrows(CheckpointFormatException.class,
                    () -> s.restore(RestoreRequest.of(0, out).withForm(RestoreRequest.Form.CHECKPOINT)));
            assertTrue(ex.getMessage().contains("rebuilt a.txt has CRC32C"), ex.getMessage());
            assertFalse(Files.exists(out), "a restore that failed its check leaves nothing");
        }
    }

    private static String crc(byte[] b) {
        CRC32C c = new CRC32C();
        c.update(b);
        return String.format("%08x", c.getValue());
    }
}
