package org.snapwear.ui.tests.overview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.forms.widgets.Hyperlink;
import org.eclipse.ui.handlers.IHandlerService;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.study.charts.CandidatesChart;
import org.snapwear.study.overview.OverviewResults;
import org.snapwear.study.overview.RunContents;
import org.snapwear.study.overview.RunOverview;
import org.snapwear.study.pairs.PairReport;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.TensorInfo;
import org.snapwear.ui.core.CommandIds;
import org.snapwear.ui.core.RecentFiles;
import org.snapwear.ui.editors.overview.RunOverviewEditor;
import org.snapwear.ui.start.StartPage;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;
import org.snapwear.ui.views.BlockStatesPanel;
import org.snapwear.ui.views.BlockStatesView;
import org.snapwear.ui.views.ResultsView;
import org.snapwear.ui.views.SequencesView;
import org.snapwear.ui.views.TensorsView;

/**
 * A new user's path through the run overview of the hf_charlm_adamw fixture in the default layout at 1280x800,
 * then at 1920x1080: opening the run puts it in the Sequences view and on the start page's Recent list, the
 * overview draws its candidates chart, and every link shows what it names (every candidate in the Results view's
 * table, every tensor of the largest checkpoint, the best scheme's run filling the Block States view, the last
 * pair's statistics). Nothing on screen is cut; the screenshots are the user guide's (run-overview.md).
 */
class RunOverviewLinksTest {
    private static Path run;

    @BeforeAll
    static void startWorkbench() throws Exception {
        WorkbenchHarness.start();
        run = UiTestSupport.fixtures().resolve("hf_charlm_adamw").toAbsolutePath().normalize();
    }

    @Test
    void everyLinkOfTheOverviewShowsWhatItNames() throws Exception {
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            Shell shell = w.getShell();
            IWorkbenchPage page = w.getActivePage();
            Point before = shell.getSize();
            List<String> cut = new ArrayList<>();
            try {
                shell.setBounds(0, 0, 1280, 800);
                page.closeAllEditors(false);
                page.resetPerspective();
                w.getService(IHandlerService.class).executeCommand(CommandIds.START_PAGE, null);
                StartPage start = (StartPage) page.getActiveEditor();
                RunOverviewEditor e = open(w);
                restoreLayout(page, e);

                // The run is the workbench's run: in the Sequences view and first on the start page's Recent list.
                SequencesView seq = (SequencesView) page.findView(SequencesView.ID);
                assertTrue(UiTestSupport.waitUntil(() -> run.equals(seq.loadedDirectory()), 30_000),
                        "the Sequences view shows the run: " + seq.panel().statusText());
                assertEquals(List.of(run), RecentFiles.workbench().entries().get(0));
                assertTrue(UiTestSupport.waitUntil(() -> start.recentLinks().stream()
                        .anyMatch(l -> l.getText().equals(run.toString())), 10_000),
                        "the start page lists the run under Recent");
                assertEquals(List.of("checkpoint-directory"), seq.viewer().getTable().getItemCount() == 4
                        ? List.of(seq.viewer().getTable().getItem(1).getText(2)) : List.of(),
                        "a whole checkpoint's format, not '?'");

                RunOverview o = e.overview();
                int rows = o.measurements().candidates().size() + 1;
                CombinedDomainCategoryPlot chart = (CombinedDomainCategoryPlot) e.candidatesChart().chart().getPlot();
                CategoryPlot written = (CategoryPlot) chart.getSubplots().get(0);
                assertEquals(rows, written.getDataset().getColumnCount(), "one bar per candidate, raw included");
                int bestColumn = written.getDataset().getColumnIndex(CandidatesChart.shortName(o.best().mode(),
                        o.best().codec(), o.best().baselineCodec(), o.best().snapDis()));
                assertEquals(o.best().writtenPct(), written.getDataset().getValue(0, bestColumn).doubleValue(), 1e-9);
                assertTrue(!e.progressBar().getVisible(), "the progress bar goes once the verdict is there");
                cut.addAll(UiTestSupport.cutLabels(e.form(), "1280x800 run overview"));
                UiTestSupport.screenshot(shell, "run-overview-1280x800");

                // Every candidate in the Results view: the candidates table on its Table tab.
                click(e.resultsLink());
                ResultsView results = (ResultsView) page.findView(ResultsView.ID);
                assertEquals(OverviewResults.CANDIDATES, results.panel().shownTableId());
                assertEquals(1, results.panel().tabs().getSelectionIndex(), "the Table tab is in front");
                Table candidates = results.panel().table();
                assertEquals(rows, candidates.getItemCount());
                List<String> labels = new ArrayList<>();
                for (int i = 0; i < candidates.getItemCount(); i++) {
                    labels.add(candidates.getItem(i).getText(0));
                }
                assertTrue(labels.contains(o.best().label()), labels.toString());
                assertEquals(o.raw().label(), labels.get(0));
                shot(page, results, "overview-results", cut);

                // Tensors of the largest checkpoint: every file's tensors, optimizer state included.
                RunContents.Member largest = o.contents().members().stream()
                        .max(java.util.Comparator.comparingInt(RunContents.Member::tensors)).orElseThrow();
                assertEquals("Tensors of " + largest.name() + " in the Tensors view", e.tensorsLink().getText());
                click(e.tensorsLink());
                TensorsView tensors = (TensorsView) page.findView(TensorsView.ID);
                UiTestSupport.join(tensors.lastJob(), 30_000);
                TableViewer tv = tensors.viewer();
                assertEquals(largest.tensors(), tv.getTable().getItemCount(), tensors.summary());
                assertTrue(tensors.summary().startsWith(largest.name() + ": " + largest.tensors() + " tensors"),
                        tensors.summary());
                assertTrue(((List<?>) tv.getInput()).stream().map(t -> ((TensorInfo) t).name())
                        .anyMatch(n -> n.startsWith("optimizer.pt::")), "optimizer state is listed");
                // a name too long for the column is shortened in its middle, its full text the tooltip
                assertTrue(names(tv.getTable()).stream().allMatch(n -> n.contains("::") || n.contains("\u2026")));
                shot(page, tensors, "overview-tensors", cut);

                // The best scheme on the SSD: its run, the device filling the view, the legend whole.
                click(e.blockStatesLink());
                BlockStatesView blocks = (BlockStatesView) page.findView(BlockStatesView.ID);
                BlockStatesPanel panel = blocks.panel();
                assertTrue(UiTestSupport.waitUntil(() -> panel.model() != null, 120_000),
                        "the block-state run of the best scheme did not finish");
                UiTestSupport.flush();
                String label = panel.model().run().label();
                assertTrue(label.contains(o.best().mode()) && label.contains(o.best().codec())
                        && label.contains("snap_dis " + o.best().snapDis()), label);
                var area = panel.canvas().getParent().getClientArea();
                var image = panel.image().getBounds();
                assertTrue(image.width * 2 >= area.width || image.height * 2 >= area.height,
                        "the device image " + image + " fills its canvas " + area);
                assertTrue(panel.legendWidth() <= panel.sideWidth(),
                        "legend needs " + panel.legendWidth() + " px, has " + panel.sideWidth());
                panel.togglePlay();
                UiTestSupport.flush();
                cut.addAll(UiTestSupport.cutLabels(panel, "1280x800 block states playing"));
                panel.togglePlay();
                shot(page, blocks, "overview-blockstates", cut);

                // Pair statistics in the Sequences view: the last pair of the run.
                click(e.sequencesLink());
                assertTrue(UiTestSupport.waitUntil(() -> seq.panel().pairReport() != null, 60_000),
                        "the pair statistics were not computed");
                UiTestSupport.flush();
                PairReport pair = seq.panel().pairReport();
                List<SnapshotSequence.Entry> entries = SnapshotSequence.resolve(run.toString()).entries();
                assertEquals(entries.get(entries.size() - 2).iteration(), pair.statistics().fromIteration());
                assertEquals(entries.get(entries.size() - 1).iteration(), pair.statistics().toIteration());
                assertTrue(seq.panel().headingBitsViewer().getTable().getItemCount() >= 6);
                shot(page, seq, "overview-sequences", cut);

                // The same screens at 1920x1080.
                shell.setBounds(0, 0, 1920, 1080);
                restoreLayout(page, e);
                UiTestSupport.flush();
                e.form().reflow(true);
                cut.addAll(UiTestSupport.cutLabels(e.form(), "1920x1080 run overview"));
                UiTestSupport.screenshot(shell, "run-overview-1920x1080");
                for (IViewPart v : new IViewPart[] {results, tensors, blocks, seq}) {
                    page.activate(v);
                    UiTestSupport.flush();
                    cut.addAll(UiTestSupport.cutLabels(viewControl(v), "1920x1080 " + v.getTitle()));
                }
                page.closeEditor(e, false);
                assertTrue(cut.isEmpty(), "cut off: " + cut);
            } finally {
                shell.setSize(before);
                page.resetPerspective();
                UiTestSupport.flush();
            }
        });
    }

    /** The default layout, as a new user has it: no part maximized, no stack minimized; the editor in front. */
    private static void restoreLayout(IWorkbenchPage page, RunOverviewEditor e) {
        for (org.eclipse.ui.IViewReference v : page.getViewReferences()) {
            page.setPartState(v, IWorkbenchPage.STATE_RESTORED);
        }
        page.setPartState(page.getReference(e), IWorkbenchPage.STATE_RESTORED);
        page.activate(e);
        UiTestSupport.flush();
    }

    private static RunOverviewEditor open(IWorkbenchWindow w) throws Exception {
        ParameterizedCommand cmd = ParameterizedCommand.generateCommand(
                w.getService(ICommandService.class).getCommand(CommandIds.OPEN_RUN_OVERVIEW),
                Map.of(CommandIds.OPEN_RUN_OVERVIEW_PATH, run.toString()));
        RunOverviewEditor e = (RunOverviewEditor) w.getService(IHandlerService.class).executeCommand(cmd, null);
        UiTestSupport.join(e.lastJob(), 120_000);
        assertNotNull(e.overview(), e.status().getText());
        UiTestSupport.flush();
        return e;
    }

    /** Checks the view at 1280x800 for cut text and saves the window as the user guide's picture. */
    private static void shot(IWorkbenchPage page, IViewPart v, String name, List<String> cut) throws Exception {
        page.activate(v);
        UiTestSupport.flush();
        cut.addAll(UiTestSupport.cutLabels(viewControl(v), "1280x800 " + v.getTitle()));
        UiTestSupport.screenshot(page.getWorkbenchWindow().getShell(), name + "-1280x800");
    }

    private static org.eclipse.swt.widgets.Control viewControl(IViewPart v) {
        if (v instanceof ResultsView r) {
            return r.panel();
        }
        if (v instanceof TensorsView t) {
            return t.viewer().getTable().getParent();
        }
        if (v instanceof BlockStatesView b) {
            return b.panel();
        }
        return ((SequencesView) v).panel();
    }

    private static List<String> names(Table t) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < t.getItemCount(); i++) {
            out.add(t.getItem(i).getText(0));
        }
        return out;
    }

    private static void click(Hyperlink link) {
        assertTrue(link.isEnabled(), link.getText());
        // A hyperlink activates on Enter as on a mouse click (AbstractHyperlink's key listener).
        Event ev = new Event();
        ev.character = '\r';
        link.notifyListeners(SWT.KeyDown, ev);
        UiTestSupport.flush();
    }
}
