package org.snapwear.codec.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import org.snapwear.codec.container.DecodePool;
import org.snapwear.codec.container.ScratchSpace;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotViews;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.codec.store.internal.StoreDirectory;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Reads the files of one kept entry: its tensor parts decoded against the decoded references, and its rest
 * stream. Every file's size and CRC32C are checked against the manifest while it is read.
 */
final class EntryDecoder {
    private final StoreDirectory dir;
    private final Manifest manifest;
    private final Function<String, Optional<SnapshotCodec>> codecs;

    EntryDecoder(StoreDirectory dir, Manifest manifest, Function<String, Optional<SnapshotCodec>> codecs) {
        this.dir = dir;
        this.manifest = manifest;
        this.codecs = codecs;
    }

    /** A lock-step decoder of this store's chains ({@link LockStepDecoder}) on {@code threads} threads. */
    LockStepDecoder lockStep(int threads) {
        return new LockStepDecoder(dir, manifest, codecs, threads);
    }

    /** Decoded tensors of an entry and the bytes of tensor files read. */
    record Tensors(Snapshot snapshot, long bytesRead) {
    }

    /**
     * Decodes every tensor part of {@code e}.
     *
     * @param references the entry's references decoded, in the entry's order (nearest first)
     */
    Tensors tensors(ManifestEntry e, List<Snapshot> references) throws IOException {
        return tensors(e, references, null);
    }

    /**
     * As {@link #tensors(ManifestEntry, List)}, decoding into {@code buffers} (e.g. the output files of a restore)
     * instead of the heap or scratch space when it is given.
     */
    Tensors tensors(ManifestEntry e, List<Snapshot> references, Function<TensorInfo, ByteBuffer> buffers)
            throws IOException {
        List<Tensor> all = new ArrayList<>();
        long bytes = 0;
        ScratchSpace scratch = buffers == null ? ScratchSpace.forBytes(e.rawBytes()) : null;
        Function<TensorInfo, ByteBuffer> target = buffers != null ? buffers : t -> ScratchSpace.allocate(scratch, t);
        try {
            for (PartEntry p : e.tensorParts()) {
                bytes += decodePart(e, p, references, target, all);
            }
        } catch (IOException | RuntimeException ex) {
            if (scratch != null) {
                scratch.close();
            }
            throw ex;
        }
        return new Tensors(new Snapshot(dir.resolve(e.file()), e.iteration(), inSnapshotOrder(e, all), scratch),
                bytes);
    }

    /** Decodes one tensor part into {@code out}; returns the bytes of the part file. */
    private long decodePart(ManifestEntry e, PartEntry p, List<Snapshot> references,
            Function<TensorInfo, ByteBuffer> buffers, List<Tensor> out) throws IOException {
        List<TensorInfo> infos = TensorSpec.toInfos(manifest.layouts().get(p.layoutHash()));
        List<Snapshot> refs = new ArrayList<>();
        for (int j = 0; j < p.references(); j++) {
            refs.add(SnapshotViews.select(references.get(j), infos));
        }
        Path f = dir.resolve(p.file());
        Snapshot s = dir.read(e.iteration(), p.stored(), (in, file) -> SnapshotDecoder.decode(in, file, infos, refs, codecs,
                buffers, DecodePool.shared()));
        if (s.iteration() != e.iteration()) {
            throw new CheckpointFormatException(f, 0, "the file holds iteration " + s.iteration()
                    + ", the manifest says " + e.iteration());
        }
        out.addAll(s.tensors());
        return p.size();
    }

    /** The parts' tensors in the order of the saved snapshot (its layout), not in part order. */
    private List<Tensor> inSnapshotOrder(ManifestEntry e, List<Tensor> byPart) {
        if (e.parts() == null) {
            return byPart;
        }
        java.util.Map<String, Tensor> byName = new java.util.HashMap<>();
        for (Tensor t : byPart) {
            byName.put(t.name(), t);
        }
        List<Tensor> out = new ArrayList<>(byPart.size());
        for (TensorInfo i : manifest.layoutOf(e)) {
            out.add(byName.get(i.name()));
        }
        return out;
    }

    /**
     * Reads the whole rest stream of a checkpoint entry into memory, or returns null if it is too large to serve as
     * a dictionary (then no later entry was compressed against it).
     *
     * @param dictionary the stream of the entry's first reference, if the rest file needs it
     */
    byte[] restStream(ManifestEntry e, RestPart.Dictionary dictionary) throws IOException {
        PartEntry p = e.restPart();
        if (dir.peek(e.iteration(), p.stored(), RestPart::streamLength) > RestPart.MAX_IN_MEMORY) {
            return null;
        }
        return dir.read(e.iteration(), p.stored(), (in, f) -> RestPart.readStream(in, f, dictionary));
    }

    /**
     * Rebuilds every file of the checkpoint of {@code e} in memory (rest stream opened with the first reference's
     * stream as dictionary, tensors from {@code tensors}) and checks the rest file's CRC32C and every file's.
     */
    void verifyCheckpoint(ManifestEntry e, Snapshot tensors, RestPart.Dictionary dictionary) throws IOException {
        readRest(e, dictionary, (tree, residual, f) -> CheckpointCheck.verify(tree, tensors, residual, f));
    }

    /** What is done with an opened rest file: its tree and its residual bytes (to be read to the end). */
    interface RestReader {
        void read(StoredTree tree, InputStream residual, Path restFile) throws IOException;
    }

    /** Opens the rest file of {@code e}, hands it to {@code reader}, then checks that the stream ended and the CRC32C. */
    void readRest(ManifestEntry e, RestPart.Dictionary dictionary, RestReader reader) throws IOException {
        dir.read(e.iteration(), e.restPart().stored(), (in, f) -> {
            RestPart.Opened o = RestPart.open(in, f, dictionary);
            reader.read(o.tree(), o.residual(), f);
            RestPart.finish(o, f);
            return null;
        });
    }

    /** The rest file of a checkpoint entry (for errors). */
    Path restFile(ManifestEntry e) {
        return dir.resolve(e.restPart().file());
    }

    /** Reads the tree of a checkpoint entry (for listings and for where a restore goes). */
    StoredTree tree(ManifestEntry e, RestPart.Dictionary dictionary) throws IOException {
        return dir.peek(e.iteration(), e.restPart().stored(), (in, f) -> RestPart.open(in, f, dictionary).tree());
    }
}
