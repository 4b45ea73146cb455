package org.snapwear.codec.loss;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import org.snapwear.codec.spi.LossBound;

/**
 * A loss profile: which lossy codec each {@link LossRole} gets; a role the profile does not name stays exact. A role
 * may also name the codec of its <em>first saves</em>: a tensor with no earlier save to be coded against (the first
 * save of a run, or a tensor new in a save). ExCP (Li et al., ICML 2024) codes only residuals and keeps the base
 * checkpoint whole; a residual codec coding that base against zeros loses up to a sixth of each block's largest
 * weight, so a profile can give the base a tight codec of its own instead.
 *
 * @param name        the profile's name ({@code moments-8bit})
 * @param codecs      role to codec; absent roles are exact
 * @param firstCodecs role to the codec of its first saves; a role without one uses its codec if that codes
 *                    baselines, else stays exact on first saves
 */
public record LossProfile(String name, Map<LossRole, CodecChoice> codecs, Map<LossRole, CodecChoice> firstCodecs) {
    /** Names of profiles: lower-case letters, digits, '-' and '_', starting with a letter or digit. */
    public static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9_-]*");

    public LossProfile {
        Objects.requireNonNull(name, "name");
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("profile name '" + name + "' is not lower-case letters, digits, - and _");
        }
        codecs = codecs.isEmpty() ? Map.of() : Map.copyOf(new EnumMap<>(codecs));
        firstCodecs = firstCodecs.isEmpty() ? Map.of() : Map.copyOf(new EnumMap<>(firstCodecs));
        for (Map.Entry<LossRole, CodecChoice> e : firstCodecs.entrySet()) {
            if (!codecs.containsKey(e.getKey())) {
                throw new IllegalArgumentException("profile " + name + " names a first-save codec for "
                        + e.getKey().id() + " but no codec for " + e.getKey().id() + " itself");
            }
            if (!e.getValue().codec().kind().encodesBaselines()) {
                throw new IllegalArgumentException("profile " + name + ": " + e.getValue().spec()
                        + " codes deltas only and cannot code a first save of " + e.getKey().id());
            }
            // a role's error is reported in one domain (values, or square roots for quant-sqrt): both codecs share it
            if (sqrtDomain(e.getValue()) != sqrtDomain(codecs.get(e.getKey()))) {
                throw new IllegalArgumentException("profile " + name + ": " + e.getValue().spec() + " and "
                        + codecs.get(e.getKey()).spec() + " bound " + e.getKey().id()
                        + " in different domains (square roots and values); give its first saves a codec of the"
                        + " same kind");
            }
        }
    }

    private static boolean sqrtDomain(CodecChoice c) {
        return c.codec().bound().kind() == LossBound.Kind.SQRT_PER_BLOCK_SCALE;
    }

    /** A profile without first-save codecs. */
    public LossProfile(String name, Map<LossRole, CodecChoice> codecs) {
        this(name, codecs, Map.of());
    }

    /** True if the profile keeps everything exact. */
    public boolean isExact() {
        return codecs.isEmpty();
    }

    /** The codec of a role, or empty if the role stays exact. */
    public Optional<CodecChoice> codec(LossRole role) {
        return Optional.ofNullable(codecs.get(role));
    }

    /** The codec of a role's first saves, if the profile names one. */
    public Optional<CodecChoice> firstCodec(LossRole role) {
        return Optional.ofNullable(firstCodecs.get(role));
    }
}
