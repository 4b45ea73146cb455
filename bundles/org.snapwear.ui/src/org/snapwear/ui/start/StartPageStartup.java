package org.snapwear.ui.start;

import java.util.function.Supplier;

import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

/**
 * Shows the start page on the first start of a workspace in an Eclipse IDE with Snapwear installed, where no
 * Snapwear window advisor runs (extension point {@code org.eclipse.ui.startup}). The RCP product's window advisor
 * opens the page too, earlier; both go through {@link StartPage#openOnFirstStart(IWorkbenchWindow, IPreferenceStore)}
 * and its one preference flag, so whichever comes second finds the flag set and opens nothing.
 */
public final class StartPageStartup implements IStartup {
    private final Supplier<IPreferenceStore> store;

    /** As the workbench creates it: the flag lives in the workspace's instance preferences of org.snapwear.ui. */
    public StartPageStartup() {
        this(StartPage::firstStartStore);
    }

    /** With another store for the flag (tests). */
    public StartPageStartup(Supplier<IPreferenceStore> store) {
        this.store = store;
    }

    /** Called off the UI thread once the workbench has started: opens the page on the UI thread. */
    @Override
    public void earlyStartup() {
        IWorkbench workbench = PlatformUI.getWorkbench();
        Display display = workbench.getDisplay();
        if (display.isDisposed()) {
            return;
        }
        display.asyncExec(() -> openInActiveWindow(workbench));
    }

    /** Opens the page (if the flag says it was never shown) in the active or first window; returns it or null. */
    public StartPage openInActiveWindow(IWorkbench workbench) {
        if (workbench.isClosing()) {
            return null;
        }
        IWorkbenchWindow w = workbench.getActiveWorkbenchWindow();
        if (w == null && workbench.getWorkbenchWindowCount() > 0) {
            w = workbench.getWorkbenchWindows()[0];
        }
        if (w == null || w.getActivePage() == null) {
            return null;
        }
        return StartPage.openOnFirstStart(w, store.get());
    }
}
