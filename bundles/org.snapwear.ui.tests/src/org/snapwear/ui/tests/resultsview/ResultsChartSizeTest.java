package org.snapwear.ui.tests.resultsview;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.study.results.StudyResults;
import org.snapwear.ui.start.StartPage;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;
import org.snapwear.ui.tests.results.SyntheticResults;
import org.snapwear.ui.views.ResultsView;

/**
 * The Results view's chart in the default perspective (after Reset Perspective, the view not maximised) at
 * 1280x800 and 1920x1080: big enough to read (at least 200 px high, 480 px wide), with screenshots of both.
 */
class ResultsChartSizeTest {
    static final int MIN_HEIGHT = 200;
    static final int MIN_WIDTH = 480;

    @BeforeAll
    static void startWorkbench() throws Exception {
        WorkbenchHarness.start();
    }

    @Test
    void chartIsUsableInTheDefaultPerspective() throws Exception {
        StudyResults run = SyntheticResults.build("layout run", 1);
        // A report path as long as a study run's, so the run's summary line is as long as users see it.
        Path report = Path.of(System.getProperty("java.io.tmpdir"), "snapwear-studies", "a-study-with-a-long-name",
                "a-study-with-a-long-name-report");
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            Shell shell = w.getShell();
            IWorkbenchPage page = w.getActivePage();
            Point before = shell.getSize();
            try {
                for (Point size : new Point[] {new Point(1280, 800), new Point(1920, 1080)}) {
                    String tag = size.x + "x" + size.y;
                    shell.setBounds(0, 0, size.x, size.y);
                    page.resetPerspective();
                    StartPage.open(w);
                    ResultsView view = ResultsView.open(w, run, "layout run (a-study-with-a-long-name)", report);
                    UiTestSupport.flush();
                    Point chart = view.panel().singlePane().getSize();
                    UiTestSupport.screenshot(shell, "results-default-" + tag);
                    assertTrue(chart.y >= MIN_HEIGHT, tag + ": the chart is " + chart.y + " px high");
                    assertTrue(chart.x >= MIN_WIDTH, tag + ": the chart is " + chart.x + " px wide");
                }
            } finally {
                shell.setSize(before);
                page.resetPerspective();
                UiTestSupport.flush();
            }
        });
    }
}
