package org.snapwear.ui.tests.overview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;

import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.forms.widgets.Hyperlink;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.study.overview.OverviewResults;
import org.snapwear.study.overview.OverviewSettings;
import org.snapwear.study.overview.OverviewText;
import org.snapwear.study.overview.RunMeasurements;
import org.snapwear.study.overview.RunOverview;
import org.snapwear.study.overview.RunOverviews;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.ui.editors.overview.OpenRunOverviewHandler;
import org.snapwear.ui.editors.overview.RunOverviewEditor;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;
import org.snapwear.ui.views.BlockStatesView;
import org.snapwear.ui.views.ResultsView;
import org.snapwear.ui.views.TensorsView;

/**
 * Opens the hf_charlm_adamw fixture through the command {@code org.snapwear.ui.commands.openRunOverview} in the
 * real workbench and drives the overview editor through its widgets: every number shown is checked against the
 * batch report of the same run ({@link RunOverviews}, as {@code snapwear report} computes it), the storage cap and
 * checkpoint interval are edited, the links open the detail views, and screenshots are saved at 1280x800 and
 * 1920x1080.
 */
class RunOverviewEditorWorkbenchTest {
    private static Path run;
    private static RunMeasurements batch;

    @BeforeAll
    static void startWorkbench() throws Exception {
        WorkbenchHarness.start();
        run = UiTestSupport.fixtures().resolve("hf_charlm_adamw").toAbsolutePath().normalize();
        batch = RunOverviews.measure(run.toString(), SnapshotSequence.resolve(run.toString()), Progress.NONE);
    }

    private static RunOverviewEditor openThroughCommand(IWorkbenchWindow w) throws Exception {
        ICommandService commands = w.getService(ICommandService.class);
        IHandlerService handlers = w.getService(IHandlerService.class);
        ParameterizedCommand cmd = ParameterizedCommand.generateCommand(
                commands.getCommand(OpenRunOverviewHandler.COMMAND_ID),
                Map.of(OpenRunOverviewHandler.PATH_PARAMETER, run.toString()));
        Object editor = handlers.executeCommand(cmd, null);
        RunOverviewEditor e = (RunOverviewEditor) editor;
        assertSame(e, w.getActivePage().getActiveEditor());
        UiTestSupport.join(e.lastJob(), 120_000);
        assertNotNull(e.overview(), e.status().getText());
        return e;
    }

    private static void type(RunOverviewEditor e, Text t, String value) {
        t.setText(value);
        t.notifyListeners(SWT.DefaultSelection, new Event());
        Job j = e.lastJob();
        UiTestSupport.join(j, 30_000);
    }

    @Test
    void showsTheBatchVerdictAndRecomputesOnEdits() throws Exception {
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            RunOverviewEditor e = openThroughCommand(w);
            RunOverview expected = RunOverviews.verdict(batch, OverviewSettings.defaults());
            RunOverview shown = e.overview();
            assertEquals(expected.best(), shown.best());
            assertEquals(expected.raw(), shown.raw());
            assertEquals(expected.best().label(), e.bestLabel().getText());
            assertTrue(e.writtenLabel().getText().contains(OverviewText.bytes(expected.best().writtenBytes())),
                    e.writtenLabel().getText());
            assertTrue(e.writtenLabel().getText().contains(String.format(java.util.Locale.ROOT, "%.1f%%",
                    expected.writtenVsRawPct())), e.writtenLabel().getText());
            assertTrue(e.erasesLabel().getText().startsWith(expected.best().ssd().erases() + " against "
                    + expected.raw().ssd().erases()), e.erasesLabel().getText());
            assertTrue(e.chainLabel().getText().startsWith(expected.chain().snapDis() + " ("), e.chainLabel().getText());
            assertTrue(e.lifetimeLabel().getText().startsWith(OverviewText.tbPerDay(expected.bestLifetime().tbPerDay())),
                    e.lifetimeLabel().getText());
            // What was read: four checkpoints, the first without optimizer state.
            assertEquals(4, e.membersTable().getItemCount());
            assertEquals("150", e.membersTable().getItem(3).getText(0));
            assertEquals("165", e.membersTable().getItem(3).getText(4));
            assertEquals("42", e.membersTable().getItem(0).getText(4));
            assertEquals("optimizer_moment", e.rolesTable().getItem(1).getText(0));

            // The editor maximized, as a user reading the verdict would have it.
            var page = w.getActivePage();
            page.setPartState(page.getReference(e), org.eclipse.ui.IWorkbenchPage.STATE_MAXIMIZED);
            for (int[] size : new int[][] {{1280, 800}, {1920, 1080}}) {
                Shell shell = w.getShell();
                shell.setBounds(0, 0, size[0], size[1]);
                UiTestSupport.flush();
                e.form().reflow(true);
                var data = UiTestSupport.screenshot(shell, "run-overview-" + size[0] + "x" + size[1]);
                assertTrue(UiTestSupport.distinctPixels(data) > 20, "screenshot is blank");
            }
            page.setPartState(page.getReference(e), org.eclipse.ui.IWorkbenchPage.STATE_RESTORED);

            // A looser cap: progressive now takes the largest swept snap_dis; same numbers as the batch verdict.
            type(e, e.capText(), "10");
            RunOverview loose = RunOverviews.verdict(batch, OverviewSettings.defaults().withStorageCap(10));
            assertEquals(loose.best(), e.overview().best());
            assertEquals(loose.best().label(), e.bestLabel().getText());
            assertEquals(4, e.overview().progressive().snapDis());
            assertTrue(e.progressiveLabel().getText().startsWith("4 ("), e.progressiveLabel().getText());

            // Every 5 minutes instead of 30: six times the TB per day.
            type(e, e.intervalText(), "5");
            RunOverview often = RunOverviews.verdict(batch, new OverviewSettings(10, 5,
                    OverviewSettings.defaults().ssd()));
            assertEquals(often.bestLifetime(), e.overview().bestLifetime());
            assertEquals(6 * loose.bestLifetime().tbPerDay(), often.bestLifetime().tbPerDay(), 1e-15);
            assertTrue(e.lifetimeLabel().getText().startsWith(OverviewText.tbPerDay(often.bestLifetime().tbPerDay())));

            // Not a number: flagged on the form, the verdict stays.
            RunOverview before = e.overview();
            e.capText().setText("lots");
            e.capText().notifyListeners(SWT.DefaultSelection, new Event());
            UiTestSupport.flush();
            assertEquals(IMessageProvider.ERROR, e.form().getForm().getMessageType());
            assertSame(before, e.overview());
            type(e, e.capText(), "10");
            assertEquals(IMessageProvider.NONE, e.form().getForm().getMessageType());
            w.getActivePage().closeEditor(e, false);
        });
    }

    @Test
    void anUnchangedRunOpenedAgainShowsItsVerdictFromTheOverviewCache() throws Exception {
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            w.getActivePage().closeEditor(openThroughCommand(w), false);
            RunOverviewEditor again = openThroughCommand(w);
            assertTrue(again.measuredFromCache(), again.status().getText());
            assertTrue(again.status().getText().contains("overview cache"), again.status().getText());
            RunOverview expected = RunOverviews.verdict(batch, OverviewSettings.defaults());
            assertEquals(expected.best(), again.overview().best());
            assertEquals(expected.measurements().candidates(), again.overview().measurements().candidates());
            assertEquals(expected.best().label(), again.bestLabel().getText());
            w.getActivePage().closeEditor(again, false);
        });
    }

    @Test
    void linksOpenTheDetailViews() throws Exception {
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            RunOverviewEditor e = openThroughCommand(w);
            click(e.resultsLink());
            ResultsView results = (ResultsView) w.getActivePage().findView(ResultsView.ID);
            assertNotNull(results);
            var table = results.panel().current().results().table(OverviewResults.CANDIDATES).orElseThrow();
            assertEquals(batch.candidates().size() + 1, table.rows().size());

            click(e.tensorsLink());
            TensorsView tensors = (TensorsView) w.getActivePage().findView(TensorsView.ID);
            UiTestSupport.join(tensors.lastJob(), 30_000);
            assertTrue(tensors.viewer().getTable().getItemCount() > 0);

            click(e.blockStatesLink());
            BlockStatesView blocks = (BlockStatesView) w.getActivePage().findView(BlockStatesView.ID);
            assertTrue(UiTestSupport.waitUntil(() -> blocks.panel().model() != null, 120_000),
                    "the block-state run of the best scheme did not finish");
            w.getActivePage().closeEditor(e, false);
        });
    }

    private static void click(Hyperlink link) {
        assertTrue(link.isEnabled());
        // A hyperlink activates on Enter as on a mouse click (AbstractHyperlink's key listener).
        Event ev = new Event();
        ev.character = '\r';
        link.notifyListeners(SWT.KeyDown, ev);
        UiTestSupport.flush();
    }
}
