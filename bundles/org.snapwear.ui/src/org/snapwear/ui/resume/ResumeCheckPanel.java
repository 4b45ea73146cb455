package org.snapwear.ui.resume;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;

import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.core.runtime.IStatus;
import org.snapwear.study.charts.ResumeLossChart;
import org.snapwear.study.charts.StudyChart;
import org.snapwear.study.charts.StudyCharts;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.resume.ArmVerdict;
import org.snapwear.study.resume.ResumeCheckResult;
import org.snapwear.study.resume.ResumeResults;
import org.snapwear.study.resume.RunFailure;
import org.snapwear.study.resume.SeedBand;
import org.snapwear.study.run.ProgressOnMonitor;
import org.snapwear.trace.io.FileTrees;
import org.snapwear.ui.core.ErrorLines;
import org.snapwear.ui.views.ChartPane;
import org.snapwear.ui.views.LatestJob;

/**
 * A resume check and its result, in the style of a key-findings page: one sentence per arm
 * ({@link ArmVerdict#line()}), the table per arm (bytes per save and their share of the exact arm's, the largest
 * |difference| of the mean loss, where the arm left the seed-noise band, the final difference, the extra steps) and
 * the {@code resume_loss} chart of the report. {@link #run} computes it in a user Job (progress, cancel) with
 * {@code study.resume}; the arms' checkpoints and runs live in a temporary directory removed afterwards.
 */
public final class ResumeCheckPanel extends Composite {
    private final SashForm sash;
    private final Composite top;
    private final Label header;
    private final Group findings;
    private final Table table;
    private final ChartPane chart;
    private final Button openResults;
    private final LatestJob jobs;
    private volatile Path workDir;
    private ResumeCheckResult result;
    private StudyResults results;
    private String label;

    public ResumeCheckPanel(Composite parent, int style) {
        super(parent, style);
        setLayout(new FillLayout());
        // findings and table above, the chart below: the sash keeps the chart inside the editor at any size
        sash = new SashForm(this, SWT.VERTICAL);
        top = new Composite(sash, SWT.NONE);
        top.setLayout(new GridLayout(1, false));
        header = new Label(top, SWT.WRAP);
        header.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        header.setText(Messages.Panel_running);
        findings = new Group(top, SWT.NONE);
        findings.setText(Messages.Panel_findings);
        findings.setLayout(new GridLayout(1, false));
        findings.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Group arms = new Group(top, SWT.NONE);
        arms.setText(Messages.Panel_arms);
        arms.setLayout(new GridLayout(1, false));
        arms.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table = new Table(arms, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        for (String c : new String[] {Messages.Column_arm, Messages.Column_bytes, Messages.Column_bytesPct,
                Messages.Column_maxDiff, Messages.Column_leftAt, Messages.Column_outside, Messages.Column_finalDiff,
                Messages.Column_extraSteps}) {
            TableColumn col = new TableColumn(table, c.equals(Messages.Column_arm) ? SWT.LEFT : SWT.RIGHT);
            col.setText(c);
            col.pack();
        }
        openResults = new Button(top, SWT.PUSH);
        openResults.setText(Messages.Panel_openResults);
        openResults.setEnabled(false);
        chart = new ChartPane(sash, SWT.NONE);
        sash.setWeights(45, 55);
        // a new size (the editor maximized, the window resized) fits the findings and the table again
        addListener(SWT.Resize, e -> {
            if (result != null) {
                fitTop();
            }
        });
        jobs = new LatestJob(this, true, IStatus.ERROR);
    }

    /**
     * Runs the check of {@code input} in a user Job and shows its result when done; returns the job.
     */
    public Job run(ResumeCheckInput input) {
        header.setText(Messages.Panel_running);
        return jobs.start(Messages.Job_name + ": " + input.checkpointLabel(), monitor -> {
            SubMonitor sub = SubMonitor.convert(monitor, Messages.Job_name, 100);
            Path work = Files.createTempDirectory("snapwear-resume-");
            workDir = work;
            ResumeCheckResult r;
            try {
                r = input.setup().run(input.checkpoint(), work, new ProgressOnMonitor(sub.split(10)),
                        new ProgressOnMonitor(sub.split(90)));
            } catch (CancellationException e) {
                throw new OperationCanceledException(e.getMessage());
            } finally {
                FileTrees.deleteTree(work);
            }
            return () -> show(r, input.checkpointLabel());
        }, () -> header.setText(Messages.Panel_cancelled),
                e -> header.setText(NLS.bind(Messages.Panel_failed, ErrorLines.of(e))));
    }

    /** Shows a finished check of {@code checkpoint}. */
    public void show(ResumeCheckResult r, String checkpoint) {
        result = r;
        label = checkpoint;
        results = ResumeResults.of(r, checkpoint);
        SeedBand b = r.band();
        header.setText(b == null ? Messages.Panel_noBand
                : NLS.bind(Messages.Panel_header, new Object[] {checkpoint, r.command(),
                    b.rule().describe(b.seeds()), b.steps()[0], b.steps()[b.size() - 1], r.window()}));
        for (Control c : findings.getChildren()) {
            c.dispose();
        }
        for (String line : findingLines(r)) {
            Label l = new Label(findings, SWT.WRAP);
            l.setText(line);
            l.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        }
        table.removeAll();
        for (ArmVerdict v : ArmVerdict.rows(r)) {
            TableItem it = new TableItem(table, SWT.NONE);
            it.setText(cells(v));
        }
        for (TableColumn c : table.getColumns()) {
            c.pack();
        }
        ((GridData) table.getLayoutData()).heightHint = table.getHeaderHeight()
                + table.getItemHeight() * table.getItemCount() + 2 * table.getBorderWidth();
        chart.setChart(StudyCharts.chart(results, ResumeLossChart.ID, null).map(StudyChart::chart).orElse(null),
                Messages.Panel_noBand);
        for (org.eclipse.swt.widgets.Listener l : openResults.getListeners(SWT.Selection)) {
            openResults.removeListener(SWT.Selection, l);
        }
        openResults.addListener(SWT.Selection, e -> org.snapwear.ui.views.ResultsView.open(
                org.eclipse.ui.PlatformUI.getWorkbench().getActiveWorkbenchWindow(), results, label));
        openResults.setEnabled(true);
        layout(true, true);
        fitTop();
    }

    /** The chart's least height when the findings and the table need more than 60% of the editor. */
    private static final int MIN_CHART_HEIGHT = 220;

    /**
     * Gives the findings and the whole table the height they need (up to 60%, or more while the chart keeps
     * {@link #MIN_CHART_HEIGHT}: every arm's row stays visible with all built-in profiles), the chart the rest.
     */
    private void fitTop() {
        // the panel's own area: on a resize the sash may not be laid out yet (the sash fills the panel)
        int total = getClientArea().height;
        int width = getClientArea().width;
        if (total <= 0 || width <= 0) {
            return;
        }
        int want = top.computeSize(width, SWT.DEFAULT).y;
        int upper = Math.max(1, Math.min(want, Math.max(total * 3 / 5, total - MIN_CHART_HEIGHT)));
        sash.setWeights(upper, Math.max(1, total - upper));
    }

    /** The lines of the key findings: one per arm but the exact one, then one per failed run. */
    public static List<String> findingLines(ResumeCheckResult r) {
        List<String> out = new ArrayList<>();
        for (ArmVerdict v : ArmVerdict.of(r)) {
            out.add(v.line());
        }
        for (RunFailure f : r.failures()) {
            out.add(NLS.bind(Messages.Panel_failure, f.line()));
        }
        return out;
    }

    /** The table's cells of one arm, as shown. */
    public static String[] cells(ArmVerdict v) {
        return new String[] {v.arm(),
            v.bytesPerSave() == null ? Messages.Cell_unknown : String.format(Locale.ROOT, "%,d", v.bytesPerSave()),
            v.bytesPct() == null ? Messages.Cell_unknown : String.format(Locale.ROOT, "%.1f%%", v.bytesPct()),
            Double.isNaN(v.maxAbsDifference()) ? Messages.Cell_unknown
                    : String.format(Locale.ROOT, "%.5f", v.maxAbsDifference()),
            v.firstExitStep() == null ? Messages.Cell_never : v.firstExitStep().toString(),
            v.stepsOutside() + "/" + v.stepsCompared(),
            Double.isNaN(v.finalDifference()) ? Messages.Cell_unknown
                    : String.format(Locale.ROOT, "%+.5f", v.finalDifference()),
            v.extraSteps() == null ? Messages.Cell_notReached : String.format(Locale.ROOT, "%+d", v.extraSteps())};
    }

    /** The result shown, or null while running. */
    public ResumeCheckResult result() {
        return result;
    }

    /** The result as the report's study results (tables resume_arms, resume_loss), or null. */
    public StudyResults results() {
        return results;
    }

    public Table table() {
        return table;
    }

    public ChartPane chartPane() {
        return chart;
    }

    public Label header() {
        return header;
    }

    /** The key-finding labels' texts, as shown. */
    public List<String> shownFindings() {
        List<String> out = new ArrayList<>();
        for (Control c : findings.getChildren()) {
            out.add(((Label) c).getText());
        }
        return out;
    }

    public Button openResultsButton() {
        return openResults;
    }

    /** The temporary directory of the last run (removed when it ends), or null before one; for tests. */
    public Path workDir() {
        return workDir;
    }

    /** The job started last (for tests), or null. */
    public Job job() {
        return jobs.current();
    }
}
