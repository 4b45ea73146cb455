package org.snapwear.codec.scheme;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.snapwear.codec.container.EncodeResult;
import org.snapwear.codec.container.ScratchSpace;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotViews;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.checkpoint.TensorRole;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Encodes one snapshot the way the store saves it: split by {@link PartPlanner} into parts, each part a container
 * of its own encoded against the references that hold its tensors; then decodes every part back and reassembles
 * the snapshot, so the next save uses the reconstruction as its reference. A sequence whose layout never changes
 * and whose codecs take every dtype gives exactly one part, byte-identical to encoding the whole snapshot.
 */
final class PartSaver {
    /**
     * One encoded snapshot.
     *
     * @param blobs         the part containers in plan order (what is written; release them)
     * @param payloadBytes  summed codec payloads of the parts
     * @param encodeNanos   summed encode time
     * @param decodeNanos   summed decode time
     * @param reconstructed the snapshot as decoded, tensors in the input's order
     * @param verified      bit-identical to the input
     * @param parts         per-part accounting
     * @param roles         written bytes per tensor role, plus the container row
     */
    record Saved(List<SpillBuffer> blobs, long payloadBytes, long encodeNanos, long decodeNanos,
            Snapshot reconstructed, boolean verified, List<PartRecord> parts, List<RoleVolume> roles) {

        /** Bytes written: the containers' total size. */
        long blobBytes() {
            long n = 0;
            for (SpillBuffer b : blobs) {
                n += b.size();
            }
            return n;
        }

        /** Removes the containers' temporary files. */
        void release() throws IOException {
            for (SpillBuffer b : blobs) {
                b.release();
            }
        }
    }

    private final PartPlanner planner;
    private final Map<String, SnapshotCodec> codecs = new HashMap<>();
    private final int chunkBytes;
    private final SnapshotWriterFunction writer;

    PartSaver(SnapshotCodec delta, SnapshotCodec baseline, SnapshotCodec fallback, boolean deltas, int chunkBytes,
            SnapshotWriterFunction writer) {
        this.planner = new PartPlanner(deltas ? delta : null, baseline, fallback);
        codecs.put(fallback.id(), fallback);
        codecs.put(baseline.id(), baseline);
        if (deltas) {
            codecs.put(delta.id(), delta);
        }
        this.chunkBytes = chunkBytes;
        this.writer = writer;
    }

    /**
     * @param current    the snapshot to save
     * @param references reconstructed references, nearest first (empty for a baseline)
     * @param roleCodec  the scheme's codec for this save (used for a snapshot without tensors)
     */
    Saved save(Snapshot current, List<Snapshot> references, SnapshotCodec roleCodec) throws IOException {
        List<List<TensorInfo>> refLayouts = new ArrayList<>();
        for (Snapshot r : references) {
            refLayouts.add(r.infos());
        }
        List<SnapshotPart> parts = planner.plan(current.infos(), refLayouts);
        if (parts.isEmpty()) {
            parts = List.of(new SnapshotPart(roleCodec.id(), 0, List.of()));
        }
        List<SpillBuffer> blobs = new ArrayList<>();
        // the reconstruction is the next save's reference: in mapped scratch space when it is large, not the heap
        ScratchSpace scratch = ScratchSpace.forBytes(current.dataBytes());
        Map<String, Tensor> decoded = new HashMap<>();
        Map<TensorRole, long[]> roles = new EnumMap<>(TensorRole.class);
        List<PartRecord> records = new ArrayList<>();
        long payload = 0;
        long enc = 0;
        long dec = 0;
        long framing = 0;
        for (SnapshotPart part : parts) {
            SnapshotCodec codec = codecs.get(part.codec());
            Snapshot view = SnapshotViews.select(current, part.tensors());
            List<Snapshot> refs = new ArrayList<>();
            for (Snapshot r : references.subList(0, part.references())) {
                refs.add(SnapshotViews.select(r, part.tensors()));
            }
            SpillBuffer buf = new SpillBuffer();
            blobs.add(buf);
            EncodeResult e;
            try {
                e = writer.encode(codec, view, refs, chunkBytes, buf);
            } catch (IllegalArgumentException ex) {
                throw new IOException("iteration " + current.iteration() + ": " + ex.getMessage(), ex);
            }
            long t0 = System.nanoTime();
            Snapshot back;
            try (InputStream in = buf.open()) {
                back = SnapshotDecoder.decode(in, null, part.tensors(), refs,
                        id -> id.equals(codec.id()) ? Optional.of(codec) : Optional.empty(),
                        t -> ScratchSpace.allocate(scratch, t));
            }
            dec += System.nanoTime() - t0;
            for (Tensor t : back.tensors()) {
                decoded.put(t.name(), t);
            }
            long chunkRecords = PartVolumes.account(part.tensors(), e.tensorPayloadBytes(), chunkBytes, roles);
            framing += buf.size() - e.payloadBytes() - chunkRecords;
            payload += e.payloadBytes();
            enc += e.nanos();
            records.add(new PartRecord(codec.id(), part.references(), part.tensors().size(), part.dataBytes(),
                    buf.size()));
        }
        List<Tensor> ordered = new ArrayList<>();
        for (TensorInfo t : current.infos()) {
            ordered.add(decoded.get(t.name()));
        }
        Snapshot reconstructed = new Snapshot(null, current.iteration(), ordered, scratch);
        List<RoleVolume> roleRows = PartVolumes.rows(roles, framing);
        return new Saved(blobs, payload, enc, dec, reconstructed,
                SchemeSimulation.sameData(current, reconstructed), records, roleRows);
    }
}
