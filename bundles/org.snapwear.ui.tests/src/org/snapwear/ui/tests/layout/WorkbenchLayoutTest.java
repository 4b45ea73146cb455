package org.snapwear.ui.tests.layout;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.study.presets.HardwarePresets;
import org.snapwear.ui.SnapwearPerspective;
import org.snapwear.ui.core.CommandIds;
import org.snapwear.ui.editors.study.NewStudies;
import org.snapwear.ui.editors.study.StudyEditor;
import org.snapwear.ui.start.StartPage;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;
import org.snapwear.ui.views.CodecsView;
import org.snapwear.ui.views.SequencesView;
import org.snapwear.ui.views.TensorsView;

/**
 * The window at 1280x800 and 1920x1080 after Reset Perspective: the editor area is the largest part, every view
 * gets a usable size, and screenshots of the start page, the study editor and each view are saved into
 * target/screenshots (the README's pictures come from here). Reset Perspective brings a closed view back.
 */
class WorkbenchLayoutTest {
    private static final Map<String, String> VIEWS = new LinkedHashMap<>();

    static {
        VIEWS.put(SequencesView.ID, "sequences");
        VIEWS.put(TensorsView.ID, "tensors");
        VIEWS.put(CodecsView.ID, "codecs");
        VIEWS.put(SnapwearPerspective.RESULTS, "results");
        VIEWS.put(SnapwearPerspective.BLOCK_STATES, "blockstates");
        VIEWS.put(SnapwearPerspective.BUDDY, "buddy");
        VIEWS.put(SnapwearPerspective.SLC, "slc");
        VIEWS.put(SnapwearPerspective.PROGRESS, "progress");
    }

    @BeforeAll
    static void startWorkbench() throws Exception {
        WorkbenchHarness.start();
    }

    /** The pixel area of a part's control. */
    private static long area(Control c) {
        Point s = c.getSize();
        return (long) s.x * s.y;
    }

    @Test
    void editorAreaIsTheCentreAtBothSizesWithScreenshots() throws Exception {
        Path dir = Files.createTempDirectory("snapwear-layout");
        Path study = dir.resolve("layout.snapwear");
        NewStudies.create(study, HardwarePresets.TABLE4);
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            Shell shell = w.getShell();
            IWorkbenchPage page = w.getActivePage();
            Point before = shell.getSize();
            java.util.List<String> cut = new java.util.ArrayList<>();
            try {
                for (Point size : new Point[] {new Point(1280, 800), new Point(1920, 1080)}) {
                    String tag = size.x + "x" + size.y;
                    shell.setBounds(0, 0, size.x, size.y);
                    page.resetPerspective();
                    w.getService(IHandlerService.class).executeCommand(CommandIds.START_PAGE, null);
                    UiTestSupport.flush();
                    StartPage start = (StartPage) page.getActiveEditor();
                    long editorArea = area(start.control());
                    long window = (long) size.x * size.y;
                    assertTrue(editorArea > window / 4, tag + ": the editor area takes over a quarter of the window ("
                            + editorArea + " of " + window + ")");
                    for (String id : VIEWS.keySet()) {
                        IViewPart v = page.showView(id);
                        UiTestSupport.flush();
                        Control c = viewControl(v);
                        if (c != null) {
                            Point s = c.getSize();
                            assertTrue(s.x >= 240 && s.y >= 150, tag + ": " + id + " is " + s);
                            assertTrue(area(c) < editorArea, tag + ": " + id + " is smaller than the editor area");
                        }
                        UiTestSupport.screenshot(shell, "view-" + VIEWS.get(id) + "-" + tag);
                        if (c != null) {
                            cut.addAll(UiTestSupport.cutLabels(c, tag + " " + VIEWS.get(id)));
                        }
                    }
                    page.resetPerspective();
                    page.activate(start);
                    UiTestSupport.flush();
                    cut.addAll(UiTestSupport.cutLabels(start.control(), tag + " start page"));
                    org.eclipse.ui.forms.widgets.ScrolledForm form = (org.eclipse.ui.forms.widgets.ScrolledForm) start
                            .control();
                    assertTrue(form.getBody().getSize().x <= form.getClientArea().width + 1, tag
                            + ": the start page fits its width (body " + form.getBody().getSize() + ", visible "
                            + form.getClientArea() + ")");
                    UiTestSupport.screenshot(shell, "startup-" + tag);
                    IEditorPart editor = StudyEditor.open(w, study);
                    UiTestSupport.flush();
                    UiTestSupport.screenshot(shell, "study-editor-" + tag);
                    page.closeEditor(editor, false);
                }
                assertTrue(cut.isEmpty(), "labels cut off: " + cut);
            } finally {
                shell.setSize(before);
                page.resetPerspective();
                UiTestSupport.flush();
            }
        });
    }

    /** A view's own content control, where the view exposes one. */
    private static Control viewControl(IViewPart v) {
        if (v instanceof SequencesView s) {
            return s.panel();
        }
        if (v instanceof org.snapwear.ui.views.ResultsView r) {
            return r.panel();
        }
        if (v instanceof TensorsView t) {
            return t.viewer().getTable().getParent();
        }
        if (v instanceof CodecsView c) {
            return c.table().getParent();
        }
        if (v instanceof org.snapwear.ui.views.BlockStatesView b) {
            return b.panel();
        }
        if (v instanceof org.snapwear.ui.views.BuddyOverflowView b) {
            return b.panel();
        }
        if (v instanceof org.snapwear.ui.views.SlcPageView slc) {
            return slc.panel();
        }
        return null;
    }

    @Test
    void resetPerspectiveBringsAClosedViewBack() throws Exception {
        WorkbenchHarness.onUi(() -> {
            IWorkbenchPage page = WorkbenchHarness.window().getActivePage();
            IViewPart seq = page.findView(SequencesView.ID);
            assertNotNull(seq);
            page.hideView(seq);
            UiTestSupport.flush();
            assertNull(page.findView(SequencesView.ID));
            page.resetPerspective();
            UiTestSupport.flush();
            assertNotNull(page.findView(SequencesView.ID), "Reset Perspective reopens the Sequences view");
            assertNotNull(page.findView(TensorsView.ID));
            assertNotNull(page.findView(SnapwearPerspective.RESULTS));
        });
    }
}
