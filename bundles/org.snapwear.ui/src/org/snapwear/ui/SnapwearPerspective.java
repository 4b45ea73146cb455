package org.snapwear.ui;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.snapwear.ui.views.CodecsView;
import org.snapwear.ui.views.SequencesView;
import org.snapwear.ui.views.TensorsView;

/**
 * Sequences and their tensors on the left; study editors at the top of the middle; the analysis views (Results,
 * SSD Block States, Buddy Overflow, SLC Page) stacked below them, where they get most of the window because they
 * are images and charts; Codecs at the bottom of the left column.
 */
public final class SnapwearPerspective implements IPerspectiveFactory {
    /** Perspective id, as declared in plugin.xml. */
    public static final String ID = "org.snapwear.ui.perspective";

    /** View ids of the analysis views (declared in plugin.xml). */
    public static final String RESULTS = "org.snapwear.ui.views.results";
    public static final String BLOCK_STATES = "org.snapwear.ui.views.blockstates";
    public static final String BUDDY = "org.snapwear.ui.views.buddy";
    public static final String SLC = "org.snapwear.ui.views.slc";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editors = layout.getEditorArea();
        layout.setEditorAreaVisible(true);
        IFolderLayout left = layout.createFolder("left", IPageLayout.LEFT, 0.24f, editors);
        left.addView(SequencesView.ID);
        IFolderLayout leftBottom = layout.createFolder("leftBottom", IPageLayout.BOTTOM, 0.45f, "left");
        leftBottom.addView(TensorsView.ID);
        leftBottom.addView(CodecsView.ID);
        IFolderLayout analysis = layout.createFolder("analysis", IPageLayout.BOTTOM, 0.30f, editors);
        analysis.addView(RESULTS);
        analysis.addView(BLOCK_STATES);
        analysis.addView(BUDDY);
        analysis.addView(SLC);
        layout.addShowViewShortcut(SequencesView.ID);
        layout.addShowViewShortcut(TensorsView.ID);
        layout.addShowViewShortcut(CodecsView.ID);
        layout.addShowViewShortcut(RESULTS);
        layout.addShowViewShortcut(BLOCK_STATES);
        layout.addShowViewShortcut(BUDDY);
        layout.addShowViewShortcut(SLC);
    }
}
