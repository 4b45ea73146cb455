package org.snapwear.headless.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.trace.text.ErrorText;
import org.snapwear.headless.cli.support.CommandFailedException;

/**
 * What a command's failure becomes on the command line: one line and an exit code. Every kind of failure goes
 * through {@link ErrorText}, so the line names the file (and offset or line) with the reason and never a Java
 * class name; a failure without a file of its own (out of memory, an internal error) names the input files
 * of the command line instead.
 *
 * @param line     the text after {@code snapwear COMMAND: }
 * @param exitCode {@link SnapwearCli#EXIT_FAILURE} or {@link SnapwearCli#EXIT_INTERNAL}
 */
record Failure(String line, int exitCode) {

    static Failure of(Throwable e, List<String> args) {
        if (e instanceof CommandFailedException) {
            return new Failure(ErrorText.scrub(String.valueOf(e.getMessage())), SnapwearCli.EXIT_FAILURE);
        }
        if (e instanceof UncheckedIOException u && u.getCause() != null) {
            return of(u.getCause(), args);
        }
        if (e instanceof IOException) {
            // the readers' format exceptions carry file, offset and reason; the JDK's file exceptions get words
            return new Failure(ErrorText.describe(e), SnapwearCli.EXIT_FAILURE);
        }
        if (e instanceof OutOfMemoryError) {
            // not an internal error: the user can act on it (the launcher's -Xmx comes from SNAPWEAR_HEAP)
            return new Failure("out of memory (Java heap of " + Runtime.getRuntime().maxMemory() / (1 << 20) + " MB)"
                    + inputs(args) + "; run it again with a larger SNAPWEAR_HEAP, e.g. SNAPWEAR_HEAP=8g",
                    SnapwearCli.EXIT_FAILURE);
        }
        return new Failure("internal error: " + ErrorText.words(e) + inputs(args), SnapwearCli.EXIT_INTERNAL);
    }

    /** " while reading A, B" for the arguments that are existing files or directories (at most 3). */
    private static String inputs(List<String> args) {
        List<String> files = new ArrayList<>();
        for (String a : args) {
            if (a.startsWith("-") || files.size() == 3) {
                continue;
            }
            try {
                if (Files.exists(Path.of(a))) {
                    files.add(a);
                }
            } catch (InvalidPathException e) {
                // not a path
            }
        }
        return files.isEmpty() ? "" : " while reading " + ErrorText.scrub(String.join(", ", files));
    }
}
