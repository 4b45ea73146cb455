package org.snapwear.trace.sequence;

import java.io.IOException;

import org.snapwear.trace.tensor.Snapshot;

/**
 * Receives adjacent snapshots of a sequence. Both are open only during the call: the visitor must not keep
 * them (or their tensor buffers, which may be memory-mapped) after it returns.
 */
@FunctionalInterface
public interface SnapshotPairVisitor {

    /**
     * @param index    index of {@code newer} in the sequence (1 for the first pair)
     * @param older    snapshot {@code index - 1}
     * @param newer    snapshot {@code index}
     */
    void visit(int index, Snapshot older, Snapshot newer) throws IOException;
}
