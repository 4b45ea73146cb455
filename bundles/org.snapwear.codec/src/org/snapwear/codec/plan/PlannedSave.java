package org.snapwear.codec.plan;

import java.io.Serializable;
import java.util.List;
import org.snapwear.codec.scheme.SavePlan;

/**
 * One save of a run as planned before anything is encoded.
 *
 * @param index    save index in the run
 * @param plan     Algorithm 2's plan for it
 * @param codec    the scheme's codec for the save (baseline or delta codec)
 * @param rawBytes tensor data bytes of the snapshot
 * @param parts    its containers, in plan order
 */
public record PlannedSave(int index, SavePlan plan, String codec, long rawBytes, List<PartPlan> parts)
        implements Serializable {
    private static final long serialVersionUID = 1L;

    public PlannedSave {
        parts = List.copyOf(parts);
    }
}
