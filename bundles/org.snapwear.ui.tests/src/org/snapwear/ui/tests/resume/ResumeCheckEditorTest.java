package org.snapwear.ui.tests.resume;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.IHandlerService;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.study.overview.LossOverviews;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.resume.ArmResult;
import org.snapwear.study.resume.ArmSpec;
import org.snapwear.study.resume.BandRule;
import org.snapwear.study.resume.BuiltInCheckpoint;
import org.snapwear.study.resume.GeneratorTraining;
import org.snapwear.study.resume.LossyArm;
import org.snapwear.study.resume.ResumeCheck;
import org.snapwear.study.resume.ResumeCheckRequest;
import org.snapwear.study.resume.ResumeCheckResult;
import org.snapwear.study.resume.ResumeCheckSetup;
import org.snapwear.ui.resume.ResumeCheckDialog;
import org.snapwear.ui.resume.ResumeCheckEditor;
import org.snapwear.ui.resume.ResumeCheckHandler;
import org.snapwear.ui.resume.ResumeCheckInput;
import org.snapwear.ui.resume.ResumeCheckPanel;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;
import org.snapwear.ui.views.ResultsView;

/**
 * File > Resume Check...: the dialog (through the command, as a user opens it) refuses two seeds, then runs a check
 * on the built-in generator; the editor's table, findings and chart hold the numbers of the same check run directly
 * with {@code study.resume} (arms, seeds and steps built here by hand), the share of the exact bytes and the largest
 * |difference| recomputed here, and Open in Results View shows the same tables; screenshots for the user guide. A
 * cancelled check ends as cancelled, shows so and removes its temporary directory.
 */
class ResumeCheckEditorTest {
    private static final int STEPS = 40;

    @BeforeAll
    static void startWorkbench() throws Exception {
        WorkbenchHarness.start();
    }

    @Test
    void theDialogRunsACheckAndTheEditorShowsItsNumbers(@TempDir Path tmp) throws Exception {
        Path ckpt = BuiltInCheckpoint.write(tmp.resolve("run"), null);
        // the dialog's defaults: the control arm and the profiles the run overview shows by default
        List<ArmSpec> armSpecs = new ArrayList<>(List.of(ArmSpec.exact(), ArmSpec.copy()));
        for (String name : LossOverviews.DEFAULT_PROFILES) {
            armSpecs.add(LossyArm.of(LossProfiles.resolve(name, List.of()), ExactGlobs.NONE));
        }
        ResumeCheckResult direct = ResumeCheck.run(new ResumeCheckRequest(ckpt, armSpecs, List.of(1L, 2L, 3L),
                new GeneratorTraining(STEPS, 1, null), tmp.resolve("work"), BandRule.MIN_MAX, STEPS / 10), null);
        assertTrue(direct.complete(), direct.failures().toString());

        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            Shell shell = w.getShell();
            Point before = shell.getSize();
            AtomicReference<String> refused = new AtomicReference<>();
            Object got = throughDialog(w, d -> {
                assertEquals("", d.checkpointText().getText(), "empty: the built-in generator's checkpoint");
                d.seedsText().setText("1,2");
                press(d.getShell(), IDialogConstants.OK_LABEL);
                refused.set(d.getErrorMessage());
                assertNull(d.input(), "two seeds draw no band");
                d.seedsText().setText("1,2,3");
                d.stepsSpinner().setSelection(STEPS);
                press(d.getShell(), IDialogConstants.OK_LABEL);
            });
            assertTrue(refused.get() != null && refused.get().contains("at least 3"), refused.get());
            ResumeCheckEditor editor = assertInstanceOf(ResumeCheckEditor.class, got);
            ResumeCheckPanel panel = editor.panel();
            UiTestSupport.join(panel.job(), 120_000);
            assertTrue(UiTestSupport.waitUntil(() -> panel.result() != null, 10_000), panel.header().getText());

            Table t = panel.table();
            assertEquals(direct.arms().size(), t.getItemCount());
            long exactBytes = direct.arms().get(0).bytesPerSave();
            List<String> expectedFindings = new ArrayList<>();
            for (int i = 0; i < direct.arms().size(); i++) {
                ArmResult a = direct.arms().get(i);
                double maxAbs = 0;
                for (double diff : a.difference()) {
                    maxAbs = Math.max(maxAbs, Math.abs(diff));
                }
                assertEquals(a.arm(), t.getItem(i).getText(0));
                assertEquals(String.format(Locale.ROOT, "%,d", a.bytesPerSave()), t.getItem(i).getText(1));
                assertEquals(String.format(Locale.ROOT, "%.1f%%", 100.0 * a.bytesPerSave() / exactBytes),
                        t.getItem(i).getText(2));
                assertEquals(String.format(Locale.ROOT, "%.5f", maxAbs), t.getItem(i).getText(3));
                assertEquals(a.firstExitStep() == null ? "never" : a.firstExitStep().toString(),
                        t.getItem(i).getText(4));
                assertEquals(a.stepsOutside() + "/" + STEPS, t.getItem(i).getText(5));
                assertEquals(String.format(Locale.ROOT, "%+.5f", a.finalDifference()), t.getItem(i).getText(6));
                if (i > 0) {
                    expectedFindings.add(a.arm());
                }
            }
            // the control arm resumed the same bytes: no difference at all
            assertEquals("0.00000", t.getItem(1).getText(3));
            List<String> shown = panel.shownFindings();
            assertEquals(expectedFindings.size(), shown.size(), shown.toString());
            for (int i = 0; i < shown.size(); i++) {
                assertTrue(shown.get(i).startsWith(expectedFindings.get(i) + ": "), shown.get(i));
            }

            // the chart: one line per arm but the exact one, each the arm's difference per step; the band behind
            XYPlot plot = panel.chartPane().chart().getXYPlot();
            XYDataset lines = plot.getDataset(0);
            assertEquals(direct.arms().size() - 1, lines.getSeriesCount());
            for (int s = 0; s < direct.arms().size() - 1; s++) {
                ArmResult a = direct.arms().get(s + 1);
                assertEquals(a.arm(), lines.getSeriesKey(s));
                assertEquals(STEPS, lines.getItemCount(s));
                for (int k = 0; k < STEPS; k++) {
                    assertEquals(a.steps()[k], lines.getXValue(s, k));
                    assertEquals(a.difference()[k], lines.getYValue(s, k), 0.0, a.arm() + " step " + a.steps()[k]);
                }
            }
            assertEquals(STEPS, plot.getDataset(1).getItemCount(0), "the band at every step");

            IWorkbenchPage page = w.getActivePage();
            try {
                // maximized, as a double-click on its tab does: the user guide shows the editor alone
                page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
                for (Point size : new Point[] {new Point(1280, 800), new Point(1920, 1080)}) {
                    String tag = size.x + "x" + size.y;
                    shell.setSize(size);
                    // the window manager resizes asynchronously: wait until the editor has the new width
                    UiTestSupport.waitUntil(() -> panel.getSize().x > size.x - 200, 5_000);
                    UiTestSupport.flush();
                    assertTrue(panel.chartPane().getSize().y >= 200, tag + ": chart " + panel.chartPane().getSize());
                    // every arm's row is visible above the chart
                    int rows = t.getHeaderHeight() + t.getItemHeight() * t.getItemCount();
                    assertTrue(t.getSize().y >= rows, tag + ": table " + t.getSize());
                    assertTrue(UiTestSupport.distinctPixels(UiTestSupport.screenshot(shell, "resume-check-" + tag))
                            > 50);
                }
                page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_RESTORED);
                // the same check as study results in the Results view: its tables and the resume_loss chart
                panel.openResultsButton().notifyListeners(SWT.Selection, new Event());
                UiTestSupport.flush();
                ResultsView rv = (ResultsView) page.findView(ResultsView.ID);
                assertNotNull(rv, "the Results view opened");
                assertTrue(rv.panel().chartIds().contains("resume_loss"), rv.panel().chartIds().toString());
                ResultTable arms = rv.panel().current().results().table(TableIds.RESUME_ARMS).orElseThrow();
                for (int i = 0; i < direct.arms().size(); i++) {
                    assertEquals(direct.arms().get(i).arm(), arms.text(i, "arm"));
                    assertEquals((double) direct.arms().get(i).bytesPerSave(), arms.number(i, "bytes_per_save"));
                    assertEquals(direct.arms().get(i).finalDifference(), arms.number(i, "final_difference"));
                }
            } finally {
                page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_RESTORED);
                shell.setSize(before);
                page.closeEditor(editor, false);
            }
        });
        Path png = UiTestSupport.screenshotDir().resolve("resume-check-1280x800.png");
        assertTrue(Files.size(png) > 0);
    }

    @Test
    void cancellingACheckStopsItShowsSoAndLeavesNoWorkDirectory() throws Exception {
        AtomicReference<Path> work = new AtomicReference<>();
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            // long enough that it is still running when cancelled
            ResumeCheckSetup longCheck = new ResumeCheckSetup(100_000, List.of(1L, 2L, 3L),
                    List.of(LossProfiles.MOMENTS_8BIT), null, 0, false, null, 1);
            ResumeCheckEditor editor = ResumeCheckEditor.open(w, new ResumeCheckInput(null, longCheck));
            ResumeCheckPanel panel = editor.panel();
            assertTrue(UiTestSupport.waitUntil(() -> panel.job().getState() == org.eclipse.core.runtime.jobs.Job.RUNNING,
                    10_000));
            UiTestSupport.waitUntil(() -> false, 500);
            panel.job().cancel();
            UiTestSupport.join(panel.job(), 60_000);
            assertEquals(org.eclipse.core.runtime.IStatus.CANCEL, panel.job().getResult().getSeverity());
            assertTrue(UiTestSupport.waitUntil(
                    () -> org.snapwear.ui.resume.Messages.Panel_cancelled.equals(panel.header().getText()), 5_000),
                    panel.header().getText());
            assertNull(panel.result());
            work.set(panel.workDir());
            w.getActivePage().closeEditor(editor, false);
        });
        assertNotNull(work.get(), "the check had a work directory");
        assertTrue(!Files.exists(work.get()), "the check's temporary directory is removed: " + work.get());
    }

    /** What a test does in the open dialog (assertions may fail: the dialog is closed and the failure rethrown). */
    interface DialogSteps {
        void fill(ResumeCheckDialog dialog) throws Exception;
    }

    /**
     * Runs File > Resume Check... with {@code steps} done in its dialog (on the UI thread, while the dialog's own
     * loop runs) and returns what the command returned: the editor, after OK.
     */
    static Object throughDialog(IWorkbenchWindow w, DialogSteps steps) throws Exception {
        Display display = w.getShell().getDisplay();
        AtomicReference<Throwable> failed = new AtomicReference<>();
        poll(display, () -> {
            ResumeCheckDialog d = openDialog(display);
            if (d == null) {
                return false;
            }
            try {
                steps.fill(d);
            } catch (Throwable t) {
                failed.set(t);
                d.close();
            }
            return true;
        });
        Object got = w.getService(IHandlerService.class).executeCommand(ResumeCheckHandler.COMMAND_ID, null);
        if (failed.get() != null) {
            throw new AssertionError(failed.get());
        }
        return got;
    }

    /** The open Resume Check dialog, or null while it is not open yet. */
    private static ResumeCheckDialog openDialog(Display display) {
        for (Shell s : display.getShells()) {
            if (s.getData() instanceof ResumeCheckDialog d && s.isVisible()) {
                return d;
            }
        }
        return null;
    }

    /** Runs {@code step} on the UI thread every 50 ms until it returns true (the dialog's own loop runs it). */
    private static void poll(Display display, java.util.function.BooleanSupplier step) {
        display.timerExec(50, () -> {
            if (!step.getAsBoolean()) {
                poll(display, step);
            }
        });
    }

    static void press(Shell shell, String label) {
        Button b = find(shell, label);
        assertNotNull(b, label + " button");
        b.notifyListeners(SWT.Selection, new Event());
    }

    private static Button find(Control c, String label) {
        if (c instanceof Button b && label.equals(b.getText())) {
            return b;
        }
        if (c instanceof Composite comp) {
            for (Control k : comp.getChildren()) {
                Button b = find(k, label);
                if (b != null) {
                    return b;
                }
            }
        }
        return null;
    }
}
