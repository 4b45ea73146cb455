package org.snapwear.spark.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;

import org.snapwear.trace.text.ErrorText;

/**
 * What a job's failure becomes on the command line, as for the single-machine commands: one line naming the file
 * and the reason, no stack trace, no Java class name. Spark hands a task's failure to the driver wrapped ("Job
 * aborted due to stage failure: ... most recent failure: Lost task ...", the executor's stack trace in the
 * text), with the task's own exception as the cause: that cause is what the line describes.
 */
final class JobErrors {
    /** Exit code of a failure the user can act on (a missing or unreadable input, no memory). */
    static final int EXIT_FAILURE = 1;
    /** Exit code of anything else: a bug. */
    static final int EXIT_INTERNAL = 70;
    /** System property (set by spark-submit.sh --verbose) under which the stack trace follows the line. */
    static final String DEBUG = "snapwear.debug";

    private JobErrors() {
    }

    /** Exit code of options the job refused (as picocli's own usage errors). */
    static final int EXIT_USAGE = 2;

    /** Prints "snapwear-spark JOB: LINE" and returns the exit code. */
    static int report(String job, Throwable e, PrintStream err) {
        if (e instanceof IllegalArgumentException) {
            // the scheme's and the grid's own checks of the options ("option --snap-dis is required")
            err.println("snapwear-spark " + job + ": " + ErrorText.scrub(String.valueOf(e.getMessage())));
            return EXIT_USAGE;
        }
        Throwable cause = cause(e);
        int code = cause instanceof IOException || cause instanceof OutOfMemoryError ? EXIT_FAILURE : EXIT_INTERNAL;
        err.println("snapwear-spark " + job + ": " + line(cause));
        if (Boolean.getBoolean(DEBUG)) {
            e.printStackTrace(err);
        }
        return code;
    }

    /** The line for a failure (the task's own exception, if Spark wrapped one). */
    static String line(Throwable e) {
        Throwable cause = cause(e);
        if (cause instanceof IOException) {
            return ErrorText.describe(cause);
        }
        if (cause instanceof OutOfMemoryError) {
            return "out of memory (Java heap of " + Runtime.getRuntime().maxMemory() / (1 << 20)
                    + " MB); give the driver or the executors more (--driver-memory, --executor-memory)";
        }
        return "internal error: " + ErrorText.words(cause);
    }

    /** The first I/O failure or error in the chain of causes, else the innermost cause. */
    private static Throwable cause(Throwable e) {
        Throwable t = e;
        for (int depth = 0; t != null && depth < 20; depth++) {
            if (t instanceof UncheckedIOException && t.getCause() != null) {
                t = t.getCause();
                continue;
            }
            if (t instanceof IOException || t instanceof Error) {
                return t;
            }
            if (t.getCause() == null || t.getCause() == t) {
                return t;
            }
            t = t.getCause();
        }
        return e;
    }
}
