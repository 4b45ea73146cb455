package org.snapwear.ui.views;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DropTarget;
import org.eclipse.swt.dnd.FileTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ProgressBar;
import org.eclipse.swt.widgets.Table;
import org.snapwear.study.charts.ExponentHistogramChart;
import org.snapwear.study.charts.StudyChart;
import org.snapwear.study.charts.StudyCharts;
import org.snapwear.study.pairs.PairReport;
import org.snapwear.study.run.MonitorOnProgress;
import org.snapwear.trace.progress.FractionProgress;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.stats.PairStatistics;
import org.snapwear.ui.core.ErrorLines;

/**
 * The Sequences view's content: the snapshots of the open sequence and the statistics of a chosen pair ([Delta snapshots, docs/papers.md#delta-snapshots]
 * Table 1 heading bits and equal parameters, Fig. 8 exponent histogram). Opening a sequence and computing a pair
 * run in Jobs (progress and cancel in the panel); the numbers come from {@link PairReport} (trace engine), the
 * chart from the study chart code. Select one snapshot to compare it with its predecessor, or two snapshots.
 */
public final class SequencesPanel extends Composite {

    /** Below this width the pair's table takes most of the row. */
    private static final int NARROW = 560;
    private static final int PROGRESS_STEPS = 1000; // the pair computation's progress bar

    private final Label title;
    private final Label status;
    private final TableViewer viewer;
    private final Label pairTitle;
    private final ProgressBar progress;
    private final Button cancel;
    private final TableViewer headingBits;
    private final ChartPane chart;
    private final Font bold;
    private final SequenceDropHandler dropHandler;

    private volatile SnapshotSequence sequence;
    private volatile String sourceName = "";
    private volatile List<Path> opened;
    private volatile Job loadJob;
    private final LatestJob pairJobs = new LatestJob(this, true, IStatus.INFO);
    private volatile PairReport pair;
    private Consumer<List<Path>> onOpened = p -> { };
    private Consumer<Path> onOverview = p -> { };

    public SequencesPanel(Composite parent, int style) {
        super(parent, style);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        setLayout(layout);
        FontData fd = getFont().getFontData()[0];
        bold = new Font(getDisplay(), fd.getName(), fd.getHeight(), SWT.BOLD);
        addDisposeListener(e -> bold.dispose());

        Composite head = new Composite(this, SWT.NONE);
        head.setLayout(new GridLayout(1, false));
        head.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        title = new Label(head, SWT.NONE);
        title.setFont(bold);
        title.setText(Messages.Sequences_none);
        title.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        status = new Label(head, SWT.WRAP);
        status.setText(Messages.Sequences_hint);
        status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));

        SashForm sash = new SashForm(this, SWT.VERTICAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        viewer = new TableViewer(sash, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
        Table table = viewer.getTable();
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        TableColumns.add(viewer, Messages.Sequences_iteration, 90, SWT.RIGHT, r -> Long.toString(((SnapshotRow) r).iteration()));
        TableColumns.add(viewer, Messages.Sequences_file, 280, SWT.LEFT, r -> ((SnapshotRow) r).path().getFileName().toString());
        TableColumns.add(viewer, Messages.Sequences_format, 100, SWT.LEFT, r -> ((SnapshotRow) r).format());
        TableColumns.add(viewer, Messages.Sequences_size, 100, SWT.RIGHT, r -> Formats.bytes(((SnapshotRow) r).bytes()));
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.setInput(List.of());
        viewer.addSelectionChangedListener(e -> selectionChanged((IStructuredSelection) e.getSelection()));
        viewer.addDoubleClickListener(e -> {
            Object row = ((IStructuredSelection) e.getSelection()).getFirstElement();
            Path p = overviewPath(row instanceof SnapshotRow r ? r : null);
            if (p != null) {
                onOverview.accept(p);
            }
        });

        Composite pairArea = new Composite(sash, SWT.NONE);
        GridLayout pl = new GridLayout(3, false);
        pl.marginWidth = 4;
        pairArea.setLayout(pl);
        // The title wraps on its own row: in the left column of the window a one-line title was cut off.
        pairTitle = new Label(pairArea, SWT.WRAP);
        pairTitle.setFont(bold);
        pairTitle.setText(Messages.Sequences_pairHint);
        GridData tg = new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1);
        tg.widthHint = 120;
        pairTitle.setLayoutData(tg);
        progress = new ProgressBar(pairArea, SWT.HORIZONTAL | SWT.SMOOTH);
        progress.setMaximum(PROGRESS_STEPS);
        GridData pg = new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1);
        pg.widthHint = 80;
        progress.setLayoutData(pg);
        progress.setVisible(false);
        cancel = new Button(pairArea, SWT.PUSH);
        cancel.setText(Messages.Sequences_cancel);
        cancel.setEnabled(false);
        cancel.setLayoutData(new GridData());
        // The progress row shows only while a pair is computed: in the short left column of a 1280x800 window its
        // height is the statistics' second and third rows.
        showProgressRow(false);
        cancel.addListener(SWT.Selection, e -> pairJobs.cancel());
        SashForm stats = new SashForm(pairArea, SWT.HORIZONTAL);
        stats.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1));
        headingBits = new TableViewer(stats, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        Table hb = headingBits.getTable();
        hb.setHeaderVisible(true);
        hb.setLinesVisible(true);
        TableColumns.add(headingBits, Messages.Sequences_statistic, 190, SWT.LEFT, r -> ((PairRow) r).label());
        TableColumns.add(headingBits, Messages.Sequences_count, 110, SWT.RIGHT, r -> ((PairRow) r).count());
        TableColumns.add(headingBits, Messages.Sequences_share, 80, SWT.RIGHT, r -> ((PairRow) r).share());
        headingBits.setContentProvider(ArrayContentProvider.getInstance());
        headingBits.setInput(List.of());
        chart = new ChartPane(stats, SWT.BORDER);
        stats.setWeights(38, 62);
        // In the narrow left column of a 1280x800 window the statistics' names need most of the width.
        stats.addListener(SWT.Resize, e -> stats.setWeights(stats.getSize().x < NARROW ? new int[] {62, 38}
                : new int[] {38, 62}));
        sash.setWeights(40, 60);

        dropHandler = new SequenceDropHandler(this);
        for (org.eclipse.swt.widgets.Control c : new org.eclipse.swt.widgets.Control[] {this, table}) {
            DropTarget target = new DropTarget(c, DND.DROP_COPY | DND.DROP_DEFAULT | DND.DROP_LINK);
            target.setTransfer(new Transfer[] {FileTransfer.getInstance()});
            target.addDropListener(dropHandler);
        }
    }

    /** Called on the UI thread with the paths of each sequence that opened (for the recent-files list). */
    public void setOnOpened(Consumer<List<Path>> listener) {
        onOpened = listener == null ? p -> { } : listener;
    }

    /** Called on the UI thread with the run to show in the run overview (a double-click on a snapshot). */
    public void setOnOverview(Consumer<Path> listener) {
        onOverview = listener == null ? p -> { } : listener;
    }

    /**
     * The run the overview of this sequence reads: the directory or checkpoint that was opened; for a sequence of
     * separately chosen files (no one path holds just them) the given snapshot, else the first one. Null before a
     * sequence opened.
     */
    public Path overviewPath(SnapshotRow row) {
        List<Path> p = opened;
        if (p == null || p.isEmpty()) {
            return null;
        }
        if (p.size() == 1) {
            return p.get(0);
        }
        return row != null ? row.path() : p.get(0);
    }

    /** Opens a directory (discovering its checkpoints) in the background. */
    public Job load(Path dir) {
        return open(List.of(dir));
    }

    /**
     * Opens a sequence in the background: one directory of checkpoints, one checkpoint, or several checkpoint
     * files (ordered by the iterations in their names).
     */
    public Job open(List<Path> paths) {
        List<Path> normalized = paths.stream().map(p -> p.toAbsolutePath().normalize()).toList();
        String name = normalized.size() == 1 ? normalized.get(0).toString()
                : NLS.bind(Messages.Sequences_files, normalized.size());
        Job job = Job.create(NLS.bind(Messages.Sequences_opening, name), (IProgressMonitor monitor) -> {
            try {
                SnapshotSequence seq = normalized.size() == 1
                        ? SnapshotSequence.resolve(normalized.get(0).toString())
                        : SnapshotSequence.ofFiles(normalized);
                List<SnapshotRow> rows = new ArrayList<>();
                monitor.beginTask(Messages.Sequences_readingHeaders, seq.size());
                for (SnapshotSequence.Entry e : seq.entries()) {
                    if (monitor.isCanceled()) {
                        return Status.CANCEL_STATUS;
                    }
                    String format = SnapshotSequence.formatOf(e.path()).orElse("?"); //$NON-NLS-1$
                    rows.add(new SnapshotRow(e.iteration(), e.path(), format, size(e.path())));
                    monitor.worked(1);
                }
                ui(() -> showSequence(normalized, name, seq, rows, null));
                return Status.OK_STATUS;
            } catch (IOException | RuntimeException ex) {
                String line = ErrorLines.of(ex);
                ui(() -> showSequence(normalized, name, null, List.of(), line));
                return Status.info(NLS.bind(Messages.Sequences_couldNotOpenBecause, name, line));
            }
        });
        job.setUser(true);
        loadJob = job;
        job.schedule();
        return job;
    }

    private static long size(Path p) throws IOException {
        if (!Files.isDirectory(p)) {
            return Files.size(p);
        }
        try (var s = Files.walk(p)) {
            return s.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
        }
    }

    private void showSequence(List<Path> paths, String name, SnapshotSequence seq, List<SnapshotRow> rows,
            String error) {
        if (error != null) {
            title.setText(NLS.bind(Messages.Sequences_couldNotOpen, name));
            status.setText(error);
            layout(true, true);
            return;
        }
        sequence = seq;
        opened = paths;
        Path first = paths.get(0);
        sourceName = Files.isDirectory(first) ? first.getFileName().toString()
                : first.getParent() == null ? first.toString() : first.getParent().getFileName().toString();
        pair = null;
        viewer.setInput(rows);
        TableColumns.fit(viewer.getTable(), 400);
        headingBits.setInput(List.of());
        chart.setChart(null, Messages.Sequences_selectSnapshot);
        long total = rows.stream().mapToLong(SnapshotRow::bytes).sum();
        // The run's name on the one-line title, its path as the tooltip: a path is wider than the view at 1280x800.
        title.setText(paths.size() == 1 && first.getFileName() != null ? first.getFileName().toString() : name);
        title.setToolTipText(name);
        status.setText(NLS.bind(Messages.Sequences_status, rows.size(), Formats.bytes(total)) + (rows.isEmpty() ? ""
                : NLS.bind(Messages.Sequences_iterations, rows.get(0).iteration(),
                        rows.get(rows.size() - 1).iteration())));
        layout(true, true);
        onOpened.accept(paths);
    }

    private void selectionChanged(IStructuredSelection selection) {
        List<?> rows = selection.toList();
        @SuppressWarnings("unchecked")
        List<SnapshotRow> all = (List<SnapshotRow>) viewer.getInput();
        if (rows.size() == 1) {
            int i = all.indexOf(rows.get(0));
            if (i > 0) {
                comparePair(i - 1, i);
            }
        } else if (rows.size() == 2) {
            int a = all.indexOf(rows.get(0));
            int b = all.indexOf(rows.get(1));
            comparePair(Math.min(a, b), Math.max(a, b));
        }
    }

    /** Computes the statistics of snapshots {@code older} and {@code newer} (indices) in a Job. */
    public Job comparePair(int older, int newer) {
        SnapshotSequence seq = sequence;
        if (seq == null || older < 0 || newer >= seq.size() || older == newer) {
            return null;
        }
        String source = sourceName;
        long from = seq.entries().get(older).iteration();
        long to = seq.entries().get(newer).iteration();
        pairTitle.setText(NLS.bind(Messages.Sequences_pairComputing, from, to));
        progress.setSelection(0);
        showProgressRow(true);
        cancel.setEnabled(true);
        pairTitle.getParent().layout(true, true);
        // Results of a job superseded by a newer selection are dropped, so they cannot overwrite the newer pair
        // or hide its progress bar.
        return pairJobs.start(NLS.bind(Messages.Sequences_pairJob, from, to), monitor -> {
            PairReport r = PairReport.compute(source, seq, older, newer, new MonitorOnProgress(new FractionProgress(this::progressFraction), monitor));
            return () -> showPair(r);
        }, () -> pairDone(NLS.bind(Messages.Sequences_pairCancelled, from, to)),
                e -> pairDone(NLS.bind(Messages.Sequences_pairFailed, ErrorLines.of(e))));
    }

    private void showProgressRow(boolean on) {
        for (org.eclipse.swt.widgets.Control c : new org.eclipse.swt.widgets.Control[] {progress, cancel}) {
            c.setVisible(on);
            ((GridData) c.getLayoutData()).exclude = !on;
        }
    }

    /** The pair computation's fraction done (0..1), from its Job's thread. */
    private void progressFraction(double done) {
        ui(() -> progress.setSelection((int) Math.round(done * PROGRESS_STEPS)));
    }

    private void pairDone(String text) {
        pairTitle.setText(text);
        showProgressRow(false);
        cancel.setEnabled(false);
        pairTitle.getParent().layout(true, true);
    }

    private void showPair(PairReport r) {
        pair = r;
        PairStatistics s = r.statistics();
        headingBits.setInput(PairRow.of(s));
        TableColumns.fit(headingBits.getTable(), 400);
        // The same builder draws Fig. 8 in study reports and in the Results view.
        chart.setChart(StudyCharts.chart(r.toResults(), ExponentHistogramChart.ID, null).map(StudyChart::chart)
                .orElse(null), Messages.Sequences_noExponents);
        pairDone(NLS.bind(Messages.Sequences_pairDone, new Object[] {s.fromIteration(),
                s.toIteration(), String.format("%,d", s.parameters())}));
    }

    private void ui(Runnable r) {
        if (isDisposed()) {
            return;
        }
        getDisplay().asyncExec(() -> {
            if (!isDisposed()) {
                r.run();
            }
        });
    }

    /**
     * Whether the view shows {@code run}: the sequence opened from it, or a sequence that has it as a member (a run
     * overview opened from this view by a double-click on a snapshot).
     */
    public boolean shows(Path run) {
        Path n = run.toAbsolutePath().normalize();
        List<Path> o = opened;
        SnapshotSequence s = sequence;
        return o != null && (o.contains(n) || s != null
                && s.entries().stream().anyMatch(e -> e.path().toAbsolutePath().normalize().equals(n)));
    }

    /**
     * Selects the last snapshot, which computes the statistics of the last pair (and shows the snapshot in the
     * Tensors view); returns the pair's Job, or null for a sequence of fewer than two snapshots.
     */
    public Job selectLastPair() {
        Object input = viewer.getInput();
        if (!(input instanceof List<?> rows) || rows.size() < 2) {
            return null;
        }
        viewer.setSelection(new org.eclipse.jface.viewers.StructuredSelection(rows.get(rows.size() - 1)), true);
        return pairJobs.current();
    }

    /** Runs {@code r} on the UI thread once {@code load} (a Job of {@link #open}) is done; at once if it is. */
    public void whenLoaded(Job load, Runnable r) {
        AtomicBoolean once = new AtomicBoolean();
        Runnable first = () -> {
            if (once.compareAndSet(false, true)) {
                r.run();
            }
        };
        load.addJobChangeListener(new JobChangeAdapter() {
            @Override
            public void done(IJobChangeEvent event) {
                ui(first);
            }
        });
        if (load.getState() == Job.NONE && load.getResult() != null) {
            ui(first);
        }
    }

    /** The title and the line below it: the sequence and its size, or why it could not be opened. */
    public String statusText() {
        return title.getText() + "\n" + status.getText();
    }

    /** The statistics shown, once the pair Job has finished. */
    public PairReport pairReport() {
        return pair;
    }

    public Job lastLoadJob() {
        return loadJob;
    }

    public Job lastPairJob() {
        return pairJobs.current();
    }

    /** The paths of the open sequence (as given), null before one opened. */
    public List<Path> openedPaths() {
        return opened;
    }

    public SnapshotSequence sequence() {
        return sequence;
    }

    public TableViewer viewer() {
        return viewer;
    }

    public TableViewer headingBitsViewer() {
        return headingBits;
    }

    public ChartPane chartPane() {
        return chart;
    }

    /** The FileTransfer drop handler installed on the panel (tests call it directly). */
    public SequenceDropHandler dropHandler() {
        return dropHandler;
    }

    /** Tells whether a Job result was a cancellation (tests). */
    public static boolean cancelled(IStatus status) {
        return status != null && status.getSeverity() == IStatus.CANCEL;
    }
}
