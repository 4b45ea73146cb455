package org.snapwear.ui.tests.overview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Locale;

import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.study.outcome.LossOutcome;
import org.snapwear.study.overview.LossOverviews;
import org.snapwear.study.overview.OverviewSettings;
import org.snapwear.study.overview.OverviewText;
import org.snapwear.study.overview.RunOverview;
import org.snapwear.study.overview.RunOverviews;
import org.snapwear.study.sim.LossRow;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.ui.editors.overview.RunOverviewEditor;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;

/**
 * The overview editor's loss profiles on the hf_charlm_adamw fixture: the rows on screen are those the batch path
 * computes ({@link LossOverviews#withLoss} without any cache, as {@code snapwear report --no-cache} does): the exact
 * verdict first, then moments-8bit, aggressive and sz-4bit marked lossy with their bound, bytes, erases and lifetime, and the
 * measured error per role.
 */
class RunOverviewLossWorkbenchTest {
    private static Path run;
    private static RunOverview batch;

    @BeforeAll
    static void startWorkbench() throws Exception {
        WorkbenchHarness.start();
        run = UiTestSupport.fixtures().resolve("hf_charlm_adamw").toAbsolutePath().normalize();
        SnapshotSequence seq = SnapshotSequence.resolve(run.toString());
        RunOverview exact = RunOverviews.verdict(RunOverviews.measure(run.toString(), seq, Progress.NONE),
                OverviewSettings.defaults());
        batch = LossOverviews.withLoss(run.toString(), seq, exact, LossOverviews.defaults(), null, Progress.NONE);
    }

    @Test
    void showsTheLossyRowsWithTheBatchNumbers() throws Exception {
        WorkbenchHarness.onUi(() -> {
            IWorkbenchWindow w = WorkbenchHarness.window();
            RunOverviewEditor e = RunOverviewEditor.open(w, run);
            UiTestSupport.join(e.lastJob(), 180_000);
            assertNotNull(e.overview(), e.status().getText());
            assertEquals(batch.lossy(), e.overview().lossy());

            Table rows = e.lossTable();
            assertEquals(1 + batch.lossy().size(), rows.getItemCount());
            assertEquals(4, rows.getItemCount(), "exact, moments-8bit, aggressive, sz-4bit");
            TableItem exact = rows.getItem(0);
            assertEquals("exact", exact.getText(0));
            assertEquals("exact", exact.getText(1));
            assertEquals(OverviewText.bytes(batch.best().writtenBytes()), exact.getText(2));
            assertEquals(Long.toString(batch.best().ssd().erases()), exact.getText(4));
            for (int i = 0; i < batch.lossy().size(); i++) {
                LossOutcome r = batch.lossy().get(i);
                TableItem item = rows.getItem(i + 1);
                assertEquals(r.loss().name(), item.getText(0));
                assertEquals("lossy", item.getText(1));
                assertEquals(OverviewText.bytes(r.outcome().writtenBytes()), item.getText(2));
                assertEquals(String.format(Locale.ROOT, "%.2f%%", batch.writtenVsRawPct(r)), item.getText(3));
                assertEquals(Long.toString(r.outcome().ssd().erases()), item.getText(4));
                assertEquals(OverviewText.years(batch.lifetime(r).years()), item.getText(5));
                assertEquals(r.loss().bound(), item.getText(6));
                assertTrue(r.outcome().ssd().erases() <= batch.best().ssd().erases());
            }
            assertEquals("moments-8bit", rows.getItem(1).getText(0));
            assertEquals("aggressive", rows.getItem(2).getText(0));
            assertEquals("sz-4bit", rows.getItem(3).getText(0));

            Table errors = e.lossErrorTable();
            int n = 0;
            for (LossOutcome r : batch.lossy()) {
                for (LossRow err : r.errors()) {
                    TableItem item = errors.getItem(n++);
                    assertEquals(r.loss().name(), item.getText(0));
                    assertEquals(err.role(), item.getText(1));
                    assertEquals(err.codec(), item.getText(2));
                    boolean sqrt = err.codec().startsWith("quant-sqrt");
                    assertEquals(sqrt ? "-" : String.format(Locale.ROOT, "%.4g", err.maxRelError()), item.getText(4));
                    assertEquals(sqrt ? "-" : String.format(Locale.ROOT, "%.4g", err.meanRelError()), item.getText(5));
                    assertEquals(String.format(Locale.ROOT, "%.2f%%", 100 * err.fractionPruned()), item.getText(6));
                    assertEquals(sqrt ? "sqrt" : "value", item.getText(7));
                    assertEquals(String.format(Locale.ROOT, "%.4g", err.maxAbsErrorInDomain()), item.getText(8));
                    double ofBound = Double.parseDouble(item.getText(9));
                    assertTrue(ofBound > 0 && ofBound <= 1, item.getText(9));
                }
            }
            assertEquals(n, errors.getItemCount());
            assertEquals(8, n, "moments-8bit: exp_avg, exp_avg_sq; aggressive and sz-4bit: parameter, exp_avg, "
                    + "exp_avg_sq");
            w.getActivePage().closeEditor(e, false);
        });
    }
}
