package org.snapwear.trace.paths;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * The one check for every path Snapwear computes from user text: a study source's name becomes a directory that
 * is later deleted and rewritten, a manifest or trace index names files that are then mapped. Such text may only
 * select something inside its base directory, so it is refused when it is absolute, contains a {@code ..}
 * segment, contains a separator where a plain name is expected, or when an existing part of the resolved path is
 * a symbolic link that leads outside the base (checked on the real paths, so a link inside the base that stays
 * inside it is fine).
 */
public final class SafePaths {

    private SafePaths() {
    }

    /**
     * {@code base/name} for a plain name: one path segment, not empty, not {@code .} or {@code ..}, no {@code /}
     * or {@code \}, no NUL or other control characters.
     */
    public static Path name(Path base, String name) throws UnsafePathException {
        if (name == null || name.isBlank()) {
            throw new UnsafePathException("empty name");
        }
        if (name.indexOf('/') >= 0 || name.indexOf('\\') >= 0) {
            throw new UnsafePathException("'" + name + "' is not a plain name (contains a path separator)");
        }
        if (name.equals(".") || name.equals("..")) {
            throw new UnsafePathException("'" + name + "' is not a plain name");
        }
        return within(base, name);
    }

    /**
     * {@code base/relative} for a relative path that may descend into subdirectories ({@code pages/0001.bin}) but
     * may not be absolute, contain {@code ..}, or pass through a symbolic link leading outside {@code base}.
     */
    public static Path within(Path base, String relative) throws UnsafePathException {
        if (relative == null || relative.isEmpty()) {
            throw new UnsafePathException("empty path");
        }
        for (int i = 0; i < relative.length(); i++) {
            if (Character.isISOControl(relative.charAt(i))) {
                throw new UnsafePathException("'" + printable(relative) + "' contains a control character");
            }
        }
        // Both separators count on every platform: a file written on Windows must not escape on Linux either.
        if (relative.startsWith("/") || relative.startsWith("\\") || relative.matches("^[A-Za-z]:.*")) {
            throw new UnsafePathException("'" + relative + "' is an absolute path, outside the directory");
        }
        for (String segment : relative.split("[/\\\\]")) {
            if (segment.equals("..")) {
                throw new UnsafePathException("'" + relative + "' points outside the directory (contains '..')");
            }
        }
        Path rel;
        try {
            rel = Path.of(relative);
        } catch (InvalidPathException e) {
            throw new UnsafePathException("'" + relative + "' is not a valid path: " + e.getReason());
        }
        if (rel.isAbsolute()) {
            throw new UnsafePathException("'" + relative + "' is an absolute path, outside the directory");
        }
        Path root = base.toAbsolutePath().normalize();
        Path resolved = root.resolve(rel).normalize();
        if (!resolved.startsWith(root) || resolved.equals(root)) {
            throw new UnsafePathException("'" + relative + "' points outside the directory");
        }
        checkLinks(root, resolved, relative);
        return resolved;
    }

    /**
     * Refuses the path when its deepest existing part (the path itself, or the nearest existing ancestor when it
     * does not exist yet) really lies outside the base: that is where a symbolic link inside the base would take
     * reads, writes and deletions.
     */
    private static void checkLinks(Path root, Path resolved, String relative) throws UnsafePathException {
        Path existing = resolved;
        while (!existing.equals(root) && !Files.exists(existing, LinkOption.NOFOLLOW_LINKS)) {
            existing = existing.getParent();
        }
        if (existing.equals(root)) {
            return; // nothing below the base exists yet, so no link below it can lead anywhere
        }
        Path realBase;
        try {
            realBase = root.toRealPath();
        } catch (IOException e) {
            return; // the base does not exist, so neither does anything below it
        }
        Path real;
        try {
            real = existing.toRealPath();
        } catch (IOException e) {
            // a dangling link: where it would lead once its target is created is outside our control
            if (Files.isSymbolicLink(existing)) {
                throw new UnsafePathException("'" + relative + "' is a symbolic link that does not resolve");
            }
            return;
        }
        if (!real.startsWith(realBase)) {
            throw new UnsafePathException("'" + relative + "' points outside the directory through a symbolic link"
                    + " (to " + real + ")");
        }
    }

    private static String printable(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            b.append(Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c));
        }
        return b.toString();
    }
}
