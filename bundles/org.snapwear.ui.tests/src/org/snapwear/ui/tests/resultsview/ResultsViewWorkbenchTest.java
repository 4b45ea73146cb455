package org.snapwear.ui.tests.resultsview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.study.charts.StudyCharts;
import org.snapwear.study.results.StudyResults;
import org.snapwear.ui.actions.OpenSequenceAction;
import org.snapwear.ui.actions.RecentFiles;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;
import org.snapwear.ui.tests.results.SyntheticResults;
import org.snapwear.ui.views.ResultsView;
import org.snapwear.ui.views.SequencesView;

/** The Results view opens by id with a run (what the study editor's Run does); Open Sequence feeds Open Recent. */
class ResultsViewWorkbenchTest {

    @BeforeAll
    static void startWorkbench() throws Exception {
        WorkbenchHarness.start();
    }

    @Test
    void resultsViewShowsARunAndRemembersIt() throws Exception {
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            StudyResults run = SyntheticResults.build("workbench run", 1);
            ResultsView view = ResultsView.open(w, run, "workbench run");
            assertNotNull(view);
            assertEquals(ResultsView.ID, view.getViewSite().getId());
            assertEquals(StudyCharts.charts(run).size(), view.panel().chartIds().size());
            UiTestSupport.flush();
            UiTestSupport.screenshot(w.getShell(), "results-workbench");

            // Closed and reopened: the last results come back.
            w.getActivePage().hideView(view);
            ResultsView again = (ResultsView) w.getActivePage().showView(ResultsView.ID);
            assertSame(run, again.panel().current().results());
        });
    }

    @Test
    void openedSequenceGoesToOpenRecent() throws Exception {
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            Path dir = UiTestSupport.fixtures().resolve("cnn_digits_sgd").toAbsolutePath().normalize();
            OpenSequenceAction.open(w, List.of(dir));
            SequencesView seq = (SequencesView) w.getActivePage().findView(SequencesView.ID);
            UiTestSupport.join(seq.lastLoadJob(), 60_000);
            assertTrue(UiTestSupport.waitUntil(() -> dir.equals(seq.loadedDirectory()), 10_000));
            assertEquals(List.of(dir), RecentFiles.workbench().entries().get(0));
        });
    }
}
