package org.snapwear.trace.tests.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.format.SafetensorsReader;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Hostile safetensors headers fail as {@link CheckpointFormatException} naming file, offset and reason: JSON
 * nested 50,000 deep (a stack overflow in Gson's one-element-array unwrapping before), entries whose fields are
 * missing or of the wrong JSON type (a null pointer message with Gson's class names before).
 */
class SafetensorsHeaderTest {

    @TempDir
    Path dir;

    private Path file(String name, String header, int dataBytes) throws Exception {
        byte[] h = header.getBytes(StandardCharsets.UTF_8);
        ByteBuffer b = ByteBuffer.allocate(8 + h.length + dataBytes).order(ByteOrder.LITTLE_ENDIAN);
        b.putLong(h.length).put(h);
        Path f = dir.resolve(name);
        Files.write(f, b.array());
        return f;
    }

    @Test
    void deeplyNestedHeaderIsRefusedAtTheBracket() throws Exception {
        String shape = "[".repeat(50_000) + "4" + "]".repeat(50_000);
        String prefix = "{\"w\": {\"dtype\": \"F32\", \"shape\": ";
        Path f = file("nested.safetensors", prefix + shape + ", \"data_offsets\": [0, 16]}}", 16);
        for (int attempt = 0; attempt < 2; attempt++) {
            CheckpointFormatException e = assertThrows(CheckpointFormatException.class, attempt == 0
                    ? () -> CheckpointFormats.read(f).close() : () -> new SafetensorsReader().payloadRegions(f));
            assertEquals("header JSON nested deeper than 16 levels", e.reason());
            // the 17th level: the object, the tensor's object, then 15 brackets of the shape
            assertEquals(8 + prefix.length() + 14, e.offset(), e.getMessage());
        }
    }

    @Test
    void bracketsInsideNamesDoNotCount() throws Exception {
        String name = "w[[[[[[[[[[[[[[[[[[[[{{{{{{{{{{{{{{{{{{\\\"";
        Path f = file("names.safetensors", "{\"" + name + "\": {\"dtype\": \"F32\", \"shape\": [1], \"data_offsets\": [0, 4]}}", 4);
        try (Snapshot s = CheckpointFormats.read(f)) {
            assertEquals(1, s.tensors().size());
        }
    }

    @Test
    void badEntriesAreWordedWithoutJavaNames() throws Exception {
        String[][] cases = {
            {"{\"w\": {\"shape\": [1], \"data_offsets\": [0, 4]}}", "tensor w: dtype missing or not a string"},
            {"{\"w\": {\"dtype\": \"F32\", \"shape\": [[1]], \"data_offsets\": [0, 4]}}", "tensor w: shape holds [1], not a whole number"},
            {"{\"w\": {\"dtype\": \"F32\", \"shape\": [1], \"data_offsets\": [\"0\", 4]}}", "tensor w: data_offsets holds \"0\", not a whole number"},
            {"{\"w\": {\"dtype\": \"F32\", \"data_offsets\": [0, 4]}}", "tensor w: shape missing or not an array"},
            {"{\"w\": [1, 2]}", "tensor w: entry is not a JSON object"},
            {"{\"w\": {\"dtype\": \"F32\" \"shape\": [1]}}", "header is malformed JSON: unterminated object at line 1 column 24"},
        };
        for (String[] c : cases) {
            Path f = file("bad.safetensors", c[0], 4);
            CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(f).close(), c[0]);
            assertTrue(e.reason().startsWith(c[1]), e.reason());
            assertFalse(e.getMessage().contains("Exception") || e.getMessage().contains("com.google")
                    || e.getMessage().contains("http"), e.getMessage());
        }
    }
}
