package org.snapwear.codec.scheme;

/**
 * The scheme options as someone gave them, before {@link SchemeSpec#parse(SchemeOptions, SchemeOptions)} applies the
 * scheme's rules: each field is null when not given. Numbers arrive already read as whole numbers (the command
 * line's number syntax and the model's ranges are the caller's business); the names are those of the command-line
 * options and of the printed form ({@code --codec}, {@code --baseline}, {@code --mode}, {@code --snap-dis},
 * {@code --unit}, {@code --first-iteration}, {@code --threads}, {@code --chunk-bytes}).
 *
 * @param deltaCodec     codec id of delta snapshots
 * @param baselineCodec  codec id of baselines
 * @param mode           {@code full}, {@code progressive} or {@code chain}, as typed
 * @param snapDis        a new baseline every snapDis snapshots
 * @param unit           iterations between snapshots
 * @param firstIteration iteration of the first snapshot (Algorithm 2's ordinal 1)
 * @param threads        encoder threads
 * @param chunkBytes     chunk size of the codecs
 */
public record SchemeOptions(String deltaCodec, String baselineCodec, String mode, Long snapDis, Long unit,
        Long firstIteration, Long threads, Long chunkBytes) {

    /** Nothing given. */
    public static final SchemeOptions NONE = new SchemeOptions(null, null, null, null, null, null, null, null);

    /** The options of the commands that name a scheme without creating a store (default baseline huffman-exp). */
    public static final SchemeOptions COMMAND_DEFAULTS = new SchemeOptions(null, SchemeSpec.DEFAULT_BASELINE, null, null,
            null, null, null, null);

    /** Each field given here, else the one of {@code defaults}. */
    public SchemeOptions or(SchemeOptions defaults) {
        return new SchemeOptions(pick(deltaCodec, defaults.deltaCodec), pick(baselineCodec, defaults.baselineCodec),
                pick(mode, defaults.mode), pick(snapDis, defaults.snapDis), pick(unit, defaults.unit),
                pick(firstIteration, defaults.firstIteration), pick(threads, defaults.threads),
                pick(chunkBytes, defaults.chunkBytes));
    }

    private static <T> T pick(T given, T fallback) {
        return given != null ? given : fallback;
    }
}
