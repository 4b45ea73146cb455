package org.snapwear.trace.tests.format.registry;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * A tiny text checkpoint format that exists only to be contributed by a plug-in: the line {@code SWTEST}, then one
 * line per F32 tensor, {@code name: v1 v2 ...}. It follows the reader contract of a real plug-in (errors name
 * file, byte offset and reason) and does not override payloadRegions, so whole-checkpoint storage keeps it as
 * bytes.
 */
public final class SwTestReader implements CheckpointReader {
    /** The first line of every SWTEST file. */
    public static final String MAGIC = "SWTEST\n";
    private static final long MAX_BYTES = 16L << 20;

    @Override
    public String formatId() {
        return "swtest";
    }

    @Override
    public String description() {
        return "SWTEST text floats (test plug-in)";
    }

    @Override
    public boolean accepts(Path file, byte[] head) {
        byte[] magic = MAGIC.getBytes(StandardCharsets.US_ASCII);
        if (head.length < magic.length) {
            return false;
        }
        for (int i = 0; i < magic.length; i++) {
            if (head[i] != magic[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Snapshot read(Path file) throws IOException {
        long size = Files.size(file);
        if (size > MAX_BYTES) {
            throw new CheckpointFormatException(file, 0, "a " + size + "-byte SWTEST file; at most " + MAX_BYTES);
        }
        String text = new String(Files.readAllBytes(file), StandardCharsets.US_ASCII);
        if (!text.startsWith(MAGIC)) {
            throw new CheckpointFormatException(file, 0, "does not start with the line SWTEST");
        }
        List<Tensor> tensors = new ArrayList<>();
        int lineStart = MAGIC.length();
        while (lineStart < text.length()) {
            int end = text.indexOf('\n', lineStart);
            end = end < 0 ? text.length() : end;
            String line = text.substring(lineStart, end);
            if (!line.isBlank()) {
                tensors.add(tensor(file, lineStart, line));
            }
            lineStart = end + 1;
        }
        try {
            return new Snapshot(file, Snapshot.UNKNOWN_ITERATION, tensors);
        } catch (IllegalArgumentException e) { // a name used twice
            throw new CheckpointFormatException(file, 0, e.getMessage(), e);
        }
    }

    private static Tensor tensor(Path file, long offset, String line) throws CheckpointFormatException {
        int colon = line.indexOf(':');
        if (colon <= 0) {
            throw new CheckpointFormatException(file, offset, "expected 'name: values', found '" + line + "'");
        }
        String name = line.substring(0, colon).trim();
        String[] tokens = line.substring(colon + 1).trim().split("\\s+");
        int n = tokens.length == 1 && tokens[0].isEmpty() ? 0 : tokens.length;
        float[] values = new float[n];
        for (int i = 0; i < n; i++) {
            try {
                values[i] = Float.parseFloat(tokens[i]);
            } catch (NumberFormatException e) {
                throw new CheckpointFormatException(file, offset + line.indexOf(tokens[i], colon),
                        "'" + tokens[i] + "' in tensor " + name + " is not a number", e);
            }
        }
        return Tensor.ofFloats(name, new long[] {n}, values);
    }
}
