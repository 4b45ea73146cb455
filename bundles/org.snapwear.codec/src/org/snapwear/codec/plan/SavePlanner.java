package org.snapwear.codec.plan;

import java.util.ArrayList;
import java.util.List;
import org.snapwear.codec.scheme.PartPlanner;
import org.snapwear.codec.scheme.SavePlan;
import org.snapwear.codec.scheme.SnapshotPart;
import org.snapwear.codec.scheme.SnapshotRole;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The per-save planning step, its one home: given Algorithm 2's plan of a save and the layouts of the snapshot and
 * of its references, the parts ({@link PartPlanner}) with the iterations each part is encoded against and its chunk
 * count. The store plans its one save with it, the run planner every save of a run.
 */
public final class SavePlanner {
    private SavePlanner() {
    }

    /**
     * The references whose layouts (and data) a save needs, nearest first: none for a baseline, else as many of
     * the plan's references as the delta codec uses ({@link PartPlanner#referencesUsed}).
     */
    public static List<Long> referencesNeeded(SavePlan plan, PlanCodecs codecs) {
        if (plan.role() == SnapshotRole.BASELINE || codecs.delta() == null) {
            return List.of();
        }
        int n = PartPlanner.referencesUsed(codecs.delta(), plan.references().size());
        return List.copyOf(plan.references().subList(0, n));
    }

    /**
     * The parts of a save, in plan order (empty for a snapshot without tensors).
     *
     * @param plan       Algorithm 2's plan of the save
     * @param infos      the snapshot's tensors
     * @param refLayouts layouts of {@link #referencesNeeded} (or more of the plan's references), nearest first
     */
    public static List<PartPlan> parts(SavePlan plan, List<TensorInfo> infos, List<List<TensorInfo>> refLayouts,
            PlanCodecs codecs, int chunkBytes) {
        // a baseline is encoded alone: the planner gets no reference layouts, so every part is stored alone
        List<List<TensorInfo>> refs = plan.role() == SnapshotRole.BASELINE ? List.of() : refLayouts;
        PartPlanner planner = new PartPlanner(plan.role() == SnapshotRole.BASELINE ? null : codecs.delta(),
                codecs.baseline(), codecs.fallback(), codecs.loss().tensors());
        List<PartPlan> out = new ArrayList<>();
        for (SnapshotPart p : planner.plan(infos, refs)) {
            out.add(part(p, plan.references(), chunkBytes));
        }
        return out;
    }

    /** A planned part: the first {@code p.references()} of the save's references, its chunk count. */
    static PartPlan part(SnapshotPart p, List<Long> saveReferences, int chunkBytes) {
        return new PartPlan(p.codec(), saveReferences.subList(0, p.references()), p.tensors(), chunkBytes,
                new ChunkLayout(p.tensors(), chunkBytes).chunkCount());
    }
}
