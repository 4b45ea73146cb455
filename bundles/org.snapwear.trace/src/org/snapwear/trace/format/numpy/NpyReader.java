package org.snapwear.trace.format.numpy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;

import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.format.internal.Bounds;
import org.snapwear.trace.format.internal.Snapshots;
import org.snapwear.trace.tensor.Snapshot;

/** A single .npy file: one tensor named after the file (without {@code .npy}), memory-mapped. */
public final class NpyReader implements CheckpointReader {

    @Override
    public String formatId() {
        return "npy";
    }

    @Override
    public String description() {
        return "NumPy .npy array (one tensor), memory-mapped";
    }

    @Override
    public boolean accepts(Path file, byte[] head) {
        if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".npy")) {
            return true;
        }
        if (head.length < NpyDecoder.MAGIC.length) {
            return false;
        }
        for (int i = 0; i < NpyDecoder.MAGIC.length; i++) {
            if (head[i] != NpyDecoder.MAGIC[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Snapshot read(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = ch.size();
            int len = Bounds.bufferSize(file, 0, size, "npy file");
            ByteBuffer map = ch.map(FileChannel.MapMode.READ_ONLY, 0, len).order(ByteOrder.LITTLE_ENDIAN);
            String name = file.getFileName().toString();
            if (name.toLowerCase(Locale.ROOT).endsWith(".npy")) {
                name = name.substring(0, name.length() - 4);
            }
            // the mapping stays valid after the channel is closed
            return Snapshots.of(file, List.of(NpyDecoder.decode(file, 0, name, map)), null);
        }
    }
}
