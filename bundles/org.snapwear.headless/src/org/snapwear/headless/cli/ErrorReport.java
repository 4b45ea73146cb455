package org.snapwear.headless.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.function.Supplier;

import org.snapwear.trace.text.ErrorText;

/**
 * Prints what went wrong in one run of a command and gives its exit code: a usage error as the message and the
 * synopsis (exit 2), any other failure as one line through {@link Failure} (exit 1, or 70 for a bug, with the
 * stack trace only under {@code --debug}). The same for picocli commands (from its exception handlers) and for
 * commands that parse {@link org.snapwear.headless.cli.support.Args} themselves.
 */
final class ErrorReport {
    private final String name;
    private final List<String> args;
    private final PrintStream err;
    private final boolean debug;

    /**
     * @param name  the command
     * @param args  its arguments (the existing files among them are named in an internal error)
     * @param err   standard error
     * @param debug whether to print stack traces
     */
    ErrorReport(String name, List<String> args, PrintStream err, boolean debug) {
        this.name = name;
        this.args = args;
        this.err = err;
        this.debug = debug;
    }

    /** "snapwear MESSAGE" and "usage: SYNOPSIS   (snapwear NAME --help for more)"; exit code 2. */
    int usageError(String message, Supplier<String> usage) {
        err.println("snapwear " + ErrorText.scrub(String.valueOf(message)));
        err.println("usage: " + firstLine(usage.get()) + "   (snapwear " + name + " --help for more)");
        return SnapwearCli.EXIT_USAGE;
    }

    /** "snapwear NAME: LINE" for any other failure; exit code 1 or 70. */
    int failure(Throwable e) {
        Failure f = Failure.of(e, args);
        String line = f.line();
        if (line.startsWith(name + ": ")) {
            line = line.substring(name.length() + 2); // commands that name themselves: said once, not twice
        }
        err.println("snapwear " + name + ": " + line + (f.exitCode() == SnapwearCli.EXIT_INTERNAL && !debug
                ? " (rerun with --debug for the stack trace)" : ""));
        if (debug) {
            e.printStackTrace(err);
        }
        return f.exitCode();
    }

    private static String firstLine(String s) {
        int i = s.indexOf('\n');
        return i < 0 ? s : s.substring(0, i);
    }
}
