package org.snapwear.codec.loss;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A loss profile: which lossy codec each {@link LossRole} gets; a role the profile does not name stays exact.
 *
 * @param name  the profile's name ({@code moments-8bit})
 * @param codecs role to codec; absent roles are exact
 */
public record LossProfile(String name, Map<LossRole, CodecChoice> codecs) {
    /** Names of profiles: lower-case letters, digits, '-' and '_', starting with a letter or digit. */
    public static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9_-]*");

    public LossProfile {
        Objects.requireNonNull(name, "name");
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("profile name '" + name + "' is not lower-case letters, digits, - and _");
        }
        codecs = codecs.isEmpty() ? Map.of() : Map.copyOf(new EnumMap<>(codecs));
    }

    /** True if the profile keeps everything exact. */
    public boolean isExact() {
        return codecs.isEmpty();
    }

    /** The codec of a role, or empty if the role stays exact. */
    public Optional<CodecChoice> codec(LossRole role) {
        return Optional.ofNullable(codecs.get(role));
    }
}
