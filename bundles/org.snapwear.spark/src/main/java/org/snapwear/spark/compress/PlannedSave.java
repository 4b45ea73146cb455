package org.snapwear.spark.compress;

import java.util.List;

import org.snapwear.codec.scheme.SavePlan;
import org.snapwear.codec.scheme.SnapshotPart;

/**
 * One save as the driver planned it before anything was encoded (driver only, never shipped to tasks).
 *
 * @param index    save index
 * @param plan     Algorithm 2's plan for it
 * @param codec    the scheme's codec for the save (baseline or delta codec)
 * @param rawBytes tensor data bytes of the snapshot
 * @param parts    its containers, as {@link org.snapwear.codec.scheme.PartPlanner} splits it
 * @param tasks    the same parts as the tasks see them (same order)
 */
record PlannedSave(int index, SavePlan plan, String codec, long rawBytes, List<SnapshotPart> parts,
        List<PartTask> tasks) {

    PlannedSave {
        parts = List.copyOf(parts);
        tasks = List.copyOf(tasks);
    }
}
