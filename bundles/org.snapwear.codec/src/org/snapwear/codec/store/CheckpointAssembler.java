package org.snapwear.codec.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.zip.CRC32C;

import org.snapwear.trace.checkpoint.CheckpointFile;
import org.snapwear.trace.checkpoint.WholeCheckpoint;
import org.snapwear.trace.format.PayloadRegion;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * Writes a saved checkpoint back: every file of the tree, its gaps from the residual stream and its payload regions
 * from the decoded tensors, in offset order, checking each file's CRC32C against the one recorded at save. The
 * same pass with a sink that only counts is {@code store verify}'s end-to-end check.
 */
final class CheckpointAssembler {
    private CheckpointAssembler() {
    }

    /** Where the files go. */
    interface Sink {
        /** Creates a directory of the tree (parents come first). */
        void directory(String path) throws IOException;

        /** Opens a file of the tree for writing; the assembler closes it. */
        OutputStream file(String path) throws IOException;
    }

    /** A sink that writes nothing (verification). */
    static final Sink DISCARD = new Sink() {
        @Override
        public void directory(String path) {
        }

        @Override
        public OutputStream file(String path) {
            return OutputStream.nullOutputStream();
        }
    };

    /**
     * @param tensors  the decoded tensors of the checkpoint (named as {@link WholeCheckpoint#pieces} names them)
     * @param residual the residual bytes, positioned after the tree
     * @param restFile names the rest file in errors
     */
    static void assemble(StoredTree st, Snapshot tensors, InputStream residual, Path restFile, Sink sink)
            throws IOException {
        for (String d : st.tree().directories()) {
            sink.directory(checkRelative(d, restFile));
        }
        Iterator<WholeCheckpoint.Piece> pieces = WholeCheckpoint.pieces(st.tree()).iterator();
        byte[] buf = new byte[1 << 16];
        List<CheckpointFile> files = st.tree().files();
        for (int i = 0; i < files.size(); i++) {
            CheckpointFile f = files.get(i);
            CRC32C crc = new CRC32C();
            String path = st.tree().directory() ? checkRelative(f.path(), restFile) : f.path();
            try (OutputStream out = sink.file(path)) {
                long pos = 0;
                for (PayloadRegion r : f.regions()) {
                    copy(residual, out, r.offset() - pos, crc, buf, restFile);
                    for (long done = 0; done < r.length();) {
                        WholeCheckpoint.Piece p = pieces.next();
                        Tensor t = tensors.tensor(p.info().name()).orElseThrow(() -> new CheckpointFormatException(
                                restFile, 0, "no decoded tensor " + p.info().name() + " for " + f.path()));
                        write(t.data(), out, crc, buf);
                        done += p.info().byteSize();
                    }
                    pos = r.end();
                }
                copy(residual, out, f.size() - pos, crc, buf, restFile);
            }
            String expected = st.crc32c().get(i);
            if (!FileCheck.hex8(crc.getValue()).equals(expected)) {
                throw new CheckpointFormatException(restFile, 0, "rebuilt " + f.path() + " has CRC32C "
                        + FileCheck.hex8(crc.getValue()) + ", the saved file had " + expected);
            }
        }
    }

    private static void copy(InputStream in, OutputStream out, long n, CRC32C crc, byte[] buf, Path restFile)
            throws IOException {
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
            out.write(buf, 0, k);
            left -= k;
        }
    }

    private static void write(ByteBuffer data, OutputStream out, CRC32C crc, byte[] buf) throws IOException {
        crc.update(data.duplicate());
        if (data.hasArray()) {
            out.write(data.array(), data.arrayOffset() + data.position(), data.remaining());
            return;
        }
        while (data.hasRemaining()) {
            int k = Math.min(buf.length, data.remaining());
            data.get(buf, 0, k);
            out.write(buf, 0, k);
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
