package org.snapwear.codec.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

import org.snapwear.codec.store.internal.StoreDirectory;
import org.snapwear.codec.store.internal.WriteBehind;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Writes a kept whole checkpoint back. Its tensors are decoded straight into the new files ({@link OutputFiles}):
 * together with its references chunk by chunk ({@link LockStepDecoder}) when every level of its chain holds its part
 * layouts, else its references first (into scratch space when large). It is written beside the target under a temporary name
 * and renamed into place only when every file's CRC32C matched the one recorded at save, so a failed restore leaves
 * nothing behind (an existing target it was to replace stays as it was) and a restored checkpoint is never half
 * written ({@link RestoreTarget}). The tree is made durable (files, then directories) before the rename and the
 * rename afterwards, its pages written back while it is being decoded.
 */
final class CheckpointRestore {
    /** How often the files being decoded are written back to the device meanwhile ({@link WriteBehind}). */
    private static final long WRITE_BEHIND_MILLIS = 250;

    private CheckpointRestore() {
    }

    /**
     * @param out     the target as the user named it (reported)
     * @param target  its real path, checked by the caller ({@link RestoreTarget#check}): what is written
     * @param replace replace an existing target
     */
    static CheckpointRestoreResult run(StoreDirectory store, EntryDecoder decoder, Manifest manifest, ManifestEntry e,
            Path out, Path target, boolean replace, Progress progress) throws IOException {
        long t0 = System.nanoTime();
        if (!e.isCheckpoint()) {
            throw new IllegalArgumentException("iteration " + e.iteration() + " holds tensors only (saved "
                    + "through the API, or by an earlier release); restore its tensors instead");
        }
        progress.begin("restoring iteration " + e.iteration(), e.savedCheckpointBytes(), "bytes");
        // a chain whose levels share the entry's part layouts decodes in lock-step: no level held whole
        LockStepDecoder lockStep = decoder.lockStep(Math.max(1, Runtime.getRuntime().availableProcessors()));
        ReferenceRebuild.Result r = lockStep.applies(e) ? ReferenceRebuild.restStreams(decoder, manifest, e)
                : ReferenceRebuild.run(decoder, manifest, new LinkedHashSet<>(e.references()), true);
        try {
            return write(store, decoder, lockStep.applies(e) ? lockStep : null, e, out, target, replace, r, t0,
                    progress);
        } finally {
            for (Snapshot s : r.snapshots().values()) {
                s.close();
            }
        }
    }

    /** Decodes the entry's tensors straight into the new files, fills in the other bytes, checks, renames. */
    private static CheckpointRestoreResult write(StoreDirectory store, EntryDecoder decoder, LockStepDecoder lockStep,
            ManifestEntry e, Path out, Path target, boolean replace, ReferenceRebuild.Result r, long t0,
            Progress progress) throws IOException {
        RestPart.Dictionary dictionary = ReferenceRebuild.dictionary(e, r.restStreams());
        StoredTree tree = decoder.tree(e, dictionary);
        List<Snapshot> refs = new ArrayList<>();
        for (long it : e.references()) {
            refs.add(r.snapshots().get(it));
        }
        Path abs = target;
        Files.createDirectories(abs.getParent()); // like mkdir -p: the restored checkpoint's parent may be new
        Path tmp = RestoreTarget.tempSibling(abs);
        Path restFile = decoder.restFile(e);
        List<Long> loaded = new ArrayList<>(r.loaded());
        long bytesRead = r.bytesRead() + e.size();
        try {
            try (OutputFiles files = OutputFiles.create(tmp, tree.tree(), restFile)) {
                try (WriteBehind behind = new WriteBehind(abs.getFileName().toString(), files::writeBack,
                        WRITE_BEHIND_MILLIS)) {
                    progress.checkCanceled();
                    if (lockStep != null) {
                        // tells the restored bytes chunk by chunk
                        LockStepDecoder.Decoded d = lockStep.decode(e, files::buffer, progress);
                        loaded = new ArrayList<>(d.loaded());
                        loaded.remove(e.iteration());
                        bytesRead = d.bytesRead() + r.bytesRead() + e.restPart().size();
                    } else {
                        decoder.tensors(e, refs, files::buffer);
                        progress.worked(tree.tree().payloadBytes());
                    }
                    progress.checkCanceled();
                    decoder.readRest(e, dictionary, (st, residual, f) -> files.fillGaps(residual, f));
                    progress.worked(tree.tree().totalBytes() - tree.tree().payloadBytes());
                }
                files.checkCrc32c(tree, restFile);
                files.force(tmp, store.io());
            }
            progress.checkCanceled();
            RestoreTarget.moveIntoPlace(tmp, abs, replace);
            store.syncDirectory(abs.getParent());
        } catch (IOException | RuntimeException ex) {
            deleteTree(tmp, ex);
            throw ex;
        }
        loaded.add(e.iteration());
        return new CheckpointRestoreResult(out.toString(), tree.tree().directory(), tree.tree().files().size(),
                tree.tree().totalBytes(), tree.tree().payloadBytes(), loaded, bytesRead,
                System.nanoTime() - t0);
    }

    private static void deleteTree(Path p, Exception cause) {
        try {
            org.snapwear.trace.io.FileTrees.deleteTree(p);
        } catch (IOException suppressed) {
            cause.addSuppressed(suppressed);
        }
    }
}
