package org.snapwear.trace.tests.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.checkpoint.SourceCheckpoint;
import org.snapwear.trace.checkpoint.WholeCheckpoint;
import org.snapwear.trace.source.LocalSourceTree;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * A checkpoint directory scanned from a listing with in-memory files gives the same tree, tensor names, order,
 * dtypes, shapes and offsets as the local (memory-mapped) scan, and the same tensor bytes; bad listings and corrupt
 * members are refused in one line naming the file.
 */
class SourceTreeScanTest {

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"checkpoint-0", "checkpoint-50", "checkpoint-100", "checkpoint-150"})
    void aListedCheckpointScansAsTheLocalOne(String name) throws IOException {
        Path dir = Fixtures.path("hf_charlm_adamw", name);
        ScannedCheckpoint local = CheckpointScanner.scan(dir);
        SourceCheckpoint remote = CheckpointScanner.scan(MemoryTree.copyOf(dir));
        assertEquals(local.tree(), remote.tree());
        assertTrue(local.tree().files().size() >= 7 && local.tree().payloadBytes() > 1_000_000,
                local.tree().toString());
        List<WholeCheckpoint.Piece> a = WholeCheckpoint.pieces(local.tree());
        List<WholeCheckpoint.Piece> b = remote.pieces();
        assertEquals(a.size(), b.size());
        for (int i = 0; i < a.size(); i++) {
            assertEquals(a.get(i).info(), b.get(i).info());
            assertEquals(a.get(i).offset(), b.get(i).offset());
            assertEquals(a.get(i).file().path(), b.get(i).file().path());
        }
        assertEquals(local.snapshotInfos(), remote.snapshotInfos());
        try (Snapshot mapped = local.snapshot(7); Snapshot read = remote.snapshot(7)) {
            assertEquals(7, read.iteration());
            Sources.assertSameSnapshot(mapped, read);
            for (int i = 0; i < b.size(); i += 7) {
                Tensor one = remote.read(b.get(i));
                assertEquals(mapped.tensors().get(i).data(), one.data(), one.name());
            }
        }
        // the local listing as a source tree gives the same checkpoint as well
        assertEquals(local.tree(), CheckpointScanner.scan(LocalSourceTree.list(dir)).tree());
    }

    /** A driver ships pieces to tasks: they survive Java serialization unchanged and still read the same bytes. */
    @Test
    void piecesTravelThroughSerialization() throws Exception {
        Path dir = Fixtures.path("hf_charlm_adamw", "checkpoint-100");
        SourceCheckpoint remote = CheckpointScanner.scan(MemoryTree.copyOf(dir));
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
            out.writeObject(new java.util.ArrayList<>(remote.pieces()));
            out.writeObject(remote.tree());
        }
        try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(
                new java.io.ByteArrayInputStream(bytes.toByteArray()))) {
            @SuppressWarnings("unchecked")
            List<WholeCheckpoint.Piece> back = (List<WholeCheckpoint.Piece>) in.readObject();
            assertEquals(remote.pieces(), back);
            assertEquals(remote.tree(), in.readObject());
            WholeCheckpoint.Piece last = back.get(back.size() - 1);
            assertEquals(remote.read(remote.pieces().get(back.size() - 1)).data(), remote.read(last).data());
        }
    }

    @Test
    void aSingleFileSourceScansAsTheLocalFile() throws IOException {
        for (String f : List.of("snap_iter000500.fp32.pt", "snap_iter000500.fp32.safetensors")) {
            Path p = Fixtures.path("cnn_digits_sgd", f);
            assertEquals(CheckpointScanner.scan(p).tree(), CheckpointScanner.scan(Sources.inMemory(p)));
        }
    }

    @Test
    void aCorruptMemberIsRefusedNamingItAndTheOffset() throws IOException {
        Path dir = Fixtures.path("hf_charlm_adamw", "checkpoint-50");
        MemoryTree tree = MemoryTree.copyOf(dir);
        for (String member : List.of("optimizer.pt", "model-00001-of-00002.safetensors")) {
            byte[] cut = Arrays.copyOf(tree.bytes(member), tree.bytes(member).length / 2);
            Path copy = tmp.resolve(member);
            Files.write(copy, cut);
            CheckpointFormatException local = assertThrows(CheckpointFormatException.class,
                    () -> CheckpointScanner.scan(copy));
            CheckpointFormatException remote = assertThrows(CheckpointFormatException.class,
                    () -> CheckpointScanner.scan(tree.with(member, cut)));
            assertEquals(tree.name() + "/" + member, remote.source());
            assertEquals(local.reason(), remote.reason());
            assertEquals(local.offset(), remote.offset());
            assertTrue(remote.getMessage().startsWith(tree.name() + "/" + member + " at offset "),
                    remote.getMessage());
        }
    }

    @Test
    void aPtThatIsNoZipIsKeptAsBytes() throws IOException {
        MemoryTree tree = new MemoryTree(Sources.SCHEME + "c", List.of(),
                Map.of("notes.pt", "plain text".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        SourceCheckpoint c = CheckpointScanner.scan(tree);
        assertEquals("bytes", c.tree().files().get(0).format());
        assertEquals(10, c.tree().files().get(0).size());
    }

    @Test
    void listingsThatCouldEscapeOrContradictThemselvesAreRefused() {
        byte[] x = {1};
        for (String bad : List.of("../x", "a/../../x", "/etc/x", "a//b", "./x", "")) {
            MemoryTree t = new MemoryTree(Sources.SCHEME + "c", List.of("a"), Map.of(bad, x));
            CheckpointFormatException e = assertThrows(CheckpointFormatException.class,
                    () -> CheckpointScanner.scan(t), bad);
            assertTrue(e.getMessage().contains("not relative and clean"), e.getMessage());
        }
        MemoryTree both = new MemoryTree(Sources.SCHEME + "c", List.of("a"), Map.of("a", x));
        assertTrue(assertThrows(CheckpointFormatException.class, () -> CheckpointScanner.scan(both)).getMessage()
                .contains("listed as a file and as a directory"));
        MemoryTree orphan = new MemoryTree(Sources.SCHEME + "c", List.of(), Map.of("d/f.bin", x));
        assertTrue(assertThrows(CheckpointFormatException.class, () -> CheckpointScanner.scan(orphan)).getMessage()
                .contains("its directory d is not listed"));
        MemoryTree twice = new MemoryTree(Sources.SCHEME + "c", List.of("d", "d"), Map.of());
        assertTrue(assertThrows(CheckpointFormatException.class, () -> CheckpointScanner.scan(twice)).getMessage()
                .contains("listed twice"));
    }

    @Test
    void aLocalListingRefusesSymbolicLinks() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("checkpoint-3"));
        Files.writeString(dir.resolve("a.json"), "{}");
        try {
            Files.createSymbolicLink(dir.resolve("link.json"), dir.resolve("a.json"));
        } catch (UnsupportedOperationException | IOException e) {
            org.junit.jupiter.api.Assumptions.assumeTrue(false, "no symbolic links here");
        }
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> LocalSourceTree.list(dir));
        assertTrue(e.getMessage().contains("link.json") && e.getMessage().contains("symbolic link"),
                e.getMessage());
    }
}
