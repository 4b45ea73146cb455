package org.snapwear.ui.tests.results;

import org.junit.jupiter.api.extension.ExtendWith;
import org.snapwear.ui.tests.OnUiThread;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.snapwear.study.charts.StudyChart;
import org.snapwear.study.charts.StudyCharts;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.views.ResultsHistory;
import org.snapwear.ui.views.ResultsPanel;

/** The Results panel driven through its widgets on a plain SWT shell, with a synthetic run holding every table. */
@ExtendWith(OnUiThread.class)
class ResultsPanelTest {

    private Display display;
    private Shell shell;
    private ResultsHistory history;
    private ResultsPanel panel;

    @BeforeEach
    void open() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setText("Snapwear \u2013 Results");
        shell.setLayout(new FillLayout());
        shell.setSize(1400, 860);
        history = new ResultsHistory();
        panel = new ResultsPanel(shell, SWT.NONE, history);
        shell.open();
        UiTestSupport.flush();
    }

    @AfterEach
    void close() {
        shell.dispose();
    }

    static void click(Table list, int index) {
        list.setSelection(index);
        list.notifyListeners(SWT.Selection, new Event());
        UiTestSupport.flush();
    }

    static void choose(Combo combo, String item) {
        int i = combo.indexOf(item);
        assertTrue(i >= 0, item + " offered in " + List.of(combo.getItems()));
        combo.select(i);
        combo.notifyListeners(SWT.Selection, new Event());
        UiTestSupport.flush();
    }

    /** Every number of the table's cells (for the subset check). */
    static Set<Double> cells(StudyResults r, List<String> tables) {
        Set<Double> out = new HashSet<>();
        for (String id : tables) {
            for (List<Object> row : r.table(id).orElseThrow().rows()) {
                for (Object c : row) {
                    if (c instanceof Number n) {
                        out.add(n.doubleValue());
                    }
                }
            }
        }
        return out;
    }

    @Test
    void everyTableOfARunIsReachableOnTheTableTabAlsoWithoutCharts() {
        StudyResults run = new StudyResults("overview");
        ResultTable a = new ResultTable("candidates", "Candidates", "", List.of(
                org.snapwear.study.results.Column.of("scheme", "Scheme"),
                new org.snapwear.study.results.Column("written_bytes", "Written", "bytes")));
        a.addRow("raw", 100L);
        a.addRow("dynrle", 40L);
        ResultTable b = new ResultTable("notes", "Notes", "", List.of(
                org.snapwear.study.results.Column.of("note", "Note")));
        b.addRow("first");
        run.add(a);
        run.add(b);
        panel.show(run, "overview");
        UiTestSupport.flush();
        assertTrue(panel.chartIds().isEmpty());
        assertEquals(1, panel.tabs().getSelectionIndex(), "a run without charts opens on its tables");
        assertEquals("candidates", panel.shownTableId());
        assertEquals(2, panel.table().getItemCount());
        assertEquals("dynrle", panel.table().getItem(1).getText(0));
        assertEquals(List.of("Candidates (candidates)", "Notes (notes)"), List.of(panel.tableChooser().getItems()));
        choose(panel.tableChooser(), "Notes (notes)");
        assertEquals("notes", panel.shownTableId());
        assertEquals("first", panel.table().getItem(0).getText(0));

        // A run with charts: the chooser offers every table, the chart's own first.
        StudyResults study = SyntheticResults.build("synthetic", 1);
        panel.show(study, "synthetic run");
        UiTestSupport.flush();
        assertEquals(study.tables().size(), panel.tableChooser().getItemCount());
        assertEquals(panel.shownCharts().get(0).primaryTable(), panel.shownTableId());
        panel.showTable(TableIds.SNAPSHOTS);
        assertEquals(study.table(TableIds.SNAPSHOTS).orElseThrow().rowCount(), panel.table().getItemCount());
    }

    @Test
    void everyChartShowsTheNumbersOfItsTable() throws Exception {
        StudyResults run = SyntheticResults.build("synthetic", 1);
        panel.show(run, "synthetic run");
        UiTestSupport.flush();
        List<String> expected = StudyCharts.definitions().stream().map(d -> d.id())
                .filter(id -> StudyCharts.definition(id).orElseThrow().available(run)).toList();
        assertEquals(expected, panel.chartIds(), "one list entry per chart of the run");
        assertEquals(StudyCharts.definitions().size(), expected.size(), "the synthetic run feeds every chart");
        Table list = panel.chartList();
        for (int i = 0; i < list.getItemCount(); i++) {
            click(list, i);
            String id = panel.chartIds().get(i);
            StudyChart shown = panel.shownCharts().get(0);
            assertEquals(id, shown.id());
            JFreeChart onScreen = panel.singlePane().chart();
            assertSame(shown.chart(), onScreen, "the chart composite draws the chart of the list entry");
            List<Double> values = ChartData.values(onScreen);
            assertFalse(values.isEmpty(), id + " plots something");
            Set<Double> cells = cells(run, shown.sourceTables());
            for (double v : values) {
                assertTrue(cells.contains(v), id + ": plotted value " + v + " is not a cell of " + shown.sourceTables());
            }
            // Table tab: the chart's source table, row for row.
            ResultTable t = run.table(shown.primaryTable()).orElseThrow();
            Table widget = panel.table();
            assertEquals(t.columns().size(), widget.getColumnCount(), id);
            assertEquals(t.rowCount(), widget.getItemCount(), id);
            for (int r = 0; r < t.rowCount(); r++) {
                for (int c = 0; c < t.columns().size(); c++) {
                    Object cell = t.rows().get(r).get(c);
                    String text = widget.getItem(r).getText(c);
                    String where = id + " row " + r + " col " + c + ": '" + text + "'";
                    if (cell instanceof String s) {
                        assertEquals(s, text, where);
                    } else if (cell instanceof Number n) {
                        assertNumberShown(n, text, where);
                    }
                }
            }
        }
    }

    /**
     * A numeric cell as the table shows it: read back (digit grouping removed), integers exactly, other numbers to
     * the six significant digits the view prints.
     */
    static void assertNumberShown(Number n, String text, String where) {
        double v = n.doubleValue();
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            assertEquals(Double.toString(v), text, where);
            return;
        }
        double shown = Double.parseDouble(text.replace(",", ""));
        if (n instanceof Long || n instanceof Integer || v == Math.rint(v) && Math.abs(v) < 1e15) {
            assertEquals(v, shown, 0.0, where);
        } else {
            assertEquals(v, shown, Math.abs(v) * 5e-6, where);
        }
    }

    @Test
    void writtenVolumeAndExponentChartsEqualTheirTablesExactly() {
        StudyResults run = SyntheticResults.build("synthetic", 1);
        panel.show(run, "run");
        panel.selectChart("written_volume");
        UiTestSupport.flush();
        CategoryPlot bars = (CategoryPlot) panel.singlePane().chart().getPlot();
        CategoryDataset ds = bars.getDataset();
        ResultTable schemes = run.table(TableIds.SCHEMES).orElseThrow();
        assertEquals(1, ds.getRowCount());
        assertEquals(schemes.rowCount(), ds.getColumnCount());
        for (int r = 0; r < schemes.rowCount(); r++) {
            assertEquals(schemes.number(r, "written_pct"), ds.getValue(0, r).doubleValue(), 0, "scheme " + r);
        }

        panel.selectChart("exponent_histogram");
        UiTestSupport.flush();
        XYDataset xy = ((XYPlot) panel.singlePane().chart().getPlot()).getDataset();
        ResultTable eh = run.table(TableIds.EXPONENT_HISTOGRAM).orElseThrow();
        List<double[]> fromChart = new ArrayList<>();
        for (int s = 0; s < xy.getSeriesCount(); s++) {
            for (int i = 0; i < xy.getItemCount(s); i++) {
                fromChart.add(new double[] {s, xy.getXValue(s, i), xy.getYValue(s, i)});
            }
        }
        assertEquals(eh.rowCount(), fromChart.size(), "one point per table row");
        assertEquals(2, xy.getSeriesCount(), "one series per iteration");
        for (int r = 0; r < eh.rowCount(); r++) {
            int series = eh.number(r, "iteration") == 0 ? 0 : 1;
            double[] p = fromChart.get(r);
            assertEquals(series, p[0], 0, "row " + r);
            assertEquals(eh.number(r, "exponent"), p[1], 0);
            assertEquals(eh.number(r, "count"), p[2], 0);
        }
    }

    @Test
    void compareWithAnotherRunShowsOneSeriesPerRun() throws Exception {
        StudyResults a = SyntheticResults.build("study A", 1);
        StudyResults b = SyntheticResults.build("study B", 2);
        panel.show(b, "run B");
        panel.show(a, "run A");
        UiTestSupport.flush();
        assertSame(a, history.last().results(), "the last results shown are remembered");
        panel.selectChart("written_volume");
        choose(panel.compareCombo(), "run B");
        assertEquals("run B", panel.compared().label());
        JFreeChart merged = panel.singlePane().chart();
        assertEquals(List.of("run A", "run B"), ChartData.seriesKeys(merged), "one series per run");
        CategoryDataset ds = ((CategoryPlot) merged.getPlot()).getDataset();
        ResultTable ta = a.table(TableIds.SCHEMES).orElseThrow();
        ResultTable tb = b.table(TableIds.SCHEMES).orElseThrow();
        for (int r = 0; r < ta.rowCount(); r++) {
            String scheme = ta.text(r, "scheme");
            assertEquals(ta.number(r, "written_pct"), ds.getValue("run A", scheme).doubleValue(), 0, scheme);
            assertEquals(tb.number(r, "written_pct"), ds.getValue("run B", scheme).doubleValue(), 0, scheme);
        }
        UiTestSupport.screenshot(shell, "results-compare-runs");

        // An XY chart: every series of A appears once per run.
        click(panel.chartList(), panel.chartIds().indexOf("exponent_histogram"));
        List<String> keys = ChartData.seriesKeys(panel.singlePane().chart());
        assertEquals(4, keys.size(), "2 iterations x 2 runs: " + keys);
        assertEquals(2, keys.stream().filter(k -> k.contains("run A")).count(), keys.toString());
        assertEquals(2, keys.stream().filter(k -> k.contains("run B")).count(), keys.toString());

        choose(panel.compareCombo(), "(none)");
        assertNull(panel.compared());
        assertEquals(2, ChartData.seriesKeys(panel.singlePane().chart()).size());
    }

    @Test
    void twoSchemesSideBySideAreEachRestrictedToTheirScheme() throws Exception {
        StudyResults run = SyntheticResults.build("synthetic", 1);
        panel.show(run, "synthetic run");
        panel.selectChart("useful_storage");
        choose(panel.schemeACombo(), "baseline");
        choose(panel.schemeBCombo(), "bitx-sd8");
        List<StudyChart> shown = panel.shownCharts();
        assertEquals(2, shown.size(), "side by side");
        assertSame(shown.get(0).chart(), panel.leftPane().chart());
        assertSame(shown.get(1).chart(), panel.rightPane().chart());
        assertNotSame(shown.get(0).chart(), shown.get(1).chart());
        ResultTable snaps = run.table(TableIds.SNAPSHOTS).orElseThrow();
        for (int side = 0; side < 2; side++) {
            String scheme = side == 0 ? "baseline" : "bitx-sd8";
            Set<Double> mine = new HashSet<>();
            Set<Double> others = new HashSet<>();
            for (int r = 0; r < snaps.rowCount(); r++) {
                (snaps.text(r, "scheme").equals(scheme) ? mine : others).add(snaps.number(r, "useful_bytes"));
            }
            List<Double> values = ChartData.values(shown.get(side).chart());
            assertTrue(values.containsAll(mine), scheme + ": all its snapshots are drawn");
            for (double v : values) {
                assertFalse(others.contains(v), scheme + " chart shows another scheme's value " + v);
            }
        }
        // One value axis for both, covering both schemes' values: equal heights mean equal bytes.
        var leftAxis = ((XYPlot) panel.leftPane().chart().getPlot()).getRangeAxis();
        var rightAxis = ((XYPlot) panel.rightPane().chart().getPlot()).getRangeAxis();
        assertEquals(leftAxis.getRange(), rightAxis.getRange());
        for (int r = 0; r < snaps.rowCount(); r++) {
            String scheme = snaps.text(r, "scheme");
            if (scheme.equals("baseline") || scheme.equals("bitx-sd8")) {
                assertTrue(leftAxis.getRange().contains(snaps.number(r, "useful_bytes")), "row " + r);
            }
        }
        panel.resetZoom();
        assertEquals(leftAxis.getRange(), rightAxis.getRange(), "reset zoom keeps the shared axis");
        UiTestSupport.screenshot(shell, "results-schemes-side-by-side");

        choose(panel.schemeBCombo(), "(none)");
        assertEquals(1, panel.shownCharts().size(), "back to one chart");
    }

    @Test
    void zoomAndResetZoom() {
        StudyResults run = SyntheticResults.build("synthetic", 1);
        panel.show(run, "run");
        panel.selectChart("snapdis_sweep");
        UiTestSupport.flush();
        var composite = panel.singlePane().chartComposite();
        XYPlot plot = (XYPlot) panel.singlePane().chart().getPlot();
        double before = plot.getDomainAxis().getRange().getLength();
        org.eclipse.swt.graphics.Rectangle area = composite.getScreenDataArea();
        assertTrue(area.width > 0, "chart laid out");
        org.eclipse.swt.widgets.Control canvas = composite.getChildren()[0];
        Event wheel = new Event();
        wheel.x = area.x + area.width / 2;
        wheel.y = area.y + area.height / 2;
        wheel.count = 3;
        canvas.notifyListeners(SWT.MouseWheel, wheel);
        UiTestSupport.flush();
        double zoomed = plot.getDomainAxis().getRange().getLength();
        assertTrue(zoomed < before, "wheel zooms in: " + zoomed + " < " + before);
        panel.resetZoom();
        assertEquals(before, plot.getDomainAxis().getRange().getLength(), 1e-9, "reset restores the range");

        // Drag a rectangle over the left half of the data area: the domain shrinks to about half.
        mouse(canvas, SWT.MouseDown, area.x + 5, area.y + 5);
        mouse(canvas, SWT.MouseMove, area.x + area.width / 2, area.y + area.height - 5);
        mouse(canvas, SWT.MouseUp, area.x + area.width / 2, area.y + area.height - 5);
        UiTestSupport.flush();
        double dragged = plot.getDomainAxis().getRange().getLength();
        assertTrue(dragged < 0.7 * before, "drag zooms in: " + dragged + " vs " + before);
        panel.resetZoom();
        assertEquals(before, plot.getDomainAxis().getRange().getLength(), 1e-9);
    }

    private static void mouse(org.eclipse.swt.widgets.Control c, int type, int x, int y) {
        Event e = new Event();
        e.type = type;
        e.x = x;
        e.y = y;
        e.button = type == SWT.MouseMove ? 0 : 1;
        e.stateMask = type == SWT.MouseDown ? 0 : SWT.BUTTON1;
        c.notifyListeners(type, e);
    }

    @Test
    void screenshotsOfSeveralCharts() throws Exception {
        StudyResults run = SyntheticResults.build("cnn-default", 1);
        panel.show(run, "cnn-default (synthetic tables)");
        for (String id : List.of("written_volume", "useful_storage", "snapdis_sweep", "pipeline")) {
            click(panel.chartList(), panel.chartIds().indexOf(id));
            var data = UiTestSupport.screenshot(shell, "results-" + id.replace('_', '-'));
            assertTrue(UiTestSupport.distinctPixels(data) > 20, id + " screenshot is not blank");
        }
        panel.tabs().setSelection(1);
        UiTestSupport.flush();
        UiTestSupport.screenshot(shell, "results-table");
        assertNotNull(history.last());
    }
}
