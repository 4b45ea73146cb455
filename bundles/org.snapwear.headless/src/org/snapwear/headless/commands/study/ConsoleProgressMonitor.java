package org.snapwear.headless.commands.study;

import java.io.PrintStream;

import org.snapwear.headless.cli.support.ProgressReporter;
import org.snapwear.headless.cli.support.Verbosity;
import org.snapwear.study.run.MonitorOnProgress;

/**
 * The study runner's {@code IProgressMonitor} on the console: the study layer's {@link MonitorOnProgress} drawn by the
 * one {@link ProgressReporter} of every long command (a bar with ETA on a terminal, plain lines otherwise, nothing
 * with {@code -q}). The runner's work units are abstract, so there is a percentage and an ETA but no rate.
 * Ctrl-C cancels its reporter ({@code cli.support.CancelOnInterrupt}), which {@link #isCanceled} reports; the runner
 * polls it.
 */
public final class ConsoleProgressMonitor extends MonitorOnProgress {
    private final ProgressReporter reporter;

    public ConsoleProgressMonitor(PrintStream err, boolean terminal) {
        this(new ProgressReporter(err, terminal, Verbosity.NORMAL));
    }

    public ConsoleProgressMonitor(ProgressReporter reporter) {
        super(reporter);
        this.reporter = reporter;
    }

    @Override
    public void setCanceled(boolean value) {
        super.setCanceled(value);
        if (value) {
            reporter.cancel(); // an engine below the runner that speaks Progress sees it too
        }
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
