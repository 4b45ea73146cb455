package org.snapwear.codec.watch;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.snapwear.trace.text.ErrorText;

/**
 * The watcher's removals of its own leftovers in staging (committed checkpoints, done markers), and the entries it
 * leaves alone: whatever cannot be removed or handled (a done marker that is a non-empty directory, a checkpoint that
 * cannot be moved away) is reported once as {@link WatchEvent.Skipped} and skipped for the rest of the run, so no
 * entry of staging stops the watcher from ingesting the others.
 */
final class StagingCleanup {
    private final WatchListener listener;
    private final Set<String> skipped = new LinkedHashSet<>();

    StagingCleanup(WatchListener listener) {
        this.listener = listener;
    }

    /** Removes {@code p} (a file or a whole tree), or reports it as skipped; true if it is gone. */
    boolean remove(Path p) {
        try {
            org.snapwear.trace.io.FileTrees.deleteTree(p);
            return true;
        } catch (java.io.IOException | RuntimeException e) {
            skip(p.getFileName().toString(), "cannot be removed: " + ErrorText.describe(e) + "; left alone");
            return false;
        }
    }

    /**
     * Removes a marker file ({@code NAME.done}), never recursively: a directory of that name that is not empty holds
     * something that is not the watcher's to delete, and is reported as skipped.
     */
    boolean removeMarker(Path p) {
        try {
            java.nio.file.Files.deleteIfExists(p);
            return true;
        } catch (java.io.IOException | RuntimeException e) {
            skip(p.getFileName().toString(), "cannot be removed: " + ErrorText.describe(e) + "; left alone");
            return false;
        }
    }

    /** Leaves {@code name} alone for the rest of the run; the first time, says why. */
    void skip(String name, String reason) {
        if (skipped.add(name)) {
            listener.on(new WatchEvent.Skipped(name, reason));
        }
    }

    boolean isSkipped(String name) {
        return skipped.contains(name);
    }

    List<String> names() {
        return List.copyOf(new ArrayList<>(skipped));
    }
}
