package org.snapwear.trace.format.registry;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.OptionalInt;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;

import org.snapwear.trace.format.CheckpointReader;

/**
 * Collects reader contributions from every source. Under OSGi the extension point is authoritative:
 * ServiceLoader adds only ids the extension registry did not contribute (inside the bundle it would otherwise find
 * the built-ins a second time through the bundle's own services file), and a built-in reader is added from
 * {@link BuiltInFormats} only when neither source offered its id. Bad contributions are logged and kept (they are
 * listed as disabled by the registry), never fatal.
 */
public final class FormatContributions {
    private FormatContributions() {
    }

    /** Extension contributions, then ServiceLoader providers with new ids, then built-ins nobody contributed. */
    public static List<FormatContribution> loadAll() {
        return merge(fromExtensionRegistry(), fromServiceLoader(FormatContributions.class.getClassLoader()));
    }

    /** The merge rule of {@link #loadAll()}, for given extension and ServiceLoader contributions. */
    public static List<FormatContribution> merge(List<FormatContribution> extensions,
            List<FormatContribution> services) {
        List<FormatContribution> all = new ArrayList<>(extensions);
        Set<String> fromExtensions = new HashSet<>();
        for (FormatContribution c : extensions) {
            fromExtensions.add(c.id());
        }
        Set<String> seen = new HashSet<>(fromExtensions);
        for (FormatContribution c : services) {
            if (!fromExtensions.contains(c.id())) {
                all.add(c);
                seen.add(c.id());
            }
        }
        for (FormatContribution c : BuiltInFormats.contributions()) {
            if (seen.add(c.id())) {
                all.add(c);
            }
        }
        return all;
    }

    /** Contributions through the extension point, or none when the Eclipse registry is absent. */
    public static List<FormatContribution> fromExtensionRegistry() {
        try {
            Class.forName("org.eclipse.core.runtime.RegistryFactory", false,
                    FormatContributions.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return List.of(); // plain Java: the optional Require-Bundle is not wired, no registry to read
        }
        try {
            return FormatExtensionReader.read();
        } catch (LinkageError | RuntimeException e) {
            log("cannot read the extension registry: " + e);
            return List.of();
        }
    }

    /**
     * Every {@link CheckpointReader} provider visible to the class loader. A provider that cannot be
     * instantiated is kept as a contribution that fails with the reason (id: its class name, since the id is only
     * known from an instance).
     */
    public static List<FormatContribution> fromServiceLoader(ClassLoader loader) {
        List<FormatContribution> out = new ArrayList<>();
        Iterator<ServiceLoader.Provider<CheckpointReader>> it =
                ServiceLoader.load(CheckpointReader.class, loader).stream().iterator();
        while (true) {
            ServiceLoader.Provider<CheckpointReader> p;
            try {
                if (!it.hasNext()) {
                    break;
                }
                p = it.next();
            } catch (ServiceConfigurationError e) {
                log("bad checkpoint reader service provider: " + e.getMessage());
                continue;
            }
            out.add(fromProvider(p));
        }
        return out;
    }

    private static FormatContribution fromProvider(ServiceLoader.Provider<CheckpointReader> p) {
        String cls = p.type().getName();
        CheckpointReader reader;
        String id;
        String description;
        try {
            reader = p.get();
            id = reader.formatId();
            description = reader.description();
        } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
            String reason = "cannot instantiate " + cls + ": " + (e.getCause() != null ? e.getCause() : e);
            return new FormatContribution(cls, cls, FormatContribution.DEFAULT_ORDER, Integer.MIN_VALUE,
                    "service-loader", () -> {
                        throw new IllegalStateException(reason, e);
                    });
        }
        OptionalInt builtIn = BuiltInFormats.orderOf(p.type());
        int order = reader instanceof DetectionRank r ? r.detectionOrder()
                : builtIn.orElse(FormatContribution.DEFAULT_ORDER);
        int priority = reader instanceof DetectionRank r ? r.priority() : 0;
        return new FormatContribution(id, description, order, priority, "service-loader", () -> reader);
    }

    /** Logs a contribution problem at WARN (SLF4J logger {@code org.snapwear.trace.formats}; see {@link FormatLog}). */
    public static void log(String message) {
        FormatLog.warn(message);
    }
}
