package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.RestoreRequest;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.store.RestoreResult;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.format.SafetensorsWriter;

/**
 * Where a restore writes is the real path the kernel would write ({@code OutputPaths}): a {@code ..} after a
 * symbolic link in {@code --out} goes up from the link's target, so {@code link/../MANIFEST.json} with the link
 * pointing into the store is refused for a whole checkpoint and for tensors, and the store is untouched; a target
 * outside the store is written exactly where the kernel resolves it. A tensors-only restore goes through the one
 * durable write: its content is forced to the device before the rename.
 */
class RestoreThroughLinkTest {

    @TempDir
    Path tmp;

    private static StoreSettings settings() {
        return StoreSettings.of("dynrle", "huffman-exp", "progressive", 10, 100);
    }

    /** A store holding a whole checkpoint at 0 and a tensors-only snapshot at 100, with a sub-directory. */
    private Path store() throws IOException {
        Path dir = tmp.resolve("store");
        try (SnapshotStore s = SnapshotStore.create(dir, settings())) {
            s.save(SaveRequest.of(CheckpointScanner.scan(TrainingCheckpoints.write(tmp.resolve("run/checkpoint-0"), 0, 200)), 0));
            s.save(SaveRequest.of(StoreTestSupport.snapshot(7, 100, 200), 100));
        }
        Files.createDirectories(dir.resolve("sub")); // any directory inside the store will do
        return dir;
    }

    @Test
    void aDotDotAfterALinkIntoTheStoreIsRefusedAndTheManifestStays() throws IOException {
        Path store = store();
        byte[] manifest = Files.readAllBytes(store.resolve("MANIFEST.json"));
        Path link = Files.createSymbolicLink(tmp.resolve("link"), store.resolve("sub"));
        // lexically this is tmp/MANIFEST.json, outside the store; the kernel resolves it to store/MANIFEST.json
        Path out = Path.of(link + "/../" + "MANIFEST.json");
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            IOException c = assertThrows(IOException.class, () -> s.restore(RestoreRequest.of(0, out).withForm(RestoreRequest.Form.CHECKPOINT).replacing(true)));
            assertTrue(c.getMessage().contains("inside the store"), c.getMessage());
            IOException t = assertThrows(IOException.class, () -> s.restore(RestoreRequest.of(100, out).withForm(RestoreRequest.Form.TENSORS).replacing(true)));
            assertTrue(t.getMessage().contains("inside the store"), t.getMessage());
        }
        assertArrayEquals(manifest, Files.readAllBytes(store.resolve("MANIFEST.json")));
        assertFalse(Files.exists(tmp.resolve("MANIFEST.json")));
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            assertTrue(s.verify().ok(), "the store still verifies");
        }
    }

    @Test
    void aTargetOutsideTheStoreIsWrittenWhereTheKernelResolvesIt() throws IOException {
        Path store = store();
        Path deep = Files.createDirectories(tmp.resolve("a/b"));
        Path link = Files.createSymbolicLink(tmp.resolve("to-b"), deep);
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            s.restore(RestoreRequest.of(0, Path.of(link + "/../restored")).withForm(RestoreRequest.Form.CHECKPOINT));
            s.restore(RestoreRequest.of(100, Path.of(link + "/../tensors.safetensors")).withForm(RestoreRequest.Form.TENSORS).replacing(false));
        }
        assertTrue(Files.isRegularFile(tmp.resolve("a/restored/trainer_state.json")), "written under a/, the "
                + "parent of the link's target");
        assertTrue(Files.isRegularFile(tmp.resolve("a/tensors.safetensors")));
        assertFalse(Files.exists(tmp.resolve("restored")), "not at the lexically normalised path");
        assertFalse(Files.exists(tmp.resolve("tensors.safetensors")));
    }

    @Test
    void aTensorsOnlyRestoreIsForcedToTheDeviceBeforeItsRename() throws IOException {
        Path store = store();
        FaultyIo io = new FaultyIo();
        Path out = tmp.resolve("out/tensors-100.safetensors");
        try (SnapshotStore s = SnapshotStore.open(store, CodecRegistry.defaultRegistry(), io)) {
            io.forced.clear(); // whatever opening the store wrote
            s.restore(RestoreRequest.of(100, out).withForm(RestoreRequest.Form.TENSORS).replacing(false));
            RestoreResult r = s.readTensors(100);
            ByteArrayOutputStream expected = new ByteArrayOutputStream();
            SafetensorsWriter.write(expected, r.snapshot().tensors(), r.metadata());
            assertArrayEquals(expected.toByteArray(), Files.readAllBytes(out));
        }
        List<Path> forced = io.forced;
        assertEquals(1, forced.size(), forced.toString());
        assertEquals(out.getParent().toRealPath(), forced.get(0).getParent().toRealPath(), forced.toString());
        assertTrue(forced.get(0).getFileName().toString().contains(out.getFileName().toString()), forced.toString());
        try (var names = Files.list(out.getParent())) {
            assertEquals(List.of(out.getFileName().toString()), names.map(p -> p.getFileName().toString()).toList(),
                    "no temporary file is left");
        }
    }
}
