package org.snapwear.ui;

import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

/** Opens every window in the Snapwear perspective. */
public class SnapwearWorkbenchAdvisor extends WorkbenchAdvisor {

    @Override
    public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        return new SnapwearWindowAdvisor(configurer);
    }

    @Override
    public void preStartup() {
        StartupTiming.mark("workbench model ready");
    }

    @Override
    public String getInitialWindowPerspectiveId() {
        return SnapwearPerspective.ID;
    }
}
