package org.snapwear.trace.format.registry;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.format.PayloadRegion;
import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Format detection and reading over every contributed checkpoint reader. Every caller that opens "a checkpoint"
 * goes through {@link #read(Path)} so all formats, built-in or contributed by a plug-in through the
 * {@code org.snapwear.trace.formats} extension point (or ServiceLoader outside OSGi), are accepted everywhere. The
 * readers come from {@link CheckpointFormatRegistry#defaultRegistry()}; this class keeps the static API the
 * callers use. It sits next to the registry rather than next to the readers so that registration goes one way:
 * this package names the readers, and no reader (nor their package) depends on the list that names it.
 */
public final class CheckpointFormats {

    private CheckpointFormats() {
    }

    /** The registry behind this API, with every contribution including disabled ones. */
    public static CheckpointFormatRegistry registry() {
        return CheckpointFormatRegistry.defaultRegistry();
    }

    /** The readers in use, in detection order (most specific first). */
    public static List<CheckpointReader> readers() {
        return registry().readers();
    }

    public static Optional<CheckpointReader> byId(String id) {
        return registry().byId(id);
    }

    /** The reader that accepts this file, if any: the first in detection order. */
    public static Optional<CheckpointReader> detect(Path file) throws IOException {
        return registry().detect(file);
    }

    /** Reads a checkpoint of any supported format. */
    public static Snapshot read(Path file) throws IOException {
        CheckpointReader r = detect(file).orElseThrow(() -> new CheckpointFormatException(file, 0,
                "not a checkpoint format Snapwear knows (supported: " + registry().ids() + ")"));
        return r.read(file);
    }

    /** The reader for a file known by name and first bytes ({@link CheckpointFormatRegistry#detect(String, byte[])}). */
    public static Optional<CheckpointReader> detect(String name, byte[] head) {
        return registry().detect(name, head);
    }

    /** The reader that accepts this byte source (its name and first bytes), if any. */
    public static Optional<CheckpointReader> detect(ByteSource source) throws IOException {
        return registry().detect(source);
    }

    /** Reads a checkpoint of any supported format from a byte source; the source stays open until the snapshot is closed. */
    public static Snapshot read(ByteSource source) throws IOException {
        CheckpointReader r = detect(source).orElseThrow(() -> new CheckpointFormatException(source.name(),
                source.localPath().orElse(null), 0, "not a checkpoint format Snapwear knows (supported: "
                + registry().ids() + ")", null));
        return r.read(source);
    }

    /**
     * The payload regions of a byte source as its reader locates them, or none when no reader recognises it (its
     * bytes are kept as they are).
     */
    public static List<PayloadRegion> payloadRegions(ByteSource source) throws IOException {
        Optional<CheckpointReader> r = detect(source);
        return r.isPresent() ? r.get().payloadRegions(source) : List.of();
    }

    /** True if some reader accepts the file (used when discovering sequences in a directory). */
    public static boolean isCheckpoint(Path file) {
        try {
            return Files.isRegularFile(file) && detect(file).isPresent();
        } catch (IOException e) {
            return false;
        }
    }
}
