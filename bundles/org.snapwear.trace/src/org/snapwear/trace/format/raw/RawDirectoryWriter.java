package org.snapwear.trace.format.raw;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import org.snapwear.trace.tensor.Tensor;

/** Writes tensors as a raw tensor directory: one {@code tensor-NNNN.bin} per tensor plus the manifest. */
public final class RawDirectoryWriter {
    private RawDirectoryWriter() {
    }

    public static void write(Path dir, List<Tensor> tensors) throws IOException {
        Files.createDirectories(dir);
        JsonArray list = new JsonArray();
        for (int i = 0; i < tensors.size(); i++) {
            Tensor t = tensors.get(i);
            String file = String.format("tensor-%04d.bin", i);
            try (FileChannel ch = FileChannel.open(dir.resolve(file), StandardOpenOption.CREATE,
                    StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
                ByteBuffer d = t.data();
                while (d.hasRemaining()) {
                    ch.write(d);
                }
            }
            JsonObject o = new JsonObject();
            o.addProperty("name", t.name());
            o.addProperty("dtype", t.dtype().safetensorsName());
            JsonArray shape = new JsonArray();
            for (long d : t.info().shape()) {
                shape.add(d);
            }
            o.add("shape", shape);
            o.addProperty("file", file);
            o.addProperty("offset", 0);
            list.add(o);
        }
        JsonObject root = new JsonObject();
        root.addProperty("format", "snapwear-raw");
        root.addProperty("version", 1);
        root.add("tensors", list);
        Files.writeString(dir.resolve(RawDirectoryReader.MANIFEST),
                new GsonBuilder().setPrettyPrinting().create().toJson(root), StandardCharsets.UTF_8);
    }
}
