package org.snapwear.codec.scheme;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.snapwear.codec.codecs.XorShuffleZstdCodec;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.sequence.LayoutMatch;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.TensorInfo;
import org.snapwear.trace.tensor.Tensor;

/**
 * Saves a whole sequence the way Algorithm 2 would, with real codecs, and accounts every save: bytes written,
 * useful storage, bytes read, encode/decode time, bit-exact round trip, bytes per tensor role. Every snapshot is
 * split into parts with {@link PartPlanner} exactly as the snapshot store splits it: tensors the references hold
 * go to the delta codec, tensors new in this snapshot (optimizer state after the first step) are stored alone with
 * the baseline codec, and dtypes a codec declines go to the fallback codec; a sequence of unchanging layout whose
 * codecs take every dtype is one part per save, as before parts existed. Encoded snapshots live in memory or, if a
 * spill directory is given, in files there (deleted as Algorithm 2 deletes them). References are always the
 * snapshots as decoded (reconstructed), never the originals, so a codec bug cannot hide behind the original data.
 */
public final class SchemeSimulation {
    /** Table 9 counts storage in SSD pages of 4 KiB. */
    public static final int PAGE_BYTES = 4096;

    /**
     * @param config        scheme
     * @param deltaCodec    codec for delta snapshots
     * @param baselineCodec codec for baselines (and for every snapshot in full mode)
     * @param chunkBytes    chunk size
     * @param spillDir      directory for encoded files, or null to keep them in memory
     * @param writer        container encoder (null = single-threaded {@link SnapshotEncoder})
     * @param fallbackCodec codec for dtypes the others decline (null = xor-shuffle-zstd, as the store)
     */
    public record Options(SchemeConfig config, SnapshotCodec deltaCodec, SnapshotCodec baselineCodec, int chunkBytes,
            Path spillDir, SnapshotWriterFunction writer, SnapshotCodec fallbackCodec) {
        public Options {
            Objects.requireNonNull(config, "config");
            if (fallbackCodec == null) {
                fallbackCodec = new XorShuffleZstdCodec();
            }
            Objects.requireNonNull(deltaCodec, "deltaCodec");
            Objects.requireNonNull(baselineCodec, "baselineCodec");
            if (!baselineCodec.kind().encodesBaselines()) {
                throw new IllegalArgumentException("codec " + baselineCodec.id() + " encodes deltas only, not baselines");
            }
            if (config.mode() != SchemeMode.FULL && !deltaCodec.kind().encodesDeltas()) {
                throw new IllegalArgumentException("codec " + deltaCodec.id() + " encodes baselines only, not deltas");
            }
        }

        public Options(SchemeConfig config, SnapshotCodec deltaCodec, SnapshotCodec baselineCodec, int chunkBytes,
                Path spillDir, SnapshotWriterFunction writer) {
            this(config, deltaCodec, baselineCodec, chunkBytes, spillDir, writer, null);
        }

        public Options(SchemeConfig config, SnapshotCodec deltaCodec, SnapshotCodec baselineCodec) {
            this(config, deltaCodec, baselineCodec, ChunkLayout.DEFAULT_CHUNK_BYTES, null, null, null);
        }
    }

    /** Progress callback, e.g. for a command printing rows as they come. */
    public interface Listener {
        void saved(SaveRecord record);
    }

    private SchemeSimulation() {
    }

    public static SimulationResult run(SnapshotSupplier snapshots, Options o) throws IOException {
        return run(snapshots, o, r -> { });
    }

    /**
     * @throws org.snapwear.trace.sequence.SequenceMismatchException if a tensor name has another dtype or shape
     *                                                               than in the previous snapshot
     */
    public static SimulationResult run(SnapshotSupplier snapshots, Options o, Listener listener) throws IOException {
        SchemeLedger ledger = new SchemeLedger(o.config());
        SnapshotWriterFunction writer = o.writer() != null ? o.writer() : SnapshotEncoder::encode;
        PartSaver saver = new PartSaver(o.deltaCodec(), o.baselineCodec(), o.fallbackCodec(),
                o.config().mode() != SchemeMode.FULL, o.chunkBytes(), writer);
        Map<Long, Snapshot> reconstructed = new HashMap<>();
        List<TensorInfo> previousLayout = null;
        Path previousSource = null;
        for (int i = 0; i < snapshots.size(); i++) {
            long it = snapshots.iteration(i);
            SavePlan plan = ledger.plan(it);
            boolean baseline = plan.role() == SnapshotRole.BASELINE;
            SnapshotCodec codec = baseline ? o.baselineCodec() : o.deltaCodec();
            // every reference the plan names: the part planner decides per tensor how many of them to use
            List<Snapshot> refs = new ArrayList<>();
            for (long r : plan.references()) {
                Snapshot s = reconstructed.get(r);
                if (s == null) {
                    throw new IllegalStateException("reference iteration " + r + " was not reconstructed");
                }
                refs.add(s);
            }
            Snapshot current = snapshots.open(i);
            try {
                // tensors may come and go (optimizer state after step 0); a name that changes dtype or shape is a
                // layout error, which the part planner would otherwise quietly store as a new tensor
                if (previousLayout != null) {
                    LayoutMatch.of(previousLayout, previousSource, current.infos(), current.source().orElse(null));
                }
                previousLayout = current.infos();
                previousSource = current.source().orElse(null);
                PartSaver.Saved saved = saver.save(current, refs, codec);
                // Durable first, then delete: the final state equals Algorithm 2's (which deletes first).
                try {
                    store(o.spillDir(), it, saved);
                } finally {
                    saved.release();
                }
                SaveRecord rec = ledger.record(plan, codec.id(), current.dataBytes(),
                        new SchemeLedger.SaveTotals(saved.blobBytes(), saved.payloadBytes(), saved.encodeNanos(),
                                saved.decodeNanos(), saved.verified(), saved.parts(), saved.roles()));
                if (o.spillDir() != null) {
                    for (long d : plan.deletes()) {
                        Files.deleteIfExists(fileOf(o.spillDir(), d));
                    }
                }
                reconstructed.put(it, saved.reconstructed());
                List<Long> keep = neededLater(plan, o.config(), it);
                for (var e = reconstructed.entrySet().iterator(); e.hasNext();) {
                    var r = e.next();
                    if (!keep.contains(r.getKey())) {
                        r.getValue().close(); // frees its scratch space
                        e.remove();
                    }
                }
                listener.saved(rec);
            } finally {
                current.close();
            }
        }
        return ledger.result(o.deltaCodec().id(), o.baselineCodec().id());
    }

    /** Iterations whose reconstruction a later save can use as a reference. */
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

    /** Writes a save's containers into the spill directory, if there is one (else only their sizes count). */
    private static void store(Path dir, long it, PartSaver.Saved saved) throws IOException {
        if (dir == null) {
            return;
        }
        Files.createDirectories(dir);
        try (OutputStream out = Files.newOutputStream(fileOf(dir, it))) {
            for (SpillBuffer b : saved.blobs()) {
                b.copyTo(out);
            }
        }
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

    static double mbPerS(long bytes, long nanos) {
        return nanos <= 0 ? 0 : bytes / 1e6 / (nanos / 1e9);
    }
}
