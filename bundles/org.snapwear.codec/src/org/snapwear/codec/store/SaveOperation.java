package org.snapwear.codec.store;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.snapwear.codec.scheme.SavePlan;
import org.snapwear.codec.scheme.SnapshotPart;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.tensor.Snapshot;

/**
 * One save, in its crash-safe order: plan ({@link SavePlanning}); rebuild the references (from checkpoints still on
 * disk where they match, {@link OnDiskReferences}, else decoded from the store); write the part files
 * ({@link EntryWriter}); commit the new manifest; only then delete what Algorithm 2 drops.
 */
final class SaveOperation {
    private final Path dir;
    private final StoreIo io;
    private final CodecRegistry registry;
    private final ManifestCommit commits;
    private final boolean algorithmDeletes;

    SaveOperation(Path dir, StoreIo io, CodecRegistry registry, ManifestCommit commits) {
        this(dir, io, registry, commits, true);
    }

    /**
     * @param algorithmDeletes false to keep what Algorithm 2 would delete: the caller applies its own retention
     *                         ({@link Retention}) after the commit
     */
    SaveOperation(Path dir, StoreIo io, CodecRegistry registry, ManifestCommit commits, boolean algorithmDeletes) {
        this.dir = dir;
        this.io = io;
        this.registry = registry;
        this.commits = commits;
        this.algorithmDeletes = algorithmDeletes;
    }

    SaveResult run(Manifest m, Snapshot snapshot, ScannedCheckpoint checkpoint, long iteration,
            Map<String, String> metadata, List<ScannedCheckpoint> onDisk) throws IOException {
        long t0 = System.nanoTime();
        SavePlanning.Planned planned = SavePlanning.plan(dir, m, registry, iteration, snapshot.infos());
        StoreSettings settings = planned.settings();
        long first = planned.firstIteration();
        SavePlan plan = planned.plan();
        List<Long> refIterations = planned.references();
        List<SnapshotPart> parts = planned.parts();
        EntryDecoder decoder = new EntryDecoder(dir, m, registry::find);
        Map<Long, OnDiskReferences.Match> found = checkpoint == null ? Map.of()
                : OnDiskReferences.match(m, refIterations, onDisk);
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
        EntryWriter.Written written;
        try {
            written = new EntryWriter(dir, io, registry, settings.chunkBytes()).write(iteration, generation, snapshot,
                    parts, refs, checkpoint, dictionary, found.values().stream().map(f -> f.checkpoint()).toList());
        } finally {
            for (Snapshot r : refs) {
                r.close();
            }
        }

        String layoutHash = SnapshotStore.hex16(org.snapwear.codec.spi.ChunkLayout.hashOf(snapshot.infos()));
        ManifestEntry entry = ManifestEntry.of(iteration, plan.role().id(), refIterations, layoutHash,
                snapshot.dataBytes(), metadata,
                written.parts(), checkpoint == null ? 0 : checkpoint.tree().totalBytes());
        List<Long> dropped = algorithmDeletes ? plan.deletes() : List.of();
        Set<Long> deletes = new HashSet<>(dropped);
        List<ManifestEntry> entries = new ArrayList<>();
        for (ManifestEntry e : m.entries()) {
            if (!deletes.contains(e.iteration())) {
                entries.add(e);
            }
        }
        entries.add(entry);
        Map<String, List<TensorSpec>> layouts = new TreeMap<>();
        layouts.put(layoutHash, TensorSpec.of(snapshot.infos()));
        for (SnapshotPart p : parts) {
            layouts.put(SnapshotStore.hex16(org.snapwear.codec.spi.ChunkLayout.hashOf(p.tensors())), TensorSpec.of(p.tensors()));
        }
        for (String h : Manifest.layoutHashesOf(entries)) {
            layouts.putIfAbsent(h, m.layouts().get(h));
        }
        Manifest next = new Manifest(Manifest.FORMAT, Manifest.FORMAT_VERSION, generation, settings, first, layouts,
                entries, null);
        long manifestBytes = commits.commit(next, entry.partList());

        List<String> warnings = new ArrayList<>();
        commits.deleteFiles(m, dropped, warnings);
        long useful = 0;
        long pages = 0;
        for (ManifestEntry e : entries) {
            for (PartEntry p : e.partList()) {
                useful += p.size();
                pages += (p.size() + SnapshotStore.PAGE_BYTES - 1) / SnapshotStore.PAGE_BYTES;
            }
        }
        return new SaveResult(iteration, plan.role().id(), entry.file(), refIterations, snapshot.dataBytes(),
                entry.size(), manifestBytes, entry.size() + manifestBytes, useful, pages, rebuilt.bytesRead(),
                rebuilt.loaded(), dropped, written.encodeNanos(), System.nanoTime() - t0, warnings,
                written.parts(), entry.savedCheckpointBytes());
    }
}
