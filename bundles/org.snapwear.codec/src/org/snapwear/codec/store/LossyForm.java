package org.snapwear.codec.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;

import org.snapwear.codec.container.ContainerBound;
import org.snapwear.codec.container.ContainerReader;
import org.snapwear.codec.container.DecodePool;
import org.snapwear.codec.container.ScratchSpace;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotViews;
import org.snapwear.codec.loss.BoundCheck;
import org.snapwear.codec.loss.BoundReport;
import org.snapwear.codec.plan.CheckpointCopy;
import org.snapwear.codec.plan.ZipEntryCrcs;
import org.snapwear.codec.scheme.SnapshotPart;
import org.snapwear.codec.spi.LossBound;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.codec.store.internal.StoreDirectory;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.checkpoint.WholeCheckpoint;
import org.snapwear.trace.io.DurableFiles;
import org.snapwear.trace.io.FileTrees;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The lossy half of a save through a loss profile, between writing its tensor parts and writing its rest file. Each
 * lossy part is decoded from the file just written, as a restore will decode it (the codec found by id among the
 * registry's decoders, against the same decoded references, the bound the container records), and every tensor is
 * checked against that bound by {@link BoundCheck}, which is independent of the codec; a tensor outside its bound
 * fails the save before anything is committed. For a whole checkpoint the restored form is then built in scratch
 * space inside the store: a copy of the checkpoint with the decoded values in place and the CRC-32 fields of the
 * {@code torch.save} zip entries brought up to date ({@link ZipEntryCrcs}). The rest file is written from that
 * form, so the CRC32C of every file it records is the restored file's: a restore checks what it wrote, and
 * {@code store verify} checks integrity and decodability, against exactly that.
 */
final class LossyForm implements AutoCloseable {
    /** Name prefix of the scratch copy (a temp name: recovery removes one a crash left behind). */
    static final String SCRATCH_PREFIX = DurableFiles.TEMP_PREFIX + "lossy-";

    private final StoreDirectory dir;
    private final Function<String, Optional<SnapshotCodec>> decoders;
    private Path scratch;

    LossyForm(StoreDirectory dir, Function<String, Optional<SnapshotCodec>> decoders) {
        this.dir = dir;
        this.decoders = decoders;
    }

    /**
     * Decodes and checks the lossy parts and builds the restored form.
     *
     * @param plan       the save's parts, in file order
     * @param lossy      for each part, whether it is lossy
     * @param written    the tensor parts as written, in the same order
     * @param references the decoded references, nearest first
     * @param checkpoint the checkpoint saved, or null for tensors only
     * @return the restored form scanned (for the rest file), or null for tensors only
     * @throws IOException one line naming the file, the tensor and the element if a tensor breaks its bound
     */
    ScannedCheckpoint check(long iteration, Snapshot current, List<SnapshotPart> plan, List<Boolean> lossy,
            List<PartEntry> written, List<Snapshot> references, ScannedCheckpoint checkpoint) throws IOException {
        Map<String, WholeCheckpoint.Piece> pieces = new HashMap<>();
        Path copy = null;
        if (checkpoint != null) {
            for (WholeCheckpoint.Piece p : WholeCheckpoint.pieces(checkpoint.tree())) {
                pieces.put(p.info().name(), p);
            }
            scratch = dir.resolve(SCRATCH_PREFIX + iteration + "-" + UUID.randomUUID());
            Files.createDirectory(scratch);
            copy = scratch.resolve(checkpoint.root().getFileName().toString());
            CheckpointCopy.copy(checkpoint, copy);
        }
        Map<Path, List<ZipEntryCrcs.Range>> rewritten = new LinkedHashMap<>();
        for (int k = 0; k < plan.size(); k++) {
            if (lossy.get(k)) {
                checkPart(iteration, current, plan.get(k), written.get(k), references, checkpoint, pieces, copy,
                        rewritten);
            }
        }
        if (checkpoint == null) {
            return null;
        }
        // torch.save files are zip archives whose readers check each entry's CRC-32 over the new values
        for (Map.Entry<Path, List<ZipEntryCrcs.Range>> e : rewritten.entrySet()) {
            if (ZipEntryCrcs.isZip(e.getKey())) {
                ZipEntryCrcs.update(e.getKey(), e.getValue());
            }
        }
        ScannedCheckpoint restored = CheckpointScanner.scan(copy);
        if (!restored.snapshotInfos().equals(checkpoint.snapshotInfos())) {
            throw new IOException(checkpoint.root() + ": the checkpoint with decoded values does not read back with "
                    + "the same tensors (a reader of the format disagrees with the decoded bytes); not saved");
        }
        return restored;
    }

    private void checkPart(long iteration, Snapshot current, SnapshotPart part, PartEntry file,
            List<Snapshot> references, ScannedCheckpoint checkpoint, Map<String, WholeCheckpoint.Piece> pieces,
            Path copy, Map<Path, List<ZipEntryCrcs.Range>> rewritten) throws IOException {
        List<TensorInfo> infos = part.tensors();
        List<Snapshot> refs = new ArrayList<>();
        for (int j = 0; j < part.references(); j++) {
            refs.add(SnapshotViews.select(references.get(j), infos));
        }
        LossBound bound = dir.peek(iteration, file.stored(),
                (in, f) -> ContainerBound.of(new ContainerReader(in, f).header(), decoders));
        ScratchSpace space = ScratchSpace.forBytes(part.dataBytes());
        try {
            Snapshot back = dir.read(iteration, file.stored(), (in, f) -> SnapshotDecoder.decode(in, f, infos, refs,
                    decoders, t -> ScratchSpace.allocate(space, t), DecodePool.shared()));
            for (TensorInfo t : infos) {
                ByteBuffer decoded = back.tensor(t.name()).orElseThrow().data();
                ByteBuffer ref = refs.isEmpty() ? null : refs.get(0).tensor(t.name()).orElseThrow().data();
                BoundReport r = BoundCheck.check(t.name(), t.dtype(), current.tensor(t.name()).orElseThrow().data(),
                        decoded, ref, bound);
                WholeCheckpoint.Piece piece = pieces.get(t.name());
                if (!r.withinBound()) {
                    String where = checkpoint == null ? "tensors" : piece == null ? checkpoint.root().toString()
                            : checkpoint.resolve(piece.file()).toString();
                    throw new IOException(where + ": iteration " + iteration + ": " + part.codec()
                            + " broke its bound " + bound.describe() + ": " + r.violation().get().message()
                            + "; nothing saved");
                }
                if (copy != null) {
                    Path target = checkpoint.tree().directory() ? copy.resolve(piece.file().path()) : copy;
                    CheckpointCopy.writeAt(target, piece.offset(), decoded);
                    rewritten.computeIfAbsent(target, x -> new ArrayList<>())
                            .add(new ZipEntryCrcs.Range(piece.offset(), t.byteSize()));
                }
            }
        } finally {
            if (space != null) {
                space.close();
            }
        }
    }

    /** Removes the scratch copy. */
    @Override
    public void close() throws IOException {
        if (scratch != null && Files.exists(scratch)) {
            FileTrees.deleteTree(scratch);
        }
        scratch = null;
    }
}
