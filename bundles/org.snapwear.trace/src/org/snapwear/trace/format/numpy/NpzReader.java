package org.snapwear.trace.format.numpy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.format.internal.Snapshots;
import org.snapwear.trace.format.internal.ZipArchive;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * A .npz archive ({@code numpy.savez} / {@code savez_compressed}): every {@code NAME.npy} entry becomes tensor
 * {@code NAME}, in archive order; stored entries are zero-copy, deflated ones are inflated. Entries that are
 * not .npy files are ignored.
 */
public final class NpzReader implements CheckpointReader {

    @Override
    public String formatId() {
        return "npz";
    }

    @Override
    public String description() {
        return "NumPy .npz archive (zip of .npy, stored or deflated)";
    }

    @Override
    public boolean accepts(Path file, byte[] head) {
        if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".npz")) {
            return true;
        }
        if (head.length >= 30 && head[0] == 'P' && head[1] == 'K' && head[2] == 3 && head[3] == 4) {
            int len = (head[26] & 0xFF) | (head[27] & 0xFF) << 8;
            return 30 + len <= head.length && new String(head, 30, len, StandardCharsets.UTF_8).endsWith(".npy");
        }
        return false;
    }

    @Override
    public Snapshot read(Path file) throws IOException {
        ZipArchive zip = ZipArchive.open(file);
        boolean ok = false;
        try {
            List<Tensor> tensors = new ArrayList<>();
            for (ZipArchiveEntry e : zip.entries()) {
                String n = e.getName();
                if (e.isDirectory() || !n.endsWith(".npy")) {
                    continue;
                }
                tensors.add(NpyDecoder.decode(file, zip.dataOffset(e), n.substring(0, n.length() - 4), zip.data(e)));
            }
            if (tensors.isEmpty()) {
                throw new CheckpointFormatException(file, 0, "npz archive holds no .npy entries");
            }
            Snapshot s = Snapshots.of(file, tensors, zip);
            ok = true;
            return s;
        } finally {
            if (!ok) {
                zip.close();
            }
        }
    }
}
