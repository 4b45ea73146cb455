package org.snapwear.headless.commands.codec;

import java.io.IOException;
import java.nio.file.Path;

import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.CodecRegistry;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.UsageException;

/**
 * The store settings options of the commands that may create a store ({@code store save}, {@code store watch}):
 * they fix the settings of a new store, and must agree with those of an existing one.
 */
record StoreOpening(String codec, String baseline, String mode, Integer snapDis, Long unit) {

    /** A store opened for writing, and whether this call created it. */
    record Opened(SnapshotStore store, boolean created) {
    }

    /**
     * Checks each settings value the way {@code compress} does (usage error, exit code 2), before the checkpoint is
     * read or the store is touched (their ranges are checked where they are parsed, {@link StoreSettingsOptions}).
     */
    static StoreOpening of(String codec, String baseline, String mode, Integer snapDis, Long unit)
            throws UsageException {
        CodecRegistry registry = CodecRegistry.defaultRegistry();
        if (codec != null) {
            CodecOptions.requireKnown("store", registry, codec, "--codec");
        }
        if (baseline != null) {
            CodecOptions.requireKnown("store", registry, baseline, "--baseline");
        }
        if (mode != null) {
            try {
                SchemeMode.parse(mode);
            } catch (IllegalArgumentException e) {
                throw new UsageException("store: " + e.getMessage());
            }
        }
        return new StoreOpening(codec, baseline, mode, snapDis, unit);
    }

    /** Creates the store with these settings (defaults for the ones not given), or opens it and checks them. */
    Opened openOrCreate(Path dir) throws IOException, CommandFailedException {
        if (!SnapshotStore.exists(dir)) {
            return new Opened(SnapshotStore.create(dir, new StoreSettings(codec != null ? codec : "dynrle",
                    baseline != null ? baseline : "huffman-exp", mode != null ? mode : "progressive",
                    snapDis != null ? snapDis : 10, unit != null ? unit : 0, ChunkLayout.DEFAULT_CHUNK_BYTES)), true);
        }
        SnapshotStore store = SnapshotStore.open(dir);
        try {
            checkSame(dir, store.settings());
        } catch (CommandFailedException e) {
            store.close();
            throw e;
        }
        return new Opened(store, false);
    }

    private void checkSame(Path dir, StoreSettings s) throws CommandFailedException {
        StringBuilder diff = new StringBuilder();
        if (codec != null && !codec.equals(s.codec())) {
            diff.append(" --codec ").append(codec).append(" (store: ").append(s.codec()).append(')');
        }
        if (baseline != null && !baseline.equals(s.baselineCodec())) {
            diff.append(" --baseline ").append(baseline).append(" (store: ").append(s.baselineCodec()).append(')');
        }
        if (mode != null && !mode.equalsIgnoreCase(s.mode())) {
            diff.append(" --mode ").append(mode).append(" (store: ").append(s.mode()).append(')');
        }
        if (snapDis != null && snapDis != s.snapDis()) {
            diff.append(" --snap-dis ").append(snapDis).append(" (store: ").append(s.snapDis()).append(')');
        }
        if (unit != null && unit != s.unit()) {
            diff.append(" --unit ").append(unit).append(" (store: ").append(s.unit() == 0 ? "not yet learned" : s.unit())
                    .append(')');
        }
        if (diff.length() > 0) {
            throw new CommandFailedException(dir + ": the store's settings are fixed when it is created; this command "
                    + "asks for" + diff);
        }
    }
}
