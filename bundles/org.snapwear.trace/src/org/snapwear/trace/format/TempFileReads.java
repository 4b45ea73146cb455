package org.snapwear.trace.format;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.source.ByteSources;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;

/**
 * The default {@link CheckpointReader} methods for byte sources: a plug-in that only reads files still reads any
 * source, through a temporary local copy. Correct for every reader because the reader sees an ordinary file with
 * the source's bytes and file name; the cost is one copy of the file on local disk while it is read.
 */
final class TempFileReads {
    private TempFileReads() {
    }

    static Snapshot read(CheckpointReader reader, ByteSource source) throws IOException {
        Optional<Path> local = source.localPath();
        if (local.isPresent()) {
            return reader.read(local.get());
        }
        Path dir = copy(source);
        Path file = dir.resolve(fileName(source));
        boolean ok = false;
        try {
            Snapshot s = reader.read(file);
            // the snapshot's tensors may be views of the copy (memory-mapped): it is deleted when they are released
            Snapshot out = new Snapshot(null, s.iteration(), s.tensors(), () -> {
                try {
                    s.close();
                } finally {
                    delete(dir, file);
                }
            });
            ok = true;
            return out;
        } catch (CheckpointFormatException e) {
            throw renamed(e, source, file);
        } finally {
            if (!ok) {
                delete(dir, file);
            }
        }
    }

    static List<PayloadRegion> payloadRegions(CheckpointReader reader, ByteSource source) throws IOException {
        Optional<Path> local = source.localPath();
        if (local.isPresent()) {
            return reader.payloadRegions(local.get());
        }
        Path dir = copy(source);
        Path file = dir.resolve(fileName(source));
        try {
            return reader.payloadRegions(file);
        } catch (CheckpointFormatException e) {
            throw renamed(e, source, file);
        } finally {
            delete(dir, file);
        }
    }

    /** A private directory holding the copy under the source's own file name. */
    private static Path copy(ByteSource source) throws IOException {
        Path dir = Files.createTempDirectory("snapwear-source");
        Path file = dir.resolve(fileName(source));
        try {
            ByteSources.copy(source, file);
        } catch (IOException | RuntimeException e) {
            delete(dir, file);
            throw e;
        }
        return dir;
    }

    /** The source's file name if it is a usable one, otherwise a neutral name. */
    private static String fileName(ByteSource source) {
        String n = ByteSources.fileName(source.name());
        if (n.isEmpty() || n.equals(".") || n.equals("..") || n.indexOf('\0') >= 0) {
            return "checkpoint";
        }
        try {
            return Path.of(n).getFileName().toString().equals(n) ? n : "checkpoint";
        } catch (java.nio.file.InvalidPathException e) {
            return "checkpoint";
        }
    }

    /** The reader's error names the copy; the user knows the source. */
    private static CheckpointFormatException renamed(CheckpointFormatException e, ByteSource source, Path copy) {
        if (e.file() == null || !e.file().equals(copy)) {
            return e;
        }
        CheckpointFormatException r = new CheckpointFormatException(source.name(), null, e.offset(), e.reason(),
                e.getCause());
        r.setStackTrace(e.getStackTrace());
        return r;
    }

    private static void delete(Path dir, Path file) throws IOException {
        Files.deleteIfExists(file);
        Files.deleteIfExists(dir);
    }
}
