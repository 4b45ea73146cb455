package org.snapwear.codec.scheme;

import java.io.IOException;
import java.util.List;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Snapshot;

/** The snapshots a simulation saves, opened one at a time in iteration order. */
public interface SnapshotSupplier {
    int size();

    long iteration(int index);

    /** Opens snapshot {@code index}; the simulation closes it. */
    Snapshot open(int index) throws IOException;

    static SnapshotSupplier of(SnapshotSequence seq) {
        return new SnapshotSupplier() {
            @Override
            public int size() {
                return seq.size();
            }

            @Override
            public long iteration(int index) {
                return seq.entries().get(index).iteration();
            }

            @Override
            public Snapshot open(int index) throws IOException {
                return seq.open(index);
            }
        };
    }

    /** In-memory snapshots (closing them is harmless). */
    static SnapshotSupplier of(List<Snapshot> snapshots) {
        return new SnapshotSupplier() {
            @Override
            public int size() {
                return snapshots.size();
            }

            @Override
            public long iteration(int index) {
                return snapshots.get(index).iteration();
            }

            @Override
            public Snapshot open(int index) {
                return snapshots.get(index);
            }
        };
    }
}
