package org.snapwear.ui;

import java.util.List;

import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;
import org.snapwear.ui.editors.overview.RunOverviewEditor;
import org.snapwear.ui.start.StartPage;

/** Window size, title and visible bars of the Snapwear window; the start page on the first start. */
final class SnapwearWindowAdvisor extends WorkbenchWindowAdvisor {

    SnapwearWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        super(configurer);
    }

    @Override
    public ActionBarAdvisor createActionBarAdvisor(IActionBarConfigurer configurer) {
        return new SnapwearActionBarAdvisor(configurer);
    }

    @Override
    public void preWindowOpen() {
        IWorkbenchWindowConfigurer c = getWindowConfigurer();
        c.setInitialSize(new Point(1280, 800));
        c.setShowCoolBar(true);
        c.setShowStatusLine(true);
        // Running Jobs (study runs, the demo, sequence loading) show their progress in the status line.
        c.setShowProgressIndicator(true);
        c.setShowPerspectiveBar(false);
        c.setTitle(Messages.Window_title);
        StartupTiming.mark("window configured");
    }

    @Override
    public void postWindowCreate() {
        StartupTiming.mark("window created");
    }

    @Override
    public void postWindowOpen() {
        StartupTiming.mark("window shown");
        StartPage.openOnFirstStart(getWindowConfigurer().getWindow());
        List<RunOverviewEditor> opened = OpenAtLaunch.openAll(getWindowConfigurer().getWindow());
        StartupTiming.windowOpened(getWindowConfigurer().getWindow(), opened);
        LaterStartLevel.raiseAfterWindow(getWindowConfigurer().getWindow().getShell().getDisplay());
    }
}
