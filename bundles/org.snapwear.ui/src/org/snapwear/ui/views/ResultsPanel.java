package org.snapwear.ui.views;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.snapwear.study.charts.SchemePalette;
import org.snapwear.study.charts.StudyChart;
import org.snapwear.study.charts.StudyCharts;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.report.StudyResultsJson;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.ui.core.ErrorLines;

/**
 * The Results view's content: the seed charts of a study run (built by {@link StudyCharts}, the same objects the
 * report renders), a chart list, the chart with tooltips and zoom, the chart's source table, export to PNG/SVG/CSV
 * (written by the report's chart export), reports opened from disk, and two comparisons: another loaded run
 * overlaid in one chart ({@link StudyCharts#compare}), or two schemes of this run side by side (each chart
 * restricted to one scheme).
 */
public final class ResultsPanel extends Composite {

    /** Export formats, as the buttons name them. */
    public enum Format {
        PNG("png"), SVG("svg"), CSV("csv");

        final String extension;

        Format(String extension) {
            this.extension = extension;
        }
    }

    private static final String NONE = Messages.Results_none;

    private final ResultsHistory history;
    private final RunHeader header;
    private final Combo compareCombo;
    private final Combo schemeA;
    private final Combo schemeB;
    private final Table chartList;
    private final CTabFolder tabs;
    private final Composite chartArea;
    private final StackLayout chartStack = new StackLayout();
    private final ChartPane single;
    private final SashForm sideBySide;
    private final ChartPane left;
    private final ChartPane right;
    private final SourceTablePane sourceTable;

    private ResultsHistory.Run current;
    private ResultsHistory.Run compared;
    private List<StudyChart> charts = List.of();
    private String chartId;
    /** The charts on screen now (one, or two side by side), for export and tests. */
    private List<StudyChart> shown = List.of();
    private List<String> shownSuffixes = List.of();
    /** The common value axis of two side-by-side charts, so equal heights mean equal values. */
    private SharedRange sharedRange = SharedRange.NONE;

    public ResultsPanel(Composite parent, int style, ResultsHistory history) {
        super(parent, style);
        this.history = history;
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        layout.verticalSpacing = 0;
        setLayout(layout);
        // The bar spans the view; the run's name and summary head the chart list in the left column, so that in
        // the default perspective at 1280x800 the chart keeps most of the view's height.
        ResultsBar bar = new ResultsBar(this, new ResultsBar.Actions(() -> ResultsDialogs.openReport(this), this::compareSelected,
                this::refreshChart));
        bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        compareCombo = bar.compare;
        schemeA = bar.schemeA;
        schemeB = bar.schemeB;

        SashForm sash = new SashForm(this, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        Composite side = new Composite(sash, SWT.NONE);
        GridLayout sl = new GridLayout(1, false);
        sl.marginWidth = 0;
        sl.marginHeight = 0;
        side.setLayout(sl);
        header = new RunHeader(side);
        header.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        chartList = new Table(side, SWT.BORDER | SWT.SINGLE | SWT.FULL_SELECTION | SWT.V_SCROLL);
        chartList.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        chartList.setHeaderVisible(true);
        TableColumn cc = new TableColumn(chartList, SWT.LEFT);
        cc.setText(Messages.Results_charts);
        cc.setWidth(300);
        chartList.addListener(SWT.Selection, e -> {
            int i = chartList.getSelectionIndex();
            if (i >= 0) {
                selectChart((String) chartList.getItem(i).getData());
            }
        });

        tabs = new CTabFolder(sash, SWT.BORDER | SWT.FLAT);
        tabs.setSimple(false);
        CTabItem chartTab = new CTabItem(tabs, SWT.NONE);
        chartTab.setText(Messages.Results_chart);
        chartArea = new Composite(tabs, SWT.NONE);
        chartArea.setLayout(chartStack);
        single = new ChartPane(chartArea, SWT.NONE);
        sideBySide = new SashForm(chartArea, SWT.HORIZONTAL);
        left = new ChartPane(sideBySide, SWT.NONE);
        right = new ChartPane(sideBySide, SWT.NONE);
        chartStack.topControl = single;
        chartTab.setControl(chartArea);

        CTabItem tableTab = new CTabItem(tabs, SWT.NONE);
        tableTab.setText(Messages.Results_table);
        sourceTable = new SourceTablePane(tabs);
        tableTab.setControl(sourceTable);
        tabs.setSelection(chartTab);
        tabs.setTopRight(new ChartActions(tabs, this::resetZoom, f -> ResultsDialogs.export(this, f)).control(), SWT.RIGHT);
        sash.setWeights(22, 78);
        updateCompareCombo();
        setSchemes(List.of());
    }

    /** Shows a run's charts (keeping the chart selected before when the run has it). */
    public void show(StudyResults results, String label) {
        show(results, label, null);
    }

    /**
     * As {@link #show(StudyResults, String)} for results that were also written to a report directory (a study
     * run of the workbench), so the view can reopen them from disk in a later session.
     *
     * @param report the report directory, or null for results that exist only in memory
     */
    public void show(StudyResults results, String label, Path report) {
        show(history.shown(results, label, report));
    }

    /** Opens a report directory (its results.json) and shows it. */
    public void openReport(Path directory) throws IOException {
        Path json = directory.resolve(ReportWriter.RESULTS);
        if (!Files.isRegularFile(json)) {
            throw new IOException(NLS.bind(Messages.Results_notAReport, directory, ReportWriter.RESULTS));
        }
        StudyResults r = StudyResultsJson.read(json);
        show(history.shown(r, directory.getFileName() + " (" + r.studyName() + ")", directory));
    }

    private void show(ResultsHistory.Run run) {
        current = run;
        if (compared != null && compared.results() == run.results()) {
            compared = null;
        }
        StudyResults r = run.results();
        header.show(run);
        charts = StudyCharts.charts(r);
        chartList.removeAll();
        for (StudyChart c : charts) {
            TableItem item = new TableItem(chartList, SWT.NONE);
            item.setText(c.title());
            item.setData(c.id());
        }
        TableColumns.fit(chartList, 600);
        setSchemes(SchemePalette.of(r).schemes());
        sourceTable.setTables(r);
        updateCompareCombo();
        String keep = chartId != null && charts.stream().anyMatch(c -> c.id().equals(chartId)) ? chartId
                : charts.isEmpty() ? null : charts.get(0).id();
        selectChart(keep);
        layout(true, true);
    }

    private void setSchemes(List<String> schemes) {
        String a = selectedText(schemeA);
        String bSel = selectedText(schemeB);
        for (Combo c : List.of(schemeA, schemeB)) {
            c.removeAll();
            c.add(NONE);
            schemes.forEach(c::add);
        }
        reselect(schemeA, a);
        reselect(schemeB, bSel);
        schemeA.getParent().layout(true);
    }

    private static void reselect(Combo c, String text) {
        int i = text == null ? -1 : c.indexOf(text);
        c.select(Math.max(0, i));
    }

    private static String selectedText(Combo c) {
        int i = c.getSelectionIndex();
        return i <= 0 ? null : c.getItem(i);
    }

    private void updateCompareCombo() {
        compareCombo.removeAll();
        compareCombo.add(NONE);
        compareCombo.setData(NONE, null);
        List<ResultsHistory.Run> others = new ArrayList<>();
        for (ResultsHistory.Run r : history.runs()) {
            if (current == null || r.results() != current.results()) {
                others.add(r);
                compareCombo.add(r.label());
            }
        }
        compareCombo.setData(others);
        int sel = compared == null ? 0 : others.indexOf(compared) + 1;
        compareCombo.select(Math.max(0, sel));
        compareCombo.getParent().layout(true);
    }

    private void compareSelected() {
        @SuppressWarnings("unchecked")
        List<ResultsHistory.Run> others = (List<ResultsHistory.Run>) compareCombo.getData();
        int i = compareCombo.getSelectionIndex();
        compared = i <= 0 || others == null ? null : others.get(i - 1);
        refreshChart();
    }

    /** Overlays another loaded run (null: stop comparing). */
    public void compareWith(StudyResults other, String label) {
        compared = other == null ? null : history.shown(other, label, null);
        if (current != null) {
            // shown() made the other run the "last"; the run on screen stays the one to remember.
            history.shown(current.results(), current.label(), current.report());
        }
        updateCompareCombo();
        refreshChart();
    }

    /** Two schemes side by side (nulls: back to one chart with all schemes). */
    public void compareSchemes(String a, String b) {
        reselect(schemeA, a);
        reselect(schemeB, b);
        refreshChart();
    }

    /** Shows the chart with this id (as clicking it in the list does). */
    public void selectChart(String id) {
        chartId = id;
        for (int i = 0; i < chartList.getItemCount(); i++) {
            if (chartList.getItem(i).getData().equals(id)) {
                chartList.setSelection(i);
            }
        }
        refreshChart();
        // The Table tab follows the chart; a run without charts (a run overview's candidates) opens on its first
        // table, so what the run produced is on screen rather than an empty chart.
        String primary = charts.stream().filter(c -> c.id().equals(id)).findFirst().map(StudyChart::primaryTable)
                .orElse(null);
        sourceTable.select(primary);
        if (id == null && current != null && !current.results().tables().isEmpty()) {
            tabs.setSelection(1);
        }
    }

    /** Shows the run's table with this id on the Table tab (as choosing it there does). */
    public void showTable(String id) {
        sourceTable.select(id);
        tabs.setSelection(1);
    }

    /** The id of the table on the Table tab, or null. */
    public String shownTableId() {
        return sourceTable.shownId();
    }

    private void refreshChart() {
        sharedRange = SharedRange.NONE;
        shown = List.of();
        shownSuffixes = List.of();
        if (current == null || chartId == null) {
            single.setChart(null, current == null ? Messages.Results_noResults : Messages.Results_noCharts);
            showStack(single);
            return;
        }
        StudyResults r = current.results();
        String a = selectedText(schemeA);
        String b = selectedText(schemeB);
        StudyChart main = charts.stream().filter(c -> c.id().equals(chartId)).findFirst().orElseThrow();
        ResultTable source = r.table(main.primaryTable()).orElse(null);
        boolean perScheme = source != null && source.columns().stream().anyMatch(c -> c.key().equals("scheme"));
        try {
            if (compared != null) {
                if (StudyCharts.definition(chartId).map(d -> d.available(compared.results())).orElse(false)) {
                    StudyChart c = StudyCharts.compare(r, current.label(), compared.results(), compared.label(),
                            chartId, null);
                    shown = List.of(c);
                    single.setChart(c.chart(), "");
                } else {
                    single.setChart(null, NLS.bind(Messages.Results_noData, compared.label(), main.title()));
                }
                shownSuffixes = List.of("");
                showStack(single);
            } else if (a != null && b != null && perScheme) {
                StudyChart ca = StudyCharts.chart(r, chartId, Set.of(a)).orElseThrow();
                StudyChart cb = StudyCharts.chart(r, chartId, Set.of(b)).orElseThrow();
                ca.chart().setTitle(main.title() + ": " + a);
                cb.chart().setTitle(main.title() + ": " + b);
                sharedRange = SharedRange.of(ca.chart(), cb.chart());
                sharedRange.apply();
                left.setChart(ca.chart(), "");
                right.setChart(cb.chart(), "");
                shown = List.of(ca, cb);
                shownSuffixes = List.of("-" + a, "-" + b);
                showStack(sideBySide);
            } else {
                // A fresh chart each time: zoom and comparison changes never leak into the list's chart objects.
                StudyChart c = StudyCharts.chart(r, chartId, null).orElseThrow();
                shown = List.of(c);
                shownSuffixes = List.of("");
                single.setChart(c.chart(), "");
                showStack(single);
            }
        } catch (RuntimeException e) {
            single.setChart(null, NLS.bind(Messages.Results_cannotDraw, main.title(), ErrorLines.of(e)));
            showStack(single);
        }
    }

    private void showStack(Composite top) {
        chartStack.topControl = top;
        chartArea.layout(true, true);
    }

    /** Back to the full axis ranges on every visible chart. */
    public void resetZoom() {
        single.resetZoom();
        left.resetZoom();
        right.resetZoom();
        sharedRange.apply();
    }

    /**
     * Writes the charts on screen in the format: the file itself for one chart, {@code name-<scheme>.ext} for each
     * of two side-by-side charts. Returns the files written.
     */
    public List<Path> export(Format format, Path file) throws IOException {
        return ChartFiles.write(shown, shownSuffixes, exportSize(), format, file, current, compared);
    }

    /** The size exported files get: the chart's on screen, never below the report's. */
    public org.eclipse.swt.graphics.Point exportSize() {
        return ChartFiles.size((shown.size() == 1 ? single : left).getSize());
    }

    // ---- state for the view and tests

    /** The run shown, or null. */
    public ResultsHistory.Run current() {
        return current;
    }

    /** The run overlaid, or null. */
    public ResultsHistory.Run compared() {
        return compared;
    }

    /** The charts on screen (one, or two side by side). */
    public List<StudyChart> shownCharts() {
        return shown;
    }

    /** Ids of the charts in the list, in order. */
    public List<String> chartIds() {
        return charts.stream().map(StudyChart::id).toList();
    }

    public Table chartList() {
        return chartList;
    }

    public Table table() {
        return sourceTable.table();
    }

    /** The Table tab's list of the run's tables. */
    public Combo tableChooser() {
        return sourceTable.chooser();
    }

    public CTabFolder tabs() {
        return tabs;
    }

    public Combo compareCombo() {
        return compareCombo;
    }

    public Combo schemeACombo() {
        return schemeA;
    }

    public Combo schemeBCombo() {
        return schemeB;
    }

    public ChartPane singlePane() {
        return single;
    }

    public ChartPane leftPane() {
        return left;
    }

    public ChartPane rightPane() {
        return right;
    }
}
