package org.snapwear.codec.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.zip.CRC32C;

import org.snapwear.codec.store.internal.FileCheck;
import org.snapwear.trace.checkpoint.CheckpointFile;
import org.snapwear.trace.checkpoint.WholeCheckpoint;
import org.snapwear.trace.format.PayloadRegion;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * {@code store verify}'s end-to-end check of a saved checkpoint: every file of the tree rebuilt in memory, gap by gap
 * from the residual stream and region by region from the decoded tensors, and its CRC32C compared with the one
 * recorded at save (nothing is written). Also the text check of stored paths that a restore applies before
 * {@link org.snapwear.trace.paths.SafePaths} resolves them.
 */
final class CheckpointCheck {
    private CheckpointCheck() {
    }

    /**
     * @param tensors  the decoded tensors of the checkpoint (named as {@link WholeCheckpoint#pieces} names them)
     * @param residual the residual bytes, positioned after the tree
     * @param restFile names the rest file in errors
     */
    static void verify(StoredTree st, Snapshot tensors, InputStream residual, Path restFile) throws IOException {
        for (String d : st.tree().directories()) {
            checkRelative(d, restFile);
        }
        Iterator<WholeCheckpoint.Piece> pieces = WholeCheckpoint.pieces(st.tree()).iterator();
        byte[] buf = new byte[1 << 16];
        List<CheckpointFile> files = st.tree().files();
        for (int i = 0; i < files.size(); i++) {
            CheckpointFile f = files.get(i);
            CRC32C crc = new CRC32C();
            if (st.tree().directory()) {
                checkRelative(f.path(), restFile);
            }
            long pos = 0;
            for (PayloadRegion r : f.regions()) {
                skip(residual, r.offset() - pos, crc, buf, restFile);
                for (long done = 0; done < r.length();) {
                    WholeCheckpoint.Piece p = pieces.next();
                    Tensor t = tensors.tensor(p.info().name()).orElseThrow(() -> new CheckpointFormatException(
                            restFile, 0, "no decoded tensor " + p.info().name() + " for " + f.path()));
                    crc.update(t.data());
                    done += p.info().byteSize();
                }
                pos = r.end();
            }
            skip(residual, f.size() - pos, crc, buf, restFile);
            String expected = st.crc32c().get(i);
            if (!FileCheck.hex8(crc.getValue()).equals(expected)) {
                throw new CheckpointFormatException(restFile, 0, "rebuilt " + f.path() + " has CRC32C "
                        + FileCheck.hex8(crc.getValue()) + ", the saved file had " + expected);
            }
        }
    }

    /** Reads {@code n} residual bytes into the CRC. */
    private static void skip(InputStream in, long n, CRC32C crc, byte[] buf, Path restFile) throws IOException {
        long left = n;
        while (left > 0) {
            int k;
            try {
                k = in.read(buf, 0, (int) Math.min(buf.length, left));
            } catch (IOException e) {
                throw RestPart.corrupt(restFile, e);
            }
            if (k < 0) {
                throw new CheckpointFormatException(restFile, RestPart.HEADER_BYTES, "the stream ends " + left
                        + " bytes early (truncated or damaged)");
            }
            crc.update(buf, 0, k);
            left -= k;
        }
    }

    /**
     * A stored path must stay inside the checkpoint: relative, '/'-separated, no empty, "." or ".." segment, no
     * backslash or NUL (a damaged or hostile store must not make a restore write elsewhere).
     */
    static String checkRelative(String path, Path restFile) throws CheckpointFormatException {
        boolean ok = path != null && !path.isEmpty() && !path.startsWith("/") && path.indexOf('\\') < 0
                && path.indexOf('\0') < 0;
        if (ok) {
            for (String seg : path.split("/", -1)) {
                if (seg.isEmpty() || seg.equals(".") || seg.equals("..")) {
                    ok = false;
                }
            }
        }
        if (!ok) {
            throw new CheckpointFormatException(restFile, RestPart.HEADER_BYTES, "stored path '" + path
                    + "' is not a plain relative path inside the checkpoint");
        }
        return path;
    }
}
