package org.snapwear.ui.tests.sequences;

import org.junit.jupiter.api.extension.ExtendWith;
import org.snapwear.ui.tests.OnUiThread;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.pairs.PairReport;
import org.snapwear.trace.format.SafetensorsWriter;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.stats.PairStatistics;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.views.PairRow;
import org.snapwear.ui.views.SequencesPanel;

/**
 * The Sequences panel on a plain shell: pair statistics of tiny safetensors snapshots against a bit-by-bit
 * recount, the exponent histogram chart against a recount, drop of a directory and of files.
 */
@ExtendWith(OnUiThread.class)
class SequencesPanelTest {

    @TempDir
    Path tmp;

    private Shell shell;
    private SequencesPanel panel;
    private final List<List<Path>> opened = new ArrayList<>();

    /** Parameters of snapshot k: drift that shrinks with k, some exact repeats, a few sign flips. */
    static float[] weights(int k, int n) {
        float[] w = new float[n];
        java.util.Random base = new java.util.Random(42);
        java.util.Random step = new java.util.Random(1000 + k);
        for (int i = 0; i < n; i++) {
            float v = (float) (base.nextGaussian() * 0.05);
            for (int s = 1; s <= k; s++) {
                if (i % 5 != 0) { // every fifth parameter never changes: equal parameters
                    v += (float) (step.nextGaussian() * 0.01 / s);
                }
            }
            w[i] = i % 97 == 0 && k == 2 ? -v : v;
        }
        return w;
    }

    static Path writeSequence(Path dir, int snapshots) throws Exception {
        Files.createDirectories(dir);
        for (int k = 0; k < snapshots; k++) {
            List<Tensor> tensors = List.of(Tensor.ofFloats("conv.weight", new long[] {8, 4, 3, 3}, weights(k, 288)),
                    Tensor.ofFloats("fc.bias", new long[] {10}, java.util.Arrays.copyOf(weights(k + 7, 10), 10)));
            SafetensorsWriter.write(dir.resolve(String.format("snap_iter%06d.safetensors", k * 500)), tensors,
                    Map.of());
        }
        return dir;
    }

    static float[] all(int k) {
        float[] a = weights(k, 288);
        float[] b = weights(k + 7, 10);
        float[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /** Equal heading bits counted bit by bit from the sign bit down (the definition, not the XOR trick). */
    static int headingBits(float a, float b) {
        int x = Float.floatToRawIntBits(a);
        int y = Float.floatToRawIntBits(b);
        int n = 0;
        for (int bit = 31; bit >= 0 && ((x >>> bit) & 1) == ((y >>> bit) & 1); bit--) {
            n++;
        }
        return n;
    }

    @BeforeEach
    void open() {
        shell = new Shell(Display.getDefault());
        shell.setText("Snapwear \u2013 Sequences");
        shell.setLayout(new FillLayout());
        shell.setSize(1100, 820);
        panel = new SequencesPanel(shell, SWT.NONE);
        panel.setOnOpened(opened::add);
        shell.open();
        UiTestSupport.flush();
    }

    @AfterEach
    void close() {
        shell.dispose();
    }

    private void select(int... rows) {
        Object[] elements = java.util.Arrays.stream(rows).mapToObj(r -> panel.viewer().getElementAt(r)).toArray();
        panel.viewer().setSelection(new StructuredSelection(elements), true);
        UiTestSupport.flush();
        Job job = panel.lastPairJob();
        assertNotNull(job, "selecting starts the pair statistics job");
        UiTestSupport.join(job, 30_000);
    }

    @Test
    void pairStatisticsEqualAnIndependentCount() throws Exception {
        Path dir = writeSequence(tmp.resolve("run"), 3);
        Job load = panel.load(dir);
        UiTestSupport.join(load, 30_000);
        assertEquals(3, panel.viewer().getTable().getItemCount());
        assertEquals(List.of(List.of(dir)), opened, "an opened sequence is reported for the recent list");

        select(2); // one snapshot: compared with its predecessor
        check(1, 2);
        select(0, 2); // two snapshots: compared with each other
        check(0, 2);
        UiTestSupport.screenshot(shell, "sequences-pair-synthetic");
    }

    private void check(int older, int newer) {
        PairReport report = panel.pairReport();
        assertNotNull(report);
        PairStatistics s = report.statistics();
        assertEquals(older * 500L, s.fromIteration());
        assertEquals(newer * 500L, s.toIteration());
        float[] a = all(older);
        float[] b = all(newer);
        long ge4 = 0;
        long ge8 = 0;
        long ge12 = 0;
        long equal = 0;
        for (int i = 0; i < a.length; i++) {
            int h = headingBits(a[i], b[i]);
            ge4 += h >= 4 ? 1 : 0;
            ge8 += h >= 8 ? 1 : 0;
            ge12 += h >= 12 ? 1 : 0;
            equal += h == 32 ? 1 : 0;
        }
        assertTrue(equal > 0 && ge12 > equal && ge4 > ge12, "the data exercises every row");
        assertEquals(a.length, s.parameters());
        assertEquals(ge4, s.atLeast(4));
        assertEquals(ge8, s.atLeast(8));
        assertEquals(ge12, s.atLeast(12));
        assertEquals(equal, s.equalParameters());
        // What the table shows.
        Table t = panel.headingBitsViewer().getTable();
        long[] counts = {ge4, ge8, ge12, equal};
        for (int r = 0; r < 4; r++) {
            assertEquals(String.format(java.util.Locale.ROOT, "%,d", counts[r]), t.getItem(r).getText(1), "row " + r);
            assertEquals(PairRow.percent((double) counts[r] / a.length), t.getItem(r).getText(2), "row " + r);
        }
        // The chart: one series per snapshot, (unbiased exponent, count) as recounted.
        XYDataset ds = ((XYPlot) panel.chartPane().chart().getPlot()).getDataset();
        assertEquals(2, ds.getSeriesCount());
        for (int series = 0; series < 2; series++) {
            Map<Integer, Long> expected = new TreeMap<>();
            for (float v : series == 0 ? a : b) {
                expected.merge(((Float.floatToRawIntBits(v) >>> 23) & 0xFF) - 127, 1L, Long::sum);
            }
            Map<Integer, Long> drawn = new TreeMap<>();
            for (int i = 0; i < ds.getItemCount(series); i++) {
                drawn.put((int) ds.getXValue(series, i), (long) ds.getYValue(series, i));
            }
            assertEquals(expected, drawn, "exponent histogram of series " + series);
        }
    }

    @Test
    void cancelledComputationStops() throws Exception {
        Path dir = writeSequence(tmp.resolve("run"), 2);
        NullProgressMonitor monitor = new NullProgressMonitor();
        monitor.setCanceled(true);
        assertThrows(OperationCanceledException.class,
                () -> PairReport.compute("run", SnapshotSequence.discover(dir), 0, 1, monitor));
    }

    @Test
    void droppedDirectoryAndFilesOpen() throws Exception {
        Path dir = writeSequence(tmp.resolve("dropped run"), 3);
        Job job = panel.dropHandler().open(new String[] {dir.toString()});
        UiTestSupport.join(job, 30_000);
        assertEquals(List.of(dir), panel.openedPaths());
        assertEquals(3, panel.viewer().getTable().getItemCount());
        assertEquals("1000", panel.viewer().getTable().getItem(2).getText(0));

        // Two checkpoint files, dropped in reverse order: ordered by iteration.
        Path f500 = dir.resolve("snap_iter000500.safetensors");
        Path f0 = dir.resolve("snap_iter000000.safetensors");
        job = panel.dropHandler().open(new String[] {f500.toString(), f0.toString()});
        UiTestSupport.join(job, 30_000);
        assertEquals(List.of(f500, f0), panel.openedPaths());
        Table t = panel.viewer().getTable();
        assertEquals(2, t.getItemCount());
        assertEquals("snap_iter000000.safetensors", t.getItem(0).getText(1));
        assertEquals("snap_iter000500.safetensors", t.getItem(1).getText(1));
        assertEquals(2, opened.size());
    }

    @Test
    void screenshotOfTheCnnFixture() throws Exception {
        Path cnn = UiTestSupport.fixtures().resolve("cnn_digits_sgd");
        UiTestSupport.join(panel.load(cnn), 60_000);
        assertEquals(21, panel.viewer().getTable().getItemCount());
        select(1);
        PairStatistics s = panel.pairReport().statistics();
        assertEquals(0, s.fromIteration());
        assertEquals(500, s.toIteration());
        var data = UiTestSupport.screenshot(shell, "sequences-pair-statistics");
        assertTrue(UiTestSupport.distinctPixels(data) > 20);
    }
}
