package org.snapwear.trace.format.internal;

import java.nio.file.Path;
import java.util.List;

import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/** Builds the {@link Snapshot} a reader returns, turning a duplicate tensor name into a format error. */
public final class Snapshots {
    private Snapshots() {
    }

    public static Snapshot of(Path file, List<Tensor> tensors, AutoCloseable resources)
            throws CheckpointFormatException {
        try {
            return new Snapshot(file, Snapshot.UNKNOWN_ITERATION, tensors, resources);
        } catch (IllegalArgumentException e) {
            throw new CheckpointFormatException(file, 0, e.getMessage(), e);
        }
    }

    /** As {@link #of(Path, List, AutoCloseable)} for any origin; the snapshot's source is its local file, if any. */
    public static Snapshot of(Origin origin, List<Tensor> tensors, AutoCloseable resources)
            throws CheckpointFormatException {
        try {
            return new Snapshot(origin.file(), Snapshot.UNKNOWN_ITERATION, tensors, resources);
        } catch (IllegalArgumentException e) {
            throw origin.error(0, e.getMessage(), e);
        }
    }
}
