package org.snapwear.codec.store;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.codec.plan.FallbackCodec;
import org.snapwear.codec.plan.PartPlan;
import org.snapwear.codec.plan.PlanCodecs;
import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.plan.SavePlanner;
import org.snapwear.codec.scheme.SavePlan;
import org.snapwear.codec.scheme.SchemePlanner;
import org.snapwear.codec.scheme.SnapshotPart;
import org.snapwear.codec.scheme.SnapshotRole;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Decides a save before anything is read or written: Algorithm 2's role, references and deletions
 * ({@link SchemePlanner}), the unit once it is learned, and then the engine's one per-save planning step
 * ({@link SavePlanner}: the references the save needs, how the snapshot splits into parts), as the simulation and
 * the distributed job plan every save. With a loss profile ({@link PlanLoss}) the same planner puts the tensors
 * the profile makes lossy into parts of its codecs (named by their specs); exact saves plan exactly as before.
 */
final class SavePlanning {
    private SavePlanning() {
    }

    /** What a save will do, and the codecs its parts name (exact ones by id, lossy ones by spec). */
    record Planned(StoreSettings settings, long firstIteration, SavePlan plan, List<Long> references,
            List<SnapshotPart> parts, PlanCodecs codecs) {

        /** True if the part is encoded by a lossy codec of the profile. */
        boolean lossy(SnapshotPart p) {
            return codecs.loss().codec(p.codec()).isPresent();
        }

        /** True if any part is lossy. */
        boolean anyLossy() {
            return parts.stream().anyMatch(this::lossy);
        }
    }

    static Planned plan(Path dir, Manifest m, CodecRegistry registry, long iteration, List<TensorInfo> infos,
            PlanLoss loss) {
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
        // the delta codec is looked up only for a delta (a baseline's save needs no delta codec installed)
        PlanCodecs codecs = new PlanCodecs(baseline ? null : registry.require(settings.codec()),
                registry.require(settings.baselineCodec()), FallbackCodec.in(registry), loss);
        List<Long> refs = SavePlanner.referencesNeeded(plan, codecs);
        List<List<TensorInfo>> refLayouts = new ArrayList<>();
        for (long r : refs) {
            refLayouts.add(m.layoutOf(m.entry(r)));
        }
        List<SnapshotPart> parts = new ArrayList<>();
        for (PartPlan p : SavePlanner.parts(plan, infos, refLayouts, codecs, settings.chunkBytes())) {
            parts.add(p.part());
        }
        return new Planned(settings, first, plan, List.copyOf(refs), parts, codecs);
    }
}
