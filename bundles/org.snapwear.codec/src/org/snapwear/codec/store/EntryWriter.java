package org.snapwear.codec.store;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.snapwear.codec.container.EncodeResult;
import org.snapwear.codec.container.ParallelSnapshotEncoder;
import org.snapwear.codec.container.SnapshotViews;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.scheme.SnapshotPart;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.codec.store.internal.FileCheck;
import org.snapwear.codec.store.internal.StoreDirectory;
import org.snapwear.codec.store.internal.StoreFiles;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.io.DurableFiles;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Writes the files of one save durably: a codec container per {@link SnapshotPart} (encoded on every core, output
 * identical to one thread) and, for a whole checkpoint, the rest file. With lossy parts, {@link LossyForm} decodes
 * and checks them between the two, and the rest file is written from the restored form. If anything fails, a
 * lossy tensor breaks its bound, or the checkpoint changed while it was read, the files written so far are removed
 * and nothing else changed.
 */
final class EntryWriter {
    private final StoreDirectory dir;
    private final CodecRegistry registry;
    private final Map<String, SnapshotCodec> planned;
    private final int chunkBytes;
    private final int threads;
    private final Progress progress;

    /**
     * @param planned  the codecs the plan names its parts with (a lossy codec by its spec), looked up before the
     *                 registry
     * @param threads  encoder threads (the output is identical for any count)
     * @param progress told the tensor bytes of every chunk written; asked whether to stop between parts
     */
    EntryWriter(StoreDirectory dir, CodecRegistry registry, Map<String, SnapshotCodec> planned, int chunkBytes,
            int threads, Progress progress) {
        this.dir = dir;
        this.registry = registry;
        this.planned = Map.copyOf(planned);
        this.chunkBytes = chunkBytes;
        this.threads = threads;
        this.progress = progress;
    }

    /** The files written and the time spent encoding. */
    record Written(List<PartEntry> parts, long encodeNanos) {
    }

    /**
     * @param references the decoded references, nearest first
     * @param checkpoint the whole checkpoint (null for tensors only)
     * @param dictionary rest stream of the first reference (null if none)
     * @param onDisk     references read from checkpoints on disk, which must not change either
     * @param lossy      for each part of {@code plan}, whether a lossy codec encodes it
     */
    Written write(long iteration, long generation, Snapshot current, List<SnapshotPart> plan,
            List<Snapshot> references, ScannedCheckpoint checkpoint, byte[] dictionary, List<ScannedCheckpoint> onDisk,
            List<Boolean> lossy) throws IOException {
        List<PartEntry> parts = new ArrayList<>();
        long t0 = System.nanoTime();
        progress.begin("saving iteration " + iteration, checkpoint != null ? checkpoint.tree().totalBytes()
                : current.dataBytes(), "bytes");
        try (ParallelSnapshotEncoder encoder = new ParallelSnapshotEncoder(threads);
                LossyForm form = new LossyForm(dir, registry::decoder)) {
            for (int k = 0; k < plan.size(); k++) {
                progress.checkCanceled();
                SnapshotPart part = plan.get(k);
                SnapshotCodec codec = planned.containsKey(part.codec()) ? planned.get(part.codec())
                        : registry.require(part.codec());
                Snapshot tensors = SnapshotViews.select(current, part.tensors());
                List<Snapshot> refs = new ArrayList<>();
                for (int j = 0; j < part.references(); j++) {
                    refs.add(SnapshotViews.select(references.get(j), part.tensors()));
                }
                String name = StoreFiles.tensorPart(iteration, generation, k);
                EncodeResult[] result = new EncodeResult[1];
                StoreDirectory.Written w = write(name, PartEntry.CONTAINER_TRAILER, parts,
                        out -> result[0] = encoder.encode(codec, tensors.withIteration(iteration), refs, chunkBytes,
                                out, progress)); // told chunk by chunk
                parts.add(new PartEntry(name, PartEntry.TENSORS, codec.id(), part.references(),
                        SnapshotStore.hex16(org.snapwear.codec.spi.ChunkLayout.hashOf(part.tensors())), w.size(),
                        FileCheck.hex8(w.crc32c()), part.dataBytes(), null, PartEntry.CONTAINER_TRAILER));
            }
            ScannedCheckpoint restFrom = checkpoint;
            if (lossy.contains(true)) {
                progress.checkCanceled();
                ScannedCheckpoint restored = form.check(iteration, current, plan, lossy, parts, references,
                        checkpoint);
                restFrom = restored != null ? restored : checkpoint;
            }
            if (checkpoint != null) {
                progress.checkCanceled();
                String name = StoreFiles.restPart(iteration, generation);
                RestPart.Written[] rest = new RestPart.Written[1];
                ScannedCheckpoint from = restFrom;
                StoreDirectory.Written w = write(name, 0, parts, out -> rest[0] = RestPart.write(out, from,
                        dictionary));
                parts.add(new PartEntry(name, PartEntry.REST, rest[0].dictionary() ? "zstd-delta" : "zstd",
                        rest[0].dictionary() ? 1 : 0, null, w.size(), FileCheck.hex8(w.crc32c()),
                        checkpoint.tree().totalBytes() - checkpoint.tree().payloadBytes(),
                        FileCheck.hex8(rest[0].streamCrc32c()), 0));
                progress.worked(checkpoint.tree().totalBytes() - checkpoint.tree().payloadBytes());
                checkpoint.checkUnchanged();
                from.checkUnchanged();
                for (ScannedCheckpoint c : onDisk) {
                    c.checkUnchanged();
                }
            }
        } catch (IOException | RuntimeException e) {
            for (PartEntry p : parts) {
                quietDelete(p.file(), e);
            }
            throw e;
        }
        return new Written(parts, System.nanoTime() - t0);
    }

    /** @param trailerBytes bytes at the end the recorded CRC32C leaves out (see {@link PartEntry}) */
    private StoreDirectory.Written write(String name, int trailerBytes, List<PartEntry> written,
            DurableFiles.Content content) throws IOException {
        try {
            return dir.write(name, trailerBytes, content);
        } catch (DurableFiles.RenamedButNotSynced e) {
            quietDelete(name, e);
            throw e;
        }
    }

    private void quietDelete(String file, Exception cause) {
        try {
            dir.delete(file);
        } catch (IOException suppressed) {
            cause.addSuppressed(suppressed);
        }
    }
}
