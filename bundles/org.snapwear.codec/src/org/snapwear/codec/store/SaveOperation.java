package org.snapwear.codec.store;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.scheme.SavePlan;
import org.snapwear.codec.scheme.SnapshotPart;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.store.internal.FileCheck;
import org.snapwear.codec.store.internal.StoreDirectory;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.tensor.Snapshot;

/**
 * One save, in its crash-safe order: plan ({@link SavePlanning}, through the request's loss profile); rebuild the
 * references (from checkpoints still on disk where they match, {@link OnDiskReferences}, else decoded from the
 * store: the reference of a lossy entry is always its decoded form, the closed loop); write the part files
 * ({@link EntryWriter}, which checks every lossy tensor against its bound before the rest file); commit one {@link ManifestEdit} that adds the entry and drops what the request's
 * {@link RetentionRule} drops; only then delete the dropped files.
 */
final class SaveOperation {
    private final StoreDirectory dir;
    private final CodecRegistry registry;
    private final ManifestCommit commits;

    SaveOperation(StoreDirectory dir, CodecRegistry registry, ManifestCommit commits) {
        this.dir = dir;
        this.registry = registry;
        this.commits = commits;
    }

    SaveResult run(Manifest m, Snapshot snapshot, SaveRequest request) throws IOException {
        long t0 = System.nanoTime();
        long iteration = request.iteration();
        ScannedCheckpoint checkpoint = request.checkpoint();
        SavePlanning.Planned planned = SavePlanning.plan(dir.path(), m, registry, iteration, snapshot.infos(),
                request.loss());
        SavePlan plan = planned.plan();
        List<Long> refIterations = planned.references();
        List<SnapshotPart> parts = planned.parts();
        EntryDecoder decoder = new EntryDecoder(dir, m, registry::decoder);
        Map<Long, OnDiskReferences.Match> found = checkpoint == null ? Map.of()
                : OnDiskReferences.match(m, refIterations, request.onDisk());
        Set<Long> decode = new HashSet<>(refIterations);
        decode.removeAll(found.keySet());
        ReferenceRebuild.Result rebuilt = ReferenceRebuild.run(decoder, m, decode, checkpoint != null);
        List<Snapshot> refs = new ArrayList<>();
        for (long r : refIterations) {
            refs.add(found.containsKey(r) ? found.get(r).checkpoint().snapshot(r) : rebuilt.snapshots().get(r));
        }
        byte[] dictionary = refIterations.isEmpty() ? null : found.containsKey(refIterations.get(0))
                ? found.get(refIterations.get(0)).stream() : rebuilt.restStreams().get(refIterations.get(0));
        long generation = m.generation() + 1;
        List<Boolean> lossy = parts.stream().map(planned::lossy).toList();
        // a lossy entry records the profile, and how to recognise its original on disk (its rest stream is the
        // restored form's)
        EntryLoss loss = !planned.anyLossy() ? null : EntryLoss.of(request.loss(),
                checkpoint == null ? null : FileCheck.hex8(StoredCopyCheck.streamCrc(checkpoint)));
        EntryWriter.Written written;
        try {
            written = new EntryWriter(dir, registry, planned.codecs().byId(), planned.settings().chunkBytes(),
                    request.threads(),
                    request.progress()).write(iteration, generation, snapshot, parts, refs, checkpoint, dictionary,
                            found.values().stream().map(f -> f.checkpoint()).toList(), lossy);
        } finally {
            for (Snapshot r : refs) {
                r.close();
            }
        }

        String layoutHash = SnapshotStore.hex16(ChunkLayout.hashOf(snapshot.infos()));
        ManifestEntry entry = ManifestEntry.of(iteration, plan.role().id(), refIterations, layoutHash,
                snapshot.dataBytes(), request.metadata(), written.parts(),
                checkpoint == null ? 0 : checkpoint.tree().totalBytes()).withLoss(loss);
        Map<String, List<TensorSpec>> layouts = new LinkedHashMap<>();
        layouts.put(layoutHash, TensorSpec.of(snapshot.infos()));
        for (SnapshotPart p : parts) {
            layouts.put(SnapshotStore.hex16(ChunkLayout.hashOf(p.tensors())), TensorSpec.of(p.tensors()));
        }
        ManifestEdit edit = ManifestEdit.adding(entry, layouts).fixing(planned.settings(), planned.firstIteration());
        List<Long> dropped = dropped(m, edit, plan, request.retention());
        ManifestCommit.Committed committed = commits.commit(edit.alsoDropping(dropped), entry.partList());

        List<String> warnings = new ArrayList<>();
        commits.deleteFiles(m, dropped, warnings);
        long useful = 0;
        long pages = 0;
        for (ManifestEntry e : committed.manifest().entries()) {
            for (PartEntry p : e.partList()) {
                useful += p.size();
                pages += (p.size() + SnapshotStore.PAGE_BYTES - 1) / SnapshotStore.PAGE_BYTES;
            }
        }
        long manifestBytes = committed.bytes();
        return new SaveResult(iteration, plan.role().id(), entry.file(), refIterations, snapshot.dataBytes(),
                entry.size(), manifestBytes, entry.size() + manifestBytes, useful, pages, rebuilt.bytesRead(),
                rebuilt.loaded(), dropped, written.encodeNanos(), System.nanoTime() - t0, warnings,
                written.parts(), entry.savedCheckpointBytes(), loss);
    }

    /**
     * What the save's commit drops: Algorithm 2's deletions, or, with a keep-newest rule, every entry of the state
     * after the save that neither is among the newest nor is needed by one of them ({@link Retention#closure}).
     */
    private static List<Long> dropped(Manifest m, ManifestEdit edit, SavePlan plan, RetentionRule rule) {
        if (rule instanceof RetentionRule.KeepNewest k) {
            return Retention.outside(edit.apply(m), k.keep());
        }
        return plan.deletes();
    }
}
