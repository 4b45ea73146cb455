package org.snapwear.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;

/** SSD Block States view: hosts a {@link BlockStatesPanel}, whose Run... opens the source dialog. */
public final class BlockStatesView extends ViewPart {
    /** View id, as declared in plugin.xml. */
    public static final String ID = "org.snapwear.ui.views.blockstates";

    private BlockStatesPanel panel;

    @Override
    public void createPartControl(Composite parent) {
        // Run... is the panel's own first button; a second one on the view's toolbar only doubled it.
        panel = new BlockStatesPanel(parent, SWT.NONE);
    }

    /** The hosted panel (for tests and other views). */
    public BlockStatesPanel panel() {
        return panel;
    }

    @Override
    public void setFocus() {
        panel.setFocus();
    }
}
