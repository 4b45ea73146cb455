package org.snapwear.codec.store;

import java.util.List;

/**
 * A whole checkpoint written back by {@link SnapshotStore#restoreCheckpoint}.
 *
 * @param out         the file or directory written
 * @param directory   true if it is a directory
 * @param files       files written
 * @param bytes       bytes written (the checkpoint's size)
 * @param tensorBytes of those, tensor payload bytes
 * @param loaded      iterations whose files were read, baseline first
 * @param bytesRead   bytes of store files read
 * @param nanos       time taken
 */
public record CheckpointRestoreResult(String out, boolean directory, int files, long bytes, long tensorBytes,
        List<Long> loaded, long bytesRead, long nanos) {
}
