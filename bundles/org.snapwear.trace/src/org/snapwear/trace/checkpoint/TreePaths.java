package org.snapwear.trace.checkpoint;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.snapwear.trace.source.SourceTree;
import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * The checks and the order a listed tree's paths get before they are scanned. The order is String order of the
 * relative paths, the order the local scan sorts its paths in, so parents come before children and a remote
 * listing gives the same tree as the local one. Paths are refused unless relative and clean because the store
 * writes them back on restore.
 */
final class TreePaths {
    private TreePaths() {
    }

    static List<String> sorted(SourceTree tree, List<String> paths, String kind) throws CheckpointFormatException {
        List<String> out = new ArrayList<>(paths);
        out.sort(null);
        for (int i = 0; i < out.size(); i++) {
            String p = out.get(i);
            check(tree, p, kind);
            if (i > 0 && out.get(i - 1).equals(p)) {
                throw new CheckpointFormatException(tree.name() + "/" + p, null, 0, kind + " listed twice", null);
            }
        }
        return out;
    }

    /** No path is both a file and a directory, and every file's parent directory is listed. */
    static void checkDisjoint(SourceTree tree, List<String> dirs, List<String> files)
            throws CheckpointFormatException {
        Set<String> d = new HashSet<>(dirs);
        for (String f : files) {
            if (d.contains(f)) {
                throw new CheckpointFormatException(tree.name() + "/" + f, null, 0, "listed as a file and as a "
                        + "directory", null);
            }
        }
        List<String> all = new ArrayList<>(dirs);
        all.addAll(files);
        for (String p : all) {
            int slash = p.lastIndexOf('/');
            if (slash > 0 && !d.contains(p.substring(0, slash))) {
                throw new CheckpointFormatException(tree.name() + "/" + p, null, 0, "its directory "
                        + p.substring(0, slash) + " is not listed", null);
            }
        }
    }

    private static void check(SourceTree tree, String p, String kind) throws CheckpointFormatException {
        boolean bad = p.isEmpty() || p.startsWith("/") || p.indexOf(0) >= 0;
        if (!bad) {
            for (String part : p.split("/", -1)) {
                if (part.isEmpty() || part.equals(".") || part.equals("..")) {
                    bad = true;
                }
            }
        }
        if (bad) {
            throw new CheckpointFormatException(tree.name() + "/" + p, null, 0, kind + " path '"
                    + org.snapwear.trace.text.SafeText.printable(p) + "' is not relative and clean (no empty, . or .. "
                    + "component)", null);
        }
    }
}
