package org.snapwear.spark.compress;

import java.io.Serializable;

/**
 * Stage 2's unit of work: chunks {@code from} (inclusive) to {@code to} (exclusive) of one prepared part. The part
 * itself (tensor names, parameters) reaches the executors once, as a broadcast, not once per range.
 *
 * @param prepared index of the part in the broadcast list of prepared parts
 * @param from     first chunk
 * @param to       one past the last chunk
 */
public record ChunkRange(int prepared, int from, int to) implements Serializable {
}
