package org.snapwear.trace.format;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Reads one checkpoint file format into a {@link Snapshot}. Implementations never trust a size field: every
 * length is checked against the file before anything is allocated, and every failure on bad input is a
 * {@link CheckpointFormatException} naming file, offset and reason.
 *
 * <p>This is also the interface of format plug-ins: a class with a public no-argument constructor, contributed
 * through the {@code org.snapwear.trace.formats} extension point and/or listed in
 * {@code META-INF/services/org.snapwear.trace.format.CheckpointReader} (docs/format-plugins.md). One instance
 * serves every file and may be called from several threads at once, so implementations keep no per-file state.
 */
public interface CheckpointReader {

    /** Short stable id, e.g. {@code safetensors}, {@code torch}, {@code npz}. */
    String formatId();

    /** One line for listings. */
    String description();

    /**
     * Cheap test whether this reader is meant for the file (extension and/or magic bytes at the start). It is
     * called for every file of a directory that is searched for checkpoints, in detection order, so it reads
     * nothing beyond {@code head} and throws nothing; the first reader that accepts a file reads it.
     *
     * @param head the first bytes of the file (up to 64, fewer for short files; empty for a directory)
     */
    boolean accepts(Path file, byte[] head);

    /**
     * Reads the whole checkpoint. The caller closes the snapshot.
     *
     * @throws CheckpointFormatException when the file is not valid for this format
     * @throws IOException               when the file cannot be read at all
     */
    Snapshot read(Path file) throws IOException;

    /**
     * Where this file's tensor payloads lie, ordered by offset and not overlapping, for storing the file byte for
     * byte with its tensors delta-coded. The default is none: the whole file is kept as bytes (still exactly), so
     * a plug-in need not override it; one that does lets whole-checkpoint storage delta-code its tensors. A
     * reader that overrides it must check every region against the file, like {@link #read}; the caller checks
     * again that regions are ordered, disjoint and inside the file, and refuses the file otherwise.
     *
     * @throws CheckpointFormatException when the file is not valid for this format
     */
    default List<PayloadRegion> payloadRegions(Path file) throws IOException {
        return List.of();
    }
}
