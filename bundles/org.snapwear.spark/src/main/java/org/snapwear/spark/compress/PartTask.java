package org.snapwear.spark.compress;

import java.io.Serializable;
import java.util.List;

import org.snapwear.codec.plan.PartPlan;
import org.snapwear.spark.io.TensorSpec;

/**
 * One container of one save, as the tasks see it: the engine's plan of the part and where to find its snapshots.
 *
 * @param save       index of the save in the run
 * @param part       index of the part in the save's plan
 * @param plan       the engine's plan of the part (codec, references used, tensors, chunk count)
 * @param current    the snapshot saved
 * @param references the members of the part's references, nearest first (aligned with the plan's references)
 * @param regions    where the part's tensors lie in the current snapshot, then in each reference (each list
 *                   aligned with the plan's tensors); null: open the members with the local reader
 */
public record PartTask(int save, int part, PartPlan plan, MemberRef current, List<MemberRef> references,
        List<List<TensorSpec>> regions) implements Serializable {
    private static final long serialVersionUID = 1L;

    public PartTask {
        references = List.copyOf(references);
        regions = regions == null ? null : regions.stream().map(List::copyOf).toList();
    }
}
