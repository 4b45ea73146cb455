package org.snapwear.codec.store;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;

import org.snapwear.trace.tensor.Snapshot;

/**
 * Writes a kept whole checkpoint back. It is written beside the target under a temporary name and renamed into
 * place only when every file's CRC32C matched the one recorded at save, so a failed restore leaves nothing behind
 * and a restored checkpoint is never half written.
 */
final class CheckpointRestore {
    private CheckpointRestore() {
    }

    static CheckpointRestoreResult run(EntryDecoder decoder, Manifest manifest, ManifestEntry e, Path out)
            throws IOException {
        long t0 = System.nanoTime();
        if (!e.isCheckpoint()) {
            throw new IllegalArgumentException("iteration " + e.iteration() + " holds tensors only (saved "
                    + "through the API, or by an earlier release); restore its tensors instead");
        }
        if (Files.exists(out, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(out + ": already exists; restore writes a new file or directory");
        }
        Set<Long> targets = new LinkedHashSet<>(e.references().isEmpty() ? List.of() : List.of(e.references().get(0)));
        targets.add(e.iteration());
        ReferenceRebuild.Result r = ReferenceRebuild.run(decoder, manifest, targets, true);
        try {
            return write(decoder, e, out, r, t0);
        } finally {
            for (Snapshot s : r.snapshots().values()) {
                s.close();
            }
        }
    }

    private static CheckpointRestoreResult write(EntryDecoder decoder, ManifestEntry e, Path out,
            ReferenceRebuild.Result r, long t0) throws IOException {
        Snapshot tensors = r.snapshots().get(e.iteration());
        StoredTree tree = decoder.tree(e, ReferenceRebuild.dictionary(e, r.restStreams()));
        Path abs = out.toAbsolutePath();
        Path tmp = abs.resolveSibling(".snapwear-restore-" + UUID.randomUUID() + "-" + abs.getFileName());
        try {
            if (tree.tree().directory()) {
                Files.createDirectory(tmp);
            }
            decoder.assemble(e, tensors, ReferenceRebuild.dictionary(e, r.restStreams()), sinkAt(tmp,
                    tree.tree().directory()));
            Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException ex) {
            deleteTree(tmp, ex);
            throw ex;
        }
        return new CheckpointRestoreResult(out.toString(), tree.tree().directory(), tree.tree().files().size(),
                tree.tree().totalBytes(), tree.tree().payloadBytes(), r.loaded(), r.bytesRead(),
                System.nanoTime() - t0);
    }

    private static CheckpointAssembler.Sink sinkAt(Path root, boolean directory) {
        return new CheckpointAssembler.Sink() {
            @Override
            public void directory(String path) throws IOException {
                Files.createDirectory(root.resolve(path));
            }

            @Override
            public OutputStream file(String path) throws IOException {
                Path f = directory ? root.resolve(path) : root;
                if (!f.normalize().startsWith(root.normalize())) {
                    throw new IOException(path + ": outside the checkpoint");
                }
                return new BufferedOutputStream(Files.newOutputStream(f, StandardOpenOption.CREATE_NEW),
                        1 << 20);
            }
        };
    }

    private static void deleteTree(Path p, Exception cause) {
        if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> s = Files.walk(p)) {
            for (Path q : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(q);
            }
        } catch (IOException suppressed) {
            cause.addSuppressed(suppressed);
        }
    }
}
