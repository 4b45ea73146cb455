package org.snapwear.trace.text;

import java.io.EOFException;
import java.io.IOException;
import java.nio.BufferUnderflowException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The one translation from a failure to the line a user reads: "FILE[ at offset N | line N]: reason", one line,
 * no Java class names, control characters escaped. Readers use {@link #reason} and {@link #json} to word the
 * reason of the exceptions they wrap; the command line prints {@link #describe} of whatever reached it.
 */
public final class ErrorText {
    /** A qualified Java exception class name, with the ": " that {@code Throwable.toString()} puts after it. */
    private static final Pattern CLASS_NAME = Pattern
            .compile("\\b(?:[a-z_][\\w$]*\\.)+[A-Z][\\w$]*(?:Exception|Error)\\b(?::\\s*)?");
    /** Gson's advice on how to parse leniently (about its API, not the user's file). */
    private static final Pattern GSON_ADVICE = Pattern
            .compile("Use JsonReader\\.setStrictness\\(Strictness\\.LENIENT\\) to accept malformed JSON");

    private ErrorText() {
    }

    /** The one line for any failure: the message of exceptions that name their file, else FILE: reason. */
    public static String describe(Throwable e) {
        if (e instanceof java.io.UncheckedIOException && e.getCause() != null) {
            return describe(e.getCause());
        }
        if (e instanceof FileSystemException fse && fse.getFile() != null) {
            String other = fse.getOtherFile() == null ? "" : " (to " + SafeText.printable(fse.getOtherFile()) + ")";
            return SafeText.printable(fse.getFile()) + other + ": " + reason(fse);
        }
        String m = e.getMessage();
        if (m == null || m.isBlank()) {
            return words(e);
        }
        return scrub(m);
    }

    /**
     * The reason of an I/O failure without the file name (for a message that names the file itself): the JDK
     * puts only the path into the message of {@link NoSuchFileException} and its kin.
     */
    public static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "already exists";
        }
        if (e instanceof NotDirectoryException) {
            return "not a directory";
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "directory not empty";
        }
        if (e instanceof FileSystemException fse) {
            return fse.getReason() == null ? "cannot be accessed" : lowerFirst(scrub(fse.getReason()));
        }
        if (e instanceof EOFException && (e.getMessage() == null || e.getMessage().isBlank())) {
            return "ends early";
        }
        String m = e.getMessage();
        return m == null || m.isBlank() ? words(e) : lowerFirst(scrub(m));
    }

    /**
     * The reason a JSON parser (Gson) gave, as "malformed JSON: ... at line L column C path P": without the
     * exception class it wraps, its advice to parse leniently and its link to its troubleshooting page. Running
     * out of heap or stack, which Gson reports as a parse failure, is said as such.
     */
    public static String json(Throwable e) {
        for (Throwable c = e; c != null; c = c.getCause() == c ? null : c.getCause()) {
            // Gson wraps running out of heap or stack in a parse exception naming its reader's position
            if (c instanceof OutOfMemoryError) {
                return "too large to parse in the Java heap of " + Runtime.getRuntime().maxMemory() / (1 << 20)
                        + " MB";
            }
            if (c instanceof StackOverflowError) {
                return "nested too deeply to parse";
            }
        }
        Throwable t = e;
        while ((t.getMessage() == null || t.getMessage().isBlank()) && t.getCause() != null) {
            t = t.getCause();
        }
        String m = t.getMessage() == null ? words(t) : scrub(GSON_ADVICE.matcher(t.getMessage()).replaceAll(""));
        m = m.replaceAll("\\s+", " ").trim();
        return "malformed JSON: " + lowerFirst(m);
    }

    /**
     * A message made fit for the one line a user gets: only the lines before a "See https://..." link, joined by
     * "; ", without qualified exception class names, control characters escaped.
     */
    public static String scrub(String message) {
        StringBuilder b = new StringBuilder();
        for (String line : message.split("\\R")) {
            String l = line.strip();
            if (l.isEmpty() || l.startsWith("at ") && l.endsWith(")")) {
                continue;
            }
            if (l.startsWith("See http")) {
                continue;
            }
            if (b.length() > 0) {
                b.append(b.charAt(b.length() - 1) == ':' ? " " : "; "); // "not valid:\n  a\n  b" -> "not valid: a; b"
            }
            b.append(l);
        }
        String s = CLASS_NAME.matcher(b).replaceAll("");
        return SafeText.printable(s.isBlank() ? "failed" : s);
    }

    /** Words for a failure that carries no message, from its kind (never its class name). */
    public static String words(Throwable e) {
        if (e instanceof StackOverflowError) {
            return "stack overflow (input nested too deeply)";
        }
        if (e instanceof OutOfMemoryError) {
            return "out of memory";
        }
        if (e instanceof BufferUnderflowException || e instanceof EOFException) {
            return "data ends early";
        }
        if (e instanceof IndexOutOfBoundsException) {
            return "an index or length is out of range";
        }
        if (e instanceof ArithmeticException) {
            return "a number is out of range";
        }
        if (e instanceof NullPointerException) {
            return "a required value is missing";
        }
        if (e instanceof NumberFormatException) {
            return "not a number";
        }
        if (e instanceof IOException) {
            return "input/output error";
        }
        return "unexpected failure";
    }

    private static String lowerFirst(String s) {
        if (s.length() > 1 && Character.isUpperCase(s.charAt(0)) && !Character.isUpperCase(s.charAt(1))) {
            return s.substring(0, 1).toLowerCase(Locale.ROOT) + s.substring(1);
        }
        return s;
    }
}
