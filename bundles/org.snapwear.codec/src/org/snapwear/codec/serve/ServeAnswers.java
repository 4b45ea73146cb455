package org.snapwear.codec.serve;

import java.util.List;

import org.snapwear.codec.store.CheckpointRestoreResult;
import org.snapwear.codec.store.StoreEntryInfo;

/** The answers, one JSON object on one line each, with {@code ok} first. */
public final class ServeAnswers {
    private ServeAnswers() {
    }

    /** The kept entries, as {@code store list --json} gives them. */
    public record Listed(boolean ok, String store, long generation, List<StoreEntryInfo> entries) {
    }

    /** The newest kept iteration, null for an empty store. */
    public record Latest(boolean ok, String store, Long iteration) {
    }

    /** A restored checkpoint, as {@code store restore --json} gives it. */
    public record Restored(boolean ok, String store, long iteration, CheckpointRestoreResult restore) {
    }

    /** A refused or failed request: the one-line reason the command line would print. */
    public record Failed(boolean ok, String error) {
    }
}
