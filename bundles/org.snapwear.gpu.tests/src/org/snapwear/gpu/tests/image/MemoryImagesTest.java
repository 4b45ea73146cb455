package org.snapwear.gpu.tests.image;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.gpu.image.Allocation;
import org.snapwear.gpu.image.AllocationKind;
import org.snapwear.gpu.image.MemoryImage;
import org.snapwear.gpu.image.MemoryImages;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

class MemoryImagesTest {
    @TempDir
    Path dir;

    @Test
    void checkpointTensorsBecomeAllocations() throws Exception {
        Path f = Fixtures.path("cnn_digits_sgd", "snap_iter000500.fp32.safetensors");
        try (MemoryImage img = MemoryImages.open(f); Snapshot s = CheckpointFormats.read(f)) {
            assertEquals(s.tensors().size(), img.allocations().size());
            assertEquals(s.dataBytes(), img.bytes());
            Allocation fc1 = img.allocations().get(4);
            assertEquals("fc1.weight", fc1.name());
            assertEquals(AllocationKind.PARAMETER, fc1.kind());
            Tensor t = s.tensor("fc1.weight").orElseThrow();
            assertEquals(t.data().getInt(400), fc1.data().getInt(400));
        }
    }

    @Test
    void rawDumpWithSidecar() throws Exception {
        Path dump = dir.resolve("gpu.bin");
        byte[] data = new byte[1000];
        for (int i = 0; i < data.length; i++) {
            data[i] = (byte) i;
        }
        Files.write(dump, data);
        try (MemoryImage img = MemoryImages.open(dump)) {
            fail("a dump without sidecar is not a checkpoint");
        } catch (CheckpointFormatException e) {
            assertTrue(e.getMessage().contains("--raw"), e.getMessage());
        }
        try (MemoryImage img = MemoryImages.openRawDump(dump)) {
            assertEquals(1, img.allocations().size());
            assertEquals(8, img.entries());
        }
        Files.writeString(MemoryImages.sidecarOf(dump), "# name offset length kind\nweights 0 256 parameter\n"
                + "acts 0x100 700 activation\n");
        try (MemoryImage img = MemoryImages.open(dump)) {
            assertEquals(2, img.allocations().size());
            assertEquals(AllocationKind.ACTIVATION, img.allocations().get(1).kind());
            assertEquals(700, img.allocations().get(1).bytes());
            assertEquals(6, img.allocations().get(1).entries());
            assertEquals((byte) 0x00, img.allocations().get(1).data().get(0));
            assertEquals((byte) 0x05, img.allocations().get(1).data().get(5));
        }
        Files.writeString(MemoryImages.sidecarOf(dump), "weights 0 256\nacts 900 200\n");
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> MemoryImages.open(dump));
        assertEquals(14, e.offset()); // byte offset of the bad line in the sidecar
        assertTrue(e.getMessage().contains("acts"), e.getMessage());
    }

    private static void fail(String m) {
        throw new AssertionError(m);
    }
}
