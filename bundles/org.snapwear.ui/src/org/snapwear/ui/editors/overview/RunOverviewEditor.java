package org.snapwear.ui.editors.overview;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ProgressBar;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.forms.widgets.Hyperlink;
import org.eclipse.ui.forms.widgets.ScrolledForm;
import org.snapwear.study.overview.LossOverviews;
import org.snapwear.study.overview.MeasurementCache;
import org.snapwear.study.overview.OverviewSettings;
import org.snapwear.study.overview.RunContents;
import org.snapwear.study.overview.RunMeasurements;
import org.snapwear.study.overview.RunOverview;
import org.snapwear.study.overview.RunOverviews;
import org.snapwear.study.run.MonitorOnProgress;
import org.snapwear.study.run.ProgressOnMonitor;
import org.snapwear.trace.progress.FractionProgress;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.ui.actions.OpenSequenceAction;
import org.snapwear.ui.editors.ReadOnlyFormEditor;
import org.snapwear.ui.views.LatestJob;
import org.snapwear.ui.core.ErrorLines;

/**
 * The run overview of a checkpoint sequence, MAT style: the verdict on top, then the settings a user may change,
 * what was read and links into the detail views. The simulations ({@link RunOverviews#measure}) run once in a Job
 * when the editor opens; a changed setting only recomputes the verdict ({@link RunOverviews#verdict}), also in a
 * Job, the newest one winning ({@link LatestJob}). Nothing is computed here that {@code snapwear report} lacks.
 */
public final class RunOverviewEditor extends ReadOnlyFormEditor {
    public static final String ID = "org.snapwear.ui.editors.runOverview"; //$NON-NLS-1$

    /** Resolution of the progress bar. */
    private static final int PROGRESS_STEPS = 1000;

    private ScrolledForm form;
    private Label status;
    private ProgressBar progress;
    private VerdictSection verdict;
    private CandidatesSection candidates;
    private LossSection loss;
    private SettingsSection settings;
    private ContentsSection contents;
    private DetailLinks links;
    private LatestJob jobs;
    private volatile RunMeasurements measurements;
    /** Whether the measurements came from the overview cache (the status line says so). */
    private boolean cached;
    private volatile RunOverview overview;
    /** When what was read, and the first verdict, went on screen (System.nanoTime, 0 = not yet), for tests. */
    private long contentsShownNanos;
    private long verdictShownNanos;
    /** Told once, on the UI thread, when the first verdict is on screen (the startup benchmark waits for it). */
    private final List<Runnable> verdictListeners = new ArrayList<>();

    /**
     * Opens (or brings to the front) the overview of a sequence directory or checkpoint, and shows the run in the
     * Sequences view (which puts it on the recent list), so every way of opening a run leaves the workbench on it.
     */
    public static RunOverviewEditor open(IWorkbenchWindow window, Path sequence) throws PartInitException {
        IEditorPart part = window.getActivePage().openEditor(new RunOverviewInput(sequence), ID);
        OpenSequenceAction.showRun(window, ((RunOverviewInput) part.getEditorInput()).path());
        return (RunOverviewEditor) part;
    }

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof RunOverviewInput)) {
            throw new PartInitException(NLS.bind(Messages.Open_failed, input.getName()));
        }
        setSite(site);
        setInput(input);
        setPartName(input.getName());
        setTitleToolTip(input.getToolTipText());
    }

    public Path sequence() {
        return ((RunOverviewInput) getEditorInput()).path();
    }

    @Override
    public void createPartControl(Composite parent) {
        toolkit(parent.getDisplay());
        form = toolkit().createScrolledForm(parent);
        form.setText(NLS.bind(Messages.Editor_title, getEditorInput().getName()));
        // The full path as the heading's tooltip (and the tab's): in a wrapped line a long path broke mid-word.
        form.getForm().setToolTipText(sequence().toString());
        toolkit().decorateFormHeading(form.getForm());
        Composite body = form.getBody();
        body.setLayout(new GridLayout(1, false));
        status = toolkit().createLabel(body, NLS.bind(Messages.Editor_computing, getEditorInput().getName()),
                SWT.WRAP);
        GridData sd = new GridData(SWT.FILL, SWT.TOP, true, false);
        sd.widthHint = 200;
        status.setLayoutData(sd);
        progress = new ProgressBar(body, SWT.HORIZONTAL | SWT.SMOOTH);
        progress.setMaximum(PROGRESS_STEPS);
        GridData pd = new GridData(SWT.FILL, SWT.TOP, true, false);
        pd.widthHint = 200;
        progress.setLayoutData(pd);
        verdict = new VerdictSection(body, toolkit());
        loss = new LossSection(body, toolkit());
        candidates = new CandidatesSection(body, toolkit());
        settings = new SettingsSection(body, toolkit(), form.getMessageManager(), OverviewSettings.defaults(),
                this::recompute);
        links = new DetailLinks(body, toolkit(), getSite().getWorkbenchWindow());
        contents = new ContentsSection(body, toolkit());
        jobs = new LatestJob(form, true, IStatus.INFO);
        measure();
    }

    /**
     * One Job: what was read goes on screen as soon as it is known (a quick read of the members' headers), then the
     * candidates are simulated for the verdict (the long part, cancellable from the progress indicator).
     */
    private void measure() {
        Path seq = sequence();
        OverviewSettings s = settings.settings();
        Display display = form.getDisplay();
        jobs.start(NLS.bind(Messages.Editor_jobName, seq.getFileName()), (IProgressMonitor monitor) -> {
            SnapshotSequence sequence = SnapshotSequence.resolve(seq.toString());
            RunContents read = RunOverviews.contents(seq.toString(), sequence);
            display.asyncExec(() -> showContents(read));
            MeasurementCache.Lookup found = MeasurementCache.user().measure(seq.toString(), sequence,
                    new MonitorOnProgress(new FractionProgress(done -> display.asyncExec(() -> showProgress(done))),
                            monitor));
            RunMeasurements m = found.measurements();
            RunOverview o = withLoss(sequence, RunOverviews.verdict(m, s), monitor);
            return () -> {
                measurements = m;
                cached = found.cached();
                show(o);
            };
        }, this::cancelled, this::failed);
    }

    /** While measuring: the share done, on the bar, in the status text and in the window's status line. */
    private void showProgress(double done) {
        if (form.isDisposed() || overview != null) {
            return;
        }
        progress.setSelection((int) Math.round(done * PROGRESS_STEPS));
        String text = NLS.bind(Messages.Editor_progress, getEditorInput().getName(),
                Long.toString(Math.round(done * 100)));
        status.setText(text);
        statusLine(text);
    }

    private void statusLine(String text) {
        getEditorSite().getActionBars().getStatusLineManager().setMessage(text);
    }

    private void cancelled() {
        status.setText(Messages.Editor_cancelled);
        endProgress();
    }

    private void endProgress() {
        if (!progress.isDisposed() && progress.getVisible()) {
            progress.setVisible(false);
            ((GridData) progress.getLayoutData()).exclude = true;
            statusLine(null);
            form.reflow(true);
        }
    }

    private void showContents(RunContents read) {
        if (form.isDisposed() || overview != null) {
            return;
        }
        contents.show(read);
        contentsShownNanos = System.nanoTime();
        form.reflow(true);
    }

    private void recompute(OverviewSettings s) {
        RunMeasurements m = measurements;
        if (m == null) {
            return; // the first job reads the settings when it is done measuring
        }
        jobs.start(Messages.Editor_verdictJobName, monitor -> {
            RunOverview o = withLoss(SnapshotSequence.resolve(sequence().toString()), RunOverviews.verdict(m, s),
                    monitor);
            return () -> show(o);
        }, () -> status.setText(Messages.Editor_cancelled), this::failed);
    }

    /**
     * The verdict with the default loss profiles' rows ({@link LossOverviews#withLoss}, as {@code snapwear report}
     * does), through the overview cache: measured once per best scheme and profile, then read back.
     */
    private static RunOverview withLoss(SnapshotSequence sequence, RunOverview exact, IProgressMonitor monitor)
            throws java.io.IOException {
        try {
            return LossOverviews.withLoss(exact.contents().source(), sequence, exact, LossOverviews.defaults(),
                    MeasurementCache.user(), new ProgressOnMonitor(monitor));
        } catch (CancellationException e) {
            throw new OperationCanceledException();
        }
    }

    private void failed(Exception e) {
        status.setText(NLS.bind(Messages.Editor_failed, ErrorLines.of(e)));
        endProgress();
        form.reflow(true);
    }

    private void show(RunOverview o) {
        // The user may have changed a setting while the first job measured.
        if (!o.settings().equals(settings.settings())) {
            overview = o;
            recompute(settings.settings());
            return;
        }
        overview = o;
        RunMeasurements m = o.measurements();
        status.setText(NLS.bind(cached ? Messages.TimingCached : Messages.Timing, String.format(Locale.ROOT, "%.1f", m.wallNanos() / 1e9), //$NON-NLS-1$
                String.format(Locale.ROOT, "%.1f", m.cpuNanos() / 1e9))); //$NON-NLS-1$
        verdict.show(o);
        candidates.show(o);
        loss.show(o);
        endProgress();
        if (verdictShownNanos == 0) {
            verdictShownNanos = System.nanoTime();
            verdictListeners.forEach(Runnable::run);
            verdictListeners.clear();
        }
        contents.show(o.contents());
        links.show(o, sequence());
        form.reflow(true);
    }

    /** The overview shown, or null while the first computation runs. */
    public RunOverview overview() {
        return overview;
    }

    /** Runs {@code r} on the UI thread once the first verdict is on screen (at once if it is already). */
    public void whenVerdictShown(Runnable r) {
        if (verdictShownNanos != 0) {
            r.run();
        } else {
            verdictListeners.add(r);
        }
    }

    /** Whether the verdict shown came from the overview cache rather than from measuring now. */
    public boolean measuredFromCache() {
        return cached;
    }

    /** Whether what was read was on screen before the first verdict (the quick part is not held back). */
    public boolean contentsShownBeforeVerdict() {
        return contentsShownNanos != 0 && verdictShownNanos != 0 && contentsShownNanos < verdictShownNanos;
    }

    /** The Job started last (measurement or verdict), for tests. */
    public Job lastJob() {
        return jobs.current();
    }

    public ScrolledForm form() {
        return form;
    }

    public Label status() {
        return status;
    }

    public Label bestLabel() {
        return verdict.best();
    }

    public Label writtenLabel() {
        return verdict.written();
    }

    public Label erasesLabel() {
        return verdict.erases();
    }

    public Label progressiveLabel() {
        return verdict.progressive();
    }

    public Label chainLabel() {
        return verdict.chain();
    }

    public Label lifetimeLabel() {
        return verdict.lifetime();
    }

    public Text capText() {
        return settings.cap();
    }

    public Text intervalText() {
        return settings.interval();
    }

    public Combo ssdCombo() {
        return settings.ssd();
    }

    public Table membersTable() {
        return contents.members();
    }

    public Table rolesTable() {
        return contents.roles();
    }

    public Hyperlink resultsLink() {
        return links.results();
    }

    public Hyperlink tensorsLink() {
        return links.tensors();
    }

    public Hyperlink blockStatesLink() {
        return links.blocks();
    }

    public Hyperlink sequencesLink() {
        return links.sequences();
    }

    /** The loss profiles' rows: exact first, then one per profile. */
    public Table lossTable() {
        return loss.rows();
    }

    /** The measured error per profile and role. */
    public Table lossErrorTable() {
        return loss.errors();
    }

    /** The candidates chart on screen, or null before the first verdict. */
    public org.snapwear.study.charts.StudyChart candidatesChart() {
        return candidates.shown();
    }

    /** The progress bar shown while measuring (hidden once the verdict is there). */
    public ProgressBar progressBar() {
        return progress;
    }

    @Override
    public void setFocus() {
        form.setFocus();
    }

    @Override
    public void dispose() {
        if (jobs != null) {
            jobs.cancel();
        }
        super.dispose();
    }
}
