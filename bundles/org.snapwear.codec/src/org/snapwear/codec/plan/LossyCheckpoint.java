package org.snapwear.codec.plan;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import org.snapwear.codec.container.ContainerBound;
import org.snapwear.codec.container.ContainerReader;
import org.snapwear.codec.container.EncodeResult;
import org.snapwear.codec.container.ScratchSpace;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.container.SnapshotViews;
import org.snapwear.codec.loss.BoundCheck;
import org.snapwear.codec.loss.BoundReport;
import org.snapwear.codec.loss.CodecChoice;
import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossDecision;
import org.snapwear.codec.loss.LossProfile;
import org.snapwear.codec.loss.LossRole;
import org.snapwear.codec.loss.LossRules;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.LossBound;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.checkpoint.CheckpointFile;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.checkpoint.WholeCheckpoint;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Puts one checkpoint (a Hugging Face or PyTorch directory, or one file) through a loss profile and writes it as a
 * normal checkpoint: the same file names and sizes, every non-tensor byte unchanged (but the CRC-32 fields of the zip
 * entries of {@code torch.save} files whose tensors changed: {@link ZipEntryCrcs}), each tensor the profile makes
 * lossy replaced in place by the values a restore would decode, so {@code torch.load} and safetensors readers open
 * the result and a training job resumes from it. Each lossy tensor goes through the container encoder and decoder
 * exactly as the store writes and restores it, and is checked against its codec's declared bound by
 * {@link BoundCheck} (independent of the codec) before anything is renamed into place; a tensor outside its bound
 * fails the write and leaves nothing behind. Which tensors are lossy is decided by {@link LossRules} alone: the
 * {@code exact} profile writes a byte-identical copy.
 *
 * <p>Given a reference (the previous checkpoint of the run as this method wrote it, i.e. as a restore gives it),
 * codecs that encode against a reference ({@code residual-quant}, {@code error-bounded}) encode each tensor of the
 * same name, type and shape against it: the closed loop of ExCP, where error does not drift along a chain.
 *
 * <p>The target is written beside itself ({@code .NAME.partial}) and renamed into place when complete.
 */
public final class LossyCheckpoint {
    private LossyCheckpoint() {
    }

    /**
     * Writes {@code source} through {@code profile} to {@code target}, which must not exist.
     *
     * @param exact     tensors the user keeps exact ({@code --exact GLOB})
     * @param reference the previous lossy checkpoint of the run, or null
     * @throws IOException naming the tensor and element when a decoded tensor breaks its bound, or on a checkpoint
     *                     that cannot be read; nothing is left at {@code target} then
     */
    public static LossyCheckpointReport write(Path source, Path target, LossProfile profile, ExactGlobs exact,
            Path reference) throws IOException {
        return write(source, target, profile, exact, reference, ChunkLayout.DEFAULT_CHUNK_BYTES);
    }

    /** As {@link #write(Path, Path, LossProfile, ExactGlobs, Path)} with a chunk size for the containers. */
    public static LossyCheckpointReport write(Path source, Path target, LossProfile profile, ExactGlobs exact,
            Path reference, int chunkBytes) throws IOException {
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileAlreadyExistsException(target + ": already exists; give a new target");
        }
        ScannedCheckpoint scanned = CheckpointScanner.scan(source);
        ScannedCheckpoint ref = reference == null ? null : CheckpointScanner.scan(reference);
        Path abs = target.toAbsolutePath();
        Path partial = abs.resolveSibling("." + abs.getFileName() + ".partial");
        deleteTree(partial);
        try (Snapshot current = scanned.snapshot(0); Snapshot refSnap = ref == null ? null : ref.snapshot(0)) {
            copyTree(scanned, partial);
            LossyCheckpointReport report = rewrite(scanned, current, refSnap, partial, profile, exact, chunkBytes);
            scanned.checkUnchanged();
            Files.move(partial, abs, StandardCopyOption.ATOMIC_MOVE);
            return report;
        } catch (IOException | RuntimeException e) {
            try {
                deleteTree(partial);
            } catch (IOException suppressed) {
                e.addSuppressed(suppressed);
            }
            throw e;
        }
    }

    /** One container: the tensors of one role given one codec, with or without the reference. */
    private record Group(LossRole role, CodecChoice codec, boolean referenced) {
    }

    private static LossyCheckpointReport rewrite(ScannedCheckpoint scanned, Snapshot current, Snapshot refSnap,
            Path partial, LossProfile profile, ExactGlobs exact, int chunkBytes) throws IOException {
        Map<String, WholeCheckpoint.Piece> pieces = new HashMap<>();
        for (WholeCheckpoint.Piece p : WholeCheckpoint.pieces(scanned.tree())) {
            pieces.put(p.info().name(), p);
        }
        Map<Group, List<TensorInfo>> groups = new LinkedHashMap<>();
        Map<LossRole, RoleTotals> roles = new EnumMap<>(LossRole.class);
        RoleTotals exactTotals = new RoleTotals(RoleLoss.EXACT_ROLE, "exact");
        List<LossDecision> reported = new ArrayList<>();
        long tensorBytes = 0;
        int referenced = 0;
        for (TensorInfo t : current.infos()) {
            tensorBytes += t.byteSize();
            LossDecision d = LossRules.decide(profile, exact, t.name(), t.dtype(), t.elementCount());
            if (d.exact()) {
                exactTotals.addExact(t);
                if (d.reason().equals(LossDecision.UNSUPPORTED_DTYPE) || d.reason().equals(LossDecision.EXACT_GLOB)) {
                    reported.add(d);
                }
                continue;
            }
            CodecChoice choice = d.codec().get();
            boolean withRef = refSnap != null && choice.codec().referenceDepth() > 0
                    && refSnap.tensor(t.name()).map(r -> r.info().equals(t)).orElse(false);
            referenced += withRef ? 1 : 0;
            groups.computeIfAbsent(new Group(d.role().get(), choice, withRef), g -> new ArrayList<>()).add(t);
        }
        Map<Path, List<ZipEntryCrcs.Range>> written = new LinkedHashMap<>();
        for (Map.Entry<Group, List<TensorInfo>> e : groups.entrySet()) {
            Group g = e.getKey();
            RoleTotals totals = roles.computeIfAbsent(g.role(), r -> new RoleTotals(r.id(), g.codec().spec()));
            encodeGroup(g, e.getValue(), current, refSnap, pieces, scanned, partial, chunkBytes, totals, written);
        }
        // torch.save files are zip archives whose readers check each entry's CRC-32 over the new values
        for (Map.Entry<Path, List<ZipEntryCrcs.Range>> e : written.entrySet()) {
            if (ZipEntryCrcs.isZip(e.getKey())) {
                ZipEntryCrcs.update(e.getKey(), e.getValue());
            }
        }
        List<RoleLoss> rows = new ArrayList<>();
        long encoded = 0;
        for (RoleTotals r : roles.values()) {
            rows.add(r.row());
            encoded += r.encoded;
        }
        if (exactTotals.tensors > 0) {
            rows.add(exactTotals.row());
            encoded += exactTotals.encoded;
        }
        long nonTensor = scanned.tree().totalBytes() - scanned.tree().payloadBytes();
        return new LossyCheckpointReport(profile.name(), rows, reported, tensorBytes, encoded, nonTensor, referenced);
    }

    /**
     * Encodes one group into a container as the store would, decodes it back, checks every tensor against the
     * codec's bound and writes the decoded values over the originals' places in the partial copy.
     */
    private static void encodeGroup(Group g, List<TensorInfo> infos, Snapshot current, Snapshot refSnap,
            Map<String, WholeCheckpoint.Piece> pieces, ScannedCheckpoint scanned, Path partial, int chunkBytes,
            RoleTotals totals, Map<Path, List<ZipEntryCrcs.Range>> written) throws IOException {
        SnapshotCodec codec = g.codec().codec();
        Snapshot part = SnapshotViews.select(current, infos);
        List<Snapshot> refs = g.referenced() ? List.of(SnapshotViews.select(refSnap, infos)) : List.of();
        SpillBuffer buf = new SpillBuffer();
        ScratchSpace scratch = ScratchSpace.forBytes(part.dataBytes());
        try {
            EncodeResult enc = SnapshotEncoder.encode(codec, part, refs, chunkBytes, buf);
            totals.encoded += enc.containerBytes();
            // decoded and checked as a reader of the container would: the codec found by id in the registry's
            // decoders, the bound the container records
            Function<String, Optional<SnapshotCodec>> decoders = CodecRegistry.defaultRegistry()::decoder;
            Snapshot back;
            LossBound bound;
            try (InputStream in = buf.open()) {
                ContainerReader header = new ContainerReader(in, null);
                bound = ContainerBound.of(header.header(), decoders);
            }
            try (InputStream in = buf.open()) {
                back = SnapshotDecoder.decode(in, null, infos, refs, decoders, t -> ScratchSpace.allocate(scratch, t));
            }
            for (TensorInfo t : infos) {
                Tensor original = current.tensor(t.name()).orElseThrow();
                Tensor decoded = back.tensor(t.name()).orElseThrow();
                ByteBuffer refData = g.referenced() ? refSnap.tensor(t.name()).orElseThrow().data() : null;
                BoundReport r = BoundCheck.check(t.name(), t.dtype(), original.data(), decoded.data(), refData,
                        bound);
                if (!r.withinBound()) {
                    throw new IOException(codec.id() + " broke its bound " + bound.describe() + ": "
                            + r.violation().get().message());
                }
                totals.add(t, r);
                WholeCheckpoint.Piece piece = pieces.get(t.name());
                Path file = scanned.tree().directory() ? partial.resolve(piece.file().path()) : partial;
                writeAt(file, piece.offset(), decoded.data());
                written.computeIfAbsent(file, f -> new ArrayList<>()).add(new ZipEntryCrcs.Range(piece.offset(),
                        t.byteSize()));
            }
        } finally {
            buf.release();
            if (scratch != null) {
                scratch.close();
            }
        }
    }

    private static void writeAt(Path file, long offset, ByteBuffer data) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ByteBuffer b = data.duplicate();
            long at = offset;
            while (b.hasRemaining()) {
                at += ch.write(b, at);
            }
        }
    }

    private static void copyTree(ScannedCheckpoint scanned, Path partial) throws IOException {
        if (!scanned.tree().directory()) {
            Files.copy(scanned.resolve(scanned.tree().files().get(0)), partial);
            return;
        }
        Files.createDirectory(partial);
        for (String d : scanned.tree().directories()) {
            Files.createDirectories(partial.resolve(d));
        }
        for (CheckpointFile f : scanned.tree().files()) {
            Files.copy(scanned.resolve(f), partial.resolve(f.path()));
        }
    }

    private static void deleteTree(Path p) throws IOException {
        if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> s = Files.walk(p)) {
            for (Path q : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(q);
            }
        }
    }

    /** Running totals of one role. */
    private static final class RoleTotals {
        private final String role;
        private final String codec;
        private int tensors;
        private long raw;
        private long encoded;
        private long elements;
        private double maxAbs;
        private double maxRel;
        private double relSum;
        private double prunedSum;

        RoleTotals(String role, String codec) {
            this.role = role;
            this.codec = codec;
        }

        void addExact(TensorInfo t) {
            tensors++;
            raw += t.byteSize();
            encoded += t.byteSize();
            elements += t.elementCount();
        }

        void add(TensorInfo t, BoundReport r) {
            tensors++;
            raw += t.byteSize();
            elements += r.elements();
            maxAbs = Math.max(maxAbs, r.maxAbsError());
            maxRel = Math.max(maxRel, r.maxRelError());
            relSum += r.meanRelError() * r.elements();
            prunedSum += r.fractionPruned() * r.elements();
        }

        RoleLoss row() {
            return new RoleLoss(role, codec, tensors, raw, encoded, maxAbs, maxRel,
                    elements == 0 ? 0 : relSum / elements, elements == 0 ? 0 : prunedSum / elements);
        }
    }
}
