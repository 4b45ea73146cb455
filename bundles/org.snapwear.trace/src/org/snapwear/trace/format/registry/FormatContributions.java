package org.snapwear.trace.format.registry;

import java.util.List;
import java.util.OptionalInt;

import org.snapwear.trace.contrib.ContributionLoader;
import org.snapwear.trace.contrib.ContributionLog;
import org.snapwear.trace.contrib.ProviderMapping;
import org.snapwear.trace.format.CheckpointReader;

/**
 * The checkpoint readers' instance of the one contribution loader ({@link ContributionLoader}: extension point, then
 * ServiceLoader providers with new ids, then built-ins nobody contributed). What is the readers' own: the reader of
 * the {@code org.snapwear.trace.formats} extension point ({@link FormatExtensionReader}), how a service provider
 * becomes a {@link FormatContribution} (detection order from {@link DetectionRank} or {@link BuiltInFormats}), the
 * built-in list and the logger {@code org.snapwear.trace.formats}. Bad contributions are logged and kept (they are
 * listed as disabled by the registry), never fatal.
 */
public final class FormatContributions {
    /** The SLF4J logger of checkpoint reader contribution problems. */
    static final ContributionLog LOG = new ContributionLog("org.snapwear.trace.formats");

    static final ContributionLoader<CheckpointReader, FormatContribution> LOADER = new ContributionLoader<>(
            "checkpoint format", CheckpointReader.class, FormatContributions.class, LOG, FormatExtensionReader::read,
            new Providers(), BuiltInFormats::contributions);

    private FormatContributions() {
    }

    /** Extension contributions, then ServiceLoader providers with new ids, then built-ins nobody contributed. */
    public static List<FormatContribution> loadAll() {
        return LOADER.loadAll();
    }

    /** The merge rule of {@link #loadAll()}, for given extension and ServiceLoader contributions. */
    public static List<FormatContribution> merge(List<FormatContribution> extensions,
            List<FormatContribution> services) {
        return LOADER.merge(extensions, services);
    }

    /** Contributions through the extension point, or none when the Eclipse registry is absent. */
    public static List<FormatContribution> fromExtensionRegistry() {
        return LOADER.fromExtensionRegistry();
    }

    /**
     * Every {@link CheckpointReader} provider visible to the class loader. A provider that cannot be
     * instantiated is kept as a contribution that fails with the reason (id: its class name, since the id is only
     * known from an instance).
     */
    public static List<FormatContribution> fromServiceLoader(ClassLoader loader) {
        return LOADER.fromServiceLoader(loader);
    }

    /** Logs a contribution problem at WARN (SLF4J logger {@code org.snapwear.trace.formats}). */
    public static void log(String message) {
        LOG.warn(message);
    }

    /** A reader provider's id and name come from its instance, its order from {@link DetectionRank} or the built-ins. */
    private static final class Providers implements ProviderMapping<CheckpointReader, FormatContribution> {
        @Override
        public FormatContribution of(Class<? extends CheckpointReader> type, CheckpointReader reader) {
            String id = reader.formatId();
            String description = reader.description();
            OptionalInt builtIn = BuiltInFormats.orderOf(type);
            int order = reader instanceof DetectionRank r ? r.detectionOrder()
                    : builtIn.orElse(FormatContribution.DEFAULT_ORDER);
            int priority = reader instanceof DetectionRank r ? r.priority() : 0;
            return new FormatContribution(id, description, order, priority, "service-loader", () -> reader);
        }

        @Override
        public FormatContribution broken(Class<? extends CheckpointReader> type, Throwable e) {
            String cls = type.getName();
            String reason = "cannot instantiate " + cls + ": " + (e.getCause() != null ? e.getCause() : e);
            return new FormatContribution(cls, cls, FormatContribution.DEFAULT_ORDER, Integer.MIN_VALUE,
                    "service-loader", () -> {
                        throw new IllegalStateException(reason, e);
                    });
        }
    }
}
