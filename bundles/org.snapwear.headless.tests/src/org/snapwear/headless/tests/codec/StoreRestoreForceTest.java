package org.snapwear.headless.tests.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.trace.format.SafetensorsWriter;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * {@code store restore --force}: an existing directory or file is replaced by the restored checkpoint (or by the
 * safetensors file of a tensors-only snapshot), nothing is left beside it; without {@code --force} it is refused; a
 * target that holds the store is refused even with it.
 */
public class StoreRestoreForceTest {

    @TempDir
    Path tmp;

    private Path checkpoint() throws IOException {
        Path dir = tmp.resolve("run/checkpoint-0");
        Files.createDirectories(dir);
        float[] w = new float[500];
        for (int i = 0; i < w.length; i++) {
            w[i] = (float) Math.sin(i * 0.1);
        }
        SafetensorsWriter.write(dir.resolve("model.safetensors"), List.of(Tensor.ofFloats("w", new long[] {500}, w)),
                Map.of("format", "pt"));
        Files.writeString(dir.resolve("trainer_state.json"), "{\"global_step\": 0}\n");
        return dir;
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void forceReplacesAnExistingDirectoryOrFileAndNothingElse() throws IOException {
        Path store = tmp.resolve("runs/store");
        Path ckpt = checkpoint();
        CliRun save = CliRun.run("store", "save", store.toString(), ckpt.toString(), "--iteration", "0");
        assertEquals(0, save.exit(), save.err());
        Path out = tmp.resolve("restored/checkpoint-0");
        Files.createDirectories(out.resolve("old"));
        Files.writeString(out.resolve("old/stale.bin"), "stale");

        CliRun refused = CliRun.run("store", "restore", store.toString(), "--iteration", "0", "--out",
                out.toString());
        assertEquals(1, refused.exit(), refused.out());
        assertEquals(1, refused.err().strip().lines().count(), refused.err());
        assertTrue(refused.err().contains("already exists") && refused.err().contains("--force"), refused.err());
        assertEquals("stale", Files.readString(out.resolve("old/stale.bin")));

        CliRun forced = CliRun.run("store", "restore", store.toString(), "--iteration", "0", "--out",
                out.toString(), "--force");
        assertEquals(0, forced.exit(), forced.err());
        CheckpointStoreCommandTest.assertSameTree(ckpt, out);
        assertEquals(List.of("checkpoint-0"), names(out.getParent()), "no temp or replaced copy is left");

        Path file = tmp.resolve("restored/a-file");
        Files.writeString(file, "not a checkpoint");
        CliRun overFile = CliRun.run("store", "restore", store.toString(), "--iteration", "0", "--out",
                file.toString(), "--force", "--json");
        assertEquals(0, overFile.exit(), overFile.err());
        CheckpointStoreCommandTest.assertSameTree(ckpt, file);
        assertEquals(List.of("a-file", "checkpoint-0"), names(out.getParent()));
    }

    @Test
    void aTensorsOnlySnapshotIsWrittenOverAnExistingFileWithForce() throws IOException {
        Path store = tmp.resolve("api-store");
        float[] w = {1.5f, -2.25f, 0f, 1e-3f};
        try (SnapshotStore s = SnapshotStore.create(store, StoreSettings.of("dynrle", "huffman-exp", "progressive",
                10, 100))) {
            s.save(SaveRequest.of(new Snapshot(null, 0, List.of(Tensor.ofFloats("w", new long[] {4}, w))), 0));
        }
        Path out = tmp.resolve("w.safetensors");
        Files.writeString(out, "an older file");
        CliRun refused = CliRun.run("store", "restore", store.toString(), "--iteration", "0", "--out",
                out.toString());
        assertEquals(1, refused.exit(), refused.out());
        assertEquals("an older file", Files.readString(out));
        CliRun forced = CliRun.run("store", "restore", store.toString(), "--iteration", "0", "--out",
                out.toString(), "--force");
        assertEquals(0, forced.exit(), forced.err());
        try (Snapshot back = CheckpointFormats.read(out)) {
            assertArrayEquals(Tensor.ofFloats("w", new long[] {4}, w).toByteArray(),
                    back.tensors().get(0).toByteArray());
        }
        assertEquals(List.of("api-store", "w.safetensors"), names(tmp));
    }

    @Test
    void forceNeverReplacesATargetInsideOrHoldingTheStore() throws IOException {
        Path store = tmp.resolve("runs/store");
        CliRun save = CliRun.run("store", "save", store.toString(), checkpoint().toString(), "--iteration",
                "0");
        assertEquals(0, save.exit(), save.err());
        byte[] manifest = Files.readAllBytes(store.resolve("MANIFEST.json"));
        for (Path target : List.of(store.getParent(), store, store.resolve("MANIFEST.json"))) {
            CliRun r = CliRun.run("store", "restore", store.toString(), "--iteration", "0", "--out",
                    target.toString(), "--force");
            assertEquals(1, r.exit(), target + ": " + r.out());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains("the store"), r.err());
        }
        assertArrayEquals(manifest, Files.readAllBytes(store.resolve("MANIFEST.json")));
        CliRun verify = CliRun.run("store", "verify", store.toString());
        assertEquals(0, verify.exit(), verify.err() + verify.out());
    }
}
