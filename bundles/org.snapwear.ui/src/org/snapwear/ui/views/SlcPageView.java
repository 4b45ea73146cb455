package org.snapwear.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;

/** SLC Page view: hosts an {@link SlcPagePanel}. */
public final class SlcPageView extends ViewPart {
    /** View id, as declared in plugin.xml. */
    public static final String ID = "org.snapwear.ui.views.slc";

    private SlcPagePanel panel;

    @Override
    public void createPartControl(Composite parent) {
        panel = new SlcPagePanel(parent, SWT.NONE);
    }

    /** The hosted panel (for tests and other views). */
    public SlcPagePanel panel() {
        return panel;
    }

    @Override
    public void setFocus() {
        panel.setFocus();
    }
}
