package org.snapwear.headless.cli.support;

import java.io.PrintStream;

import org.snapwear.trace.text.StrictJson;

import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;

/**
 * Where a command prints. JSON output uses snake_case field names derived from Java record components
 * ({@code writtenBytes} -> {@code written_bytes}), so result records can be printed as they are.
 */
public final class CommandContext {
    private static final Gson GSON = StrictJson.builder()
            .setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES)
            .disableHtmlEscaping()
            .setPrettyPrinting()
            .create();

    private final PrintStream out;
    private final PrintStream err;
    private final boolean debug;
    private final Verbosity verbosity;
    private final boolean terminal;

    public CommandContext(PrintStream out, PrintStream err, boolean debug) {
        this(out, err, debug, Verbosity.NORMAL, false);
    }

    /**
     * @param verbosity {@code -q}, the default or {@code -v}
     * @param terminal  standard error is a terminal: progress is a redrawn bar, else plain lines
     */
    public CommandContext(PrintStream out, PrintStream err, boolean debug, Verbosity verbosity, boolean terminal) {
        this.out = out;
        this.err = err;
        this.debug = debug;
        this.verbosity = verbosity;
        this.terminal = terminal;
    }

    /** Standard output: results. */
    public PrintStream out() {
        return out;
    }

    /** Standard error: progress and warnings. */
    public PrintStream err() {
        return err;
    }

    public boolean debug() {
        return debug;
    }

    public Verbosity verbosity() {
        return verbosity;
    }

    /** {@code -q}: no progress, no notes on standard error (errors still are). */
    public boolean quiet() {
        return verbosity == Verbosity.QUIET;
    }

    /** {@code -v}: the notes a command keeps for a verbose run. */
    public boolean verbose() {
        return verbosity == Verbosity.VERBOSE;
    }

    /** Standard error is a terminal. */
    public boolean terminal() {
        return terminal;
    }

    /**
     * The command's {@link org.snapwear.trace.progress.Progress} on standard error, in the one style of every long
     * command ({@link ProgressReporter}): a bar with rate and ETA when standard error is a terminal, plain lines
     * otherwise, nothing with {@code -q}, a line at least every second with {@code --verbose}. Hand it to the engine
     * (or wrap it in {@code study.run.MonitorOnProgress} for one that speaks {@code IProgressMonitor}), then call
     * {@code done()}.
     */
    public ProgressReporter progress() {
        return new ProgressReporter(err, terminal, verbosity);
    }

    /** Prints one JSON document (records, maps, lists, numbers) on standard output. */
    public void printJson(Object value) {
        out.println(GSON.toJson(value));
    }

    /** The JSON form used by {@link #printJson(Object)}, for tests and report writers. */
    public static String toJson(Object value) {
        return GSON.toJson(value);
    }
}
