package org.snapwear.headless.commands.study;

import java.io.PrintStream;

import org.eclipse.core.runtime.IProgressMonitor;
import org.snapwear.headless.cli.support.ProgressReporter;
import org.snapwear.headless.cli.support.Verbosity;

/**
 * An {@link IProgressMonitor} for the console, drawn by the one {@link ProgressReporter} of every long command: a
 * bar with ETA on a terminal, plain lines otherwise, nothing with {@code -q}. The study runner's work units are
 * abstract, so there is a percentage and an ETA but no rate. {@link #setCanceled} is what the Ctrl-C hook of
 * {@link InterruptibleRun} calls; the runner polls {@link #isCanceled}.
 */
public final class ConsoleProgressMonitor implements IProgressMonitor {
    /** Work units are doubles; the reporter counts thousandths of one. */
    private static final double SCALE = 1000;

    private final ProgressReporter reporter;
    private volatile boolean canceled;
    private double worked;
    private String task = "";

    public ConsoleProgressMonitor(PrintStream err, boolean terminal) {
        this(new ProgressReporter(err, terminal, Verbosity.NORMAL));
    }

    public ConsoleProgressMonitor(ProgressReporter reporter) {
        this.reporter = reporter;
    }

    @Override
    public synchronized void beginTask(String name, int totalWork) {
        worked = 0;
        if (name != null && !name.isEmpty()) {
            task = name;
        }
        reporter.begin(task, totalWork == UNKNOWN ? 0 : Math.round(totalWork * SCALE), "");
    }

    /** Completes the bar and ends its line (once: later output starts on a fresh line). */
    @Override
    public synchronized void done() {
        reporter.end();
    }

    @Override
    public synchronized void internalWorked(double work) {
        worked += work;
        reporter.progress(Math.round(worked * SCALE));
    }

    @Override
    public boolean isCanceled() {
        return canceled;
    }

    @Override
    public void setCanceled(boolean value) {
        canceled = value;
    }

    @Override
    public synchronized void setTaskName(String name) {
        task = name == null ? "" : name;
        reporter.task(task);
    }

    @Override
    public synchronized void subTask(String name) {
        reporter.detail(name);
    }

    @Override
    public void worked(int work) {
        internalWorked(work);
    }

    /** Ends the bar's line without completing it (after a failure or cancellation), so messages start clean. */
    public void endLine() {
        reporter.endLine();
    }

    /** Fraction done, 0..1 (0 while the total is unknown). */
    public double fraction() {
        return reporter.fraction();
    }
}
