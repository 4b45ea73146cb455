package org.snapwear.trace.tests.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.source.ByteArraySource;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tests.format.torch.PickleWriter;
import org.snapwear.trace.tests.format.torch.TorchArchiveWriter;

/**
 * One validation for every command: what one way of reading a checkpoint refuses, every way refuses with the same
 * line. The ways are a snapshot of a local file ({@code inspect}, {@code compress}, {@code stats}, {@code buddy}),
 * the same from a byte source (remote members), and the payload regions ({@code store save}). Before, an aliased
 * safetensors tensor was refused only by the payload regions and a torch view beyond its storage only by the
 * snapshot.
 */
class OneValidationTest {

    @TempDir
    Path dir;

    private List<Executable> everyWay(Path f) throws Exception {
        byte[] bytes = Files.readAllBytes(f);
        String name = f.toString();
        return List.of(() -> CheckpointFormats.read(f).close(),
                () -> CheckpointFormats.read(new ByteArraySource(name, bytes)).close(),
                () -> CheckpointFormats.payloadRegions(new ByteArraySource(name, bytes)),
                () -> CheckpointFormats.detect(f).orElseThrow().payloadRegions(f));
    }

    private void refusedEverywhere(Path f, String reason) throws Exception {
        for (Executable way : everyWay(f)) {
            CheckpointFormatException e = assertThrows(CheckpointFormatException.class, way);
            assertTrue(e.reason().contains(reason), e.getMessage());
            assertTrue(e.getMessage().startsWith(f.toString()), e.getMessage());
        }
    }

    private Path safetensors(String name, byte[] header, int dataBytes) throws Exception {
        ByteBuffer b = ByteBuffer.allocate(8 + header.length + dataBytes).order(ByteOrder.LITTLE_ENDIAN);
        b.putLong(header.length).put(header);
        return Files.write(dir.resolve(name), b.array());
    }

    @Test
    void anAliasedSafetensorsTensorIsRefusedByEveryReadingPath() throws Exception {
        Path f = safetensors("aliased.safetensors", ("{\"a\": {\"dtype\": \"F32\", \"shape\": [4], \"data_offsets\": "
                + "[0, 16]}, \"b\": {\"dtype\": \"F32\", \"shape\": [2], \"data_offsets\": [8, 16]}}")
                .getBytes(StandardCharsets.UTF_8), 16);
        refusedEverywhere(f, "tensors a and b overlap in the data section");
    }

    @Test
    void invalidUtf8InASafetensorsHeaderIsRefusedAtItsByte() throws Exception {
        byte[] h = "{\"w?\": {\"dtype\": \"F32\", \"shape\": [1], \"data_offsets\": [0, 4]}}"
                .getBytes(StandardCharsets.US_ASCII);
        h[3] = (byte) 0xFF; // was read as U+FFFD, a name the file does not hold
        Path f = safetensors("not-utf8.safetensors", h, 4);
        refusedEverywhere(f, "header is not UTF-8 text (byte 0xff)");
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class,
                () -> CheckpointFormats.read(f).close());
        assertEquals(8 + 3, e.offset());
    }

    @Test
    void aTorchViewBeyondItsStorageIsRefusedByEveryReadingPath() throws Exception {
        PickleWriter p = new PickleWriter();
        p.emptyDict().mark().str("w");
        TorchArchiveWriter.tensorV2(p, "FloatStorage", "0", 4, 0, new long[] {10}, new long[] {1});
        p.setItems();
        Path f = dir.resolve("view.pt");
        new TorchArchiveWriter("v").storage("0", ByteBuffer.allocate(16)).write(f, p.finish(), false);
        refusedEverywhere(f, "tensor w: view (offset 0, size [10], stride [1]) exceeds storage 0 of 4 F32 elements");
    }

    /** Python's zipfile, so torch, reads the last entry of a name; commons-compress the first. */
    @Test
    void aDuplicateZipEntryNameIsRefused() throws Exception {
        PickleWriter first = new PickleWriter();
        first.emptyDict().mark().str("first");
        TorchArchiveWriter.tensorV2(first, "FloatStorage", "0", 4, 0, new long[] {4}, new long[] {1});
        first.setItems();
        PickleWriter last = new PickleWriter();
        last.emptyDict().mark().str("last");
        TorchArchiveWriter.tensorV2(last, "FloatStorage", "0", 4, 0, new long[] {4}, new long[] {1});
        last.setItems();
        Path f = dir.resolve("twice.pt");
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(f)) {
            stored(zip, "d/data.pkl", first.finish());
            stored(zip, "d/data.pkl", last.finish());
            stored(zip, "d/data/0", new byte[16]);
        }
        refusedEverywhere(f, "zip entry d/data.pkl appears twice");
    }

    private static void stored(ZipArchiveOutputStream zip, String name, byte[] data) throws Exception {
        ZipArchiveEntry e = new ZipArchiveEntry(name);
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(data);
        e.setMethod(java.util.zip.ZipEntry.STORED);
        e.setSize(data.length);
        e.setCompressedSize(data.length);
        e.setCrc(crc.getValue());
        zip.putArchiveEntry(e);
        zip.write(data);
        zip.closeArchiveEntry();
    }
}
