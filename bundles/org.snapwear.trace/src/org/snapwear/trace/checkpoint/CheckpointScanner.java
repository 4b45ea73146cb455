package org.snapwear.trace.checkpoint;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.format.PayloadRegion;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.source.ByteSources;
import org.snapwear.trace.source.LocalSourceTree;
import org.snapwear.trace.source.SourceTree;
import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * Finds what a checkpoint is made of: for a directory every sub-directory and regular file, for each file the
 * reader that recognises it and the payload regions that reader locates. A file no reader recognises is kept as
 * bytes. A file a reader recognises but cannot parse (truncated, corrupt, hostile) fails the scan with the file,
 * offset and reason, so nothing half-understood is ever stored.
 *
 * <p>A local checkpoint ({@link #scan(Path)}) and the same checkpoint listed elsewhere ({@link #scan(SourceTree)},
 * {@link #scan(ByteSource)}) give the same {@link CheckpointTree}: the same paths in the same order, the same
 * detection (by file name and first bytes) and the same regions.
 */
public final class CheckpointScanner {
    private CheckpointScanner() {
    }

    /**
     * Scans a local checkpoint file or directory. If {@code given} is itself a symbolic link it is followed and the
     * checkpoint is what it points to ({@link LocalSourceTree#followNamed}; a single file keeps the link's name);
     * links inside a directory checkpoint are refused.
     */
    public static ScannedCheckpoint scan(Path given) throws IOException {
        Path root = LocalSourceTree.followNamed(given);
        if (Files.isRegularFile(root, LinkOption.NOFOLLOW_LINKS)) {
            Map<String, FileStamp> stamps = new LinkedHashMap<>();
            String name = given.getFileName().toString();
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
        LocalSourceTree listed = LocalSourceTree.list(root);
        List<CheckpointFile> files = new ArrayList<>();
        Map<String, FileStamp> stamps = new LinkedHashMap<>();
        for (String rel : listed.files()) {
            Path p = listed.resolve(rel);
            stamps.put(rel, FileStamp.of(p));
            files.add(scanFile(p, rel));
        }
        return new ScannedCheckpoint(root, new CheckpointTree(true, listed.directories(), files), stamps);
    }

    /**
     * Scans a checkpoint that lies in a directory the caller owns (a staged checkpoint): as {@link #scan(Path)},
     * but a {@code root} that is a symbolic link is refused instead of followed
     * ({@link LocalSourceTree#refuseNamedLink}), so nothing outside that directory is read.
     */
    public static ScannedCheckpoint scanNotFollowing(Path root) throws IOException {
        LocalSourceTree.refuseNamedLink(root);
        return scan(root);
    }

    /**
     * Scans a checkpoint directory listed from anywhere: each file is detected by its name and first bytes and its
     * regions located by positional reads of its {@link ByteSource} (no local copy for safetensors and torch).
     *
     * @throws CheckpointFormatException naming the file for a path that is not relative and clean, a file listed
     *                                   twice or as a directory too, or a file a reader recognises but cannot parse
     */
    public static SourceCheckpoint scan(SourceTree tree) throws IOException {
        List<String> dirs = TreePaths.sorted(tree, tree.directories(), "directory");
        List<String> names = TreePaths.sorted(tree, tree.files(), "file");
        TreePaths.checkDisjoint(tree, dirs, names);
        List<CheckpointFile> files = new ArrayList<>(names.size());
        for (String rel : names) {
            try (ByteSource s = tree.open(rel)) {
                files.add(scanFile(s, rel));
            }
        }
        return new SourceCheckpoint(tree, new CheckpointTree(true, dirs, files));
    }

    /**
     * Scans a single-file checkpoint from a byte source: the tree of one file named after the source's last name
     * component, as {@link #scan(Path)} names a single local file.
     */
    public static CheckpointTree scan(ByteSource source) throws IOException {
        CheckpointFile f = scanFile(source, ByteSources.fileName(source.name()));
        return new CheckpointTree(false, List.of(), List.of(f));
    }

    /** The tree's paths as they will be stored: relative, '/'-separated. */
    static String relative(Path root, Path p) {
        return LocalSourceTree.relative(root, p);
    }

    private static CheckpointFile scanFile(Path file, String rel) throws IOException {
        long size = Files.size(file);
        Optional<CheckpointReader> reader = CheckpointFormats.detect(file);
        if (reader.isEmpty()) {
            return new CheckpointFile(rel, size, CheckpointFile.BYTES, List.of());
        }
        List<PayloadRegion> regions = reader.get().payloadRegions(file);
        checkRegions(file.toString(), file, reader.get(), regions, size);
        return new CheckpointFile(rel, size, regions.isEmpty() ? CheckpointFile.BYTES : reader.get().formatId(),
                regions);
    }

    private static CheckpointFile scanFile(ByteSource source, String rel) throws IOException {
        long size = source.size();
        Optional<CheckpointReader> reader = CheckpointFormats.detect(source);
        if (reader.isEmpty()) {
            return new CheckpointFile(rel, size, CheckpointFile.BYTES, List.of());
        }
        List<PayloadRegion> regions = reader.get().payloadRegions(source);
        checkRegions(source.name(), source.localPath().orElse(null), reader.get(), regions, size);
        return new CheckpointFile(rel, size, regions.isEmpty() ? CheckpointFile.BYTES : reader.get().formatId(),
                regions);
    }

    /** Regions must be ordered, disjoint and inside the file, whatever the reader (a plug-in's) returned. */
    private static void checkRegions(String name, Path file, CheckpointReader reader, List<PayloadRegion> regions,
            long size) throws CheckpointFormatException {
        long end = 0;
        for (PayloadRegion r : regions) {
            if (r.offset() < end || r.end() > size) {
                throw new CheckpointFormatException(name, file, r.offset(), "payload region " + r + " overlaps "
                        + "another or lies past the end of the " + size + "-byte file (reader " + reader.formatId()
                        + ")", null);
            }
            end = r.end();
        }
    }
}
