package org.snapwear.codec.store;

import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.snapwear.codec.store.internal.StoreDirectory;
import org.snapwear.trace.io.DurableFiles;

/**
 * The commit point of every change: a {@link ManifestEdit} applied to the current manifest, the result written
 * durably and made the current state, then the files the old state no longer needs removed (after the commit, so a
 * crash never leaves a manifest naming a missing file).
 */
final class ManifestCommit {
    private final StoreDirectory dir;
    private final Supplier<Manifest> current;
    private final Consumer<Manifest> onCommit;

    /** The new state and the size of its manifest file. */
    record Committed(Manifest manifest, long bytes) {
    }

    /**
     * @param current  the state the edits apply to
     * @param onCommit receives the new manifest once it is the store's state
     */
    ManifestCommit(StoreDirectory dir, Supplier<Manifest> current, Consumer<Manifest> onCommit) {
        this.dir = dir;
        this.current = current;
        this.onCommit = onCommit;
    }

    /**
     * Applies {@code edit}, writes the manifest durably and makes it the current state. If the write fails before
     * the rename the new files are removed and the old state stays; if only the directory sync after the rename
     * failed, the new manifest is already visible, so it becomes the current state, nothing is deleted, and the
     * error is reported.
     *
     * @param newFiles the files the edit's new entries name (removed if the commit fails)
     */
    Committed commit(ManifestEdit edit, List<PartEntry> newFiles) throws IOException {
        Manifest next = edit.apply(current.get());
        byte[] bytes = ManifestCodec.toBytes(next);
        try {
            dir.write(Manifest.FILE_NAME, out -> out.write(bytes));
        } catch (DurableFiles.RenamedButNotSynced e) {
            onCommit.accept(next);
            throw new IOException(dir.path() + ": the new manifest is in place but may not be durable yet ("
                    + e.getMessage() + "); the previous snapshots were kept", e);
        } catch (IOException | RuntimeException e) {
            for (PartEntry p : newFiles) {
                try {
                    dir.delete(p.file());
                } catch (IOException suppressed) {
                    e.addSuppressed(suppressed);
                }
            }
            throw e;
        }
        onCommit.accept(next);
        return new Committed(next, bytes.length);
    }

    /** Removes the files of {@code iterations} of {@code old} (no longer in the state); problems become warnings. */
    void deleteFiles(Manifest old, List<Long> iterations, List<String> warnings) {
        if (iterations.isEmpty()) {
            return;
        }
        for (long it : iterations) {
            for (PartEntry p : old.entry(it).partList()) {
                try {
                    dir.delete(p.file());
                } catch (IOException ex) {
                    warnings.add("could not delete " + p.file() + " (iteration " + it + "): " + ex.getMessage()
                            + "; it will be removed when the store is next opened");
                }
            }
        }
        try {
            dir.sync();
        } catch (IOException ex) {
            warnings.add("directory sync after deletions failed: " + ex.getMessage());
        }
    }
}
