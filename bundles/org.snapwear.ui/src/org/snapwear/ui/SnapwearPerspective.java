package org.snapwear.ui;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.snapwear.ui.views.SequencesView;
import org.snapwear.ui.views.TensorsView;

/** Sequences on the left, the selected snapshot's tensors beside them; editors (studies) in the middle. */
public final class SnapwearPerspective implements IPerspectiveFactory {
    /** Perspective id, as declared in plugin.xml. */
    public static final String ID = "org.snapwear.ui.perspective";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editors = layout.getEditorArea();
        layout.setEditorAreaVisible(false);
        IFolderLayout left = layout.createFolder("left", IPageLayout.LEFT, 0.35f, editors);
        left.addView(SequencesView.ID);
        IFolderLayout right = layout.createFolder("right", IPageLayout.RIGHT, 0.65f, editors);
        right.addView(TensorsView.ID);
    }
}
