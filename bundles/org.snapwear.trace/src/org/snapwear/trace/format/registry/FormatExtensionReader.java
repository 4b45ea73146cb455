package org.snapwear.trace.format.registry;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.RegistryFactory;
import org.snapwear.trace.format.CheckpointReader;

/**
 * The one class that reads the {@code org.snapwear.trace.formats} extension point. It is loaded only after
 * {@link FormatContributions#fromExtensionRegistry()} has checked that the Eclipse registry classes are visible
 * (the bundle requires {@code org.eclipse.equinox.registry} optionally), so the trace jar works without Eclipse.
 *
 * <p>Nothing is instantiated here: each element becomes a {@link FormatContribution} whose factory calls
 * {@code createExecutableExtension} later, so a class that cannot be created disables only its own format. A
 * malformed element (no id or class, an order or priority that is not an integer) also becomes a contribution,
 * one whose factory fails with the reason, so the problem is listed with the other disabled formats rather than
 * only logged.
 */
public final class FormatExtensionReader {
    /** The extension point id. */
    public static final String EXTENSION_POINT = "org.snapwear.trace.formats";

    private FormatExtensionReader() {
    }

    /** Contributions from the running extension registry; empty if there is none. */
    public static List<FormatContribution> read() {
        IExtensionRegistry registry = RegistryFactory.getRegistry();
        return registry == null ? List.of() : read(registry);
    }

    /** Contributions from the given registry (tests build private registries from plugin.xml files). */
    public static List<FormatContribution> read(IExtensionRegistry registry) {
        List<FormatContribution> out = new ArrayList<>();
        for (IConfigurationElement e : registry.getConfigurationElementsFor(EXTENSION_POINT)) {
            String source = "extension:" + (e.getContributor() != null ? e.getContributor().getName() : "?");
            if (!"format".equals(e.getName())) {
                FormatContributions.log(source + ": unexpected element <" + e.getName() + "> in " + EXTENSION_POINT
                        + " ignored");
                continue;
            }
            out.add(contribution(e, source));
        }
        return out;
    }

    private static FormatContribution contribution(IConfigurationElement e, String source) {
        String id = blankToNull(e.getAttribute("id"));
        String cls = blankToNull(e.getAttribute("class"));
        String name = blankToNull(e.getAttribute("name"));
        String shownId = id != null ? id : "?";
        String shownName = name != null ? name : shownId;
        if (id == null || cls == null) {
            return broken(shownId, shownName, source, "the format element needs both an id and a class attribute");
        }
        int order;
        int priority;
        try {
            order = integer(e.getAttribute("order"), FormatContribution.DEFAULT_ORDER);
            priority = integer(e.getAttribute("priority"), 0);
        } catch (NumberFormatException ex) {
            return broken(id, shownName, source, "order and priority must be integers: " + ex.getMessage());
        }
        return new FormatContribution(id, shownName, order, priority, source, () -> {
            try {
                return (CheckpointReader) e.createExecutableExtension("class");
            } catch (Exception ex) { // CoreException lives in equinox.common's half of the split package
                throw new IllegalStateException("cannot create " + cls + ": " + rootCause(ex), ex);
            }
        });
    }

    private static FormatContribution broken(String id, String name, String source, String reason) {
        return new FormatContribution(id, name, FormatContribution.DEFAULT_ORDER, Integer.MIN_VALUE, source, () -> {
            throw new IllegalArgumentException(reason);
        });
    }

    /**
     * What the plug-in's constructor threw: the registry wraps it in a CoreException around an
     * InvocationTargetException, whose messages say nothing a user can act on.
     */
    private static Throwable rootCause(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root;
    }

    private static int integer(String value, int absent) {
        return value == null || value.isBlank() ? absent : Integer.parseInt(value.trim());
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
