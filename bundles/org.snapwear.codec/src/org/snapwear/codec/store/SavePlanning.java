package org.snapwear.codec.store;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.codec.scheme.PartPlanner;
import org.snapwear.codec.scheme.SavePlan;
import org.snapwear.codec.scheme.SchemePlanner;
import org.snapwear.codec.scheme.SnapshotPart;
import org.snapwear.codec.scheme.SnapshotRole;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Decides a save before anything is read or written: Algorithm 2's role, references and deletions
 * ({@link SchemePlanner}), the unit once it is learned, and how the snapshot splits into parts ({@link PartPlanner}).
 */
final class SavePlanning {
    private SavePlanning() {
    }

    /** What a save will do. */
    record Planned(StoreSettings settings, long firstIteration, SavePlan plan, List<Long> references,
            List<SnapshotPart> parts) {
    }

    static Planned plan(Path dir, Manifest m, CodecRegistry registry, long iteration, List<TensorInfo> infos) {
        StoreSettings settings = m.settings();
        long first = m.firstIteration() != null ? m.firstIteration() : iteration;
        if (iteration < 0) {
            throw new IllegalArgumentException("iteration " + iteration + " is negative");
        }
        if (settings.unit() == 0 && m.firstIteration() != null) {
            // Learned unit: the distance between the first and the second save, fixed from now on.
            if (iteration <= first) {
                throw new IllegalArgumentException(dir + ": cannot save iteration " + iteration
                        + ": not newer than the first saved iteration " + first);
            }
            settings = settings.withUnit(iteration - first);
        }
        // Before the second save of a learned-unit store any unit gives ordinal 1 (a baseline) for the first one.
        SchemePlanner planner = new SchemePlanner(settings.scheme().config(1, first));
        SavePlan plan;
        try {
            plan = planner.planSave(m.entries().stream().map(ManifestEntry::iteration).toList(), iteration);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(dir + ": cannot save iteration " + iteration + ": " + e.getMessage(), e);
        } catch (IllegalStateException e) {
            throw new IllegalStateException(dir + ": " + e.getMessage() + " (was it deleted with 'store delete'? "
                    + "save the missing iteration again, or save from the next baseline on)", e);
        }
        boolean baseline = plan.role() == SnapshotRole.BASELINE;
        SnapshotCodec deltaCodec = baseline ? null : registry.require(settings.codec());
        int depth = baseline ? 0 : Math.max(1, deltaCodec.referenceDepth());
        List<Long> refs = plan.references().subList(0, Math.min(plan.references().size(), depth));
        List<List<TensorInfo>> refLayouts = new ArrayList<>();
        for (long r : refs) {
            refLayouts.add(m.layoutOf(m.entry(r)));
        }
        List<SnapshotPart> parts = new PartPlanner(deltaCodec, registry.require(settings.baselineCodec()),
                registry.find(SnapshotStore.FALLBACK_CODEC).orElse(null)).plan(infos, refLayouts);
        return new Planned(settings, first, plan, List.copyOf(refs), parts);
    }
}
