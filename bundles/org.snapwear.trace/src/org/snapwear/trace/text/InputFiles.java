package org.snapwear.trace.text;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Opens a file the user named, so that every failure names it: the JDK's own messages are a bare path
 * ({@code NoSuchFileException}) or a bare reason ({@code "Is a directory"}, thrown by the first read of a
 * directory opened as a stream).
 */
public final class InputFiles {
    private InputFiles() {
    }

    /** A stream over a regular file (or a pipe, device or symlink to one); a directory is refused at once. */
    public static InputStream open(Path file) throws InputFileException {
        if (Files.isDirectory(file)) {
            throw new InputFileException(file, "is a directory, a file was expected", null);
        }
        try {
            return Files.newInputStream(file);
        } catch (IOException e) {
            throw wrap(file, e);
        }
    }

    /** All bytes of a file, with the checks of {@link #open}. */
    public static byte[] readAllBytes(Path file) throws InputFileException {
        try (InputStream in = open(file)) {
            return in.readAllBytes();
        } catch (InputFileException e) {
            throw e;
        } catch (IOException e) {
            throw wrap(file, e);
        }
    }

    /**
     * {@code e} as an {@link InputFileException} naming {@code file} with {@link ErrorText#reason}, unless its
     * message already names the file (a reader's format exception: "FILE at offset N: ...", "FILE line N ...").
     * The JDK's file exceptions name only the path, so they are always wrapped.
     */
    public static IOException named(Path file, IOException e) {
        String m = e.getMessage();
        if (!(e instanceof FileSystemException) && m != null && m.startsWith(file.toString())) {
            return e;
        }
        return wrap(file, e);
    }

    private static InputFileException wrap(Path file, IOException e) {
        return e instanceof InputFileException ife ? ife : new InputFileException(file, ErrorText.reason(e), e);
    }
}
