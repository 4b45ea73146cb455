package org.snapwear.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;

/** Buddy Overflow view: hosts a {@link BuddyOverflowPanel}. */
public final class BuddyOverflowView extends ViewPart {
    /** View id, as declared in plugin.xml. */
    public static final String ID = "org.snapwear.ui.views.buddy";

    private BuddyOverflowPanel panel;

    @Override
    public void createPartControl(Composite parent) {
        panel = new BuddyOverflowPanel(parent, SWT.NONE);
    }

    /** The hosted panel (for tests and other views). */
    public BuddyOverflowPanel panel() {
        return panel;
    }

    @Override
    public void setFocus() {
        panel.setFocus();
    }
}
