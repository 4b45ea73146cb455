package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.trace.checkpoint.CheckpointScanner;

/**
 * {@link SnapshotStore#holdsCopyOf}: a checkpoint on disk is recognised as a kept iteration only if every byte is
 * the same, in a tensor payload or outside, including checkpoints whose non-tensor bytes exceed the 64 MiB the rest
 * stream is otherwise held in memory for.
 */
class StoredCopyTest {
    @TempDir
    Path tmp;

    @Test
    void onlyTheSameBytesAreTheStoredCheckpoint() throws IOException {
        Path c = TrainingCheckpoints.write(tmp.resolve("checkpoint-100"), 100, 3000);
        try (SnapshotStore s = SnapshotStore.create(tmp.resolve("store"), StoreSettings.of("dynrle", "huffman-exp",
                "progressive", 10, 100))) {
            s.save(SaveRequest.of(CheckpointScanner.scan(c), 100));
            assertTrue(s.holdsCopyOf(100, CheckpointScanner.scan(c)));
            assertFalse(s.holdsCopyOf(200, CheckpointScanner.scan(c)), "not a kept iteration");

            Path json = copy(c, "json");
            Files.writeString(json.resolve("trainer_state.json"), "{\"global_step\": 101}\n");
            assertFalse(s.holdsCopyOf(100, CheckpointScanner.scan(json)), "a byte outside the tensors differs");

            Path tensor = copy(c, "tensor");
            flipLastByte(tensor.resolve("optim/optimizer.safetensors")); // the last byte is payload
            assertFalse(s.holdsCopyOf(100, CheckpointScanner.scan(tensor)), "a tensor byte differs");

            Path extra = copy(c, "extra");
            Files.writeString(extra.resolve("README"), "x");
            assertFalse(s.holdsCopyOf(100, CheckpointScanner.scan(extra)), "one more file");
        }
    }

    @Test
    void restStreamsOverSixtyFourMebibytesAreComparedWithoutHoldingThem() throws IOException {
        Path c = TrainingCheckpoints.write(tmp.resolve("checkpoint-0"), 0, 1000);
        byte[] block = new byte[1 << 20];
        Arrays.fill(block, (byte) 7);
        try (OutputStream out = Files.newOutputStream(c.resolve("blob.bin"))) {
            for (int i = 0; i < 65; i++) {
                out.write(block);
            }
        }
        try (SnapshotStore s = SnapshotStore.create(tmp.resolve("store"), StoreSettings.of("dynrle", "huffman-exp",
                "progressive", 10, 100))) {
            s.save(SaveRequest.of(CheckpointScanner.scan(c), 0));
            assertTrue(s.holdsCopyOf(0, CheckpointScanner.scan(c)));
            Path other = copy(c, "other");
            flipLastByte(other.resolve("blob.bin"));
            assertFalse(s.holdsCopyOf(0, CheckpointScanner.scan(other)));
        }
    }

    private Path copy(Path from, String name) throws IOException {
        Path to = tmp.resolve(name + "/checkpoint");
        try (var s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path q = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(q);
                } else {
                    Files.copy(p, q);
                }
            }
        }
        return to;
    }

    private static void flipLastByte(Path f) throws IOException {
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(1);
            ch.read(b, ch.size() - 1);
            b.put(0, (byte) (b.get(0) ^ 1));
            b.rewind();
            ch.write(b, ch.size() - 1);
        }
    }

}
