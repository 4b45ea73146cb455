package org.snapwear.codec.plan;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import org.snapwear.trace.checkpoint.CheckpointFile;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;

/**
 * The two file steps of writing a checkpoint's lossy form, shared by {@link LossyCheckpoint} (a checkpoint through a
 * loss profile) and the store's lossy saves (the restored form a save checks and records): copy the checkpoint as it
 * is, then overwrite each lossy tensor's bytes in place with its decoded values.
 */
public final class CheckpointCopy {
    private CheckpointCopy() {
    }

    /** Copies the checkpoint (a file, or a directory with its subdirectories) to {@code target}, which must not exist. */
    public static void copy(ScannedCheckpoint c, Path target) throws IOException {
        if (!c.tree().directory()) {
            Files.copy(c.resolve(c.tree().files().get(0)), target);
            return;
        }
        Files.createDirectory(target);
        for (String d : c.tree().directories()) {
            Files.createDirectories(target.resolve(d));
        }
        for (CheckpointFile f : c.tree().files()) {
            Files.copy(c.resolve(f), target.resolve(f.path()));
        }
    }

    /** Writes {@code data} (from its position to its limit) into {@code file} at {@code offset}. */
    public static void writeAt(Path file, long offset, ByteBuffer data) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ByteBuffer b = data.duplicate();
            long at = offset;
            while (b.hasRemaining()) {
                at += ch.write(b, at);
            }
        }
    }
}
