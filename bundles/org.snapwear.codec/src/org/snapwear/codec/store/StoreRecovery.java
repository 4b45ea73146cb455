package org.snapwear.codec.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * What opening a store does about files its manifest does not explain: temp files of interrupted writes and part
 * files of saves interrupted before their commit (or deletions interrupted after theirs) are removed by a writer
 * and only reported by a reader; unknown files are left alone.
 */
final class StoreRecovery {
    private StoreRecovery() {
    }

    /** Finds (and, if {@code clean}, removes through {@code io}) files the manifest does not name. */
    static List<RecoveryAction> recover(Path dir, StoreIo io, Manifest m, boolean clean) throws IOException {
        Set<String> referenced = new HashSet<>();
        for (ManifestEntry e : m.entries()) {
            for (PartEntry p : e.partList()) {
                referenced.add(p.file());
            }
        }
        List<RecoveryAction> actions = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.sorted().toList();
        }
        boolean removed = false;
        for (Path p : files) {
            String name = p.getFileName().toString();
            if (name.equals(Manifest.FILE_NAME) || name.equals(StoreFiles.LOCK) || referenced.contains(name)
                    || name.startsWith(StoreFiles.SERVER_FILES)) {
                continue;
            }
            if (name.startsWith(DurableFiles.TEMP_PREFIX)) {
                if (clean) {
                    io.delete(p);
                    removed = true;
                }
                actions.add(new RecoveryAction(name, clean ? "removed-temp" : "temp",
                        "temp file of an interrupted write (or of a save in progress)"));
            } else if (StoreFiles.isPartName(name)) {
                if (clean) {
                    io.delete(p);
                    removed = true;
                }
                actions.add(new RecoveryAction(name, clean ? "removed-orphan" : "orphan",
                        "snapshot file no manifest entry names (a save interrupted before its commit, or a deletion "
                                + "interrupted after it)"));
            } else {
                actions.add(new RecoveryAction(name, "ignored-unknown", "not a store file; left alone"));
            }
        }
        if (removed) {
            io.syncDirectory(dir);
        }
        return actions;
    }
}
