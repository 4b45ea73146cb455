package org.snapwear.codec.scheme;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.snapwear.codec.spi.ChunkLayout;

/**
 * The settings of one delta-snapshot scheme, the one value the command line, the study model, the snapshot store and
 * the workbench pass around: which codecs, which mode, how often a baseline, the snapshot grid and how to encode.
 * {@link #parse(SchemeOptions, SchemeOptions)} is the one place the scheme's rules are applied to what a user gave,
 * {@link #print()} writes a spec as command-line options that {@link #parse(String)} reads back to an equal spec.
 * The constructor checks nothing, like the study model it mirrors: a scheme that breaks Algorithm 2's rules fails
 * in {@link #config} (through {@link SchemeConfig}), where the run can name its source.
 *
 * @param deltaCodec     codec id of delta snapshots
 * @param baselineCodec  codec id of baselines (and of every snapshot in full mode)
 * @param mode           full, progressive or chain
 * @param snapDis        a new baseline every snapDis snapshots
 * @param unit           iterations between two snapshots; 0 = the spacing of the sequence (a store learns it at its
 *                       second save)
 * @param firstIteration iteration of Algorithm 2's ordinal 1; negative = the sequence's first (a store's first save)
 * @param threads        encoder threads; the output is identical for any count, 1 = the single-threaded encoder
 * @param chunkBytes     chunk size the codecs work in
 */
public record SchemeSpec(String deltaCodec, String baselineCodec, SchemeMode mode, int snapDis, long unit,
        long firstIteration, int threads, int chunkBytes) {

    /** The baseline codec of the commands when none is named. */
    public static final String DEFAULT_BASELINE = "huffman-exp";

    /** The sequence's own first iteration, one encoder thread, the default chunk size. */
    public SchemeSpec(String deltaCodec, String baselineCodec, SchemeMode mode, int snapDis, long unit) {
        this(deltaCodec, baselineCodec, mode, snapDis, unit, -1, 1);
    }

    /** The default chunk size. */
    public SchemeSpec(String deltaCodec, String baselineCodec, SchemeMode mode, int snapDis, long unit,
            long firstIteration, int threads) {
        this(deltaCodec, baselineCodec, mode, snapDis, unit, firstIteration, threads, ChunkLayout.DEFAULT_CHUNK_BYTES);
    }

    /** The same scheme on another grid (unit 0 = the sequence's spacing, negative first = its first iteration). */
    public SchemeSpec withGrid(long newUnit, long newFirstIteration) {
        return new SchemeSpec(deltaCodec, baselineCodec, mode, snapDis, newUnit, newFirstIteration, threads,
                chunkBytes);
    }

    /**
     * Algorithm 2's parameters, with the sequence's unit and first iteration where this spec leaves them open.
     *
     * @throws IllegalArgumentException if snap_dis or the unit is below 1
     */
    public SchemeConfig config(long sequenceUnit, long sequenceFirstIteration) {
        return new SchemeConfig(mode, snapDis, unit > 0 ? unit : sequenceUnit,
                firstIteration >= 0 ? firstIteration : sequenceFirstIteration);
    }

    /**
     * Applies the scheme's rules to the options given, each missing one taken from {@code defaults}: the mode is
     * one of full, progressive or chain (any case); snap_dis is required except in full mode (1 there); a missing
     * unit is 0 (the sequence's spacing), a missing first iteration -1 (the sequence's first), one thread and the
     * default chunk size. Codec ids are taken as they are: whether one exists is the registry's question.
     *
     * @throws IllegalArgumentException with a one-line message naming the option, e.g.
     *                                  "unknown scheme mode 'x' (full, progressive or chain)"
     */
    public static SchemeSpec parse(SchemeOptions given, SchemeOptions defaults) {
        SchemeOptions o = given.or(defaults);
        String codec = required(o.deltaCodec(), "--codec");
        String baseline = required(o.baselineCodec(), "--baseline");
        SchemeMode mode = SchemeMode.parse(required(o.mode(), "--mode"));
        long snapDis = o.snapDis() != null ? o.snapDis()
                : mode == SchemeMode.FULL ? 1 : required(o.snapDis(), "--snap-dis");
        check(snapDis >= 1 && snapDis <= Integer.MAX_VALUE, "--snap-dis", "be between 1 and " + Integer.MAX_VALUE,
                snapDis);
        long unit = o.unit() != null ? o.unit() : 0;
        check(o.unit() == null || unit >= 1, "--unit", "be at least 1", unit);
        long first = o.firstIteration() != null ? o.firstIteration() : -1;
        check(o.firstIteration() == null || first >= 0, "--first-iteration", "be at least 0", first);
        long threads = o.threads() != null ? o.threads() : 1;
        check(threads >= 1 && threads <= Integer.MAX_VALUE, "--threads", "be at least 1", threads);
        long chunk = o.chunkBytes() != null ? o.chunkBytes() : ChunkLayout.DEFAULT_CHUNK_BYTES;
        if (chunk < ChunkLayout.MIN_CHUNK_BYTES || chunk > ChunkLayout.MAX_CHUNK_BYTES || chunk % 8 != 0) {
            throw new IllegalArgumentException("--chunk-bytes must be a multiple of 8 in [" + ChunkLayout.MIN_CHUNK_BYTES
                    + ", " + ChunkLayout.MAX_CHUNK_BYTES + "]");
        }
        return new SchemeSpec(codec, baseline, mode, (int) snapDis, unit, first, (int) threads, (int) chunk);
    }

    /**
     * Reads the printed form: command-line options {@code --name value} or {@code --name=value} separated by blanks,
     * in any order, numbers as plain decimals; what is missing follows {@link SchemeOptions#COMMAND_DEFAULTS}.
     *
     * @throws IllegalArgumentException with a one-line message for an unknown, repeated or valueless option, a
     *                                  number that is not one, or a broken scheme rule
     */
    public static SchemeSpec parse(String text) {
        return parse(SchemeText.read(text), SchemeOptions.COMMAND_DEFAULTS);
    }

    /**
     * This spec as command-line options, always {@code --codec}, {@code --baseline}, {@code --mode} and
     * {@code --snap-dis}, then each of unit, first iteration, threads and chunk size that is not its default;
     * {@link #parse(String)} of the result equals this spec.
     */
    public String print() {
        List<String> words = new ArrayList<>(List.of("--codec", deltaCodec, "--baseline", baselineCodec, "--mode",
                mode.id(), "--snap-dis", Integer.toString(snapDis)));
        if (unit != 0) {
            words.addAll(List.of("--unit", Long.toString(unit)));
        }
        if (firstIteration >= 0) {
            words.addAll(List.of("--first-iteration", Long.toString(firstIteration)));
        }
        if (threads != 1) {
            words.addAll(List.of("--threads", Integer.toString(threads)));
        }
        if (chunkBytes != ChunkLayout.DEFAULT_CHUNK_BYTES) {
            words.addAll(List.of("--chunk-bytes", Integer.toString(chunkBytes)));
        }
        return String.join(" ", words);
    }

    private static <T> T required(T value, String option) {
        if (value == null) {
            throw new IllegalArgumentException("option " + option + " is required");
        }
        return value;
    }

    private static void check(boolean ok, String option, String rule, long value) {
        if (!ok) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%s must %s, got '%d'", option, rule, value));
        }
    }
}
