package org.snapwear.codec.spi;

import java.nio.ByteBuffer;

/**
 * The bytes one chunk operation works on. All buffers are little-endian views with position 0 and limit =
 * {@code chunk.byteLength()}; codecs may read them with absolute gets and must not keep them after the call.
 *
 * @param chunk          which chunk
 * @param current        the data to encode; {@code null} when decoding
 * @param previous       the same chunk of the first reference snapshot (the previous reconstructed snapshot in
 *                       progressive mode, the baseline in chain mode); {@code null} for a baseline
 * @param beforePrevious the same chunk of the second reference (the snapshot before {@code previous}), only for
 *                       codecs with {@link SnapshotCodec#referenceDepth()} 2 and only when the scheme keeps it;
 *                       otherwise {@code null}
 */
public record ChunkInput(Chunk chunk, ByteBuffer current, ByteBuffer previous, ByteBuffer beforePrevious) {

    /** True if this chunk is encoded against at least one reference. */
    public boolean isDelta() {
        return previous != null;
    }

    /** Number of references present (0, 1 or 2). */
    public int referenceCount() {
        return previous == null ? 0 : beforePrevious == null ? 1 : 2;
    }
}
