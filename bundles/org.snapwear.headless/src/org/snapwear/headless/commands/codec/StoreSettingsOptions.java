package org.snapwear.headless.commands.codec;

import org.snapwear.headless.cli.support.UsageException;

import picocli.CommandLine.Option;

/**
 * The store settings options of the actions that may create a store ({@code store save}, {@code store watch}), as
 * a picocli mixin: they fix the settings of a new store and must agree with those of an existing one
 * ({@link StoreOpening}).
 */
final class StoreSettingsOptions {

    @Option(names = "--codec", paramLabel = "ID", description = "codec of delta snapshots (default predictive, the "
            + "smallest built-in; see 'snapwear codecs')")
    String codec;

    @Option(names = "--baseline", paramLabel = "ID", description = "codec of baseline snapshots (default "
            + "huffman-exp; raw stores them as they are)")
    String baseline;

    @Option(names = "--mode", paramLabel = "M", description = "full | progressive | chain (default progressive)")
    String mode;

    @Option(names = "--snap-dis", paramLabel = "N", description = "a new baseline every N snapshots (default 10)")
    Long snapDis;

    @Option(names = "--unit", paramLabel = "U", description = "iterations between snapshots (default: learned from "
            + "the first two saves)")
    Long unit;

    /** The settings, each value checked as {@code compress} checks it (usage error, exit 2). */
    StoreOpening opening() throws UsageException {
        return StoreOpening.of(codec, baseline, mode, snapDis == null ? null : snapDis.intValue(), unit);
    }
}
