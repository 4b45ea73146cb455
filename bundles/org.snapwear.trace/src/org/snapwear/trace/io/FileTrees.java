package org.snapwear.trace.io;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The one way Snapwear removes a directory tree (staging copies, replaced restore targets, partial reports, the demo's
 * work directory).
 *
 * <p>Rules, the same for every caller:
 * <ul>
 * <li>Links are never followed: a symbolic link inside the tree (or the root itself being one) is deleted as a link,
 * its target is left alone, so a tree that points outside itself never costs files outside it.</li>
 * <li>What is already gone is fine: a missing root or an entry removed concurrently (the watcher's staging directory
 * is shared with the training job) counts as deleted.</li>
 * <li>The first other error stops the walk and is thrown as the JDK's {@code FileSystemException}, whose message
 * names the path. Stopping (rather than collecting every failure) is deliberate: every caller reacts to any failure
 * the same way (report the tree as left behind, or abort), a second error in the same tree is almost always the same
 * cause, and continuing would delete more of a tree the user is about to be told to look at.</li>
 * </ul>
 */
public final class FileTrees {
    private FileTrees() {
    }

    /** Deletes a file, a link or a whole directory tree at {@code root}; nothing if it does not exist. */
    public static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        // walkFileTree without FOLLOW_LINKS reports a link through visitFile, with the link's own attributes
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path f, BasicFileAttributes a) throws IOException {
                Files.deleteIfExists(f);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path f, IOException e) throws IOException {
                if (e instanceof NoSuchFileException) {
                    return FileVisitResult.CONTINUE;
                }
                throw e;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                if (e != null && !(e instanceof NoSuchFileException)) {
                    throw e;
                }
                Files.deleteIfExists(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
