package org.snapwear.trace.source;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * A local checkpoint directory as a {@link SourceTree}. Listing refuses what a checkpoint must not hold: a
 * symbolic link (the store keeps regular files and directories only) and a device, socket or pipe, each in one
 * line naming it. The lists are in path order, as the checkpoint scanner sorts them.
 */
public final class LocalSourceTree implements SourceTree {
    private final Path root;
    private final List<String> directories;
    private final List<String> files;
    private final Set<String> listed;

    private LocalSourceTree(Path root, List<String> directories, List<String> files) {
        this.root = root;
        this.directories = List.copyOf(directories);
        this.files = List.copyOf(files);
        this.listed = Set.copyOf(files);
    }

    /**
     * Lists the directory now; later changes to it are not seen. A root that is itself a symbolic link is
     * followed ({@link #followNamed}); links below it are refused.
     */
    public static LocalSourceTree list(Path given) throws IOException {
        Path root = followNamed(given);
        if (!Files.isDirectory(root)) {
            throw new IOException(root + ": not a directory");
        }
        List<Path> paths;
        try (Stream<Path> s = Files.walk(root)) {
            paths = new ArrayList<>(s.filter(p -> !p.equals(root)).toList());
        }
        paths.sort(Comparator.comparing(p -> relative(root, p)));
        List<String> dirs = new ArrayList<>();
        List<String> files = new ArrayList<>();
        for (Path p : paths) {
            String rel = relative(root, p);
            if (Files.isSymbolicLink(p)) {
                throw new CheckpointFormatException(p, 0, "a symbolic link; checkpoints are stored as regular files "
                        + "and directories only (copy what it points to into the checkpoint)");
            } else if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                dirs.add(rel);
            } else if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                files.add(rel);
            } else {
                throw new CheckpointFormatException(p, 0, "not a regular file or directory (device, socket or pipe)");
            }
        }
        return new LocalSourceTree(root, dirs, files);
    }

    /**
     * The one rule for a checkpoint whose own name is a symbolic link, as a user names it on the command line
     * ({@code store save S link}, {@code inspect link}, a sequence member): it is followed, as {@code tar -h} or
     * {@code cp -r} follow a named link, and the checkpoint is what it points to (its real path is returned, so the
     * listing, the change check and the reads all see the same files). Without this a directory walk that does not
     * follow links sees the link alone and stores an empty tree. Links <em>inside</em> a checkpoint are refused by
     * {@link #list}; a name that must not lead elsewhere (a staged checkpoint) is refused by
     * {@link #refuseNamedLink}.
     *
     * @throws CheckpointFormatException naming the link if it does not resolve
     */
    public static Path followNamed(Path given) throws IOException {
        if (!Files.isSymbolicLink(given)) {
            return given;
        }
        try {
            return given.toRealPath();
        } catch (IOException e) {
            throw new CheckpointFormatException(given, 0, "a symbolic link that does not resolve");
        }
    }

    /**
     * Refuses a checkpoint whose own name is a symbolic link: for names in a directory the caller watches (the
     * staging directory of {@code store watch}), where nothing outside that directory may be read because a name
     * points there.
     */
    public static void refuseNamedLink(Path given) throws CheckpointFormatException {
        if (Files.isSymbolicLink(given)) {
            throw new CheckpointFormatException(given, 0, "a symbolic link; a staged checkpoint must be a regular file "
                    + "or directory in the staging directory (nothing it points to is read)");
        }
    }

    /** A path below the root as the tree names it: relative, '/'-separated. */
    public static String relative(Path root, Path p) {
        return root.relativize(p).toString().replace(p.getFileSystem().getSeparator(), "/");
    }

    public Path root() {
        return root;
    }

    /** Where a listed file lies. */
    public Path resolve(String path) {
        return root.resolve(path);
    }

    @Override
    public String name() {
        return root.toString();
    }

    @Override
    public List<String> directories() {
        return directories;
    }

    @Override
    public List<String> files() {
        return files;
    }

    @Override
    public ByteSource open(String path) throws IOException {
        if (!listed.contains(path)) {
            throw new IOException(root.resolve(path) + ": not a file of the listed checkpoint");
        }
        return FileByteSource.open(root.resolve(path));
    }
}
