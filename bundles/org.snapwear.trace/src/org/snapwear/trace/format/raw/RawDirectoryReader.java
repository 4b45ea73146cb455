package org.snapwear.trace.format.raw;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.format.internal.Bounds;
import org.snapwear.trace.format.internal.Snapshots;
import org.snapwear.trace.paths.SafePaths;
import org.snapwear.trace.paths.UnsafePathException;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;
import org.snapwear.trace.text.ErrorText;

/** Reads a raw tensor directory (see the package documentation for the manifest). */
public final class RawDirectoryReader implements CheckpointReader {
    /** The manifest's file name. */
    public static final String MANIFEST = "snapwear-tensors.json";
    /** Manifests larger than this are rejected before reading (a manifest lists names and shapes only). */
    static final long MAX_MANIFEST_BYTES = 64L * 1024 * 1024;

    @Override
    public String formatId() {
        return "snapwear-raw";
    }

    @Override
    public String description() {
        return "directory of raw little-endian tensor files with a snapwear-tensors.json manifest";
    }

    @Override
    public boolean accepts(Path file, byte[] head) {
        if (Files.isDirectory(file)) {
            return Files.isRegularFile(file.resolve(MANIFEST));
        }
        return file.getFileName() != null && file.getFileName().toString().equals(MANIFEST);
    }

    @Override
    public Snapshot read(Path path) throws IOException {
        Path dir = Files.isDirectory(path) ? path : path.toAbsolutePath().getParent();
        Path manifest = dir.resolve(MANIFEST);
        if (!Files.isRegularFile(manifest)) {
            throw new CheckpointFormatException(manifest, 0, "manifest " + MANIFEST + " is missing");
        }
        long size = Files.size(manifest);
        if (size > MAX_MANIFEST_BYTES) {
            throw new CheckpointFormatException(manifest, 0, "manifest of " + size + " bytes is larger than "
                    + MAX_MANIFEST_BYTES);
        }
        JsonObject root;
        try {
            JsonElement e = JsonParser.parseString(new String(Files.readAllBytes(manifest), StandardCharsets.UTF_8));
            if (!e.isJsonObject()) {
                throw new CheckpointFormatException(manifest, 0, "manifest is not a JSON object");
            }
            root = e.getAsJsonObject();
        } catch (JsonParseException | IllegalStateException | StackOverflowError e) {
            throw new CheckpointFormatException(manifest, 0, "manifest is " + ErrorText.json(e), e);
        }
        List<Tensor> tensors = new ArrayList<>();
        try {
            JsonElement fmt = root.get("format");
            JsonElement ver = root.get("version");
            if (fmt == null || !fmt.isJsonPrimitive() || !"snapwear-raw".equals(fmt.getAsString())) {
                throw new CheckpointFormatException(manifest, 0, "manifest \"format\" must be \"snapwear-raw\"");
            }
            if (ver == null || !ver.isJsonPrimitive() || ver.getAsInt() != 1) {
                throw new CheckpointFormatException(manifest, 0, "manifest \"version\" must be 1 (got " + ver + ")");
            }
            JsonArray list = root.getAsJsonArray("tensors");
            if (list == null || list.isEmpty()) {
                throw new CheckpointFormatException(manifest, 0, "manifest lists no tensors");
            }
            for (int i = 0; i < list.size(); i++) {
                tensors.add(tensor(dir, manifest, i, list.get(i).getAsJsonObject()));
            }
        } catch (CheckpointFormatException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new CheckpointFormatException(manifest, 0, "bad manifest entry: " + ErrorText.describe(e), e);
        }
        return Snapshots.of(dir, tensors, null);
    }

    private static Tensor tensor(Path dir, Path manifest, int index, JsonObject o) throws IOException {
        String name = o.get("name").getAsString();
        String what = "tensor #" + index + " (" + name + ")";
        DType dtype;
        try {
            dtype = DType.parse(o.get("dtype").getAsString());
        } catch (IllegalArgumentException e) {
            throw new CheckpointFormatException(manifest, 0, what + ": " + e.getMessage());
        }
        JsonArray s = o.getAsJsonArray("shape");
        long[] shape = new long[s.size()];
        for (int i = 0; i < shape.length; i++) {
            shape[i] = s.get(i).getAsLong();
        }
        long offset = o.has("offset") ? o.get("offset").getAsLong() : 0;
        String rel = o.get("file").getAsString();
        Path f;
        try {
            f = SafePaths.within(dir, rel);
        } catch (UnsafePathException e) {
            throw new CheckpointFormatException(manifest, 0, what + ": file " + e.getMessage());
        }
        if (!Files.isRegularFile(f)) {
            throw new CheckpointFormatException(manifest, 0, what + ": data file " + f + " is missing");
        }
        long n = Bounds.elements(manifest, 0, shape, what);
        long bytes = Bounds.bytes(manifest, 0, n, dtype.byteSize(), what);
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.READ)) {
            Bounds.region(f, 0, offset, bytes, ch.size(), what);
            int len = Bounds.bufferSize(f, offset, bytes, what);
            ByteBuffer data = len == 0 ? ByteBuffer.allocate(0)
                    : ch.map(FileChannel.MapMode.READ_ONLY, offset, len);
            return new Tensor(new TensorInfo(name, dtype, shape), data.order(ByteOrder.LITTLE_ENDIAN));
        }
    }
}
