package org.snapwear.ui.views;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.events.PaintEvent;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.snapwear.gpu.bpc.EntryCompressor;
import org.snapwear.gpu.bpc.EntryCompressors;
import org.snapwear.gpu.buddy.BuddyResult;
import org.snapwear.gpu.buddy.TargetPolicy;
import org.snapwear.gpu.buddy.TargetRatio;
import org.snapwear.study.inspect.BuddyInspection;
import org.snapwear.study.inspect.BuddySettings;
import org.snapwear.study.inspect.InspectionSource;
import org.snapwear.study.inspect.OverflowDelta;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.ui.core.ErrorLines;

/**
 * Buddy Overflow panel: a source (checkpoint sequence directory, or generated training steps) and a snapshot,
 * compressor and target settings; Analyse draws the compressibility heat map of every allocation with the
 * summary; clicking an entry shows its sectors; Previous/Next step through the sequence under the targets of the
 * analysed (profiling) snapshot and outline the entries whose overflow changed since the previous snapshot.
 * Analysis runs in Jobs; all numbers come from {@link BuddyInspection} and {@link OverflowDelta}.
 */
public final class BuddyOverflowPanel extends Composite {
    private static final String[] TARGETS = {Messages.Buddy_auto, "1", "1.33", "2", "4"};

    private final Button seqRadio;
    private final Text dirText;
    private final Button genRadio;
    private final Combo snapshotCombo;
    private final Combo compressorCombo;
    private final Combo targetCombo;
    private final Spinner thresholdSpinner;
    private final Button analyseButton;
    private final Button prevButton;
    private final Button nextButton;
    private final Label stepLabel;
    private final Label summary;
    private final Canvas legend;
    private final BuddyHeatMap heatMap;
    private final BuddyEntryDetail detail;

    private GeneratorSettings generatorSettings = GeneratorSettings.defaults();
    private InspectionSource source;
    private BuddyInspection profile;
    private BuddyInspection shown;
    private OverflowDelta delta;
    private final Map<Integer, BuddyInspection> cache = new HashMap<>();
    private final LatestJob jobs = new LatestJob(this);
    private String error;

    public BuddyOverflowPanel(Composite parent, int style) {
        super(parent, style);
        setLayout(new GridLayout(1, false));
        Composite src = new Composite(this, SWT.NONE);
        src.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        src.setLayout(new GridLayout(7, false));
        seqRadio = new Button(src, SWT.RADIO);
        seqRadio.setText(Messages.Buddy_sequence);
        dirText = new Text(src, SWT.BORDER);
        GridData dg = new GridData(SWT.FILL, SWT.CENTER, true, false);
        dg.widthHint = 260;
        dirText.setLayoutData(dg);
        Button browse = new Button(src, SWT.PUSH);
        browse.setText(Messages.Buddy_browse);
        browse.addListener(SWT.Selection, e -> {
            DirectoryDialog d = new DirectoryDialog(getShell());
            String p = d.open();
            if (p != null) {
                setSequenceDirectory(Path.of(p));
            }
        });
        genRadio = new Button(src, SWT.RADIO);
        genRadio.setText(Messages.Buddy_generated);
        genRadio.setSelection(true);
        new Label(src, SWT.NONE).setText(Messages.Buddy_snapshot);
        snapshotCombo = new Combo(src, SWT.READ_ONLY);
        GridData cg = new GridData(SWT.FILL, SWT.CENTER, false, false);
        cg.widthHint = 260;
        snapshotCombo.setLayoutData(cg);
        Button load = new Button(src, SWT.PUSH);
        load.setText(Messages.Buddy_load);
        load.addListener(SWT.Selection, e -> loadSource());
        seqRadio.addListener(SWT.Selection, e -> loadSource());
        genRadio.addListener(SWT.Selection, e -> loadSource());

        Composite opts = new Composite(this, SWT.NONE);
        opts.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        opts.setLayout(new GridLayout(11, false));
        new Label(opts, SWT.NONE).setText(Messages.Buddy_compressor);
        compressorCombo = new Combo(opts, SWT.READ_ONLY);
        for (EntryCompressor c : EntryCompressors.all()) {
            compressorCombo.add(c.id());
        }
        compressorCombo.select(0);
        new Label(opts, SWT.NONE).setText(Messages.Buddy_target);
        targetCombo = new Combo(opts, SWT.READ_ONLY);
        targetCombo.setItems(TARGETS);
        targetCombo.select(0);
        new Label(opts, SWT.NONE).setText(Messages.Buddy_threshold);
        thresholdSpinner = new Spinner(opts, SWT.BORDER);
        thresholdSpinner.setValues((int) Math.round(TargetPolicy.DEFAULT_THRESHOLD * 1000), 0, 1000, 1, 5, 50);
        targetCombo.addListener(SWT.Selection, e -> thresholdSpinner.setEnabled(targetCombo.getSelectionIndex() == 0));
        analyseButton = new Button(opts, SWT.PUSH);
        analyseButton.setText(Messages.Buddy_analyse);
        analyseButton.addListener(SWT.Selection, e -> analyse());
        prevButton = new Button(opts, SWT.PUSH);
        prevButton.setText(Messages.Buddy_previous);
        prevButton.addListener(SWT.Selection, e -> step(-1));
        nextButton = new Button(opts, SWT.PUSH);
        nextButton.setText(Messages.Buddy_next);
        nextButton.addListener(SWT.Selection, e -> step(1));
        stepLabel = new Label(opts, SWT.NONE);
        stepLabel.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        stepLabel.setText("");

        summary = new Label(this, SWT.WRAP);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        summary.setText(Messages.Buddy_noImage);
        legend = new Canvas(this, SWT.DOUBLE_BUFFERED);
        GridData lg = new GridData(SWT.FILL, SWT.TOP, true, false);
        lg.heightHint = 22;
        legend.setLayoutData(lg);
        legend.addPaintListener(this::paintLegend);

        SashForm sash = new SashForm(this, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        heatMap = new BuddyHeatMap(sash);
        heatMap.setOnClick(this::selectEntry);
        heatMap.show(null, null);
        detail = new BuddyEntryDetail(sash);
        sash.setWeights(new int[] {68, 32});
        loadSource();
        updateButtons();
    }

    /** Uses a checkpoint sequence directory as the source. */
    public void setSequenceDirectory(Path dir) {
        dirText.setText(dir.toString());
        seqRadio.setSelection(true);
        genRadio.setSelection(false);
        loadSource();
    }

    /** Uses generated training steps of these settings as the source. */
    public void setGenerated(GeneratorSettings settings) {
        generatorSettings = settings;
        genRadio.setSelection(true);
        seqRadio.setSelection(false);
        loadSource();
    }

    private void loadSource() {
        error = null;
        cache.clear();
        profile = null;
        shown = null;
        delta = null;
        heatMap.show(null, null);
        detail.show(null, null);
        snapshotCombo.removeAll();
        try {
            if (genRadio.getSelection()) {
                source = InspectionSource.generated(generatorSettings);
            } else if (!dirText.getText().isBlank()) {
                source = InspectionSource.sequence(Path.of(dirText.getText().trim()));
            } else {
                source = null;
            }
        } catch (Exception ex) {
            source = null;
            error = ErrorLines.of(ex);
        }
        if (source != null) {
            for (String l : source.labels()) {
                snapshotCombo.add(l);
            }
            snapshotCombo.select(0);
            summary.setText(NLS.bind(Messages.Buddy_source, source.description(), source.size()));
        } else {
            summary.setText(error != null ? NLS.bind(Messages.Buddy_cannotOpen, error) : Messages.Buddy_chooseSequence);
        }
        updateButtons();
    }

    /** The settings the widgets describe. */
    public BuddySettings settings() {
        int t = targetCombo.getSelectionIndex();
        return new BuddySettings(compressorCombo.getText(), t <= 0 ? null : TargetRatio.parse(TARGETS[t]),
                thresholdSpinner.getSelection() / 1000.0);
    }

    /** Analyses the chosen snapshot (profiling targets on it) in a Job. */
    public Job analyse() {
        if (source == null || snapshotCombo.getSelectionIndex() < 0) {
            return null;
        }
        InspectionSource src = source;
        int index = snapshotCombo.getSelectionIndex();
        BuddySettings s = settings();
        cache.clear();
        return run(NLS.bind(Messages.Buddy_analysing, src.labels().get(index)), monitor -> {
            BuddyInspection insp = BuddyInspection.profile(src, index, s, 0, monitor);
            return () -> {
                cache.put(index, insp);
                profile = insp;
                display(insp, null);
            };
        });
    }

    /** Shows the previous (-1) or next (+1) snapshot under the profiling targets, outlining changed overflow. */
    public Job step(int direction) {
        if (profile == null || shown == null) {
            return null;
        }
        int to = shown.index() + direction;
        if (to < 0 || to >= source.size()) {
            return null;
        }
        InspectionSource src = source;
        BuddyInspection prof = profile;
        Map<Integer, BuddyInspection> known = new HashMap<>(cache);
        return run(NLS.bind(Messages.Buddy_stepping, src.labels().get(to)), monitor -> {
            BuddyInspection cur = known.containsKey(to) ? known.get(to)
                    : BuddyInspection.withTargets(src, to, prof.settings(), prof.targets(), 0, monitor);
            BuddyInspection before = null;
            if (to > 0) {
                before = known.containsKey(to - 1) ? known.get(to - 1)
                        : BuddyInspection.withTargets(src, to - 1, prof.settings(), prof.targets(), 0, monitor);
            }
            OverflowDelta d = before == null ? null : OverflowDelta.between(before, cur);
            BuddyInspection b = before;
            return () -> {
                cache.put(to, cur);
                if (b != null) {
                    cache.put(to - 1, b);
                }
                snapshotCombo.select(to);
                display(cur, d);
            };
        });
    }

    private Job run(String name, LatestJob.Work work) {
        analyseButton.setEnabled(false);
        prevButton.setEnabled(false);
        nextButton.setEnabled(false);
        summary.setText(NLS.bind(Messages.Buddy_running, name));
        return jobs.start(name, work, this::updateButtons, e -> {
            summary.setText(NLS.bind(Messages.Buddy_failed, ErrorLines.of(e)));
            updateButtons();
        });
    }

    private void display(BuddyInspection insp, OverflowDelta d) {
        shown = insp;
        delta = d;
        heatMap.show(insp, d);
        int sel = detail.record() != null && detail.record().entry() < insp.entries() ? detail.record().entry() : -1;
        heatMap.select(sel);
        detail.show(insp, sel >= 0 ? insp.entry(sel) : null);
        BuddyResult r = insp.summary();
        summary.setText(String.format(Locale.ROOT, Messages.Buddy_summary, insp.label(), r.compressor(),
                insp.settings().globalTarget() == null
                        ? NLS.bind(Messages.Buddy_targetsProfiled, insp.settings().threshold() * 100, profile.label())
                        : NLS.bind(Messages.Buddy_targetsGlobal, insp.settings().globalTarget().label()),
                r.capacityExpansion(), r.compressionRatio(), r.buddyEntryFraction() * 100, r.buddyAccessFraction() * 100,
                r.metadataBytes(), r.metadataOverhead() * 100, r.entries(), r.meanCompressedBits()));
        stepLabel.setText(d == null ? NLS.bind(Messages.Buddy_step, insp.index() + 1, source.size())
                : String.format(Locale.ROOT, Messages.Buddy_stepDelta,
                        insp.index() + 1, source.size(), d.grew().length, d.shrank().length));
        updateButtons();
        layout(true, true);
    }

    /** Swatches of the heat map's colours and marks. */
    private void paintLegend(PaintEvent ev) {
        GC gc = ev.gc;
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_BACKGROUND));
        gc.fillRectangle(ev.x, ev.y, ev.width, ev.height);
        String[] names = {Messages.Buddy_legendZero, Messages.Buddy_legend1, Messages.Buddy_legend2,
                Messages.Buddy_legend3, Messages.Buddy_legend4};
        int x = 4;
        int c = BuddyHeatMap.CELL;
        gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_BLACK));
        gc.drawText(Messages.Buddy_legendSize, x, 3, true);
        x += gc.textExtent(Messages.Buddy_legendSize).x + 8;
        for (int k = 0; k < names.length; k++) {
            Color col = new Color(BuddyHeatMap.FILL[k][0], BuddyHeatMap.FILL[k][1], BuddyHeatMap.FILL[k][2]);
            gc.setBackground(col);
            gc.fillRectangle(x, 5, c, c);
            col.dispose();
            x += c + 4;
            gc.drawText(names[k], x, 3, true);
            x += gc.textExtent(names[k]).x + 12;
        }
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
        gc.fillRectangle(x, 5, c, c);
        gc.drawLine(x, 5 + c - 1, x + c - 1, 5);
        gc.drawLine(x, 5 + c / 2, x + c / 2, 5);
        x += c + 4;
        gc.drawText(Messages.Buddy_legendOverflow, x, 3, true);
        x += gc.textExtent(Messages.Buddy_legendOverflow).x + 12;
        int[][] marks = {BuddyHeatMap.GREW, BuddyHeatMap.SHRANK, BuddyHeatMap.SELECTED};
        String[] mnames = {Messages.Buddy_legendGrew,
                Messages.Buddy_legendShrank, Messages.Buddy_legendSelected};
        for (int k = 0; k < marks.length; k++) {
            Color col = new Color(marks[k][0], marks[k][1], marks[k][2]);
            gc.setForeground(col);
            gc.setLineWidth(2);
            gc.drawRectangle(x + 1, 6, c - 2, c - 2);
            gc.setLineWidth(1);
            col.dispose();
            gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_BLACK));
            x += c + 4;
            gc.drawText(mnames[k], x, 3, true);
            x += gc.textExtent(mnames[k]).x + 12;
        }
    }

    private void updateButtons() {
        analyseButton.setEnabled(source != null);
        prevButton.setEnabled(shown != null && shown.index() > 0);
        nextButton.setEnabled(shown != null && shown.index() + 1 < (source == null ? 0 : source.size()));
    }

    private void selectEntry(int e) {
        if (shown == null) {
            return;
        }
        heatMap.select(e);
        detail.show(shown, shown.entry(e));
    }

    // accessors for the view and tests
    public BuddyInspection shown() {
        return shown;
    }

    public OverflowDelta delta() {
        return delta;
    }

    public InspectionSource source() {
        return source;
    }

    public BuddyHeatMap heatMap() {
        return heatMap;
    }

    public BuddyEntryDetail detail() {
        return detail;
    }

    public Combo snapshotCombo() {
        return snapshotCombo;
    }

    public Combo targetCombo() {
        return targetCombo;
    }

    public Button analyseButton() {
        return analyseButton;
    }

    public Button nextButton() {
        return nextButton;
    }

    public Button previousButton() {
        return prevButton;
    }

    public String summaryText() {
        return summary.getText();
    }

    public String stepText() {
        return stepLabel.getText();
    }

    /** The Job last started (analysis or step), for waiting in tests. */
    public Job lastJob() {
        return jobs.current();
    }
}
