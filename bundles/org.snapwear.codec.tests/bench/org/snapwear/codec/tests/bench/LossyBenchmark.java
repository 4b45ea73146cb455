package org.snapwear.codec.tests.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.snapwear.codec.loss.BoundCheck;
import org.snapwear.codec.loss.BoundReport;
import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossDecision;
import org.snapwear.codec.loss.LossProfile;
import org.snapwear.codec.loss.LossProfileFile;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.loss.LossRole;
import org.snapwear.codec.loss.LossRules;
import org.snapwear.codec.spi.Chunk;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.codec.tests.codecs.TestTensors;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * Speed and size of the lossy codecs on a real AdamW run ({@code hf_charlm_adamw}: fp32 weights in safetensors,
 * exp_avg and exp_avg_sq in optimizer.pt, read through the trace readers). For each built-in lossy profile, every
 * save after the first is encoded tensor by tensor with the codec the profile gives its role (1 MiB chunks, one
 * thread); the reference is the previous save as decoded under the same profile (closed loop), for a delta-only
 * codec's first save the save before it as stored exactly.
 * Speed is raw MB per second of thread CPU time, summed over {@code -Dbench.reps} passes after
 * {@code -Dbench.warmup} passes (the JIT's); size
 * is % of raw per role; every decoded tensor is checked against its bound.
 * Usage: java [-Dbench.reps=20] [-Dbench.warmup=5] [-Dbench.profiles=FILE (more profiles, profile-file syntax)]
 * [-Dbench.only=NAME,... (only these profiles)]
 * -cp ... org.snapwear.codec.tests.bench.LossyBenchmark [fixtures-dir]
 */
public final class LossyBenchmark {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private LossyBenchmark() {
    }

    /** Sums per codec spec. */
    private static final class Speed {
        long raw;
        long encNs;
        long decNs;
    }

    /** Sums per role. */
    private static final class Size {
        long raw;
        long encoded;
        double maxRel;
        double maxAbs;
        long pruned;
        long nonZero;
        String codec = "exact";
    }

    public static void main(String[] args) throws Exception {
        Locale.setDefault(Locale.ROOT);
        String fixtures = args.length > 0 ? args[0] : System.getProperty("snapwear.fixtures", "/work/shared/fixtures");
        int reps = Integer.getInteger("bench.reps", 20);
        int warmup = Integer.getInteger("bench.warmup", 5);
        SnapshotSequence seq = SnapshotSequence.discover(Path.of(fixtures, "hf_charlm_adamw"));
        List<Snapshot> snaps = new ArrayList<>();
        for (int i = 0; i < seq.size(); i++) {
            try (Snapshot s = seq.open(i)) {
                snaps.add(TestTensors.copy(s));
            }
        }
        System.out.println("# LossyBenchmark  java " + System.getProperty("java.version") + ", hf_charlm_adamw, "
                + snaps.size() + " saves, " + reps + " timed passes");
        List<LossProfile> user = System.getProperty("bench.profiles") == null ? List.of()
                : LossProfileFile.read(Path.of(System.getProperty("bench.profiles")));
        // every lossy built-in (by listing, so the same source also measures engines from before a profile existed)
        List<String> names = new ArrayList<>();
        LossProfiles.builtIns().stream().filter(p -> !p.isExact()).forEach(p -> names.add(p.name()));
        user.forEach(p -> names.add(p.name()));
        if (System.getProperty("bench.only") != null) { // one profile, e.g. under a profiler
            names.retainAll(List.of(System.getProperty("bench.only").split(",")));
        }
        for (String name : names) {
            LossProfile profile = LossProfiles.resolve(name, user);
            Map<String, Speed> speed = new LinkedHashMap<>();
            Map<LossRole, Size> size = new EnumMap<>(LossRole.class);
            for (int pass = -warmup; pass <= reps; pass++) {
                Map<String, ByteBuffer> decodedPrevious = new HashMap<>();
                for (int i = 1; i < snaps.size(); i++) {
                    for (Tensor t : snaps.get(i).tensors()) {
                        long elements = t.info().byteSize() / t.dtype().byteSize();
                        LossDecision d = LossRules.decide(profile, ExactGlobs.NONE, t.name(), t.dtype(), elements);
                        if (d.role().isEmpty()) {
                            continue;
                        }
                        Size s = size.computeIfAbsent(d.role().get(), r -> new Size());
                        if (d.exact()) {
                            if (pass == 0) {
                                s.raw += t.info().byteSize();
                            }
                            continue;
                        }
                        SnapshotCodec codec = d.codec().get().codec();
                        ByteBuffer ref = decodedPrevious.get(t.name());
                        if (ref == null && !codec.kind().encodesBaselines()) {
                            // a delta-only codec's first reference: the save before, kept exactly (a baseline)
                            ref = exactTensor(snaps.get(i - 1), t.name());
                        }
                        ByteBuffer dec = ByteBuffer.allocate((int) t.info().byteSize()).order(ByteOrder.LITTLE_ENDIAN);
                        long[] r = run(codec, t, ref, dec);
                        decodedPrevious.put(t.name(), dec);
                        Speed sp = speed.computeIfAbsent(d.codec().get().spec(), k -> new Speed());
                        if (pass != 0) {
                            if (pass < 0) {
                                continue;
                            }
                            sp.raw += t.info().byteSize();
                            sp.encNs += r[0];
                            sp.decNs += r[1];
                            continue;
                        }
                        s.codec = d.codec().get().spec();
                        s.raw += t.info().byteSize();
                        s.encoded += r[2];
                        BoundReport rep = BoundCheck.check(t.name(), t.dtype(), t.data(), dec, ref, codec.bound());
                        if (!rep.withinBound()) {
                            throw new AssertionError(rep.violation().get().message());
                        }
                        s.maxRel = Math.max(s.maxRel, rep.maxRelError());
                        s.maxAbs = Math.max(s.maxAbs, rep.maxAbsError());
                        s.nonZero += elements;
                        s.pruned += Math.round(rep.fractionPruned() * elements);
                    }
                }
            }
            System.out.println("\n## profile " + name + "\n");
            System.out.println("| codec | raw MB per pass | encode MB/s | decode MB/s |");
            System.out.println("| --- | ---: | ---: | ---: |");
            speed.forEach((k, v) -> System.out.printf("| %s | %.2f | %.0f | %.0f |%n", k, v.raw / 1e6 / reps,
                    v.raw / 1e6 / (v.encNs / 1e9), v.raw / 1e6 / (v.decNs / 1e9)));
            System.out.println();
            System.out.println("| role | codec | raw MB | % of raw | max abs error | max rel error | pruned |");
            System.out.println("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
            size.forEach((role, v) -> System.out.printf("| %s | %s | %.2f | %s | %s | %s | %s |%n", role.id(),
                    v.codec, v.raw / 1e6, v.encoded == 0 ? "(exact)" : String.format("%.1f%%", 100.0 * v.encoded
                    / v.raw), v.encoded == 0 ? "0" : String.format("%.3g", v.maxAbs), v.encoded == 0 ? "0"
                    : String.format("%.3g", v.maxRel), v.encoded == 0 ? "-" : String.format("%.2f%%",
                    100.0 * v.pruned / Math.max(1, v.nonZero))));
        }
    }

    private static ByteBuffer exactTensor(Snapshot s, String name) {
        for (Tensor t : s.tensors()) {
            if (t.name().equals(name)) {
                return t.data().duplicate().order(ByteOrder.LITTLE_ENDIAN);
            }
        }
        throw new IllegalStateException(name + " is missing from the save before");
    }

    /** Encodes and decodes one tensor in 1 MiB chunks: {encode CPU ns, decode CPU ns, encoded bytes}. */
    private static long[] run(SnapshotCodec codec, Tensor t, ByteBuffer ref, ByteBuffer out) throws Exception {
        ChunkLayout layout = ChunkLayout.of(List.of(t.info()));
        ByteBuffer data = t.data().duplicate().order(ByteOrder.LITTLE_ENDIAN);
        List<byte[]> encoded = new ArrayList<>();
        long t0 = CPU.getCurrentThreadCpuTime();
        CodecParams params = codec.prepare(null);
        for (Chunk c : layout.chunks()) {
            encoded.add(codec.encodeChunk(params, new ChunkInput(c, slice(data, c), ref == null ? null
                    : slice(ref, c), null)));
        }
        long t1 = CPU.getCurrentThreadCpuTime();
        long bytes = 0;
        for (Chunk c : layout.chunks()) {
            byte[] e = encoded.get(c.index());
            bytes += e.length;
            codec.decodeChunk(params, new ChunkInput(c, null, ref == null ? null : slice(ref, c), null),
                    ByteBuffer.wrap(e).order(ByteOrder.LITTLE_ENDIAN), slice(out, c));
        }
        long t2 = CPU.getCurrentThreadCpuTime();
        return new long[] {t1 - t0, t2 - t1, bytes};
    }

    private static ByteBuffer slice(ByteBuffer b, Chunk c) {
        return b.slice((int) c.byteOffset(), c.byteLength()).order(ByteOrder.LITTLE_ENDIAN);
    }
}
