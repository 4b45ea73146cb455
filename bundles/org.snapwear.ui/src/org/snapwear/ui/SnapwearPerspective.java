package org.snapwear.ui;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.snapwear.ui.views.CodecsView;
import org.snapwear.ui.views.SequencesView;
import org.snapwear.ui.views.TensorsView;

/**
 * Laid out like Eclipse MAT and Trace Compass: the editor area (start page, study editor, run overview) is the
 * centre and the largest part; the inputs (Sequences, then Tensors and Codecs) in a column on the left; the
 * analysis views (Results, SSD Block States, Buddy Overflow, SLC Page) and the Progress view in a row below the
 * editors. The ratios keep every view's header and first rows readable at 1280x800.
 */
public final class SnapwearPerspective implements IPerspectiveFactory {
    /** Perspective id, as declared in plugin.xml. */
    public static final String ID = "org.snapwear.ui.perspective";

    /** View ids of the analysis views (declared in plugin.xml). */
    public static final String RESULTS = "org.snapwear.ui.views.results";
    public static final String BLOCK_STATES = "org.snapwear.ui.views.blockstates";
    public static final String BUDDY = "org.snapwear.ui.views.buddy";
    public static final String SLC = "org.snapwear.ui.views.slc";
    /** The platform's Progress view, declared in plugin.xml (only the IDE declares the platform's own id). */
    public static final String PROGRESS = "org.snapwear.ui.views.progress";

    /** Share of the window's width taken by the left column. */
    public static final float LEFT_RATIO = 0.25f;
    /** Share of the height above the analysis row that the editor area keeps. */
    public static final float EDITOR_RATIO = 0.55f;

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editors = layout.getEditorArea();
        layout.setEditorAreaVisible(true);
        IFolderLayout left = layout.createFolder("left", IPageLayout.LEFT, LEFT_RATIO, editors);
        left.addView(SequencesView.ID);
        IFolderLayout leftBottom = layout.createFolder("leftBottom", IPageLayout.BOTTOM, 0.55f, "left");
        leftBottom.addView(TensorsView.ID);
        leftBottom.addView(CodecsView.ID);
        IFolderLayout analysis = layout.createFolder("analysis", IPageLayout.BOTTOM, EDITOR_RATIO, editors);
        analysis.addView(RESULTS);
        analysis.addView(BLOCK_STATES);
        analysis.addView(BUDDY);
        analysis.addView(SLC);
        analysis.addPlaceholder(PROGRESS);
        layout.addShowViewShortcut(SequencesView.ID);
        layout.addShowViewShortcut(TensorsView.ID);
        layout.addShowViewShortcut(CodecsView.ID);
        layout.addShowViewShortcut(RESULTS);
        layout.addShowViewShortcut(BLOCK_STATES);
        layout.addShowViewShortcut(BUDDY);
        layout.addShowViewShortcut(SLC);
        layout.addShowViewShortcut(PROGRESS);
    }
}
