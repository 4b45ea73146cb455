package org.snapwear.trace.tests.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.format.PayloadRegion;
import org.snapwear.trace.format.SafetensorsReader;
import org.snapwear.trace.format.torch.TorchZipReader;
import org.snapwear.trace.source.ByteArraySource;
import org.snapwear.trace.source.FileByteSource;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;

/**
 * The default {@link CheckpointReader#read(org.snapwear.trace.source.ByteSource)} and
 * {@link CheckpointReader#payloadRegions(org.snapwear.trace.source.ByteSource)}, as a plug-in that implements only
 * the path methods gets them: same tensors and regions as its path methods, errors naming the source, the
 * temporary copy gone once it is no longer needed, and no copy at all for a source with a local file.
 */
class DefaultSourceMethodsTest {

    /** A plug-in with path methods only (delegating to a built-in reader), recording the files it was given. */
    private static final class PathOnlyReader implements CheckpointReader {
        private final CheckpointReader inner;
        final List<Path> seen = new ArrayList<>();

        PathOnlyReader(CheckpointReader inner) {
            this.inner = inner;
        }

        @Override
        public String formatId() {
            return "path-only-" + inner.formatId();
        }

        @Override
        public String description() {
            return "test plug-in";
        }

        @Override
        public boolean accepts(Path file, byte[] head) {
            return inner.accepts(file, head);
        }

        @Override
        public Snapshot read(Path file) throws IOException {
            seen.add(file);
            return inner.read(file);
        }

        @Override
        public List<PayloadRegion> payloadRegions(Path file) throws IOException {
            seen.add(file);
            return inner.payloadRegions(file);
        }
    }

    @Test
    void aPathOnlyPluginReadsSourcesThroughATemporaryCopy() throws IOException {
        for (CheckpointReader builtIn : List.of(new SafetensorsReader(), new TorchZipReader())) {
            String ext = builtIn instanceof SafetensorsReader ? "safetensors" : "pt";
            Path f = Fixtures.path("cnn_digits_sgd", "snap_iter001000.fp32." + ext);
            PathOnlyReader plugin = new PathOnlyReader(builtIn);
            ByteArraySource src = Sources.inMemory(f);
            try (Snapshot expected = builtIn.read(f); Snapshot s = plugin.read(src)) {
                Sources.assertSameSnapshot(expected, s);
                Path copy = plugin.seen.get(0);
                assertNotEquals(f, copy);
                assertEquals(f.getFileName(), copy.getFileName(), "the copy keeps the source's file name");
                assertTrue(Files.exists(copy), "the copy lives as long as the snapshot");
                s.close();
                assertFalse(Files.exists(copy), "closing the snapshot deletes the copy");
                assertFalse(Files.exists(copy.getParent()));
            }
            assertEquals(builtIn.payloadRegions(f), plugin.payloadRegions(src));
            assertFalse(Files.exists(plugin.seen.get(1)), "the copy is deleted once the regions are known");
        }
    }

    @Test
    void errorsNameTheSourceNotTheCopy() throws IOException {
        Path f = Fixtures.path("cnn_digits_sgd", "snap_iter001000.fp32.pt");
        byte[] cut = Arrays.copyOf(Files.readAllBytes(f), 5000);
        PathOnlyReader plugin = new PathOnlyReader(new TorchZipReader());
        ByteArraySource src = new ByteArraySource(Sources.SCHEME + "run/step_9.pt", cut);
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> plugin.read(src));
        assertEquals(src.name(), e.source());
        assertNull(e.file());
        assertTrue(e.getMessage().startsWith(src.name() + " at offset " + e.offset() + ": "), e.getMessage());
        assertFalse(e.getMessage().contains(plugin.seen.get(0).toString()), e.getMessage());
        assertFalse(Files.exists(plugin.seen.get(0)), "the copy is deleted when the read fails");
        CheckpointFormatException r = assertThrows(CheckpointFormatException.class,
                () -> plugin.payloadRegions(src));
        assertEquals(e.offset(), r.offset());
        assertEquals(src.name(), r.source());
        assertFalse(Files.exists(plugin.seen.get(1)));
    }

    @Test
    void aSourceWithALocalFileIsReadInPlace() throws IOException {
        Path f = Fixtures.path("cnn_digits_sgd", "snap_iter001000.fp32.safetensors");
        PathOnlyReader plugin = new PathOnlyReader(new SafetensorsReader());
        try (FileByteSource src = FileByteSource.open(f); Snapshot s = plugin.read(src)) {
            assertEquals(List.of(f), plugin.seen);
            assertEquals(new SafetensorsReader().payloadRegions(f), plugin.payloadRegions(src));
            assertEquals(List.of(f, f), plugin.seen);
        }
    }
}
