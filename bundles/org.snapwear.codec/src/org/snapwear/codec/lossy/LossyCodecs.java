package org.snapwear.codec.lossy;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.snapwear.codec.spi.SnapshotCodec;

/**
 * The lossy codecs by id, configured from the options a loss profile gives them:
 * <ul>
 * <li>{@code quant-absmax} and {@code quant-sqrt}: {@code bits} (8 or 4, default 8), {@code block} (elements,
 * default 256), {@code predict} ({@code none}, the default, or {@code ref}: codes stored as differences from the
 * reference's codes, {@link BlockQuantParams#predict()});</li>
 * <li>{@code error-bounded}: exactly one of {@code abs} (absolute bound) and {@code rel} (bound relative to each
 * element);</li>
 * <li>{@code residual-quant}: {@code prune} (fraction of the block's largest residual, default 1/16), {@code block}
 * (default 256), {@code baseline} ({@code exact}, the default: a tensor without a reference stays exact, or
 * {@code quant}: coded against zeros).</li>
 * </ul>
 */
public final class LossyCodecs {
    /** Every lossy codec id, in listing order. */
    public static final List<String> IDS = List.of(AbsmaxQuantCodec.ID, SqrtQuantCodec.ID, ErrorBoundedCodec.ID,
            ResidualQuantCodec.ID);

    private LossyCodecs() {
    }

    /** The option names codec {@code id} accepts (empty for an unknown id). */
    public static Set<String> options(String id) {
        switch (id) {
            case AbsmaxQuantCodec.ID:
            case SqrtQuantCodec.ID:
                return Set.of("bits", "block", "predict");
            case ErrorBoundedCodec.ID:
                return Set.of("abs", "rel");
            case ResidualQuantCodec.ID:
                return Set.of("prune", "block", "baseline");
            default:
                return Set.of();
        }
    }

    /**
     * A configured codec.
     *
     * @throws IllegalArgumentException with a one-line reason (valid ids or options listed) for an unknown id, an
     *                                  unknown option or a value out of range
     */
    public static SnapshotCodec create(String id, Map<String, String> options) {
        try {
            return configured(id, options);
        } catch (IllegalArgumentException e) {
            String m = e.getMessage();
            throw m.startsWith("codec ") || m.startsWith("unknown ") ? e
                    : new IllegalArgumentException("codec " + id + ": " + m, e);
        }
    }

    private static SnapshotCodec configured(String id, Map<String, String> options) {
        if (!IDS.contains(id)) {
            throw new IllegalArgumentException("unknown lossy codec '" + id + "' (valid: " + String.join(", ", IDS)
                    + ")");
        }
        for (String key : options.keySet()) {
            if (!options(id).contains(key)) {
                throw new IllegalArgumentException("codec " + id + " has no option '" + key + "' (valid: "
                        + String.join(", ", new TreeSet<>(options(id))) + ")");
            }
        }
        if (id.equals(ErrorBoundedCodec.ID)) {
            if (options.containsKey("abs") == options.containsKey("rel")) {
                throw new IllegalArgumentException("codec " + id + " needs exactly one of abs=BOUND and rel=BOUND");
            }
            boolean rel = options.containsKey("rel");
            return new ErrorBoundedCodec(new ErrorBoundedParams(rel, number(id, rel ? "rel" : "abs",
                    options.get(rel ? "rel" : "abs"))));
        }
        if (id.equals(ResidualQuantCodec.ID)) {
            String baseline = options.getOrDefault("baseline", "exact").trim();
            if (!baseline.equals("exact") && !baseline.equals("quant")) {
                throw new IllegalArgumentException("codec " + id + ": baseline must be exact or quant, not '"
                        + baseline + "'");
            }
            return new ResidualQuantCodec(new ResidualQuantParams(number(id, "prune", options.getOrDefault("prune",
                    "" + ResidualQuantParams.DEFAULT_PRUNE)), (int) integer(id, "block", options.getOrDefault("block",
                    "" + BlockQuantParams.DEFAULT_BLOCK))), baseline.equals("quant"));
        }
        int bits = (int) integer(id, "bits", options.getOrDefault("bits", "8"));
        int block = (int) integer(id, "block", options.getOrDefault("block", "" + BlockQuantParams.DEFAULT_BLOCK));
        String predict = options.getOrDefault("predict", "none").trim();
        if (!predict.equals("none") && !predict.equals("ref")) {
            throw new IllegalArgumentException("codec " + id + ": predict must be none or ref, not '" + predict + "'");
        }
        BlockQuantParams p = new BlockQuantParams(bits, block, predict.equals("ref"));
        return id.equals(AbsmaxQuantCodec.ID) ? new AbsmaxQuantCodec(p) : new SqrtQuantCodec(p);
    }

    private static double number(String id, String key, String text) {
        try {
            return Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("codec " + id + ": " + key + " is not a number: '" + text + "'");
        }
    }

    private static long integer(String id, String key, String text) {
        try {
            return Long.parseLong(text.trim().toLowerCase(Locale.ROOT));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("codec " + id + ": " + key + " is not an integer: '" + text + "'");
        }
    }

    /** A configured codec from a spec {@code id} or {@code id:key=value,key=value}. */
    public static SnapshotCodec create(String spec) {
        return create(CodecSpecText.id(spec), CodecSpecText.options(spec));
    }
}
