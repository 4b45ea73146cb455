package org.snapwear.trace.tests.format.raw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.format.SafetensorsReader;
import org.snapwear.trace.format.raw.RawDirectoryWriter;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tests.format.FormatFixtures;

/** Round trip of a real fixture snapshot through the raw directory format, and manifest errors. */
class RawDirectoryTest {

    @Test
    void fixtureRoundTripIsBitExact(@TempDir Path dir) throws Exception {
        Path st = FormatFixtures.cnnFiles(".safetensors").get(5);
        Path raw = dir.resolve("snap");
        try (Snapshot s = new SafetensorsReader().read(st)) {
            RawDirectoryWriter.write(raw, s.tensors());
            assertEquals("snapwear-raw", CheckpointFormats.detect(raw).orElseThrow().formatId());
            try (Snapshot r = CheckpointFormats.read(raw)) {
                FormatFixtures.assertSameTensors(s, r);
            }
        }
    }

    @Test
    void manifestCannotPointOutsideOrPastTheFile(@TempDir Path dir) throws Exception {
        Files.write(dir.resolve("a.bin"), new byte[16]);
        Files.writeString(dir.resolve("snapwear-tensors.json"), "{\"format\":\"snapwear-raw\",\"version\":1,"
                + "\"tensors\":[{\"name\":\"a\",\"dtype\":\"F32\",\"shape\":[4],\"file\":\"a.bin\",\"offset\":4}]}");
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(dir));
        assertTrue(e.reason().contains("16 bytes at offset 4 do not fit in 16 bytes"), e.getMessage());
        Files.writeString(dir.resolve("snapwear-tensors.json"), "{\"format\":\"snapwear-raw\",\"version\":1,"
                + "\"tensors\":[{\"name\":\"a\",\"dtype\":\"F32\",\"shape\":[4],\"file\":\"../a.bin\"}]}");
        e = assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(dir));
        assertTrue(e.reason().contains("outside the directory"), e.getMessage());
    }
}
