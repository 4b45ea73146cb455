package org.snapwear.headless.tests.checkpoint;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import org.snapwear.testsupport.Fixtures;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Tensor sizes of the hf_charlm_adamw fixture computed without Snapwear's readers: safetensors headers parsed
 * with Gson, torch.save files read as zip archives (each tensor storage is an entry {@code ARCHIVE/data/N}).
 */
final class FixtureSizes {
    private static final Pattern STORAGE = Pattern.compile("^[^/]+/data/\\d+$");

    /** One checkpoint: bytes and counts of its tensors by where they come from. */
    record Checkpoint(Path dir, long modelBytes, int modelTensors, long optimizerBytes, int optimizerTensors,
            long otherStorageBytes, int otherTensors) {

        /** AdamW keeps exp_avg and exp_avg_sq of every parameter's shape: twice the model bytes, when present. */
        long momentBytes() {
            return optimizerTensors == 0 ? 0 : 2 * modelBytes;
        }

        long tensorBytes() {
            return modelBytes + optimizerBytes + otherStorageBytes;
        }
    }

    private FixtureSizes() {
    }

    /** The fixture run directory, or a skipped test when the fixtures are not there. */
    static Path run() {
        return Fixtures.pathOrSkip("hf_charlm_adamw", "checkpoint-0").getParent();
    }

    static List<Checkpoint> checkpoints(Path run) throws IOException {
        try (Stream<Path> s = Files.list(run)) {
            return s.filter(Files::isDirectory)
                    .sorted((a, b) -> Long.compare(iteration(a), iteration(b)))
                    .map(FixtureSizes::checkpointUnchecked).toList();
        }
    }

    static long iteration(Path dir) {
        String n = dir.getFileName().toString();
        return Long.parseLong(n.substring(n.lastIndexOf('-') + 1));
    }

    private static Checkpoint checkpointUnchecked(Path dir) {
        try {
            return checkpoint(dir);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static Checkpoint checkpoint(Path dir) throws IOException {
        long model = 0;
        int modelTensors = 0;
        long[] opt = {0, 0};
        long[] other = {0, 0};
        try (Stream<Path> s = Files.list(dir)) {
            for (Path f : s.sorted().toList()) {
                String n = f.getFileName().toString();
                if (n.endsWith(".safetensors")) {
                    for (Map.Entry<String, JsonElement> e : safetensorsHeader(f).entrySet()) {
                        if (!e.getKey().equals("__metadata__")) {
                            var off = e.getValue().getAsJsonObject().getAsJsonArray("data_offsets");
                            model += off.get(1).getAsLong() - off.get(0).getAsLong();
                            modelTensors++;
                        }
                    }
                } else if (isZip(f)) {
                    long[] sizes = storages(f);
                    long[] into = n.startsWith("optimizer") ? opt : other;
                    into[0] += sizes[0];
                    into[1] += sizes[1];
                }
            }
        }
        return new Checkpoint(dir, model, modelTensors, opt[0], (int) opt[1], other[0], (int) other[1]);
    }

    /** Bytes of the safetensors file's JSON header: 8-byte little-endian length, then the JSON. */
    static JsonObject safetensorsHeader(Path f) throws IOException {
        try (InputStream in = Files.newInputStream(f)) {
            long len = ByteBuffer.wrap(in.readNBytes(8)).order(ByteOrder.LITTLE_ENDIAN).getLong();
            return JsonParser.parseString(new String(in.readNBytes((int) len), StandardCharsets.UTF_8))
                    .getAsJsonObject();
        }
    }

    private static boolean isZip(Path f) throws IOException {
        try (InputStream in = Files.newInputStream(f)) {
            byte[] b = in.readNBytes(4);
            return b.length == 4 && b[0] == 'P' && b[1] == 'K' && b[2] == 3 && b[3] == 4;
        }
    }

    /** {total bytes, count} of the tensor storages of a torch.save zip archive. */
    private static long[] storages(Path f) throws IOException {
        long bytes = 0;
        long count = 0;
        try (ZipFile z = new ZipFile(f.toFile())) {
            Enumeration<? extends ZipEntry> en = z.entries();
            while (en.hasMoreElements()) {
                ZipEntry e = en.nextElement();
                if (STORAGE.matcher(e.getName()).matches()) {
                    bytes += e.getSize();
                    count++;
                }
            }
        }
        return new long[] {bytes, count};
    }
}
