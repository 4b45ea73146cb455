package org.snapwear.codec.store;

import java.util.List;

/**
 * What {@link SnapshotStore#retainNewest} did.
 *
 * @param keep       the number of newest iterations asked for
 * @param newest     the newest iterations kept because they were asked for, ascending
 * @param needed     older iterations kept only because a kept one is encoded against them, ascending
 * @param deleted    iterations removed, ascending
 * @param freedBytes bytes of the removed iterations' files
 * @param warnings   files that could not be removed (they are removed when the store is next opened)
 */
public record RetentionResult(int keep, List<Long> newest, List<Long> needed, List<Long> deleted, long freedBytes,
        List<String> warnings) {
}
