package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.RestoreRequest;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.store.ManifestCodec;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.trace.checkpoint.CheckpointScanner;

/**
 * {@code restoreCheckpoint(iteration, out, replace)}: an existing file or directory is replaced only once the new
 * copy is complete, a failed restore leaves it as it was, nothing is left beside it, and neither a target inside the
 * store nor one that contains it is ever replaced.
 */
class RestoreReplaceTest {

    @TempDir
    Path tmp;

    private static final Path DATA = Path.of(System.getProperty("snapwear.bundle.dir"), "data", "v2-store");

    /** A store of checkpoint-0 and checkpoint-100 (directories) at {@code dir}. */
    private static Path store(Path dir) throws IOException {
        try (SnapshotStore s = SnapshotStore.create(dir, StoreSettings.of("dynrle", "huffman-exp", "progressive", 10,
                100))) {
            for (long it : new long[] {0, 100}) {
                s.save(SaveRequest.of(CheckpointScanner.scan(DATA.resolve("checkpoint-" + it)), it));
            }
        }
        return dir;
    }

    /** The names in {@code dir}, sorted. */
    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void anExistingDirectoryIsReplacedOnlyWhenAsked() throws IOException {
        Path store = store(tmp.resolve("store"));
        Path out = tmp.resolve("out/checkpoint-100");
        Files.createDirectories(out.resolve("stale/deeper"));
        Files.writeString(out.resolve("stale/deeper/old.bin"), "old");
        Files.writeString(out.resolve("trainer_state.json"), "{}");
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            IOException e = assertThrows(IOException.class, () -> s.restore(RestoreRequest.of(100, out).withForm(RestoreRequest.Form.CHECKPOINT)));
            assertTrue(e.getMessage().contains("already exists"), e.getMessage());
            assertEquals("{}", Files.readString(out.resolve("trainer_state.json")));
            s.restore(RestoreRequest.of(100, out).withForm(RestoreRequest.Form.CHECKPOINT).replacing(true));
        }
        CheckpointStoreTest.assertSameTree(DATA.resolve("checkpoint-100"), out);
        assertEquals(List.of("checkpoint-100"), names(out.getParent()), "no temp or replaced copy is left");
    }

    @Test
    void anExistingFileIsReplacedByAFileOrADirectory() throws IOException {
        Path file = DATA.resolve("checkpoint-0/model.safetensors");
        Path single = tmp.resolve("single");
        try (SnapshotStore s = SnapshotStore.create(single, StoreSettings.of("dynrle", "huffman-exp", "progressive",
                10, 100))) {
            s.save(SaveRequest.of(CheckpointScanner.scan(file), 0));
        }
        Path out = tmp.resolve("out/model.safetensors");
        Files.createDirectories(out.getParent());
        Files.writeString(out, "an older file");
        try (SnapshotStore s = SnapshotStore.openReadOnly(single)) {
            s.restore(RestoreRequest.of(0, out).withForm(RestoreRequest.Form.CHECKPOINT).replacing(true));
        }
        assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(out));
        Path dirOut = tmp.resolve("out/checkpoint");
        Files.writeString(dirOut, "a file where the directory goes");
        try (SnapshotStore s = SnapshotStore.openReadOnly(store(tmp.resolve("store")))) {
            s.restore(RestoreRequest.of(0, dirOut).withForm(RestoreRequest.Form.CHECKPOINT).replacing(true));
        }
        CheckpointStoreTest.assertSameTree(DATA.resolve("checkpoint-0"), dirOut);
        assertEquals(List.of("checkpoint", "model.safetensors"), names(out.getParent()));
    }

    @Test
    void aFailedRestoreLeavesTheTargetItWasToReplaceAsItWas() throws IOException {
        Path store = store(tmp.resolve("store"));
        Path rest = store.resolve(ManifestCodec.read(store).entry(100).restPart().file());
        byte[] bytes = Files.readAllBytes(rest);
        bytes[bytes.length - 1] ^= 0x40;
        Files.write(rest, bytes);
        Path out = tmp.resolve("out/checkpoint-100");
        Files.createDirectories(out);
        Files.writeString(out.resolve("keep.txt"), "the previous restore");
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            IOException e = assertThrows(IOException.class, () -> s.restore(RestoreRequest.of(100, out).withForm(RestoreRequest.Form.CHECKPOINT).replacing(true)));
            assertTrue(e.getMessage().contains(rest.getFileName().toString()), e.getMessage());
        }
        assertEquals(List.of("keep.txt"), names(out));
        assertEquals("the previous restore", Files.readString(out.resolve("keep.txt")));
        assertEquals(List.of("checkpoint-100"), names(out.getParent()));
    }

    @Test
    void neitherATargetInsideTheStoreNorOneHoldingItIsReplaced() throws IOException {
        Path parent = tmp.resolve("runs");
        Path store = store(parent.resolve("store"));
        byte[] manifest = Files.readAllBytes(store.resolve("MANIFEST.json"));
        Files.createSymbolicLink(tmp.resolve("link"), store);
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            for (Path inside : List.of(store.resolve("MANIFEST.json"), store.resolve("new/checkpoint"),
                    tmp.resolve("link/MANIFEST.json"))) {
                IOException e = assertThrows(IOException.class, () -> s.restore(RestoreRequest.of(100, inside).withForm(RestoreRequest.Form.CHECKPOINT).replacing(true)));
                assertTrue(e.getMessage().contains("inside the store"), e.getMessage());
            }
            for (Path holding : List.of(parent, store, tmp)) {
                IOException e = assertThrows(IOException.class, () -> s.restore(RestoreRequest.of(100, holding).withForm(RestoreRequest.Form.CHECKPOINT).replacing(true)));
                assertTrue(e.getMessage().contains("the store"), e.getMessage());
            }
        }
        assertArrayEquals(manifest, Files.readAllBytes(store.resolve("MANIFEST.json")));
        assertEquals(List.of("store"), names(parent));
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            assertTrue(s.verify().ok());
        }
    }
}
