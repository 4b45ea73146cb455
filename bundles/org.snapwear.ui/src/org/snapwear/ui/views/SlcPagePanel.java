package org.snapwear.ui.views;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Scale;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.snapwear.flash.slc.DeltaCodec;
import org.snapwear.flash.slc.SlcConfig;
import org.snapwear.study.inspect.SlcPageInspection;
import org.snapwear.study.inspect.SlcVersionStep;
import org.snapwear.trace.meta.MetadataTraceGenerator;
import org.snapwear.trace.meta.MetaVersionTrace;
import org.snapwear.ui.core.ErrorLines;

/**
 * SLC Page panel: a metadata trace (directory, or the built-in generated trace), codec and page geometry, a
 * logical page (most-updated first); shows how its physical page fills with appended deltas version by version
 * and where it resets, with step back / forward, a slider and counters. Work runs in Jobs; all numbers come from
 * {@link SlcPageInspection}.
 */
public final class SlcPagePanel extends Composite {
    private static final String[] CODECS = {"diff-index", "xor-rle"};
    private static final String[] NOPS = {"unlimited", "2", "4", "8", "16"};

    private final Button dirRadio;
    private final Text dirText;
    private final Button genRadio;
    private final Combo codecCombo;
    private final Spinner pageSpinner;
    private final Spinner regionSpinner;
    private final Combo nopCombo;
    private final Spinner recordsSpinner;
    private final Combo pageCombo;
    private final Button first;
    private final Button back;
    private final Scale slider;
    private final Button forward;
    private final Button last;
    private final Label versionLabel;
    private final Label outcome;
    private final Label counters;
    private final SlcPageCanvas canvas;

    private MetadataTraceGenerator.Settings generatedSettings = MetadataTraceGenerator.Settings.defaults();
    private MetaVersionTrace trace;
    private List<SlcPageInspection.PageChoice> pages = List.of();
    private SlcPageInspection inspection;
    private int current;
    private final LatestJob jobs = new LatestJob(this);
    private Path generatedDir; // temporary directory of the generated trace, deleted when replaced or disposed

    public SlcPagePanel(Composite parent, int style) {
        super(parent, style);
        setLayout(new GridLayout(1, false));
        Composite src = new Composite(this, SWT.NONE);
        src.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        src.setLayout(new GridLayout(5, false));
        dirRadio = new Button(src, SWT.RADIO);
        dirRadio.setText(Messages.Slc_traceDirectory);
        dirText = new Text(src, SWT.BORDER);
        GridData dg = new GridData(SWT.FILL, SWT.CENTER, true, false);
        dg.widthHint = 300;
        dirText.setLayoutData(dg);
        Button browse = new Button(src, SWT.PUSH);
        browse.setText(Messages.Slc_browse);
        browse.addListener(SWT.Selection, e -> {
            String p = new DirectoryDialog(getShell()).open();
            if (p != null) {
                setTraceDirectory(Path.of(p));
            }
        });
        genRadio = new Button(src, SWT.RADIO);
        genRadio.setText(Messages.Slc_generated);
        genRadio.setSelection(true);
        Button load = new Button(src, SWT.PUSH);
        load.setText(Messages.Slc_load);
        load.addListener(SWT.Selection, e -> loadTrace());

        Composite opts = new Composite(this, SWT.NONE);
        opts.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        opts.setLayout(new GridLayout(12, false));
        new Label(opts, SWT.NONE).setText(Messages.Slc_codec);
        codecCombo = new Combo(opts, SWT.READ_ONLY);
        codecCombo.setItems(CODECS);
        codecCombo.select(0);
        new Label(opts, SWT.NONE).setText(Messages.Slc_pageBytes);
        pageSpinner = new Spinner(opts, SWT.BORDER);
        pageSpinner.setValues(16384, 1024, 65536, 0, 1024, 4096);
        new Label(opts, SWT.NONE).setText(Messages.Slc_regionBytes);
        regionSpinner = new Spinner(opts, SWT.BORDER);
        regionSpinner.setValues(512, 3, 65536, 0, 64, 512);
        new Label(opts, SWT.NONE).setText(Messages.Slc_nop);
        nopCombo = new Combo(opts, SWT.READ_ONLY);
        nopCombo.setItems(NOPS);
        nopCombo.select(0);
        new Label(opts, SWT.NONE).setText(Messages.Slc_records);
        recordsSpinner = new Spinner(opts, SWT.BORDER);
        recordsSpinner.setValues(1, 1, 64, 0, 1, 4);
        new Label(opts, SWT.NONE).setText(Messages.Slc_logicalPage);
        pageCombo = new Combo(opts, SWT.READ_ONLY);
        GridData pg = new GridData(SWT.FILL, SWT.CENTER, true, false);
        pg.widthHint = 220;
        pageCombo.setLayoutData(pg);
        pageCombo.addListener(SWT.Selection, e -> runPage());
        for (var w : new org.eclipse.swt.widgets.Control[] {codecCombo, nopCombo}) {
            w.addListener(SWT.Selection, e -> runPage());
        }
        pageSpinner.addListener(SWT.Selection, e -> runPage());
        regionSpinner.addListener(SWT.Selection, e -> runPage());
        recordsSpinner.addListener(SWT.Selection, e -> listPages());

        Composite steps = new Composite(this, SWT.NONE);
        steps.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        steps.setLayout(new GridLayout(6, false));
        first = button(steps, "|\u25C0", Messages.Slc_firstTip, () -> go(0));
        back = button(steps, Messages.Slc_back, Messages.Slc_backTip, () -> go(current - 1));
        slider = new Scale(steps, SWT.HORIZONTAL);
        slider.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        slider.addListener(SWT.Selection, e -> go(slider.getSelection()));
        forward = button(steps, Messages.Slc_forward, Messages.Slc_forwardTip, () -> go(current + 1));
        last = button(steps, "\u25B6|", Messages.Slc_lastTip, () -> {
            if (inspection != null) {
                go(inspection.steps().size() - 1);
            }
        });
        versionLabel = new Label(steps, SWT.NONE);
        GridData vg = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        vg.widthHint = 260;
        versionLabel.setLayoutData(vg);

        outcome = new Label(this, SWT.WRAP);
        outcome.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        counters = new Label(this, SWT.WRAP);
        counters.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        canvas = new SlcPageCanvas(this);
        GridData cg = new GridData(SWT.FILL, SWT.FILL, true, true);
        cg.heightHint = 340;
        canvas.setLayoutData(cg);
        canvas.setOnJump(this::go);
        addDisposeListener(e -> deleteGenerated());
        show();
    }

    private void deleteGenerated() {
        Path d = generatedDir;
        generatedDir = null;
        if (d == null) {
            return;
        }
        try (java.util.stream.Stream<Path> files = Files.walk(d)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (java.io.IOException e) {
            // a leftover temporary directory is harmless; the OS cleans it
        }
    }

    private Button button(Composite parent, String text, String tip, Runnable r) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        b.setToolTipText(tip);
        b.addListener(SWT.Selection, e -> r.run());
        return b;
    }

    /** Uses a metadata trace directory (index.csv + record images). */
    public Job setTraceDirectory(Path dir) {
        dirText.setText(dir.toString());
        dirRadio.setSelection(true);
        genRadio.setSelection(false);
        return loadTrace();
    }

    /** Uses a generated metadata trace of these settings. */
    public Job setGenerated(MetadataTraceGenerator.Settings settings) {
        generatedSettings = settings;
        genRadio.setSelection(true);
        dirRadio.setSelection(false);
        return loadTrace();
    }

    /** Opens (or generates into a temporary directory) the trace in a Job, then lists its pages. */
    public Job loadTrace() {
        boolean gen = genRadio.getSelection();
        String dir = dirText.getText().trim();
        MetadataTraceGenerator.Settings gs = generatedSettings;
        int records = recordsSpinner.getSelection();
        return run(gen ? Messages.Slc_generating : NLS.bind(Messages.Slc_opening, dir), monitor -> {
            Path d;
            if (gen) {
                d = Files.createTempDirectory("snapwear-meta-trace");
                MetadataTraceGenerator.write(gs, d);
            } else {
                d = Path.of(dir);
            }
            MetaVersionTrace t = MetaVersionTrace.open(d);
            List<SlcPageInspection.PageChoice> list = SlcPageInspection.mostUpdated(t, records);
            return () -> {
                deleteGenerated();
                if (gen) {
                    generatedDir = d;
                }
                trace = t;
                showPages(list);
            };
        });
    }

    /**
     * Lists the trace's logical pages for the current records-per-page in a Job: grouping the records reads the
     * whole trace, which must not block the UI thread.
     */
    private Job listPages() {
        if (trace == null) {
            return null;
        }
        MetaVersionTrace t = trace;
        int records = recordsSpinner.getSelection();
        return run(Messages.Slc_listing, monitor -> {
            List<SlcPageInspection.PageChoice> list = SlcPageInspection.mostUpdated(t, records);
            return () -> showPages(list);
        });
    }

    private void showPages(List<SlcPageInspection.PageChoice> list) {
        inspection = null;
        pages = list;
        pageCombo.removeAll();
        for (SlcPageInspection.PageChoice p : pages) {
            pageCombo.add(String.format(Locale.ROOT, Messages.Slc_pageItem, p.logicalPageId(), p.versions()));
        }
        if (!pages.isEmpty()) {
            pageCombo.select(0);
            runPage();
        }
    }

    /** The settings the widgets describe. */
    public SlcConfig config() {
        String n = nopCombo.getText();
        return new SlcConfig(pageSpinner.getSelection(), regionSpinner.getSelection(),
                n.equals("unlimited") ? Integer.MAX_VALUE : Integer.parseInt(n), 41, 150);
    }

    /** Runs the chosen logical page through the SLC model in a Job. */
    public Job runPage() {
        if (trace == null || pageCombo.getSelectionIndex() < 0) {
            return null;
        }
        MetaVersionTrace t = trace;
        long page = pages.get(pageCombo.getSelectionIndex()).logicalPageId();
        int records = recordsSpinner.getSelection();
        String codecId = codecCombo.getText();
        SlcConfig cfg;
        try {
            cfg = config();
        } catch (IllegalArgumentException e) {
            outcome.setText(NLS.bind(Messages.Slc_invalid, e.getMessage()));
            return null;
        }
        return run(NLS.bind(Messages.Slc_pageJob, page), monitor -> {
            SlcPageInspection insp = SlcPageInspection.run(t, records, page, cfg, DeltaCodec.byId(codecId, 8), monitor);
            return () -> {
                inspection = insp;
                go(0);
            };
        });
    }

    private Job run(String name, LatestJob.Work work) {
        outcome.setText(NLS.bind(Messages.Slc_running, name));
        return jobs.start(name, work, () -> { }, e -> outcome.setText(NLS.bind(Messages.Slc_failed, ErrorLines.of(e))));
    }

    /** Shows version {@code index} (clamped). */
    public void go(int index) {
        if (inspection == null) {
            return;
        }
        current = Math.max(0, Math.min(inspection.steps().size() - 1, index));
        show();
    }

    private void show() {
        boolean has = inspection != null;
        int n = has ? inspection.steps().size() : 0;
        first.setEnabled(has && current > 0);
        back.setEnabled(has && current > 0);
        forward.setEnabled(has && current + 1 < n);
        last.setEnabled(has && current + 1 < n);
        slider.setEnabled(has && n > 1);
        if (has) {
            slider.setMaximum(Math.max(1, n - 1));
            slider.setSelection(current);
            SlcVersionStep s = inspection.steps().get(current);
            versionLabel.setText(String.format(Locale.ROOT, Messages.Slc_version, current + 1, n,
                    s.version()));
            outcome.setText(s.describe(inspection.config().nop()));
            outcome.setForeground(getDisplay().getSystemColor(s.isReset() ? SWT.COLOR_RED : SWT.COLOR_BLACK));
            counters.setText(String.format(Locale.ROOT, Messages.Slc_counters, s.partialPrograms(),
                    s.programsOnPage(), inspection.nopText(), s.resets(), s.resetsNop(), s.resets() - s.resetsNop(),
                    s.pagesWritten(), current + 1, s.deltaRegionUsed(), s.deltaRegionFree(), inspection.codecId()));
        } else {
            versionLabel.setText("");
            counters.setText("");
            if (trace == null) {
                outcome.setText(Messages.Slc_loadTrace);
            }
        }
        canvas.show(inspection, current);
        layout(true, true);
    }

    // accessors for the view and tests
    public SlcPageInspection inspection() {
        return inspection;
    }

    public SlcVersionStep currentStep() {
        return inspection == null ? null : inspection.steps().get(current);
    }

    public int currentIndex() {
        return current;
    }

    public Combo pageCombo() {
        return pageCombo;
    }

    public Combo codecCombo() {
        return codecCombo;
    }

    public Combo nopCombo() {
        return nopCombo;
    }

    public Spinner pageSpinner() {
        return pageSpinner;
    }

    public Spinner recordsSpinner() {
        return recordsSpinner;
    }

    public Spinner regionSpinner() {
        return regionSpinner;
    }

    public Button forwardButton() {
        return forward;
    }

    public Button backButton() {
        return back;
    }

    public Scale slider() {
        return slider;
    }

    public String outcomeText() {
        return outcome.getText();
    }

    public String countersText() {
        return counters.getText();
    }

    public SlcPageCanvas canvas() {
        return canvas;
    }

    /** The Job last started, for waiting in tests. */
    public Job lastJob() {
        return jobs.current();
    }
}
