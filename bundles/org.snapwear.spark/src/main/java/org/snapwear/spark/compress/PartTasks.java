package org.snapwear.spark.compress;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.snapwear.codec.plan.PartPlan;
import org.snapwear.codec.plan.PlanCodecs;
import org.snapwear.codec.plan.PlannedSave;
import org.snapwear.codec.plan.RunPlan;
import org.snapwear.codec.plan.RunPlanner;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.spark.io.TensorSpec;
import org.snapwear.trace.sequence.SequenceMismatchException;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The driver's plan: the engine's {@link RunPlanner} plans the run from the scanned layouts (as the single-machine
 * simulation plans it), and each planned part becomes a task that knows where its snapshots are. References are
 * the original members: the engine uses an original as a reference only when its round trip was exact, which every
 * task checks for its chunks (a range that does not round-trip makes the result unverified).
 */
final class PartTasks {
    private PartTasks() {
    }

    /** The run's plan and, in plan order, every part's task. */
    record Planned(RunPlan plan, List<PartTask> tasks) {
    }

    static Planned plan(MemberCatalog catalog, SchemeConfig config, PlanCodecs codecs, int chunkBytes)
            throws SequenceMismatchException {
        RunPlanner planner = new RunPlanner(config, codecs, chunkBytes);
        Map<Long, Integer> byIteration = new HashMap<>();
        List<MemberRef> members = catalog.members();
        for (int i = 0; i < members.size(); i++) {
            MemberLayout member = catalog.layout(i);
            planner.next(members.get(i).iteration(), member.infos(), member.source());
            byIteration.put(members.get(i).iteration(), i);
        }
        RunPlan plan = planner.plan();
        List<PartTask> tasks = new ArrayList<>();
        for (PlannedSave s : plan.saves()) {
            for (int p = 0; p < s.parts().size(); p++) {
                PartPlan part = s.parts().get(p);
                List<Integer> snapshots = new ArrayList<>();
                snapshots.add(s.index());
                part.references().forEach(r -> snapshots.add(byIteration.get(r)));
                tasks.add(new PartTask(s.index(), p, part, members.get(s.index()),
                        snapshots.subList(1, snapshots.size()).stream().map(members::get).toList(),
                        regions(catalog, part, snapshots)));
            }
        }
        return new Planned(plan, tasks);
    }

    /** Where the part's tensors lie in the current snapshot and in each reference, or null if one is unknown. */
    private static List<List<TensorSpec>> regions(MemberCatalog catalog, PartPlan part, List<Integer> snapshots) {
        List<List<TensorSpec>> out = new ArrayList<>();
        for (int m : snapshots) {
            List<TensorSpec> all = catalog.layout(m).regions();
            if (all == null) {
                return null;
            }
            Map<String, TensorSpec> byName = new HashMap<>();
            all.forEach(t -> byName.put(t.name(), t));
            out.add(part.tensors().stream().map(TensorInfo::name).map(byName::get).toList());
        }
        return out;
    }
}
