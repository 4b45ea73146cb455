package org.snapwear.ui;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;

/** The {@code org.snapwear.ui.application}: opens the Snapwear workbench window. */
public final class SnapwearApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        StartupTiming.mark("application started");
        Display display = PlatformUI.createDisplay();
        StartupTiming.mark("display created");
        try {
            int code = PlatformUI.createAndRunWorkbench(display, new SnapwearWorkbenchAdvisor());
            return code == PlatformUI.RETURN_RESTART ? IApplication.EXIT_RESTART : IApplication.EXIT_OK;
        } finally {
            display.dispose();
        }
    }

    @Override
    public void stop() {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        IWorkbench workbench = PlatformUI.getWorkbench();
        Display display = workbench.getDisplay();
        display.syncExec(() -> {
            if (!display.isDisposed()) {
                workbench.close();
            }
        });
    }
}
