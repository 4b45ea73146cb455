package org.snapwear.trace.paths;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The one rule for a path the user names as a place to write ({@code --out}, {@code --work}, report directories,
 * restore targets): it is turned into the real path the operating system would write, and the caller checks that
 * path and then writes or renames to exactly it. Normalising {@code ..} lexically before links are resolved is
 * wrong: with {@code link -> /store/sub}, {@code link/../MANIFEST.json} is {@code /store/MANIFEST.json} to the
 * kernel but {@code ./MANIFEST.json} to {@link Path#normalize()}, so a check of the normalised path passes while
 * the write lands in the store. Here the parent is resolved component by component as the kernel does (a link is
 * replaced by its real target before a following {@code ..} is applied); parts that do not exist yet cannot be
 * links, so they are kept as they are. The last name is kept unresolved: writing replaces a link there, it does not
 * write through it.
 */
public final class OutputPaths {
    /** As the kernel's limit on links followed in one lookup (ELOOP). */
    private static final int MAX_LINKS = 40;

    private OutputPaths() {
    }

    /**
     * The real path that writing {@code given} creates or replaces: its parent with every symbolic link and
     * {@code ..} resolved, then its last name.
     *
     * @throws UnsafePathException if the path names no file (it ends in {@code .} or {@code ..}, or is a root), or a
     *                             part of its parent is a symbolic link that does not resolve
     */
    public static Path real(Path given) throws IOException {
        Path abs = given.toAbsolutePath();
        Path name = abs.getFileName();
        if (name == null || name.toString().equals(".") || name.toString().equals("..")) {
            throw new UnsafePathException(given + ": names no file or directory to write (it ends in '.' or '..'"
                    + " or is a root)");
        }
        return realDirectory(given, abs.getParent()).resolve(name.toString());
    }

    /** True if the real path {@code real} (from {@link #real}) is {@code dir} or lies below it, links followed. */
    public static boolean isWithin(Path real, Path dir) throws IOException {
        Path d = Files.exists(dir) ? dir.toRealPath() : real(dir);
        return real.startsWith(d);
    }

    private static Path realDirectory(Path given, Path dir) throws IOException {
        Path current = dir.getRoot().toRealPath();
        int links = 0;
        for (Path part : dir) {
            String s = part.toString();
            if (s.equals(".")) {
                continue;
            }
            if (s.equals("..")) {
                // current is real (no links), so its lexical parent is its real parent
                Path up = current.getParent();
                current = up == null ? current : up;
                continue;
            }
            Path next = current.resolve(s);
            if (Files.isSymbolicLink(next)) {
                if (++links > MAX_LINKS) {
                    throw new UnsafePathException(given + ": too many symbolic links in its directory");
                }
                try {
                    current = next.toRealPath();
                } catch (IOException e) {
                    throw new UnsafePathException(given + ": " + next + " is a symbolic link that does not resolve");
                }
            } else {
                current = next;
            }
        }
        return current;
    }
}
