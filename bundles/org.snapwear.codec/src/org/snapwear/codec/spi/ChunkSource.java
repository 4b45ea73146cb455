package org.snapwear.codec.spi;

import java.io.IOException;

/**
 * Random access to the chunks of one snapshot (and its references) for a codec's snapshot-level histogram pass
 * ({@link SnapshotCodec#prepare}). Each call returns fresh views; only one chunk needs to be resident at a time.
 */
public interface ChunkSource {

    ChunkLayout layout();

    /** Number of references every chunk of this source carries (0, 1 or 2). */
    int referenceCount();

    /** The current data and references of chunk {@code index}. */
    ChunkInput chunk(int index) throws IOException;
}
