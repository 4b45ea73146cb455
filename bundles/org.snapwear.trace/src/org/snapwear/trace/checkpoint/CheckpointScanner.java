package org.snapwear.trace.checkpoint;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.format.PayloadRegion;
import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * Finds what a checkpoint is made of: for a directory every sub-directory and regular file, for each file the
 * reader that recognises it and the payload regions that reader locates. A file no reader recognises is kept as
 * bytes. A file a reader recognises but cannot parse (truncated, corrupt, hostile) fails the scan with the file,
 * offset and reason, so nothing half-understood is ever stored.
 */
public final class CheckpointScanner {
    private CheckpointScanner() {
    }

    /** Scans a checkpoint file or directory. */
    public static ScannedCheckpoint scan(Path root) throws IOException {
        if (Files.isRegularFile(root)) {
            Map<String, FileStamp> stamps = new LinkedHashMap<>();
            String name = root.getFileName().toString();
            stamps.put(name, FileStamp.of(root));
            CheckpointFile f = scanFile(root, name);
            return new ScannedCheckpoint(root, new CheckpointTree(false, List.of(), List.of(f)), stamps);
        }
        if (!Files.isDirectory(root)) {
            if (Files.exists(root)) {
                throw new CheckpointFormatException(root, 0, "not a regular file or directory (a pipe, socket or "
                        + "device)");
            }
            throw new IOException(root + ": no such file or directory");
        }
        List<Path> paths;
        try (Stream<Path> s = Files.walk(root)) {
            paths = new ArrayList<>(s.filter(p -> !p.equals(root)).toList());
        }
        paths.sort(Comparator.comparing(p -> relative(root, p)));
        List<String> dirs = new ArrayList<>();
        List<CheckpointFile> files = new ArrayList<>();
        Map<String, FileStamp> stamps = new LinkedHashMap<>();
        for (Path p : paths) {
            String rel = relative(root, p);
            if (Files.isSymbolicLink(p)) {
                throw new CheckpointFormatException(p, 0, "a symbolic link; checkpoints are stored as regular files "
                        + "and directories only (copy what it points to into the checkpoint)");
            } else if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                dirs.add(rel);
            } else if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                stamps.put(rel, FileStamp.of(p));
                files.add(scanFile(p, rel));
            } else {
                throw new CheckpointFormatException(p, 0, "not a regular file or directory (device, socket or pipe)");
            }
        }
        return new ScannedCheckpoint(root, new CheckpointTree(true, dirs, files), stamps);
    }

    /** The tree's paths as they will be stored: relative, '/'-separated. */
    static String relative(Path root, Path p) {
        return root.relativize(p).toString().replace(p.getFileSystem().getSeparator(), "/");
    }

    private static CheckpointFile scanFile(Path file, String rel) throws IOException {
        long size = Files.size(file);
        Optional<CheckpointReader> reader = CheckpointFormats.detect(file);
        if (reader.isEmpty()) {
            return new CheckpointFile(rel, size, CheckpointFile.BYTES, List.of());
        }
        List<PayloadRegion> regions = reader.get().payloadRegions(file);
        long end = 0;
        for (PayloadRegion r : regions) {
            if (r.offset() < end || r.end() > size) {
                throw new CheckpointFormatException(file, r.offset(), "payload region " + r + " overlaps another or "
                        + "lies past the end of the " + size + "-byte file (reader " + reader.get().formatId() + ")");
            }
            end = r.end();
        }
        return new CheckpointFile(rel, size, regions.isEmpty() ? CheckpointFile.BYTES : reader.get().formatId(),
                regions);
    }
}
