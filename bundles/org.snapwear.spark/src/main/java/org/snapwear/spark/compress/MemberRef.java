package org.snapwear.spark.compress;

import java.io.Serializable;

/**
 * A member of a checkpoint sequence as a task finds it again: its iteration and where it is (a file or a
 * checkpoint directory, as {@link org.snapwear.trace.sequence.SnapshotSequence.Entry} names it).
 *
 * @param iteration training iteration
 * @param location  path or URI of the member
 */
public record MemberRef(long iteration, String location) implements Serializable {
}
