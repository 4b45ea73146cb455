package org.snapwear.codec.registry;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import org.snapwear.codec.codecs.BuiltInCodecs;
import org.snapwear.codec.spi.Prioritized;
import org.snapwear.codec.spi.SnapshotCodec;

/**
 * Collects contributions from the extension registry (when Equinox is present and running) and from
 * {@link ServiceLoader}. Under OSGi the extension point is authoritative; ServiceLoader adds only ids the
 * extension registry did not contribute (e.g. codecs on a plain classpath). Bad contributions are logged and
 * skipped, never fatal.
 */
public final class CodecLoader {
    private CodecLoader() {
    }

    /**
     * All contributions from every source: the extension registry, then ServiceLoader providers with new ids, then
     * any built-in codec neither of them contributed (source {@code built-in}).
     */
    public static List<CodecContribution> loadAll() {
        List<CodecContribution> all = new ArrayList<>(fromExtensionRegistry());
        Set<String> seen = new HashSet<>();
        for (CodecContribution c : all) {
            seen.add(c.id());
        }
        Set<String> fromExtensions = new HashSet<>(seen);
        for (CodecContribution c : fromServiceLoader(CodecLoader.class.getClassLoader())) {
            if (!fromExtensions.contains(c.id())) {
                all.add(c);
                seen.add(c.id());
            }
        }
        for (SnapshotCodec c : BuiltInCodecs.all()) {
            if (seen.add(c.id())) {
                all.add(new CodecContribution(c.id(), c.displayName(), c.kind(), 0, "built-in", () -> c));
            }
        }
        return all;
    }

    /** Contributions through the extension point, or none when the Eclipse registry is absent. */
    public static List<CodecContribution> fromExtensionRegistry() {
        try {
            Class.forName("org.eclipse.core.runtime.RegistryFactory", false, CodecLoader.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return List.of(); // plain Java: the optional import is not wired
        }
        try {
            return CodecExtensionReader.read();
        } catch (LinkageError | RuntimeException e) {
            log("cannot read the extension registry: " + e);
            return List.of();
        }
    }

    /** Every {@link SnapshotCodec} provider visible to the class loader (broken providers are logged, skipped). */
    public static List<CodecContribution> fromServiceLoader(ClassLoader loader) {
        List<CodecContribution> out = new ArrayList<>();
        ServiceLoader<SnapshotCodec> sl = ServiceLoader.load(SnapshotCodec.class, loader);
        var it = sl.stream().iterator();
        while (true) {
            ServiceLoader.Provider<SnapshotCodec> p;
            try {
                if (!it.hasNext()) {
                    break;
                }
                p = it.next();
            } catch (ServiceConfigurationError e) {
                log("bad codec service provider: " + e.getMessage());
                continue;
            }
            SnapshotCodec codec;
            try {
                codec = p.get();
            } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                log("codec provider " + p.type().getName() + " cannot be instantiated: " + e);
                out.add(new CodecContribution(p.type().getSimpleName(), p.type().getName(), null, 0,
                        "service-loader", () -> {
                            throw new IllegalStateException("cannot instantiate " + p.type().getName() + ": " + e);
                        }));
                continue;
            }
            int priority = codec instanceof Prioritized pr ? pr.priority() : 0;
            out.add(new CodecContribution(codec.id(), codec.displayName(), codec.kind(), priority,
                    "service-loader", () -> codec));
        }
        return out;
    }

    /** Logs a contribution problem at WARN (SLF4J logger {@code org.snapwear.codec}; see {@link RegistryLog}). */
    public static void log(String message) {
        RegistryLog.warn(message);
    }
}
