package org.snapwear.trace.checkpoint;

import java.util.List;

/**
 * What a checkpoint is made of, independent of where it lies: a single file or a directory tree (its
 * sub-directories, empty ones included, and its regular files in path order). This is what the store records so
 * that a restore writes back the same tree.
 *
 * @param directory   true for a checkpoint directory ({@code checkpoint-500/}), false for a single file
 * @param directories sub-directories relative to the root, parents before children (empty for a single file)
 * @param files       the files; for a single file exactly one, whose path is the file name
 */
public record CheckpointTree(boolean directory, List<String> directories, List<CheckpointFile> files)
        implements java.io.Serializable {

    /** Separates the file from the tensor path in tensor names of directory checkpoints. */
    public static final String FILE_SEPARATOR = "::";

    public CheckpointTree {
        directories = List.copyOf(directories);
        files = List.copyOf(files);
    }

    /** Bytes of all files. */
    public long totalBytes() {
        long n = 0;
        for (CheckpointFile f : files) {
            n += f.size();
        }
        return n;
    }

    /** Bytes of tensor payloads in all files. */
    public long payloadBytes() {
        long n = 0;
        for (CheckpointFile f : files) {
            n += f.payloadBytes();
        }
        return n;
    }

    /**
     * The name a region's tensor has in the checkpoint's snapshot: {@code FILE::path} in a directory
     * ({@code optimizer.pt::state.3.exp_avg}), the path alone in a single file (as the file's reader names it).
     */
    public String tensorName(CheckpointFile file, String regionName) {
        return directory ? file.path() + FILE_SEPARATOR + regionName : regionName;
    }
}
