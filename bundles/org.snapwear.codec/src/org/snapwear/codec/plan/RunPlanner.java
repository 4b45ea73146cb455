package org.snapwear.codec.plan;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.snapwear.codec.scheme.SavePlan;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemePlanner;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.sequence.LayoutMatch;
import org.snapwear.trace.sequence.SequenceMismatchException;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Plans a run save after save from the members' layouts (no tensor data): Algorithm 2's plan of each save, which
 * only depends on the iterations stored, then its parts ({@link SavePlanner}), which only depend on the layouts of
 * the save and its references and on the codecs. The single-machine simulation plans each save as it opens the
 * snapshot; a cluster's driver plans the whole run ({@link #plan()}) before any task runs; both get the same saves.
 */
public final class RunPlanner {
    private final SchemeConfig config;
    private final PlanCodecs codecs;
    private final int chunkBytes;
    private final SchemePlanner planner;
    private final TreeSet<Long> stored = new TreeSet<>();
    private final Map<Long, List<TensorInfo>> layouts = new HashMap<>();
    private final List<PlannedSave> saves = new ArrayList<>();
    private List<TensorInfo> previousLayout;
    private Path previousSource;

    public RunPlanner(SchemeConfig config, PlanCodecs codecs, int chunkBytes) {
        this.config = config;
        this.codecs = codecs;
        this.chunkBytes = chunkBytes;
        this.planner = new SchemePlanner(config);
    }

    /**
     * Plans the next save.
     *
     * @param infos  the snapshot's tensors
     * @param source its file or directory, for error messages (may be null)
     * @throws org.snapwear.trace.sequence.SequenceMismatchException if a tensor name has another dtype or shape
     *                                                               than in the previous snapshot
     * @throws IllegalArgumentException if no codec takes a tensor's dtype (one line naming the tensor)
     */
    public PlannedSave next(long iteration, List<TensorInfo> infos, Path source) throws SequenceMismatchException {
        // tensors may come and go (optimizer state after step 0); a name that changes dtype or shape is a layout
        // error, which the part planner would otherwise quietly store as a new tensor
        if (previousLayout != null) {
            LayoutMatch.of(previousLayout, previousSource, infos, source);
        }
        previousLayout = infos;
        previousSource = source;
        SavePlan plan = planner.planSave(stored, iteration);
        List<List<TensorInfo>> refLayouts = new ArrayList<>();
        for (long r : SavePlanner.referencesNeeded(plan, codecs)) {
            refLayouts.add(layouts.get(r));
        }
        SnapshotCodec roleCodec = codecs.roleCodec(plan);
        List<PartPlan> parts = SavePlanner.parts(plan, infos, refLayouts, codecs, chunkBytes);
        if (parts.isEmpty()) {
            // a snapshot without tensors is still one (empty) container of its role's codec
            parts = List.of(new PartPlan(roleCodec.id(), List.of(), List.of(), chunkBytes, 0));
        }
        long raw = 0;
        for (TensorInfo t : infos) {
            raw += t.byteSize();
        }
        PlannedSave save = new PlannedSave(saves.size(), plan, roleCodec.id(), raw, parts);
        saves.add(save);
        layouts.put(iteration, infos);
        stored.add(iteration);
        stored.removeAll(plan.deletes());
        // only the layouts a later save can still name are kept
        layouts.keySet().retainAll(stored);
        return save;
    }

    /** The run planned so far. */
    public RunPlan plan() {
        return new RunPlan(config, chunkBytes, saves);
    }
}
