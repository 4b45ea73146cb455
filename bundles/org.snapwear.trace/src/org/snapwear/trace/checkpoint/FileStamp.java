package org.snapwear.trace.checkpoint;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Objects;

/**
 * What tells that a file was changed: size, modification time and file identity (inode). Taken before a
 * checkpoint is read and compared after, so a checkpoint rewritten while it is being saved is refused instead of
 * being stored half old, half new (the check {@code tar} makes: "file changed as we read it").
 */
public record FileStamp(long size, long modifiedNanos, String fileKey) {

    public static FileStamp of(Path file) throws IOException {
        BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        return new FileStamp(a.size(), a.lastModifiedTime().to(java.util.concurrent.TimeUnit.NANOSECONDS),
                Objects.toString(a.fileKey(), ""));
    }
}
