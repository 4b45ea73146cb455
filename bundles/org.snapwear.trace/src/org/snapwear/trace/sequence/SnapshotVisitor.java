package org.snapwear.trace.sequence;

import java.io.IOException;

import org.snapwear.trace.tensor.Snapshot;

/** Receives the snapshots of a sequence one at a time; each is closed after the call returns. */
@FunctionalInterface
public interface SnapshotVisitor {

    void visit(int index, Snapshot snapshot) throws IOException;
}
