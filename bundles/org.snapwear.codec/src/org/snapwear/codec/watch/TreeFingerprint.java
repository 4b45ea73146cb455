package org.snapwear.codec.watch;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;

/**
 * Names, sizes and modification times of every file of a checkpoint, cheap to take (no reads). When an ingest
 * fails, an unchanged fingerprint means the checkpoint itself is bad (it gets an error file); a changed one means
 * a job was still writing it in place, so the watcher tries again later instead of condemning it.
 */
record TreeFingerprint(List<String> entries) {

    /** Fingerprint of {@code root}; a checkpoint that vanishes has the empty one. */
    static TreeFingerprint of(Path root) {
        List<String> out = new ArrayList<>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path f, BasicFileAttributes a) {
                    out.add(root.relativize(f) + "\t" + a.size() + "\t" + a.lastModifiedTime().toMillis() + "\t"
                            + a.fileKey());
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes a) {
                    out.add(root.relativize(d) + "/");
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            out.add("unreadable: " + e.getMessage());
        }
        return new TreeFingerprint(List.copyOf(out));
    }
}
