package org.snapwear.headless.commands.study;

import java.io.PrintStream;
import java.util.Locale;

import org.eclipse.core.runtime.IProgressMonitor;

/**
 * An {@link IProgressMonitor} for the console. On a terminal it redraws one progress bar line on stderr
 * ({@code [#####.....]  45%  task: subtask}); otherwise (pipes, CI logs, tests) it prints a plain line each time
 * the task or sub-task changes, never control characters. {@link #setCanceled} is what the Ctrl-C hook of
 * {@link RunCommand} calls; the runner polls {@link #isCanceled}.
 */
public final class ConsoleProgressMonitor implements IProgressMonitor {
    private static final int BAR = 30;

    private final PrintStream err;
    private final boolean terminal;
    private volatile boolean canceled;
    private double total = UNKNOWN;
    private double worked;
    private String task = "";
    private String subTask = "";
    private String lastLine = "";
    private long lastDraw;
    private boolean barOnLine;

    public ConsoleProgressMonitor(PrintStream err, boolean terminal) {
        this.err = err;
        this.terminal = terminal;
    }

    /** A monitor that draws a bar when the JVM has a console. */
    public static ConsoleProgressMonitor forStderr(PrintStream err) {
        return new ConsoleProgressMonitor(err, System.console() != null);
    }

    @Override
    public synchronized void beginTask(String name, int totalWork) {
        total = totalWork;
        worked = 0;
        if (name != null && !name.isEmpty()) {
            task = name;
            subTask = "";
        }
        report(true);
    }

    /** Completes the bar and ends its line (once: later output starts on a fresh line). */
    @Override
    public synchronized void done() {
        worked = total;
        if (terminal && barOnLine) {
            report(true);
            err.println();
            barOnLine = false;
        }
    }

    @Override
    public synchronized void internalWorked(double work) {
        worked += work;
        report(false);
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
        subTask = "";
        report(true);
    }

    @Override
    public synchronized void subTask(String name) {
        subTask = name == null ? "" : name;
        report(true);
    }

    @Override
    public void worked(int work) {
        internalWorked(work);
    }

    /** Ends the bar's line without completing it (after a failure or cancellation), so messages start clean. */
    public synchronized void endLine() {
        if (terminal && barOnLine) {
            err.println();
            barOnLine = false;
        }
    }

    /** Fraction done, 0..1 (0 while the total is unknown). */
    public synchronized double fraction() {
        return total > 0 ? Math.min(1, worked / total) : 0;
    }

    private void report(boolean changed) {
        String label = subTask.isEmpty() ? task : task + ": " + subTask;
        if (!terminal) {
            if (changed && !label.equals(lastLine) && !label.isEmpty()) {
                err.printf(Locale.ROOT, "[%3.0f%%] %s%n", 100 * fraction(), label);
                lastLine = label;
            }
            return;
        }
        long now = System.nanoTime();
        if (!changed && now - lastDraw < 100_000_000L) {
            return;
        }
        lastDraw = now;
        int filled = (int) Math.round(BAR * fraction());
        String text = label.length() > 60 ? label.substring(0, 57) + "..." : label;
        err.printf(Locale.ROOT, "\r[%s%s] %3.0f%%  %-60s", "#".repeat(filled), ".".repeat(BAR - filled),
                100 * fraction(), text);
        err.flush();
        barOnLine = true;
    }
}
