package org.snapwear.trace.format;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.Channels;
import java.nio.channels.WritableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.snapwear.trace.tensor.Tensor;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/**
 * Writes tensors as safetensors, contiguous in the given order, header padded with spaces to a multiple of 8
 * (the layout PyTorch's and our fixtures' writers produce, so a restored file is byte-identical to the input).
 */
public final class SafetensorsWriter {

    private SafetensorsWriter() {
    }

    /** Writes to a file (created or truncated). Atomicity is the caller's business (see the snapshot store). */
    public static void write(Path file, List<Tensor> tensors, Map<String, String> metadata) throws IOException {
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
            write(out, tensors, metadata);
        }
    }

    /** Writes to a stream, which is left open. */
    public static void write(OutputStream out, List<Tensor> tensors, Map<String, String> metadata) throws IOException {
        byte[] header = header(tensors, metadata);
        ByteBuffer len = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(0, header.length);
        out.write(len.array());
        out.write(header);
        WritableByteChannel ch = Channels.newChannel(out);
        for (Tensor t : tensors) {
            ByteBuffer d = t.data();
            while (d.hasRemaining()) {
                ch.write(d);
            }
        }
        out.flush();
    }

    /** The padded JSON header bytes for these tensors. */
    public static byte[] header(List<Tensor> tensors, Map<String, String> metadata) {
        JsonObject root = new JsonObject();
        if (metadata != null && !metadata.isEmpty()) {
            JsonObject md = new JsonObject();
            metadata.forEach(md::addProperty);
            root.add("__metadata__", md);
        }
        long offset = 0;
        for (Tensor t : tensors) {
            JsonObject o = new JsonObject();
            o.addProperty("dtype", t.dtype().safetensorsName());
            JsonArray shape = new JsonArray();
            for (long d : t.info().shape()) {
                shape.add(d);
            }
            o.add("shape", shape);
            JsonArray off = new JsonArray();
            off.add(offset);
            offset += t.info().byteSize();
            off.add(offset);
            o.add("data_offsets", off);
            root.add(t.name(), o);
        }
        byte[] json = root.toString().getBytes(StandardCharsets.UTF_8);
        int padded = (json.length + 7) & ~7;
        byte[] out = new byte[padded];
        System.arraycopy(json, 0, out, 0, json.length);
        for (int i = json.length; i < padded; i++) {
            out[i] = ' ';
        }
        return out;
    }
}
