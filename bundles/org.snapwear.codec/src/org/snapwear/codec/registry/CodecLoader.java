package org.snapwear.codec.registry;

import java.util.ArrayList;
import java.util.List;

import org.snapwear.codec.codecs.BuiltInCodecs;
import org.snapwear.codec.spi.Prioritized;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.contrib.ContributionLoader;
import org.snapwear.trace.contrib.ContributionLog;
import org.snapwear.trace.contrib.ProviderMapping;

/**
 * The codecs' instance of the one contribution loader ({@link ContributionLoader}: extension point, then
 * ServiceLoader providers with new ids, then built-ins nobody contributed). What is the codecs' own: the reader of
 * the {@code org.snapwear.codec.codecs} extension point ({@link CodecExtensionReader}), how a service provider
 * becomes a {@link CodecContribution} (priority from {@link Prioritized}), the built-in list ({@link BuiltInCodecs})
 * and the logger {@code org.snapwear.codec}. Bad contributions are logged and skipped, never fatal.
 */
public final class CodecLoader {
    /** The SLF4J logger of codec contribution problems. */
    static final ContributionLog LOG = new ContributionLog("org.snapwear.codec");

    static final ContributionLoader<SnapshotCodec, CodecContribution> LOADER = new ContributionLoader<>("codec",
            SnapshotCodec.class, CodecLoader.class, LOG, CodecExtensionReader::read, new Providers(),
            CodecLoader::builtIns);

    private CodecLoader() {
    }

    /**
     * All contributions from every source: the extension registry, then ServiceLoader providers with new ids, then
     * any built-in codec neither of them contributed (source {@code built-in}).
     */
    public static List<CodecContribution> loadAll() {
        return LOADER.loadAll();
    }

    /** Contributions through the extension point, or none when the Eclipse registry is absent. */
    public static List<CodecContribution> fromExtensionRegistry() {
        return LOADER.fromExtensionRegistry();
    }

    /** Every {@link SnapshotCodec} provider visible to the class loader (broken providers are logged, kept disabled). */
    public static List<CodecContribution> fromServiceLoader(ClassLoader loader) {
        return LOADER.fromServiceLoader(loader);
    }

    /** Logs a contribution problem at WARN (SLF4J logger {@code org.snapwear.codec}; see {@link ContributionLog}). */
    public static void log(String message) {
        LOG.warn(message);
    }

    private static List<CodecContribution> builtIns() {
        List<CodecContribution> out = new ArrayList<>();
        for (SnapshotCodec c : BuiltInCodecs.all()) {
            out.add(new CodecContribution(c.id(), c.displayName(), c.kind(), 0, "built-in", () -> c));
        }
        return out;
    }

    /** A codec provider's id, name, kind and priority come from its instance. */
    private static final class Providers implements ProviderMapping<SnapshotCodec, CodecContribution> {
        @Override
        public CodecContribution of(Class<? extends SnapshotCodec> type, SnapshotCodec codec) {
            int priority = codec instanceof Prioritized pr ? pr.priority() : 0;
            return new CodecContribution(codec.id(), codec.displayName(), codec.kind(), priority, "service-loader",
                    () -> codec);
        }

        @Override
        public CodecContribution broken(Class<? extends SnapshotCodec> type, Throwable e) {
            log("codec provider " + type.getName() + " cannot be instantiated: " + e);
            return new CodecContribution(type.getSimpleName(), type.getName(), null, 0, "service-loader", () -> {
                throw new IllegalStateException("cannot instantiate " + type.getName() + ": " + e);
            });
        }
    }
}
