package org.snapwear.ui.preferences;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.osgi.service.prefs.BackingStoreException;
import org.snapwear.study.presets.HardwarePresets;

/**
 * Snapwear's instance-scope preferences (stored in the workspace's .metadata). Outside OSGi (plain-SWT tests)
 * there is no preference service: reads fall back to the defaults and writes are dropped.
 */
public final class SnapwearPreferences {
    /** Preference node: the UI bundle's symbolic name. */
    public static final String NODE = "org.snapwear.ui";
    /** Key of the hardware preset id used for new studies. */
    public static final String HARDWARE_PRESET = "hardwarePreset";

    private SnapwearPreferences() {
    }

    /** The preferred hardware preset's id (Table 4 device unless the user chose another). */
    public static String presetId() {
        IEclipsePreferences node = node();
        String id = node == null ? null : node.get(HARDWARE_PRESET, null);
        return HardwarePresets.orDefault(id).id();
    }

    public static void setPresetId(String id) throws BackingStoreException {
        IEclipsePreferences node = node();
        if (node != null) {
            node.put(HARDWARE_PRESET, id);
            node.flush();
        }
    }

    private static IEclipsePreferences node() {
        try {
            return InstanceScope.INSTANCE.getNode(NODE);
        } catch (RuntimeException | LinkageError e) {
            // No preference service (not running in OSGi).
            return null;
        }
    }
}
