package org.snapwear.codec.store;

import java.util.List;
import java.util.Map;

import org.snapwear.trace.tensor.Snapshot;

/**
 * A restored snapshot and what restoring it cost.
 *
 * @param snapshot  the rebuilt snapshot (heap buffers, iteration set)
 * @param metadata  metadata saved with it
 * @param loaded    iterations whose files were read, in decode order (baseline first)
 * @param bytesRead bytes of snapshot files read
 * @param nanos     time taken
 */
public record RestoreResult(Snapshot snapshot, Map<String, String> metadata, List<Long> loaded, long bytesRead,
        long nanos) {
}
