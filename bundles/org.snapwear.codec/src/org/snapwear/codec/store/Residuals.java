package org.snapwear.codec.store;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32C;

import org.snapwear.codec.store.internal.FileCheck;
import org.snapwear.trace.checkpoint.CheckpointFile;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.format.PayloadRegion;
import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * The bytes of a checkpoint outside its tensor payloads, file after file in tree order and gap after gap in
 * offset order: what the rest file keeps (the tensors go through the delta codecs).
 */
final class Residuals {
    private Residuals() {
    }

    /** Total residual bytes of a tree. */
    static long size(org.snapwear.trace.checkpoint.CheckpointTree tree) {
        long n = 0;
        for (CheckpointFile f : tree.files()) {
            n += f.residualBytes();
        }
        return n;
    }

    /**
     * Copies every gap to {@code out} (null: only checksums) and returns the CRC32C of each whole file (one read of
     * each file: the payload regions are read for the checksum only; the page cache then serves the codecs).
     */
    static String[] copy(ScannedCheckpoint c, OutputStream out) throws IOException {
        String[] crcs = new String[c.tree().files().size()];
        ByteBuffer buf = ByteBuffer.allocate(1 << 16);
        for (int i = 0; i < crcs.length; i++) {
            CheckpointFile f = c.tree().files().get(i);
            CRC32C crc = new CRC32C();
            try (FileChannel ch = FileChannel.open(c.resolve(f), StandardOpenOption.READ)) {
                long pos = 0;
                for (PayloadRegion r : f.regions()) {
                    pos = pass(c, f, ch, pos, r.offset(), buf, crc, out);
                    // payload bytes: checksummed, not copied
                    pos = pass(c, f, ch, pos, r.end(), buf, crc, null);
                }
                pass(c, f, ch, pos, f.size(), buf, crc, out);
            }
            crcs[i] = FileCheck.hex8(crc.getValue());
        }
        return crcs;
    }

    /** Reads [from, to) into the CRC and, if {@code out} is given, copies it there. */
    private static long pass(ScannedCheckpoint c, CheckpointFile f, FileChannel ch, long from, long to,
            ByteBuffer buf, CRC32C crc, OutputStream out) throws IOException {
        long pos = from;
        while (pos < to) {
            buf.clear().limit((int) Math.min(buf.capacity(), to - pos));
            int n = ch.read(buf, pos);
            if (n < 0) {
                throw new CheckpointFormatException(c.resolve(f), pos, "file ends at " + pos + ", was " + f.size()
                        + " bytes when the checkpoint was scanned (it changed while being saved)");
            }
            crc.update(buf.array(), 0, n);
            if (out != null) {
                out.write(buf.array(), 0, n);
            }
            pos += n;
        }
        return pos;
    }
}
