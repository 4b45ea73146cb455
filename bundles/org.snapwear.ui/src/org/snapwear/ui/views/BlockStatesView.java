package org.snapwear.ui.views;

import org.eclipse.jface.action.Action;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;

/** SSD Block States view: hosts a {@link BlockStatesPanel}; the toolbar's Run... opens the source dialog. */
public final class BlockStatesView extends ViewPart {
    /** View id, as declared in plugin.xml. */
    public static final String ID = "org.snapwear.ui.views.blockstates";

    private BlockStatesPanel panel;

    @Override
    public void createPartControl(Composite parent) {
        panel = new BlockStatesPanel(parent, SWT.NONE);
        Action run = new Action(Messages.BlockStates_run) {
            @Override
            public void run() {
                panel.openRunDialog();
            }
        };
        run.setToolTipText(Messages.BlockStatesView_runTip);
        getViewSite().getActionBars().getToolBarManager().add(run);
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
