package org.snapwear.trace.format;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;

/**
 * The built-in checkpoint readers and format detection. Every caller that opens "a checkpoint" goes through
 * {@link #read(Path)} so all formats are accepted everywhere.
 */
public final class CheckpointFormats {
    private static final List<CheckpointReader> READERS;

    static {
        List<CheckpointReader> r = new ArrayList<>();
        r.add(new SafetensorsReader());
        // Further readers are added here, most specific first.
        r.add(new org.snapwear.trace.format.torch.TorchZipReader());
        r.add(new org.snapwear.trace.format.numpy.NpyReader());
        r.add(new org.snapwear.trace.format.numpy.NpzReader());
        r.add(new org.snapwear.trace.format.caffe.CaffeModelReader());
        r.add(new org.snapwear.trace.format.onnx.OnnxReader());
        r.add(new org.snapwear.trace.format.hdf5.Hdf5Reader());
        r.add(new org.snapwear.trace.format.raw.RawDirectoryReader());
        READERS = Collections.unmodifiableList(r);
    }

    private CheckpointFormats() {
    }

    public static List<CheckpointReader> readers() {
        return READERS;
    }

    public static Optional<CheckpointReader> byId(String id) {
        return READERS.stream().filter(r -> r.formatId().equals(id)).findFirst();
    }

    /** The reader that accepts this file, if any. */
    public static Optional<CheckpointReader> detect(Path file) throws IOException {
        byte[] head = head(file);
        for (CheckpointReader r : READERS) {
            if (r.accepts(file, head)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** Reads a checkpoint of any supported format. */
    public static Snapshot read(Path file) throws IOException {
        CheckpointReader r = detect(file).orElseThrow(() -> new CheckpointFormatException(file, 0,
                "not a checkpoint format Snapwear knows (supported: " + ids() + ")"));
        return r.read(file);
    }

    /** True if some reader accepts the file (used when discovering sequences in a directory). */
    public static boolean isCheckpoint(Path file) {
        try {
            return Files.isRegularFile(file) && detect(file).isPresent();
        } catch (IOException e) {
            return false;
        }
    }

    private static String ids() {
        StringBuilder b = new StringBuilder();
        for (CheckpointReader r : READERS) {
            if (b.length() > 0) {
                b.append(", ");
            }
            b.append(r.formatId());
        }
        return b.toString();
    }

    private static byte[] head(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            return new byte[0];
        }
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(64);
        }
    }
}
