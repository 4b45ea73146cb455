package org.snapwear.trace.contrib;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The one contribution loader (after Eclipse MAT's {@code RegistryReader<D>}) behind every Snapwear extension point:
 * codecs ({@code codec.registry}) and checkpoint readers ({@code trace.format.registry}) are instances with their
 * own contribution record, extension-point reader, provider mapping, built-in list and check.
 *
 * <p>The rules, the same for every extension point:
 * <ul>
 * <li>Sources: the Eclipse extension point (read by the extension point's one reader class, called only when the
 * Eclipse registry classes are visible to the owner's class loader, so the jar works without Eclipse), then
 * {@link ServiceLoader} providers with ids the extension registry did not contribute (under OSGi the extension point
 * is authoritative; the bundle's own services file would otherwise offer the built-ins a second time), then the
 * built-ins neither offered (bare class paths without the jar's META-INF).</li>
 * <li>Per id the contributions are tried from the highest priority down (ties in registration order); the first that
 * can be created and passes the check is used, the failed ones are listed as disabled with the reason and logged, the
 * rest as "shadowed by SOURCE (priority N)".</li>
 * <li>Problems never fail the registry: they are logged through {@link ContributionLog}.</li>
 * </ul>
 *
 * @param <T> what a contribution creates
 * @param <C> the extension point's contribution record
 */
public final class ContributionLoader<T, C extends Contribution<T>> {
    private final String noun;
    private final Class<T> service;
    private final Class<?> owner;
    private final ContributionLog log;
    private final Supplier<List<C>> extensionReader;
    private final ProviderMapping<T, C> providers;
    private final Supplier<List<C>> builtIns;

    /**
     * @param noun            what a contribution is, in log lines ("codec", "checkpoint format")
     * @param service         the ServiceLoader service type
     * @param owner           a class of the bundle that declares the extension point (its class loader sees the
     *                        optional Eclipse registry and the services files)
     * @param log             where problems go
     * @param extensionReader the extension point's one reader class, e.g. {@code CodecExtensionReader::read}; only
     *                        called when the Eclipse registry is visible
     * @param providers       how a service provider becomes a contribution
     * @param builtIns        the built-in list
     */
    public ContributionLoader(String noun, Class<T> service, Class<?> owner, ContributionLog log,
            Supplier<List<C>> extensionReader, ProviderMapping<T, C> providers, Supplier<List<C>> builtIns) {
        this.noun = noun;
        this.service = service;
        this.owner = owner;
        this.log = log;
        this.extensionReader = extensionReader;
        this.providers = providers;
        this.builtIns = builtIns;
    }

    /** Extension contributions, then ServiceLoader providers with new ids, then built-ins nobody contributed. */
    public List<C> loadAll() {
        return merge(fromExtensionRegistry(), fromServiceLoader(owner.getClassLoader()));
    }

    /** The merge rule of {@link #loadAll()}, for given extension and ServiceLoader contributions. */
    public List<C> merge(List<C> extensions, List<C> services) {
        List<C> all = new ArrayList<>(extensions);
        Set<String> fromExtensions = new HashSet<>();
        for (C c : extensions) {
            fromExtensions.add(c.id());
        }
        Set<String> seen = new HashSet<>(fromExtensions);
        for (C c : services) {
            if (!fromExtensions.contains(c.id())) {
                all.add(c);
                seen.add(c.id());
            }
        }
        for (C c : builtIns.get()) {
            if (seen.add(c.id())) {
                all.add(c);
            }
        }
        return all;
    }

    /** Contributions through the extension point, or none when the Eclipse registry is absent. */
    public List<C> fromExtensionRegistry() {
        try {
            Class.forName("org.eclipse.core.runtime.RegistryFactory", false, owner.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return List.of(); // plain Java: the optional Require-Bundle is not wired, no registry to read
        }
        try {
            return extensionReader.get();
        } catch (LinkageError | RuntimeException e) {
            log.warn("cannot read the extension registry: " + e);
            return List.of();
        }
    }

    /** Every provider of the service visible to the class loader; broken ones as {@link ProviderMapping} says. */
    public List<C> fromServiceLoader(ClassLoader loader) {
        List<C> out = new ArrayList<>();
        Iterator<ServiceLoader.Provider<T>> it = ServiceLoader.load(service, loader).stream().iterator();
        while (true) {
            ServiceLoader.Provider<T> p;
            try {
                if (!it.hasNext()) {
                    break;
                }
                p = it.next();
            } catch (ServiceConfigurationError e) {
                log.warn("bad " + noun + " service provider: " + e.getMessage());
                continue;
            }
            C c;
            try {
                c = providers.of(p.type(), p.get());
            } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                c = providers.broken(p.type(), e);
            }
            if (c != null) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * Resolves contributions: per id (in order of first appearance) from the highest priority down, the first whose
     * {@code check} gives an instance is used; failures are listed with their reason and logged, the rest shadowed.
     *
     * @param check creates a contribution's object and checks it (declared id, a self-check); never throws
     */
    public List<Resolved<T, C>> resolve(List<C> contributions, Function<C, Outcome<T>> check) {
        Map<String, List<C>> groups = new LinkedHashMap<>();
        for (C c : contributions) {
            groups.computeIfAbsent(c.id(), k -> new ArrayList<>()).add(c);
        }
        List<Resolved<T, C>> out = new ArrayList<>();
        for (List<C> group : groups.values()) {
            List<C> sorted = new ArrayList<>(group);
            sorted.sort(Comparator.comparingInt((C c) -> c.priority()).reversed()); // stable: ties keep order
            C winner = null;
            for (C c : sorted) {
                if (winner != null) {
                    out.add(new Resolved<>(c, null, "shadowed by " + winner.source() + " (priority "
                            + winner.priority() + ")"));
                    continue;
                }
                Outcome<T> o = check.apply(c);
                out.add(new Resolved<>(c, o.instance(), o.reason()));
                if (o.instance() != null) {
                    winner = c;
                } else {
                    log.warn(noun + " " + c.id() + " from " + c.source() + " disabled: " + o.reason());
                }
            }
        }
        return out;
    }

    /** Logs a contribution problem at WARN. */
    public void log(String message) {
        log.warn(message);
    }
}
