package org.snapwear.codec.loss;

import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import org.snapwear.codec.lossy.CodecSpecText;
import org.snapwear.codec.lossy.LossyCodecs;
import org.snapwear.codec.spi.SnapshotCodec;

/**
 * A lossy codec and its options, as a profile names it ({@code quant-absmax:bits=4}). Checked when made: the codec
 * exists and accepts the options.
 *
 * @param codecId a {@link LossyCodecs#IDS} id
 * @param options option name to value, in the order given
 */
public record CodecChoice(String codecId, Map<String, String> options) {

    public CodecChoice {
        Objects.requireNonNull(codecId, "codecId");
        options = Map.copyOf(options);
        LossyCodecs.create(codecId, options); // fails with a one-line reason on an unknown codec or option
    }

    /**
     * Parses {@code id} or {@code id:key=value,...}.
     *
     * @throws IllegalArgumentException with a one-line reason
     */
    public static CodecChoice parse(String spec) {
        return new CodecChoice(CodecSpecText.id(spec), CodecSpecText.options(spec));
    }

    /** The configured codec. */
    public SnapshotCodec codec() {
        return LossyCodecs.create(codecId, options);
    }

    /** The text form, options sorted by name: {@code error-bounded:rel=0.001}. */
    public String spec() {
        return options.isEmpty() ? codecId : codecId + ":" + options.entrySet().stream().sorted(Map.Entry
                .comparingByKey()).map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(","));
    }
}
