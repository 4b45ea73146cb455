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
import org.snapwear.spark.io.TensorSpec;
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

    static List<PlannedSave> plan(MemberCatalog catalog, SchemeConfig config, SnapshotCodec delta,
            SnapshotCodec baseline, int chunkBytes) throws IOException {
        boolean deltas = config.mode() != SchemeMode.FULL;
        PartPlanner partPlanner = new PartPlanner(deltas ? delta : null, baseline, CodecLookup.fallback());
        SchemePlanner planner = new SchemePlanner(config);
        TreeSet<Long> stored = new TreeSet<>();
        Map<Long, List<TensorInfo>> layouts = new HashMap<>();
        Map<Long, MemberRef> members = new HashMap<>();
        Map<Long, Map<String, TensorSpec>> regions = new HashMap<>();
        List<PlannedSave> out = new ArrayList<>();
        List<TensorInfo> previousLayout = null;
        Path previousSource = null;
        List<MemberRef> all = catalog.members();
        for (int i = 0; i < all.size(); i++) {
            MemberRef current = all.get(i);
            long it = current.iteration();
            SavePlan plan = planner.planSave(stored, it);
            SnapshotCodec roleCodec = plan.role() == SnapshotRole.BASELINE ? baseline : delta;
            MemberLayout member = catalog.layout(i);
            List<TensorInfo> infos = member.infos();
            // the single-machine run's layout check: a name that changes dtype or shape is an error
            if (previousLayout != null) {
                LayoutMatch.of(previousLayout, previousSource, infos, member.source());
            }
            previousLayout = infos;
            previousSource = member.source();
            layouts.put(it, infos);
            members.put(it, current);
            if (member.regions() != null) {
                Map<String, TensorSpec> byName = new HashMap<>();
                member.regions().forEach(t -> byName.put(t.name(), t));
                regions.put(it, byName);
            }
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
                List<MemberRef> partRefs = refs.subList(0, used);
                tasks.add(new PartTask(i, p, part.codec(), current, partRefs,
                        part.tensors().stream().map(TensorInfo::name).toList(), chunkBytes,
                        new ChunkLayout(part.tensors(), chunkBytes).chunkCount(),
                        member.regions() == null ? null : regions(part, current, partRefs, regions)));
            }
            out.add(new PlannedSave(i, plan, roleCodec.id(), member.rawBytes(), parts, tasks));
            stored.add(it);
            stored.removeAll(plan.deletes());
            // only the references a later save can still name are kept (the layouts are small, the maps not)
            layouts.keySet().retainAll(stored);
            members.keySet().retainAll(stored);
            regions.keySet().retainAll(stored);
        }
        return out;
    }

    /** Where the part's tensors lie in the current snapshot and in each reference it uses. */
    private static List<List<TensorSpec>> regions(SnapshotPart part, MemberRef current, List<MemberRef> refs,
            Map<Long, Map<String, TensorSpec>> regions) {
        List<List<TensorSpec>> out = new ArrayList<>();
        List<MemberRef> snapshots = new ArrayList<>();
        snapshots.add(current);
        snapshots.addAll(refs);
        for (MemberRef m : snapshots) {
            Map<String, TensorSpec> byName = regions.get(m.iteration());
            out.add(part.tensors().stream().map(t -> byName.get(t.name())).toList());
        }
        return out;
    }
}
