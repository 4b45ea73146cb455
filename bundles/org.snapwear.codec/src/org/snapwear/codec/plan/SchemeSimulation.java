package org.snapwear.codec.plan;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.scheme.SavePlan;
import org.snapwear.codec.scheme.SaveRecord;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeLedger;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.codec.scheme.SnapshotSupplier;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * Saves a whole sequence the way Algorithm 2 would, with real codecs, and accounts every save: bytes written,
 * useful storage, bytes read, encode/decode time, bit-exact round trip, bytes per tensor role. Each save is planned
 * by the {@link RunPlanner} as its snapshot is opened (the plan a cluster's driver makes for the whole run) and
 * executed by the {@link SaveExecutor}: chunk ranges through the one chunk-range encoder, spread over the threads,
 * every chunk decoded back and compared with the original, each lossy tensor (a loss profile in the options, exact by
 * default) checked against its bound. A save is verified only if every exact chunk round-trips;
 * what later saves use as its reference is chosen in one place ({@link ReferenceChoice}). If a spill directory is
 * given, the containers are also written there (deleted as Algorithm 2 deletes them).
 */
public final class SchemeSimulation {
    /** Table 9 counts storage in SSD pages of 4 KiB. */
    public static final int PAGE_BYTES = SchemeLedger.PAGE_BYTES;

    /**
     * @param config        scheme
     * @param deltaCodec    codec for delta snapshots
     * @param baselineCodec codec for baselines (and for every snapshot in full mode)
     * @param chunkBytes    chunk size
     * @param spillDir      directory to write the containers to, or null to count their sizes only
     * @param threads       threads encoding chunk ranges (1 = the calling thread; the result is the same)
     * @param fallbackCodec codec for dtypes the others decline (null = the registry's {@link FallbackCodec})
     */
    public record Options(SchemeConfig config, SnapshotCodec deltaCodec, SnapshotCodec baselineCodec, int chunkBytes,
            Path spillDir, int threads, SnapshotCodec fallbackCodec, PlanLoss loss) {
        public Options {
            loss = loss == null ? PlanLoss.EXACT : loss;
            Objects.requireNonNull(config, "config");
            if (fallbackCodec == null) {
                fallbackCodec = FallbackCodec.in(CodecRegistry.defaultRegistry());
            }
            Objects.requireNonNull(deltaCodec, "deltaCodec");
            Objects.requireNonNull(baselineCodec, "baselineCodec");
            if (!baselineCodec.kind().encodesBaselines()) {
                throw new IllegalArgumentException("codec " + baselineCodec.id() + " encodes deltas only, not baselines");
            }
            if (config.mode() != SchemeMode.FULL && !deltaCodec.kind().encodesDeltas()) {
                throw new IllegalArgumentException("codec " + deltaCodec.id() + " encodes baselines only, not deltas");
            }
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be >= 1, got " + threads);
            }
        }

        /** Exact options (every tensor exact). */
        public Options(SchemeConfig config, SnapshotCodec deltaCodec, SnapshotCodec baselineCodec, int chunkBytes,
                Path spillDir, int threads, SnapshotCodec fallbackCodec) {
            this(config, deltaCodec, baselineCodec, chunkBytes, spillDir, threads, fallbackCodec, PlanLoss.EXACT);
        }

        /** The same options with a loss profile. */
        public Options withLoss(PlanLoss newLoss) {
            return new Options(config, deltaCodec, baselineCodec, chunkBytes, spillDir, threads, fallbackCodec,
                    newLoss);
        }

        public Options(SchemeConfig config, SnapshotCodec deltaCodec, SnapshotCodec baselineCodec, int chunkBytes,
                Path spillDir, int threads) {
            this(config, deltaCodec, baselineCodec, chunkBytes, spillDir, threads, null);
        }

        public Options(SchemeConfig config, SnapshotCodec deltaCodec, SnapshotCodec baselineCodec) {
            this(config, deltaCodec, baselineCodec, ChunkLayout.DEFAULT_CHUNK_BYTES, null, 1, null);
        }

        /** The codecs the run is planned with (no delta codec in full mode). */
        PlanCodecs codecs() {
            return new PlanCodecs(config.mode() != SchemeMode.FULL ? deltaCodec : null, baselineCodec, fallbackCodec,
                    loss);
        }
    }

    /** Progress callback, e.g. for a command printing rows as they come. */
    public interface Listener {
        void saved(SaveRecord record);
    }

    private SchemeSimulation() {
    }

    public static SimulationResult run(SnapshotSupplier snapshots, Options o) throws IOException {
        return run(snapshots, o, r -> { }, Progress.NONE);
    }

    public static SimulationResult run(SnapshotSupplier snapshots, Options o, Listener listener) throws IOException {
        return run(snapshots, o, listener, Progress.NONE);
    }

    /**
     * @param progress one task per save, its work the snapshot's tensor bytes; cancel is checked between chunk
     *                 ranges ({@link java.util.concurrent.CancellationException})
     * @throws org.snapwear.trace.sequence.SequenceMismatchException if a tensor name has another dtype or shape
     *                                                               than in the previous snapshot
     */
    public static SimulationResult run(SnapshotSupplier snapshots, Options o, Listener listener, Progress progress)
            throws IOException {
        SchemeLedger ledger = new SchemeLedger(o.config());
        PlanCodecs codecs = o.codecs();
        RunPlanner planner = new RunPlanner(o.config(), codecs, o.chunkBytes());
        // what later saves are encoded against, by iteration (see ReferenceChoice)
        Map<Long, Snapshot> references = new HashMap<>();
        try (SaveExecutor executor = new SaveExecutor(codecs, o.threads())) {
            for (int i = 0; i < snapshots.size(); i++) {
                long it = snapshots.iteration(i);
                Snapshot current = snapshots.open(i);
                Snapshot reference = null;
                try {
                    PlannedSave save = planner.next(it, current.infos(), current.source().orElse(null));
                    progress.begin("saving iteration " + it + " (" + (i + 1) + " of " + snapshots.size() + ")",
                            save.rawBytes(), "bytes");
                    List<PartOutcome> parts = execute(executor, o.spillDir(), save, current, references, progress);
                    // the reference first: it checks the lossy parts against their bounds (and marks them)
                    ReferenceChoice.Choice choice = ReferenceChoice.referenceFor(save, parts, current, references,
                            codecs.byId());
                    reference = choice.reference();
                    SaveRecord rec = SaveAccounting.record(ledger, save, parts, choice.errors());
                    if (o.spillDir() != null) {
                        for (long d : save.plan().deletes()) {
                            Files.deleteIfExists(fileOf(o.spillDir(), d));
                        }
                    }
                    references.put(it, reference);
                    release(references, neededLater(save.plan(), o.config(), it));
                    listener.saved(rec);
                } finally {
                    if (reference != current) {
                        current.close();
                    }
                }
            }
        } finally {
            release(references, List.of());
        }
        return ledger.result(o.deltaCodec().id(), o.baselineCodec().id());
    }

    private static List<PartOutcome> execute(SaveExecutor executor, Path spillDir, PlannedSave save,
            Snapshot current, Map<Long, Snapshot> references, Progress progress) throws IOException {
        if (spillDir == null) {
            return executor.execute(save, current, references, null, progress);
        }
        Files.createDirectories(spillDir);
        try (OutputStream out = Files.newOutputStream(fileOf(spillDir, save.plan().iteration()))) {
            return executor.execute(save, current, references, out, progress);
        }
    }

    /** Closes and forgets the references not in {@code keep}. */
    private static void release(Map<Long, Snapshot> references, List<Long> keep) {
        for (var e = references.entrySet().iterator(); e.hasNext();) {
            var r = e.next();
            if (!keep.contains(r.getKey())) {
                r.getValue().close(); // unmaps the original, or frees the decoded snapshot's scratch space
                e.remove();
            }
        }
    }

    /** Iterations a later save can use as a reference. */
    private static List<Long> neededLater(SavePlan plan, SchemeConfig c, long it) {
        List<Long> keep = new ArrayList<>();
        keep.add(it);
        if (c.mode() == SchemeMode.PROGRESSIVE) {
            keep.add(it - c.unit());
        } else if (c.mode() == SchemeMode.CHAIN) {
            keep.add(c.baselineOf(it));
        }
        keep.retainAll(plan.keptAfter());
        return keep;
    }

    private static Path fileOf(Path dir, long it) {
        return dir.resolve("iter-" + it + ".swc");
    }

    /** True if both snapshots have the same tensors with bit-identical data. */
    public static boolean sameData(Snapshot a, Snapshot b) {
        if (a.tensors().size() != b.tensors().size()) {
            return false;
        }
        for (int t = 0; t < a.tensors().size(); t++) {
            Tensor x = a.tensors().get(t);
            Tensor y = b.tensors().get(t);
            if (!x.info().equals(y.info()) || x.data().mismatch(y.data()) >= 0) {
                return false;
            }
        }
        return true;
    }
}
