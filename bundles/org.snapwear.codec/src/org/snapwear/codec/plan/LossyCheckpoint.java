package org.snapwear.codec.plan;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.snapwear.codec.container.ContainerBound;
import org.snapwear.codec.container.ContainerReader;
import org.snapwear.codec.container.EncodeResult;
import org.snapwear.codec.container.ScratchSpace;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.container.SnapshotViews;
import org.snapwear.codec.loss.BoundCheck;
import org.snapwear.codec.loss.BoundReport;
import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossDecision;
import org.snapwear.codec.loss.LossProfile;
import org.snapwear.codec.loss.LossRole;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.scheme.RoleError;
import org.snapwear.codec.scheme.SnapshotPart;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.LossBound;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.checkpoint.WholeCheckpoint;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.io.FileTrees;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Puts one checkpoint (a Hugging Face or PyTorch directory, or one file) through a loss profile and writes it as a
 * normal checkpoint: the same file names and sizes, every non-tensor byte unchanged (but the CRC-32 fields of the zip
 * entries of {@code torch.save} files whose tensors changed: {@link ZipEntryCrcs}), each tensor the profile makes
 * lossy replaced in place by the values a restore would decode, so {@code torch.load} and safetensors readers open
 * the result and a training job resumes from it. Each lossy tensor goes through the container encoder and decoder
 * exactly as the store writes and restores it, and is checked against its codec's declared bound by
 * {@link BoundCheck} (independent of the codec) before anything is renamed into place; a tensor outside its bound
 * fails the write and leaves nothing behind. Which tensors are lossy, and with which codec, the run plan decides
 * ({@link PlanLoss} through the plan's part planner, as for a save): the {@code exact} profile writes a
 * byte-identical copy.
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
        FileTrees.deleteTree(partial);
        try (Snapshot current = scanned.snapshot(0); Snapshot refSnap = ref == null ? null : ref.snapshot(0)) {
            CheckpointCopy.copy(scanned, partial);
            LossyCheckpointReport report = rewrite(scanned, current, refSnap, partial, profile, exact, chunkBytes);
            scanned.checkUnchanged();
            Files.move(partial, abs, StandardCopyOption.ATOMIC_MOVE);
            return report;
        } catch (IOException | RuntimeException e) {
            try {
                FileTrees.deleteTree(partial);
            } catch (IOException suppressed) {
                e.addSuppressed(suppressed);
            }
            throw e;
        }
    }

    private static LossyCheckpointReport rewrite(ScannedCheckpoint scanned, Snapshot current, Snapshot refSnap,
            Path partial, LossProfile profile, ExactGlobs exact, int chunkBytes) throws IOException {
        Map<String, WholeCheckpoint.Piece> pieces = new HashMap<>();
        for (WholeCheckpoint.Piece p : WholeCheckpoint.pieces(scanned.tree())) {
            pieces.put(p.info().name(), p);
        }
        PlanLoss loss = new PlanLoss(profile, exact);
        List<LossDecision> reported = loss.reported(current.infos());
        long tensorBytes = current.dataBytes();
        // the plan's part planner splits the tensors as a save would: lossy parts named by their codec's spec
        // (against the reference where the codec encodes deltas and the reference holds the tensor), the rest
        // in exact parts, which are copied as they are
        SnapshotCodec lossless = FallbackCodec.in(CodecRegistry.defaultRegistry());
        if (lossless == null) {
            throw new IOException("codec " + FallbackCodec.ID + " is not available");
        }
        List<SnapshotPart> parts = new PlanCodecs(lossless, lossless, lossless, loss).partPlanner().plan(
                current.infos(), refSnap == null ? List.of() : List.of(refSnap.infos()));
        Map<LossRole, long[]> bytes = new EnumMap<>(LossRole.class); // tensors, raw, encoded
        RoleErrors errors = new RoleErrors();
        long[] exactBytes = new long[3];
        int referenced = 0;
        Map<Path, List<ZipEntryCrcs.Range>> written = new LinkedHashMap<>();
        for (SnapshotPart part : parts) {
            Optional<SnapshotCodec> codec = loss.codec(part.codec());
            if (codec.isEmpty()) {
                for (TensorInfo t : part.tensors()) {
                    add(exactBytes, t.byteSize(), t.byteSize());
                }
                continue;
            }
            referenced += part.references() > 0 ? part.tensors().size() : 0;
            encodePart(part, codec.get(), current, refSnap, pieces, scanned, partial, chunkBytes, bytes, errors,
                    written);
        }
        // torch.save files are zip archives whose readers check each entry's CRC-32 over the new values
        for (Map.Entry<Path, List<ZipEntryCrcs.Range>> e : written.entrySet()) {
            if (ZipEntryCrcs.isZip(e.getKey())) {
                ZipEntryCrcs.update(e.getKey(), e.getValue());
            }
        }
        List<RoleLoss> rows = new ArrayList<>();
        long encoded = exactBytes[2];
        for (Map.Entry<LossRole, long[]> e : bytes.entrySet()) {
            RoleError err = errors.row(e.getKey()).orElseThrow();
            long[] b = e.getValue();
            rows.add(new RoleLoss(err.role(), err.codec(), (int) b[0], b[1], b[2], err.maxAbsError(),
                    err.maxRelError(), err.meanRelError(), err.fractionPruned()));
            encoded += b[2];
        }
        if (exactBytes[0] > 0) {
            rows.add(new RoleLoss(RoleLoss.EXACT_ROLE, "exact", (int) exactBytes[0], exactBytes[1], exactBytes[2],
                    0, 0, 0, 0));
        }
        long nonTensor = scanned.tree().totalBytes() - scanned.tree().payloadBytes();
        return new LossyCheckpointReport(profile.name(), rows, reported, tensorBytes, encoded, nonTensor, referenced);
    }

    private static void add(long[] b, long raw, long encoded) {
        b[0]++;
        b[1] += raw;
        b[2] += encoded;
    }

    /**
     * Encodes one lossy part into a container as the store would, decodes it back, checks every tensor against the
     * bound the container records and writes the decoded values over the originals' places in the partial copy.
     * A tensor's encoded bytes are its chunks' payloads plus its share (by raw bytes) of the container's framing.
     */
    private static void encodePart(SnapshotPart partPlan, SnapshotCodec codec, Snapshot current, Snapshot refSnap,
            Map<String, WholeCheckpoint.Piece> pieces, ScannedCheckpoint scanned, Path partial, int chunkBytes,
            Map<LossRole, long[]> bytes, RoleErrors errors, Map<Path, List<ZipEntryCrcs.Range>> written)
            throws IOException {
        List<TensorInfo> infos = partPlan.tensors();
        Snapshot part = SnapshotViews.select(current, infos);
        List<Snapshot> refs = partPlan.references() > 0 ? List.of(SnapshotViews.select(refSnap, infos)) : List.of();
        SpillBuffer buf = new SpillBuffer();
        ScratchSpace scratch = ScratchSpace.forBytes(part.dataBytes());
        try {
            EncodeResult enc = SnapshotEncoder.encode(codec, part, refs, chunkBytes, buf);
            // decoded and checked as a reader of the container would: the codec found by id in the registry's
            // decoders, the bound the container records
            Function<String, Optional<SnapshotCodec>> decoders = CodecRegistry.defaultRegistry()::decoder;
            Snapshot back;
            LossBound bound;
            try (InputStream in = buf.open()) {
                bound = ContainerBound.of(new ContainerReader(in, null).header(), decoders);
            }
            try (InputStream in = buf.open()) {
                back = SnapshotDecoder.decode(in, null, infos, refs, decoders, t -> ScratchSpace.allocate(scratch, t));
            }
            long[] payload = enc.tensorPayloadBytes();
            long framing = enc.containerBytes() - enc.payloadBytes();
            long raw = part.dataBytes();
            long framingLeft = framing;
            for (int i = 0; i < infos.size(); i++) {
                TensorInfo t = infos.get(i);
                Tensor original = current.tensor(t.name()).orElseThrow();
                Tensor decoded = back.tensor(t.name()).orElseThrow();
                ByteBuffer refData = refs.isEmpty() ? null : refSnap.tensor(t.name()).orElseThrow().data();
                BoundReport r = BoundCheck.check(t.name(), t.dtype(), original.data(), decoded.data(), refData,
                        bound);
                if (!r.withinBound()) {
                    throw new IOException(partPlan.codec() + " broke its bound " + bound.describe() + ": "
                            + r.violation().get().message());
                }
                LossRole role = LossRole.of(t.name(), t.dtype()).orElse(LossRole.OTHER_FLOAT);
                errors.add(role, partPlan.codec(), r);
                long share = i == infos.size() - 1 ? framingLeft
                        : raw == 0 ? 0 : Math.round((double) framing * t.byteSize() / raw);
                framingLeft -= share;
                add(bytes.computeIfAbsent(role, x -> new long[3]), t.byteSize(), payload[i] + share);
                WholeCheckpoint.Piece piece = pieces.get(t.name());
                Path file = scanned.tree().directory() ? partial.resolve(piece.file().path()) : partial;
                CheckpointCopy.writeAt(file, piece.offset(), decoded.data());
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
}
