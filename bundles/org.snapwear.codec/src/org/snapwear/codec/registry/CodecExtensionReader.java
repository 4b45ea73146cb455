package org.snapwear.codec.registry;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.RegistryFactory;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.SnapshotCodec;

/**
 * The one class that reads the {@code org.snapwear.codec.codecs} extension point. Only loaded after
 * {@link CodecLoader} has checked that {@code org.eclipse.core.runtime} is available (the import is optional), so
 * the codec jar works without Eclipse. A malformed element is logged and skipped; instantiation happens later,
 * lazily, in the self-check, so a codec class that throws disables only itself.
 */
public final class CodecExtensionReader {
    /** The extension point id. */
    public static final String EXTENSION_POINT = "org.snapwear.codec.codecs";

    private CodecExtensionReader() {
    }

    /** Contributions from the running extension registry; empty if there is none. */
    public static List<CodecContribution> read() {
        IExtensionRegistry registry = RegistryFactory.getRegistry();
        if (registry == null) {
            return List.of();
        }
        List<CodecContribution> out = new ArrayList<>();
        for (IConfigurationElement e : registry.getConfigurationElementsFor(EXTENSION_POINT)) {
            String bundle = e.getContributor() != null ? e.getContributor().getName() : "?";
            if (!"codec".equals(e.getName())) {
                CodecLoader.log(bundle + ": unexpected element <" + e.getName() + "> in " + EXTENSION_POINT);
                continue;
            }
            String id = e.getAttribute("id");
            String cls = e.getAttribute("class");
            if (id == null || id.isBlank() || cls == null || cls.isBlank()) {
                CodecLoader.log(bundle + ": codec contribution without id or class ignored");
                continue;
            }
            String name = e.getAttribute("name") != null ? e.getAttribute("name") : id;
            CodecKind kind;
            int priority;
            try {
                kind = CodecKind.parse(e.getAttribute("kind") != null ? e.getAttribute("kind") : "both");
                priority = e.getAttribute("priority") != null ? Integer.parseInt(e.getAttribute("priority").trim()) : 0;
            } catch (IllegalArgumentException ex) {
                CodecLoader.log(bundle + ": codec " + id + " has a bad kind or priority: " + ex.getMessage());
                continue;
            }
            out.add(new CodecContribution(id, name, kind, priority, "extension:" + bundle, () -> {
                try {
                    return (SnapshotCodec) e.createExecutableExtension("class");
                } catch (Exception ex) { // CoreException lives in equinox.common's half of the split package
                    throw new IllegalStateException("cannot create " + cls + ": " + ex.getMessage(), ex);
                }
            }));
        }
        return out;
    }
}
