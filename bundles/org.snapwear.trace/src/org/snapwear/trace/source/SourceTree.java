package org.snapwear.trace.source;

import java.io.IOException;
import java.util.List;

/**
 * A checkpoint directory listed from wherever it lies (a local directory, a Hadoop file system, an object store):
 * its sub-directories and regular files by relative, {@code /}-separated path, each file opened as a
 * {@link ByteSource}. Implementations may list in any order; the checkpoint scanner sorts the paths itself, so a
 * tree gives the same checkpoint wherever it is listed. A path must be relative and hold no empty, {@code .} or
 * {@code ..} component (the scanner refuses it otherwise: the store writes these paths back on restore).
 */
public interface SourceTree {

    /** The root, as error messages name it: a path or URI. */
    String name();

    /** Every sub-directory, empty ones included, relative to the root. */
    List<String> directories() throws IOException;

    /** Every regular file, relative to the root. */
    List<String> files() throws IOException;

    /** Opens one of {@link #files()}; the caller closes it. Its {@link ByteSource#name()} names the file. */
    ByteSource open(String path) throws IOException;
}
