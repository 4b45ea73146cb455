package org.snapwear.ui;

import org.eclipse.swt.widgets.Display;
import org.osgi.framework.Bundle;
import org.osgi.framework.Constants;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.startlevel.FrameworkStartLevel;

/**
 * Raises the OSGi framework's start level once the first window is usable. The launcher starts the workbench at
 * level 4 and names the level to reach afterwards in {@code -Dsnapwear.startLevel.afterWindow}; the product puts
 * the bundles that only later work needs above level 4 (SPI Fly and the SLF4J provider, which HDF5 reads use), so
 * their start no longer delays the first window. Without the property (tests, an IDE install) it does nothing.
 */
final class LaterStartLevel {
    static final String PROPERTY = "snapwear.startLevel.afterWindow";

    private LaterStartLevel() {
    }

    /** Queues the raise behind what opening the window queued; the framework then starts the bundles itself. */
    static void raiseAfterWindow(Display display) {
        Integer level = Integer.getInteger(PROPERTY);
        if (level == null) {
            return;
        }
        display.asyncExec(() -> raise(level));
    }

    private static void raise(int level) {
        Bundle bundle = FrameworkUtil.getBundle(LaterStartLevel.class);
        if (bundle == null || bundle.getBundleContext() == null) {
            return;
        }
        Bundle system = bundle.getBundleContext().getBundle(Constants.SYSTEM_BUNDLE_LOCATION);
        FrameworkStartLevel startLevel = system.adapt(FrameworkStartLevel.class);
        // Never lower it: only the launcher's reduced start is raised.
        if (startLevel != null && startLevel.getStartLevel() < level) {
            startLevel.setStartLevel(level);
        }
    }
}
