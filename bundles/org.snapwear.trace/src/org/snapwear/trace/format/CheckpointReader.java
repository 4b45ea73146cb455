package org.snapwear.trace.format;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.snapwear.trace.source.ByteSource;
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

    /**
     * Reads the whole checkpoint from a byte source that need not be a local file (a remote object read by
     * positional reads). The caller closes the snapshot, and keeps the source open until then (a reader may read
     * tensors lazily or keep views of it).
     *
     * <p>The default serves every plug-in without code of its own: a source with a {@link ByteSource#localPath()}
     * is read through {@link #read(Path)}; any other is copied to a temporary file (named like the source, so
     * extension checks see the same name), read through {@link #read(Path)}, and the file is deleted when the
     * snapshot is closed. A format error names the source and the offset, not the temporary file. Readers that can
     * parse by positional reads override it (the built-in safetensors and torch readers do).
     *
     * @throws CheckpointFormatException when the bytes are not valid for this format
     */
    default Snapshot read(ByteSource source) throws IOException {
        return TempFileReads.read(this, source);
    }

    /**
     * {@link #payloadRegions(Path)} for a byte source. The default is the same as for {@link #read(ByteSource)}:
     * the local file if there is one, otherwise a temporary copy deleted before returning. Offsets are offsets in
     * the source.
     *
     * @throws CheckpointFormatException when the bytes are not valid for this format
     */
    default List<PayloadRegion> payloadRegions(ByteSource source) throws IOException {
        return TempFileReads.payloadRegions(this, source);
    }
}
