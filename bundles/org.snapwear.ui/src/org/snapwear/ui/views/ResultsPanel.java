package org.snapwear.ui.views;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.MessageBox;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.snapwear.study.charts.SchemePalette;
import org.snapwear.study.charts.StudyChart;
import org.snapwear.study.charts.StudyCharts;
import org.snapwear.study.report.ChartExport;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.report.StudyResultsJson;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;

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
    private final Font bold;
    private final Label runLabel;
    private final Label summary;
    private final Label warnings;
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
    private final Label tableTitle;
    private final Table table;

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
        setLayout(layout);
        FontData fd = getFont().getFontData()[0];
        bold = new Font(getDisplay(), fd.getName(), fd.getHeight() + 1, SWT.BOLD);
        addDisposeListener(e -> bold.dispose());

        Composite head = new Composite(this, SWT.NONE);
        GridLayout hl = new GridLayout(1, false);
        hl.marginBottom = 0;
        head.setLayout(hl);
        head.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        runLabel = new Label(head, SWT.NONE);
        runLabel.setFont(bold);
        runLabel.setText(Messages.Results_noResults);
        runLabel.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        summary = new Label(head, SWT.WRAP);
        summary.setText(Messages.Results_hint);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        warnings = new Label(head, SWT.WRAP);
        warnings.setForeground(getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        GridData wd = new GridData(SWT.FILL, SWT.TOP, true, false);
        wd.exclude = true;
        warnings.setLayoutData(wd);
        warnings.setVisible(false);

        Composite bar = new Composite(this, SWT.NONE);
        RowLayout rl = new RowLayout(SWT.HORIZONTAL);
        rl.center = true;
        rl.spacing = 6;
        rl.marginTop = 0;
        bar.setLayout(rl);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        button(bar, Messages.Results_openReport, Messages.Results_openReportTip, this::openReportDialog);
        separator(bar);
        new Label(bar, SWT.NONE).setText(Messages.Results_compare);
        compareCombo = new Combo(bar, SWT.READ_ONLY | SWT.DROP_DOWN);
        compareCombo.setToolTipText(Messages.Results_compareTip);
        compareCombo.addListener(SWT.Selection, e -> compareSelected());
        separator(bar);
        new Label(bar, SWT.NONE).setText(Messages.Results_schemes);
        schemeA = new Combo(bar, SWT.READ_ONLY | SWT.DROP_DOWN);
        schemeA.setToolTipText(Messages.Results_schemeATip);
        new Label(bar, SWT.NONE).setText(Messages.Results_vs);
        schemeB = new Combo(bar, SWT.READ_ONLY | SWT.DROP_DOWN);
        schemeB.setToolTipText(Messages.Results_schemeBTip);
        schemeA.addListener(SWT.Selection, e -> refreshChart());
        schemeB.addListener(SWT.Selection, e -> refreshChart());
        separator(bar);
        button(bar, Messages.Results_resetZoom, Messages.Results_resetZoomTip,
                this::resetZoom);
        separator(bar);
        new Label(bar, SWT.NONE).setText(Messages.Results_export);
        for (Format f : Format.values()) {
            button(bar, f.name(), NLS.bind(Messages.Results_exportTip, f.name()), () -> exportDialog(f));
        }

        SashForm sash = new SashForm(this, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        chartList = new Table(sash, SWT.BORDER | SWT.SINGLE | SWT.FULL_SELECTION | SWT.V_SCROLL);
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
        Composite tableArea = new Composite(tabs, SWT.NONE);
        tableArea.setLayout(new GridLayout(1, false));
        tableTitle = new Label(tableArea, SWT.WRAP);
        tableTitle.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        table = new Table(tableArea, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        tableTab.setControl(tableArea);
        tabs.setSelection(chartTab);
        sash.setWeights(22, 78);
        updateCompareCombo();
        setSchemes(List.of());
    }

    private static Button button(Composite parent, String text, String tip, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        b.setToolTipText(tip);
        b.addListener(SWT.Selection, e -> action.run());
        return b;
    }

    private static void separator(Composite parent) {
        new Label(parent, SWT.SEPARATOR | SWT.VERTICAL).setLayoutData(new org.eclipse.swt.layout.RowData(SWT.DEFAULT, 20));
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
        runLabel.setText(run.label());
        summary.setText(summaryText(run));
        List<String> w = r.warnings();
        warnings.setText(w.isEmpty() ? "" : "\u26a0 " + String.join("\n\u26a0 ", w));
        warnings.setVisible(!w.isEmpty());
        ((GridData) warnings.getLayoutData()).exclude = w.isEmpty();
        charts = StudyCharts.charts(r);
        chartList.removeAll();
        for (StudyChart c : charts) {
            TableItem item = new TableItem(chartList, SWT.NONE);
            item.setText(c.title());
            item.setData(c.id());
        }
        setSchemes(SchemePalette.of(r).schemes());
        updateCompareCombo();
        String keep = chartId != null && charts.stream().anyMatch(c -> c.id().equals(chartId)) ? chartId
                : charts.isEmpty() ? null : charts.get(0).id();
        selectChart(keep);
        layout(true, true);
    }

    private static String summaryText(ResultsHistory.Run run) {
        StudyResults r = run.results();
        StringBuilder b = new StringBuilder(NLS.bind(Messages.Results_summary, r.studyName(), r.tables().size()));
        if (r.seconds() > 0) {
            b.append(String.format(Locale.ROOT, Messages.Results_runTime, r.seconds()));
        }
        if (run.report() != null) {
            b.append(NLS.bind(Messages.Results_report, run.report()));
        }
        return b.toString();
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
    }

    private void refreshChart() {
        sharedRange = SharedRange.NONE;
        shown = List.of();
        shownSuffixes = List.of();
        if (current == null || chartId == null) {
            single.setChart(null, current == null ? Messages.Results_noResults : Messages.Results_noCharts);
            showStack(single);
            fillTable(null);
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
            single.setChart(null, NLS.bind(Messages.Results_cannotDraw, main.title(), e.getMessage()));
            showStack(single);
        }
        fillTable(source);
    }

    private void showStack(Composite top) {
        chartStack.topControl = top;
        chartArea.layout(true, true);
    }

    private void fillTable(ResultTable t) {
        table.setRedraw(false);
        try {
            table.removeAll();
            for (TableColumn c : table.getColumns()) {
                c.dispose();
            }
            if (t == null) {
                tableTitle.setText("");
                return;
            }
            tableTitle.setText(NLS.bind(Messages.Results_tableTitle, new Object[] {t.title(), t.id(), t.rowCount()})
                    + (t.description().isEmpty() ? "" : ": " + t.description()));
            for (int ci = 0; ci < t.columns().size(); ci++) {
                var col = t.columns().get(ci);
                // Numbers right-aligned so digits line up, as in a spreadsheet.
                TableColumn c = new TableColumn(table, numeric(t, ci) ? SWT.RIGHT : SWT.LEFT);
                c.setText(col.unit().isEmpty() ? col.label() : col.label() + " [" + col.unit() + "]");
                c.setToolTipText(col.key());
            }
            for (List<Object> row : t.rows()) {
                TableItem item = new TableItem(table, SWT.NONE);
                for (int i = 0; i < row.size(); i++) {
                    item.setText(i, CellText.of(row.get(i)));
                }
            }
            for (TableColumn c : table.getColumns()) {
                c.pack();
                c.setWidth(Math.min(Math.max(c.getWidth() + 8, 60), 320));
            }
        } finally {
            table.setRedraw(true);
            tableTitle.getParent().layout(true);
        }
    }

    private static boolean numeric(ResultTable t, int column) {
        for (List<Object> row : t.rows()) {
            Object v = row.get(column);
            if (v != null && !"".equals(v)) {
                return v instanceof Number;
            }
        }
        return false;
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
        List<Path> written = new ArrayList<>();
        for (int i = 0; i < shown.size(); i++) {
            Path target = shown.size() == 1 ? file : withSuffix(file, shownSuffixes.get(i));
            StudyChart c = shown.get(i);
            org.eclipse.swt.graphics.Point size = exportSize();
            switch (format) {
                case PNG -> ChartExport.png(c, size.x, size.y, target);
                case SVG -> ChartExport.svg(c, size.x, size.y, target);
                // A chart overlaying two runs exports both runs' tables in one file, rows labelled by run.
                case CSV -> {
                    if (comparingRuns()) {
                        ChartExport.csvCompared(c, current.results(), current.label(), compared.results(),
                                compared.label(), target);
                    } else {
                        ChartExport.csv(c, current.results(), target);
                    }
                }
                default -> throw new IllegalStateException(format.name());
            }
            written.add(target);
        }
        return written;
    }

    /** Whether the chart on screen overlays another run (the only chart shown while a run is compared). */
    private boolean comparingRuns() {
        return compared != null;
    }

    /**
     * Exports at the size the chart has on screen, but never below the report's size (a small view would give
     * unreadable files).
     */
    public org.eclipse.swt.graphics.Point exportSize() {
        org.eclipse.swt.graphics.Point s = (shown.size() == 1 ? single : left).getSize();
        return new org.eclipse.swt.graphics.Point(Math.max(ChartExport.DEFAULT_WIDTH, s.x),
                Math.max(ChartExport.DEFAULT_HEIGHT, s.y));
    }

    private static Path withSuffix(Path file, String suffix) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String base = dot < 0 ? name : name.substring(0, dot);
        String ext = dot < 0 ? "" : name.substring(dot);
        return file.resolveSibling(base + suffix.replaceAll("[^A-Za-z0-9._-]", "_") + ext);
    }

    private void exportDialog(Format format) {
        if (shown.isEmpty()) {
            return;
        }
        FileDialog d = new FileDialog(getShell(), SWT.SAVE);
        d.setText(NLS.bind(Messages.Results_exportTitle, format.name()));
        d.setFilterExtensions(new String[] {"*." + format.extension, "*.*"});
        d.setFileName(shown.get(0).id() + "." + format.extension);
        d.setOverwrite(true);
        String f = d.open();
        if (f == null) {
            return;
        }
        try {
            export(format, Path.of(f));
        } catch (IOException | RuntimeException e) {
            error(Messages.Results_exportFailed, f + ": " + e.getMessage());
        }
    }

    private void openReportDialog() {
        DirectoryDialog d = new DirectoryDialog(getShell());
        d.setText(Messages.Results_openReportTitle);
        d.setMessage(Messages.Results_chooseReport);
        String dir = d.open();
        if (dir == null) {
            return;
        }
        try {
            openReport(Path.of(dir));
        } catch (IOException | RuntimeException e) {
            error(Messages.Results_openReportTitle, e.getMessage());
        }
    }

    private void error(String title, String message) {
        MessageBox box = new MessageBox(getShell(), SWT.ICON_ERROR | SWT.OK);
        box.setText(title);
        box.setMessage(message == null ? Messages.Results_unknownError : message);
        box.open();
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
        return table;
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
