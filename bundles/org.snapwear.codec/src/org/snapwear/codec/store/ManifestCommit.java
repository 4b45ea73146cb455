package org.snapwear.codec.store;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * The commit point of every change: the new manifest written durably and made the current state, then the files
 * the old state no longer needs removed (after the commit, so a crash never leaves a manifest naming a missing file).
 */
final class ManifestCommit {
    private final Path dir;
    private final StoreIo io;
    private final Consumer<Manifest> onCommit;

    /** @param onCommit receives the new manifest once it is the store's state */
    ManifestCommit(Path dir, StoreIo io, Consumer<Manifest> onCommit) {
        this.dir = dir;
        this.io = io;
        this.onCommit = onCommit;
    }

    /**
     * Writes the manifest durably and makes it the current state. If the write fails before the rename the new
     * files are removed and the old state stays; if only the directory sync after the rename failed, the new
     * manifest is already visible, so it becomes the current state, nothing is deleted, and the error is reported.
     */
    long commit(Manifest next, List<PartEntry> newFiles) throws IOException {
        byte[] bytes = ManifestCodec.toBytes(next);
        try {
            DurableFiles.write(io, dir, Manifest.FILE_NAME, out -> out.write(bytes));
        } catch (DurableFiles.RenamedButNotSynced e) {
            onCommit.accept(next);
            throw new IOException(dir + ": the new manifest is in place but may not be durable yet ("
                    + e.getMessage() + "); the previous snapshots were kept", e);
        } catch (IOException | RuntimeException e) {
            for (PartEntry p : newFiles) {
                try {
                    io.delete(dir.resolve(p.file()));
                } catch (IOException suppressed) {
                    e.addSuppressed(suppressed);
                }
            }
            throw e;
        }
        onCommit.accept(next);
        return bytes.length;
    }

    void deleteFiles(Manifest old, List<Long> iterations, List<String> warnings) {
        if (iterations.isEmpty()) {
            return;
        }
        for (long it : iterations) {
            for (PartEntry p : old.entry(it).partList()) {
                try {
                    io.delete(dir.resolve(p.file()));
                } catch (IOException ex) {
                    warnings.add("could not delete " + p.file() + " (iteration " + it + "): " + ex.getMessage()
                            + "; it will be removed when the store is next opened");
                }
            }
        }
        try {
            io.syncDirectory(dir);
        } catch (IOException ex) {
            warnings.add("directory sync after deletions failed: " + ex.getMessage());
        }
    }
}
