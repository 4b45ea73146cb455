package org.snapwear.headless.commands.codec;

import java.io.IOException;
import java.nio.file.Path;

import java.util.List;

import org.snapwear.codec.scheme.SchemeOptions;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.study.cli.SchemeForm;
import org.snapwear.study.cli.SchemeOptionsMixin;

/**
 * The scheme options of the commands that may create a store ({@code store save}, {@code store watch}; declared in
 * {@link SchemeOptionsMixin}, taken as {@link #FORM} says): they fix the settings of a new store, and must agree
 * with those of an existing one; {@code --threads} is no setting of a store, only of this command's saves.
 *
 * @param given  the options as given (null = not given), compared with an existing store's settings
 * @param scheme the scheme they name, defaults filled in, for a new store
 */
record StoreOpening(SchemeOptions given, SchemeSpec scheme) {

    /**
     * A new store's scheme where the options leave it open; unit 0 = learned at the second save. The delta codec is
     * the built-in that writes the smallest store (predictive: 80.6% of raw on the hf_charlm_adamw deltas, dynrle
     * 88.8%; docs/BENCHMARKS.md); an existing store keeps the codec in its manifest.
     */
    static final SchemeOptions DEFAULTS = new SchemeOptions("predictive", SchemeSpec.DEFAULT_BASELINE, "progressive",
            10L, null, null, null, null);

    /** What the store commands take of the scheme options: all but the chunk size, none required. */
    static final SchemeForm FORM = new SchemeForm(List.of("--codec", "--baseline", "--mode", "--snap-dis", "--unit",
            "--threads"), List.of(), DEFAULTS, "", "learned from the first two saves");

    /** The options of a store command. */
    static SchemeOptionsMixin options() {
        return new SchemeOptionsMixin(FORM);
    }

    /** A store opened for writing, and whether this call created it. */
    record Opened(SnapshotStore store, boolean created) {
    }

    /**
     * Takes the scheme options and checks each value the way {@code compress} does (usage error, exit code 2),
     * before the checkpoint is read or the store is touched: numbers in their ranges, codecs known, then the scheme
     * rules.
     */
    static StoreOpening of(SchemeOptionsMixin options) throws UsageException {
        SchemeOptions given = SchemeArgs.given("store", options);
        CodecRegistry registry = CodecRegistry.defaultRegistry();
        if (given.deltaCodec() != null) {
            CodecOptions.requireKnown("store", registry, given.deltaCodec(), "--codec");
        }
        if (given.baselineCodec() != null) {
            CodecOptions.requireKnown("store", registry, given.baselineCodec(), "--baseline");
        }
        return new StoreOpening(given, SchemeArgs.parse("store", options));
    }

    /** Creates the store with these settings (defaults for the ones not given), or opens it and checks them. */
    Opened openOrCreate(Path dir) throws IOException, CommandFailedException {
        if (!SnapshotStore.exists(dir)) {
            return new Opened(SnapshotStore.create(dir, StoreSettings.of(scheme)), true);
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
        String codec = given.deltaCodec();
        String baseline = given.baselineCodec();
        String mode = given.mode();
        Long snapDis = given.snapDis();
        Long unit = given.unit();
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
