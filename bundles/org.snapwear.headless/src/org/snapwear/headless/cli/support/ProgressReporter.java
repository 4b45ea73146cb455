package org.snapwear.headless.cli.support;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;

import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.text.SafeText;

/**
 * The one progress style of every long command, on standard error. On a terminal one line redrawn at most ten
 * times a second: {@code [#######.............]  35%  task: detail  70/200 cells  12.5 cells/s  ETA 0:10}. Not on
 * a terminal (pipes, CI logs, tests) plain lines without control characters, {@code [ 35%] task: detail  70/200
 * cells  12.5 cells/s  ETA 0:10}: one when the task or detail changes and one at each tenth of the work
 * ({@code --verbose}: also at least every second). Quiet
 * ({@code -q}) prints nothing. The rate and the ETA come from the work done since {@link #begin}; a total of 0 or
 * less means unknown (no percentage, no ETA).
 * <p>
 * It is the command line's {@link Progress}: an engine given it draws this bar; {@link #cancel()} (Ctrl-C) is what
 * the engine's {@link Progress#checkCanceled()} sees. {@link CommandContext#progress()} gives a command its reporter,
 * honouring {@code -q}/{@code --verbose} and whether standard error is a terminal.
 */
public final class ProgressReporter implements Progress {
    private static final int BAR = 20;
    private static final long REDRAW_NANOS = 100_000_000L;
    private static final long VERBOSE_LINE_NANOS = 1_000_000_000L;

    private final PrintStream err;
    private final boolean terminal;
    private final Verbosity verbosity;
    private final LongSupplier nanoTime;
    private String task = "";
    private String detail = "";
    private String unit = "";
    private long total;
    private long done;
    private long startNanos;
    private long lastNanos;
    private int lastTenth = -1;
    private String lastLabel;
    private int drawnWidth;
    private volatile boolean canceled;
    /** Begun and not yet ended: {@link #end()} draws the last state once, and nothing before a {@link #begin}. */
    private boolean open;

    public ProgressReporter(PrintStream err, boolean terminal, Verbosity verbosity) {
        this(err, terminal, verbosity, System::nanoTime);
    }

    /** With a clock of its own, for tests. */
    public ProgressReporter(PrintStream err, boolean terminal, Verbosity verbosity, LongSupplier nanoTime) {
        this.err = err;
        this.terminal = terminal;
        this.verbosity = verbosity;
        this.nanoTime = nanoTime;
    }

    /**
     * Starts a piece of work: its name, its size (0 or less: unknown) and the unit of that size ({@code "bytes"},
     * {@code "cells"}; empty for abstract work units, which get a percentage and an ETA but no rate).
     */
    @Override
    public synchronized void begin(String name, long totalWork, String unitName) {
        task = name == null ? "" : name;
        detail = "";
        unit = unitName == null ? "" : unitName;
        total = totalWork;
        done = 0;
        startNanos = nanoTime.getAsLong();
        lastNanos = Long.MIN_VALUE;
        lastTenth = -1;
        lastLabel = null;
        open = true;
        report(true);
    }

    /** Renames the work (a study's next phase), keeping its size and what is done. */
    @Override
    public synchronized void task(String name) {
        task = name == null ? "" : SafeText.printable(name);
        detail = "";
        report(true);
    }

    /** The work done so far and what part of it runs now, reported once. */
    public synchronized void progress(long workDone, String text) {
        done = workDone;
        detail = text == null ? "" : SafeText.printable(text); // names from files: no control bytes on a terminal
        report(true);
    }

    /** What part of the work runs now (a scheme, a file); shown after the task's name. */
    @Override
    public synchronized void detail(String text) {
        detail = text == null ? "" : SafeText.printable(text);
        report(true);
    }

    /** The work done so far, in the unit of {@link #begin}. */
    public synchronized void progress(long workDone) {
        done = workDone;
        report(false);
    }

    /** Adds to the work done. */
    public synchronized void advance(long work) {
        progress(done + work);
    }

    @Override
    public synchronized void worked(long work) {
        progress(done + work);
    }

    @Override
    public synchronized void worked(long work, String text) {
        progress(done + work, text);
    }

    /** The same as {@link #end()}. */
    @Override
    public void done() {
        end();
    }

    /** Asks the engine reporting here to stop (Ctrl-C); it sees it at its next {@link Progress#checkCanceled()}. */
    public void cancel() {
        canceled = true;
    }

    @Override
    public boolean isCanceled() {
        return canceled;
    }

    /** Completes the work: the bar full and its line ended, or the last plain line. */
    public synchronized void end() {
        if (!open) {
            return;
        }
        open = false;
        if (total > 0) {
            done = Math.max(done, total);
        }
        if (verbosity == Verbosity.QUIET) {
            return;
        }
        if (terminal) {
            draw();
            endLine();
        } else if (lastTenth < 10) {
            line();
        }
    }

    /** Ends the bar's line without completing it (after a failure or Ctrl-C), so messages start on a clean line. */
    public synchronized void endLine() {
        if (terminal && drawnWidth > 0) {
            err.println();
            err.flush();
            drawnWidth = 0;
        }
    }

    /**
     * Wipes the bar from the terminal so a line on standard output (a command's table row) starts on a clean line;
     * the next report draws the bar again below it. Not on a terminal nothing was drawn.
     */
    public synchronized void clearLine() {
        if (terminal && drawnWidth > 0) {
            err.print("\r" + " ".repeat(drawnWidth) + "\r");
            err.flush();
            drawnWidth = 0;
        }
    }

    /** Fraction done, 0..1 (0 while the total is unknown). */
    public synchronized double fraction() {
        return total > 0 ? Math.min(1, (double) done / total) : 0;
    }

    private void report(boolean changed) {
        if (verbosity == Verbosity.QUIET) {
            return;
        }
        long now = nanoTime.getAsLong();
        if (terminal) {
            if (changed || lastNanos == Long.MIN_VALUE || now - lastNanos >= REDRAW_NANOS) {
                lastNanos = now;
                draw();
            }
            return;
        }
        int tenth = total > 0 ? (int) Math.floor(10 * fraction()) : -1;
        boolean newLabel = !label().equals(lastLabel);
        boolean due = verbosity == Verbosity.VERBOSE
                && (lastNanos == Long.MIN_VALUE || now - lastNanos >= VERBOSE_LINE_NANOS);
        if (newLabel || tenth > lastTenth || due) {
            lastNanos = now;
            line();
        }
    }

    private void line() {
        lastLabel = label();
        lastTenth = total > 0 ? (int) Math.floor(10 * fraction()) : lastTenth;
        String numbers = numbers();
        err.println((total > 0 ? String.format(Locale.ROOT, "[%3.0f%%] ", 100 * fraction()) : "") + label()
                + (numbers.isEmpty() ? "" : "  " + numbers));
        err.flush();
    }

    private void draw() {
        int filled = (int) Math.round(BAR * fraction());
        String numbers = numbers();
        String text = "[" + "#".repeat(filled) + ".".repeat(BAR - filled) + "] "
                + (total > 0 ? String.format(Locale.ROOT, "%3.0f%%  ", 100 * fraction()) : "") + label()
                + (numbers.isEmpty() ? "" : "  " + numbers);
        if (text.length() > 110) {
            text = text.substring(0, 107) + "...";
        }
        // pad over what the previous, longer line left
        String pad = " ".repeat(Math.max(0, drawnWidth - text.length()));
        err.print("\r" + text + pad);
        err.flush();
        drawnWidth = text.length();
    }

    private String label() {
        return detail.isEmpty() ? task : task + ": " + detail;
    }

    /** "70/200 cells  12.5 cells/s  ETA 0:10", the parts that are known. */
    private String numbers() {
        StringBuilder b = new StringBuilder();
        if (!unit.isEmpty()) {
            b.append(b.length() > 0 ? "  " : "").append(amount(done));
            if (total > 0) {
                b.append('/').append(amount(total));
            }
            if (!unit.equals("bytes")) {
                b.append(' ').append(unit);
            }
        }
        double seconds = (nanoTime.getAsLong() - startNanos) / 1e9;
        double rate = seconds > 0 ? done / seconds : 0;
        if (!unit.isEmpty() && rate > 0) {
            b.append("  ").append(rate(rate));
        }
        if (total > 0 && done < total) {
            b.append(b.length() > 0 ? "  " : "").append("ETA ").append(rate > 0 ? clock((total - done) / rate) : "-:--");
        }
        return b.toString();
    }

    private String amount(long n) {
        return unit.equals("bytes") ? bytes(n) : Long.toString(n);
    }

    private String rate(double perSecond) {
        return unit.equals("bytes") ? bytes(perSecond) + "/s"
                : String.format(Locale.ROOT, perSecond >= 100 ? "%.0f %s/s" : "%.1f %s/s", perSecond, unit);
    }

    /** Bytes in powers of 1000 (the suffixes options accept): 950 B, 12.3 MB. */
    static String bytes(double n) {
        String[] units = { "B", "kB", "MB", "GB", "TB" };
        int i = 0;
        while (n >= 1000 && i < units.length - 1) {
            n /= 1000;
            i++;
        }
        return i == 0 ? String.format(Locale.ROOT, "%.0f B", n) : String.format(Locale.ROOT, "%.1f %s", n, units[i]);
    }

    /** Seconds as m:ss, or h:mm:ss from an hour on. */
    static String clock(double seconds) {
        long s = (long) Math.ceil(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
