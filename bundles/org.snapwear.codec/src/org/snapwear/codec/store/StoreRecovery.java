package org.snapwear.codec.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.snapwear.codec.store.internal.StoreDirectory;
import org.snapwear.codec.store.internal.StoreFiles;
import org.snapwear.trace.text.ErrorText;

/**
 * What opening a store does about files its manifest does not explain: temp files of interrupted writes and part
 * files of saves interrupted before their commit (or deletions interrupted after theirs) are removed by a writer
 * and only reported by a reader; unknown files are left alone, and so is a leftover that cannot be removed (a
 * non-empty directory with a temp name): it is reported as kept, and the store opens anyway.
 */
final class StoreRecovery {
    private StoreRecovery() {
    }

    /** Finds (and, if {@code clean}, removes through the store's I/O) files the manifest does not name. */
    static List<RecoveryAction> recover(StoreDirectory store, Manifest m, boolean clean) throws IOException {
        Set<String> referenced = new HashSet<>();
        for (ManifestEntry e : m.entries()) {
            for (PartEntry p : e.partList()) {
                referenced.add(p.file());
            }
        }
        List<RecoveryAction> actions = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(store.path())) {
            files = s.sorted().toList();
        }
        boolean removed = false;
        for (Path p : files) {
            String name = p.getFileName().toString();
            if (name.equals(Manifest.FILE_NAME) || name.equals(StoreFiles.LOCK) || referenced.contains(name)
                    || name.startsWith(StoreFiles.SERVER_FILES)) {
                continue;
            }
            if (name.startsWith(org.snapwear.trace.io.DurableFiles.TEMP_PREFIX)) {
                String why = "temp file of an interrupted write (or of a save in progress)";
                String kept = clean ? delete(store, p) : null;
                removed |= clean && kept == null;
                actions.add(kept != null ? new RecoveryAction(name, "kept-temp", why + ", but " + kept)
                        : new RecoveryAction(name, clean ? "removed-temp" : "temp", why));
            } else if (StoreFiles.isPartName(name)) {
                String why = "snapshot file no manifest entry names (a save interrupted before its commit, or a "
                        + "deletion interrupted after it)";
                String kept = clean ? delete(store, p) : null;
                removed |= clean && kept == null;
                actions.add(kept != null ? new RecoveryAction(name, "kept-orphan", why + ", but " + kept)
                        : new RecoveryAction(name, clean ? "removed-orphan" : "orphan", why));
            } else {
                actions.add(new RecoveryAction(name, "ignored-unknown", "not a store file; left alone"));
            }
        }
        if (removed) {
            store.sync();
        }
        return actions;
    }

    /**
     * Deletes a leftover; what cannot be deleted (a non-empty directory of that name is none of the store's writes)
     * is left alone, and the words say why: recovery never stops a writer from opening the store.
     *
     * @return null if deleted, else why it was kept
     */
    private static String delete(StoreDirectory store, Path p) {
        try {
            if (p.getFileName().toString().startsWith(LossyForm.SCRATCH_PREFIX)
                    && Files.isDirectory(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                // the restored form a lossy save built in scratch space (LossyForm): a tree of the store's own
                org.snapwear.trace.io.FileTrees.deleteTree(p);
                return null;
            }
            store.delete(p.getFileName().toString());
            return null;
        } catch (IOException e) {
            return "it cannot be removed (" + ErrorText.reason(e) + "); left alone";
        }
    }
}
