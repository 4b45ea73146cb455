package org.snapwear.ui;

import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

/** Window size, title and visible bars of the Snapwear window. */
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
        c.setShowPerspectiveBar(false);
        c.setTitle("Snapwear");
    }
}
