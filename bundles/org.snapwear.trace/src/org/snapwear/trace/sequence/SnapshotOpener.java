package org.snapwear.trace.sequence;

import java.io.IOException;

import org.snapwear.trace.tensor.Snapshot;

/**
 * How a {@link SnapshotSequence} turns an entry into a snapshot. The default reads the entry's file with
 * {@link org.snapwear.trace.format.registry.CheckpointFormats}; generators and tests can supply snapshots from memory.
 */
@FunctionalInterface
public interface SnapshotOpener {

    /** Opens the snapshot of the entry; the returned snapshot's iteration should be the entry's. */
    Snapshot open(SnapshotSequence.Entry entry) throws IOException;
}
