package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.RestoreRequest;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.store.PartEntry;
import org.snapwear.codec.store.SaveResult;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.codec.store.VerifyReport;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.format.SafetensorsWriter;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Whole checkpoints in a store: a directory that gains tensors between saves and holds a dtype the delta codec
 * declines comes back byte for byte; a checkpoint rewritten while it is saved is refused without touching the store;
 * a store of the previous format still opens, verifies, restores and deletes.
 */
class CheckpointStoreTest {

    @TempDir
    Path tmp;

    /** A checkpoint directory: model weights, an int64 step counter, optionally optimizer state, and a JSON file. */
    private Path checkpoint(long step, boolean optimizer) throws IOException {
        Path dir = tmp.resolve("run/checkpoint-" + step);
        Files.createDirectories(dir.resolve("sub/empty"));
        float[] w = new float[3000];
        java.util.Random r = new java.util.Random(5);
        for (int i = 0; i < w.length; i++) {
            w[i] = (float) (r.nextGaussian() * 0.1 + step * 1e-4 * Math.sin(i));
        }
        ByteBuffer counter = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(0, step);
        SafetensorsWriter.write(dir.resolve("model.safetensors"), List.of(Tensor.ofFloats("w", new long[] {3000}, w),
                new Tensor(new TensorInfo("step", DType.I64, new long[] {}), counter)), Map.of("format", "pt"));
        if (optimizer) {
            float[] m = new float[3000];
            for (int i = 0; i < m.length; i++) {
                m[i] = (float) (Math.cos(i) * 1e-3 * step);
            }
            SafetensorsWriter.write(dir.resolve("sub/optimizer.safetensors"),
                    List.of(Tensor.ofFloats("state.0.exp_avg", new long[] {3000}, m)), Map.of());
        }
        Files.writeString(dir.resolve("trainer_state.json"), "{\"global_step\": " + step + "}\n");
        return dir;
    }

    @Test
    void gainedTensorsAndDeclinedDtypesComeBackByteForByte() throws IOException {
        Path store = tmp.resolve("store");
        try (SnapshotStore s = SnapshotStore.create(store, StoreSettings.of("dynrle", "huffman-exp", "progressive", 10,
                0))) {
            s.save(SaveRequest.of(CheckpointScanner.scan(checkpoint(0, false)), 0));
            SaveResult r = s.save(SaveRequest.of(CheckpointScanner.scan(checkpoint(100, true)), 100));
            // dynrle for w (held by the reference), huffman-exp for the new exp_avg, the fallback for the int64
            // counter, and the rest file
            assertEquals(List.of("dynrle/1", "xor-shuffle-zstd/1", "huffman-exp/0", "zstd-delta/1"), r.parts().stream()
                    .map(p -> p.codec() + "/" + p.references()).toList(), r.parts().toString());
            assertEquals(PartEntry.REST, r.parts().get(3).kind());
            s.save(SaveRequest.of(CheckpointScanner.scan(checkpoint(200, true)), 200));
        }
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            VerifyReport v = s.verify();
            assertTrue(v.ok(), v.problems().toString());
            for (long step : new long[] {0, 100, 200}) {
                Path out = tmp.resolve("restored/checkpoint-" + step);
                Files.createDirectories(out.getParent());
                s.restore(RestoreRequest.of(step, out).withForm(RestoreRequest.Form.CHECKPOINT));
                assertSameTree(tmp.resolve("run/checkpoint-" + step), out);
            }
        }
    }

    @Test
    void decodingIntoScratchFilesInsteadOfTheHeapGivesTheSameBytes() throws IOException {
        // what a checkpoint over 64 MiB does: references and restored tensors in mapped scratch files
        String old = System.setProperty("snapwear.scratch.heapBytes", "0");
        try {
            gainedTensorsAndDeclinedDtypesComeBackByteForByte();
        } finally {
            if (old == null) {
                System.clearProperty("snapwear.scratch.heapBytes");
            } else {
                System.setProperty("snapwear.scratch.heapBytes", old);
            }
        }
    }

    @Test
    void aCheckpointRewrittenWhileSavedIsRefusedAndTheStoreIsUntouched() throws IOException {
        Path store = tmp.resolve("store");
        try (SnapshotStore s = SnapshotStore.create(store, StoreSettings.of("dynrle", "huffman-exp", "progressive", 10,
                0))) {
            s.save(SaveRequest.of(CheckpointScanner.scan(checkpoint(0, false)), 0));
            long generation = s.generation();
            ScannedCheckpoint scanned = CheckpointScanner.scan(checkpoint(100, true));
            // the job writes trainer_state.json again after the scan (same size, later mtime)
            Path state = tmp.resolve("run/checkpoint-100/trainer_state.json");
            Files.writeString(state, "{\"global_step\": 999}\n");
            Files.setLastModifiedTime(state, FileTime.fromMillis(System.currentTimeMillis() + 5000));
            CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> s.save(SaveRequest.of(scanned, 100)));
            assertTrue(e.getMessage().contains("trainer_state.json") && e.getMessage().contains("changed"),
                    e.getMessage());
            assertEquals(generation, s.generation());
            assertEquals(List.of(0L), s.iterations());
            try (Stream<Path> files = Files.list(store)) {
                assertFalse(files.anyMatch(f -> f.getFileName().toString().contains("000000000100")),
                        "no file of the refused save is left");
            }
        }
    }

    @Test
    void aStoreOfTheFirstFormatOpensVerifiesRestoresAndDeletes() throws IOException {
        Path data = Path.of(System.getProperty("snapwear.bundle.dir"), "data", "v1-store");
        Path store = tmp.resolve("v1");
        Files.createDirectories(store);
        try (Stream<Path> files = Files.list(data.resolve("store"))) {
            for (Path f : files.toList()) {
                Files.copy(f, store.resolve(f.getFileName().toString()));
            }
        }
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            assertEquals(1, s.formatVersion());
            assertEquals(List.of(0L, 100L, 200L), s.iterations());
            assertTrue(s.verify().ok());
            for (long it : s.iterations()) {
                assertFalse(s.isCheckpoint(it));
                var r = s.readTensors(it);
                // the inputs were written by Python (another JSON spacing than Snapwear's writer), so the check is
                // on the tensors and the metadata, which is what a format-1 store kept
                try (Snapshot original = CheckpointFormats.read(data.resolve("step_" + it + ".safetensors"))) {
                    StoreTestSupport.assertSameTensors(original, r.snapshot(), "iteration " + it);
                }
                assertEquals(Map.of("format", "pt", "step", Long.toString(it)), r.metadata());
            }
        }
        try (SnapshotStore s = SnapshotStore.open(store)) {
            IllegalStateException e = assertThrows(IllegalStateException.class,
                    () -> s.save(SaveRequest.of(CheckpointScanner.scan(data.resolve("step_0.safetensors")), 300)));
            assertTrue(e.getMessage().contains("earlier"), e.getMessage());
            s.delete(200);
        }
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            assertEquals(1, s.formatVersion());
            assertEquals(List.of(0L, 100L), s.iterations());
            assertTrue(s.verify().ok());
        }
    }

    static void assertSameTree(Path expected, Path actual) throws IOException {
        List<String> e = listing(expected);
        assertEquals(e, listing(actual));
        for (String rel : e) {
            if (Files.isRegularFile(expected.resolve(rel))) {
                assertArrayEquals(Files.readAllBytes(expected.resolve(rel)), Files.readAllBytes(actual.resolve(rel)),
                        rel);
            }
        }
    }

    private static List<String> listing(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(p -> !p.equals(root)).map(p -> root.relativize(p) + (Files.isDirectory(p) ? "/" : ""))
                    .sorted().toList();
        }
    }
}
