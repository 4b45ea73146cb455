package org.snapwear.ui.tests.resultsview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.charts.StudyCharts;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.ui.actions.OpenSequenceAction;
import org.snapwear.ui.core.RecentFiles;
import org.snapwear.ui.editors.study.RunStudyJob;
import org.snapwear.ui.editors.study.StudyEditor;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;
import org.snapwear.ui.tests.results.SyntheticResults;
import org.snapwear.ui.views.ResultsHistory;
import org.snapwear.ui.views.ResultsPanel;
import org.snapwear.ui.views.ResultsView;
import org.snapwear.ui.views.SequencesView;

/**
 * The Results view opens by id with a run (what the study editor's Run does) and reopens a study run's report in
 * the next session; Open Sequence feeds Open Recent.
 */
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
    void studyRunReportIsReopenedInTheNextSession(@TempDir Path tmp) throws Exception {
        StudyResults run = SyntheticResults.build("report run", 2);
        Path report = ReportWriter.write(run, tmp.resolve("report run-report"));
        StudyResults inMemory = SyntheticResults.build("memory run", 3);
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            // What the study editor does when a run finishes.
            StudyEditor.showOutcome(w, new RunStudyJob.Outcome(run, report));
            // Remembered when shown (a killed workbench keeps it), and not replaced by results without a report.
            assertEquals(report.toString(), ResultsView.rememberedReport());
            ResultsView.open(w, inMemory, "memory run");
            assertEquals(report.toString(), ResultsView.rememberedReport());

            // The next session: an empty history, so the view reads the report back from disk.
            Shell shell = new Shell(w.getShell().getDisplay());
            try {
                ResultsHistory fresh = new ResultsHistory();
                ResultsPanel panel = new ResultsPanel(shell, SWT.NONE, fresh);
                assertTrue(ResultsView.restore(panel, fresh, ResultsView.rememberedReport()));
                assertEquals(report, panel.current().report());
                assertEquals(tables(run), tables(panel.current().results()));
                assertEquals(StudyCharts.charts(run).size(), panel.chartIds().size());

                ResultsHistory other = new ResultsHistory();
                ResultsPanel empty = new ResultsPanel(shell, SWT.NONE, other);
                assertFalse(ResultsView.restore(empty, other, tmp.resolve("moved away").toString()));
                assertEquals(null, empty.current());
            } finally {
                shell.dispose();
            }
        });
    }

    /** Every table's id and cells, for comparing results read back from a report with the originals. */
    private static List<String> tables(StudyResults r) {
        return r.tables().stream().map(t -> t.id() + "=" + cells(t)).toList();
    }

    private static String cells(ResultTable t) {
        return t.rows().toString();
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
