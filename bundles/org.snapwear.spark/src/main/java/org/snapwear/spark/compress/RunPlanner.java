package org.snapwear.spark.compress;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.snapwear.codec.scheme.PartPlanner;
import org.snapwear.codec.scheme.SavePlan;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemePlanner;
import org.snapwear.codec.scheme.SnapshotPart;
import org.snapwear.codec.scheme.SnapshotRole;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.sequence.LayoutMatch;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Plans a whole run on the driver from the members' layouts (their headers; no tensor data is read): Algorithm 2's
 * plan of every save, which only depends on the iterations stored, and the parts of every save, which only depend
 * on the layouts of the save and its references and on the codecs, exactly as {@code SchemeSimulation} plans
 * them. References are the original members: for a lossless codec the reconstruction the single-machine run
 * encodes against is bit-identical to them, which every task checks for its chunks.
 */
final class RunPlanner {
    private RunPlanner() {
    }

    static List<PlannedSave> plan(SnapshotSequence seq, SchemeConfig config, SnapshotCodec delta,
            SnapshotCodec baseline, int chunkBytes) throws IOException {
        boolean deltas = config.mode() != SchemeMode.FULL;
        PartPlanner partPlanner = new PartPlanner(deltas ? delta : null, baseline, CodecLookup.fallback());
        SchemePlanner planner = new SchemePlanner(config);
        TreeSet<Long> stored = new TreeSet<>();
        Map<Long, List<TensorInfo>> layouts = new HashMap<>();
        Map<Long, MemberRef> members = new HashMap<>();
        List<PlannedSave> out = new ArrayList<>();
        List<TensorInfo> previousLayout = null;
        Path previousSource = null;
        for (int i = 0; i < seq.size(); i++) {
            SnapshotSequence.Entry e = seq.entries().get(i);
            long it = e.iteration();
            SavePlan plan = planner.planSave(stored, it);
            SnapshotCodec roleCodec = plan.role() == SnapshotRole.BASELINE ? baseline : delta;
            List<TensorInfo> infos;
            long raw;
            try (Snapshot s = seq.open(i)) {
                infos = s.infos();
                raw = s.dataBytes();
                // the single-machine run's layout check: a name that changes dtype or shape is an error
                if (previousLayout != null) {
                    LayoutMatch.of(previousLayout, previousSource, infos, s.source().orElse(null));
                }
                previousSource = s.source().orElse(null);
            }
            previousLayout = infos;
            MemberRef current = new MemberRef(it, e.path().toString());
            layouts.put(it, infos);
            members.put(it, current);
            List<List<TensorInfo>> refLayouts = new ArrayList<>();
            List<MemberRef> refs = new ArrayList<>();
            for (long r : plan.references()) {
                refLayouts.add(layouts.get(r));
                refs.add(members.get(r));
            }
            List<SnapshotPart> parts = partPlanner.plan(infos, refLayouts);
            if (parts.isEmpty()) {
                parts = List.of(new SnapshotPart(roleCodec.id(), 0, List.of()));
            }
            List<PartTask> tasks = new ArrayList<>();
            for (int p = 0; p < parts.size(); p++) {
                SnapshotPart part = parts.get(p);
                int used = Math.min(part.references(), CodecLookup.require(part.codec()).referenceDepth());
                tasks.add(new PartTask(i, p, part.codec(), current, refs.subList(0, used),
                        part.tensors().stream().map(TensorInfo::name).toList(), chunkBytes,
                        new ChunkLayout(part.tensors(), chunkBytes).chunkCount()));
            }
            out.add(new PlannedSave(i, plan, roleCodec.id(), raw, parts, tasks));
            stored.add(it);
            stored.removeAll(plan.deletes());
            // only the references a later save can still name are kept (the layouts are small, the maps not)
            layouts.keySet().retainAll(stored);
            members.keySet().retainAll(stored);
        }
        return out;
    }
}
