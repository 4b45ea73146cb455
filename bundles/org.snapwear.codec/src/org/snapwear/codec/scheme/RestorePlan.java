package org.snapwear.codec.scheme;

import java.util.List;

/**
 * What Algorithm 2's {@code restore} loads to rebuild one iteration.
 *
 * @param iteration the snapshot to rebuild
 * @param load      stored snapshots to load and merge, in merge order (baseline first, the target last). Each
 *                  delta in the list is decoded against the reconstruction of its predecessor(s) in the list
 *                  (progressive) or against the first entry (chain).
 */
public record RestorePlan(long iteration, List<Long> load) {
    public RestorePlan {
        load = List.copyOf(load);
    }
}
