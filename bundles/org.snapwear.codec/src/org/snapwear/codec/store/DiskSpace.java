package org.snapwear.codec.store;

import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

import org.snapwear.trace.source.LocalSourceTree;

/**
 * Disk space of a directory: the bytes of the regular files under it and the free space of its file system, so an
 * operator sees how much a store (or a staging directory) takes and how much room is left before a save fails.
 *
 * @param directory  the directory measured
 * @param bytes      sum of the sizes of the regular files under it (recursively)
 * @param files      number of those files
 * @param freeBytes  bytes this process may still write on its file system ({@link FileStore#getUsableSpace})
 * @param totalBytes size of the file system
 */
public record DiskSpace(String directory, long bytes, long files, long freeBytes, long totalBytes) {

    /**
     * Measures {@code given}; files that vanish while it is walked (a job deleting them) are not counted. A directory
     * named by a symbolic link is measured as what it points to ({@link LocalSourceTree#followNamed}; the walk saw the
     * link alone, so a staging directory reached through a link never went over {@code --max-staged-bytes}).
     */
    public static DiskSpace of(Path given) throws IOException {
        Path dir = LocalSourceTree.followNamed(given);
        long[] sum = new long[2];
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (attrs.isRegularFile()) {
                    sum[0] += attrs.size();
                    sum[1]++;
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                if (file.equals(dir)) {
                    throw e;
                }
                return FileVisitResult.CONTINUE; // removed between the listing and the visit
            }
        });
        FileStore fs = Files.getFileStore(dir);
        return new DiskSpace(given.toString(), sum[0], sum[1], fs.getUsableSpace(), fs.getTotalSpace());
    }
}
