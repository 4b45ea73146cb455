package org.snapwear.trace.checkpoint;

import java.util.List;

import org.snapwear.trace.format.PayloadRegion;

/**
 * One file of a checkpoint: its path relative to the checkpoint root ({@code /}-separated), its size, the format
 * that located its tensor payloads ({@code bytes} when none did) and those payloads, ordered by offset.
 */
public record CheckpointFile(String path, long size, String format, List<PayloadRegion> regions)
        implements java.io.Serializable {

    /** The format id of files whose content Snapwear keeps as plain bytes. */
    public static final String BYTES = "bytes";

    public CheckpointFile {
        regions = List.copyOf(regions);
    }

    /** Bytes of tensor payloads. */
    public long payloadBytes() {
        long n = 0;
        for (PayloadRegion r : regions) {
            n += r.length();
        }
        return n;
    }

    /** Bytes outside the payloads (headers, pickles, anything not a tensor). */
    public long residualBytes() {
        return size - payloadBytes();
    }

    /** The file name without directories. */
    public String fileName() {
        return path.substring(path.lastIndexOf('/') + 1);
    }
}
