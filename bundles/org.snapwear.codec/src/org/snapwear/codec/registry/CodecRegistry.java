package org.snapwear.codec.registry;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.snapwear.codec.spi.CodecDescriptor;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.contrib.Outcome;
import org.snapwear.trace.contrib.Resolved;

/**
 * The codecs available to Snapwear. {@link #defaultRegistry()} collects the contributions to the
 * {@code org.snapwear.codec.codecs} extension point (under OSGi) and the {@link java.util.ServiceLoader} providers
 * of {@link SnapshotCodec} (always), keeps the highest priority contribution per id, and runs a round-trip
 * self-check on a small test snapshot: a codec that cannot be instantiated, throws or does not reproduce the
 * snapshot bit-exactly is listed as disabled with the reason and is never returned by {@link #find}, so no data
 * is ever written with it.
 */
public final class CodecRegistry {
    private static CodecRegistry defaultInstance;

    private final Map<String, SnapshotCodec> enabled;
    private final List<CodecDescriptor> descriptors;

    private CodecRegistry(Map<String, SnapshotCodec> enabled, List<CodecDescriptor> descriptors) {
        this.enabled = Collections.unmodifiableMap(enabled);
        this.descriptors = Collections.unmodifiableList(descriptors);
    }

    /** The registry of all contributed codecs (built once, then cached). */
    public static synchronized CodecRegistry defaultRegistry() {
        if (defaultInstance == null) {
            defaultInstance = fromContributions(CodecLoader.loadAll());
        }
        return defaultInstance;
    }

    /** A registry of the given codecs (self-checked like contributions; source {@code given}). */
    public static CodecRegistry of(Collection<? extends SnapshotCodec> codecs) {
        List<CodecContribution> list = new ArrayList<>();
        for (SnapshotCodec c : codecs) {
            list.add(new CodecContribution(c.id(), c.displayName(), c.kind(), 0, "given", () -> c));
        }
        return fromContributions(list);
    }

    /**
     * Builds a registry: per id the contributions are tried from the highest priority down (registration order on
     * ties); the first that instantiates and passes the self-check is enabled, the failed ones are listed as
     * disabled with the reason, the rest as "shadowed by ...".
     */
    public static CodecRegistry fromContributions(List<CodecContribution> contributions) {
        Map<String, SnapshotCodec> enabled = new LinkedHashMap<>();
        List<CodecDescriptor> descriptors = new ArrayList<>();
        for (Resolved<SnapshotCodec, CodecContribution> r : CodecLoader.LOADER.resolve(contributions,
                CodecRegistry::check)) {
            CodecContribution c = r.contribution();
            descriptors.add(new CodecDescriptor(c.id(), c.name(), c.kind(), c.priority(), c.source(), r.enabled(),
                    r.reason()));
            if (r.enabled()) {
                enabled.put(c.id(), r.instance());
            }
        }
        return new CodecRegistry(enabled, descriptors);
    }

    /** The codecs' check on top of the generic rules: instantiate, same id, bit-exact round trip. */
    private static Outcome<SnapshotCodec> check(CodecContribution c) {
        CodecSelfCheck.Outcome o = CodecSelfCheck.instantiateAndCheck(c);
        return new Outcome<>(o.codec(), o.reason());
    }

    /** The enabled codec with this id. */
    public Optional<SnapshotCodec> find(String id) {
        return Optional.ofNullable(enabled.get(id));
    }

    /**
     * The enabled codec with this id.
     *
     * @throws IllegalArgumentException naming the id, why it is unavailable and the available ids
     */
    public SnapshotCodec require(String id) {
        SnapshotCodec c = enabled.get(id);
        if (c != null) {
            return c;
        }
        for (CodecDescriptor d : descriptors) {
            if (d.id().equals(id) && !d.enabled() && !d.reason().startsWith("shadowed")) {
                throw new IllegalArgumentException("codec '" + id + "' is disabled: " + d.reason());
            }
        }
        throw new IllegalArgumentException("unknown codec '" + id + "'; available: "
                + enabled.keySet().stream().collect(Collectors.joining(", ")));
    }

    /**
     * The codec that decodes containers written with this id: an enabled codec, else a lossy codec (chosen by a
     * loss profile, never listed by {@link #codecs()} or returned by {@link #find}) whose bound self-check passed.
     * Every decoder of stored or simulated containers looks codecs up here ({@code registry::decoder}).
     */
    public Optional<SnapshotCodec> decoder(String id) {
        SnapshotCodec c = enabled.get(id);
        return c != null ? Optional.of(c) : Optional.ofNullable(LossyDecoders.get().enabled().get(id));
    }

    /** The lossy codecs as decoders: enabled, or disabled with the reason their bound self-check gave. */
    public List<CodecDescriptor> lossyDescriptors() {
        return LossyDecoders.get().descriptors();
    }

    /** Enabled codecs in registration order. */
    public List<SnapshotCodec> codecs() {
        return List.copyOf(enabled.values());
    }

    /** Every contribution seen, enabled or not. */
    public List<CodecDescriptor> descriptors() {
        return descriptors;
    }
}
