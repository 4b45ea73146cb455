package org.snapwear.codec.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32C;

import org.snapwear.codec.store.internal.FileCheck;
import org.snapwear.trace.checkpoint.CheckpointFile;
import org.snapwear.trace.checkpoint.CheckpointTree;
import org.snapwear.trace.checkpoint.WholeCheckpoint;
import org.snapwear.trace.format.PayloadRegion;
import org.snapwear.trace.io.DurableIo;
import org.snapwear.trace.paths.SafePaths;
import org.snapwear.trace.paths.UnsafePathException;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The files of a checkpoint being restored, created at their final sizes and memory-mapped where the tensors go, so
 * the decoders write each tensor straight into its place in its file (no copy through the heap or scratch space);
 * the bytes between the tensors come from the rest stream, and every file is then checked against its CRC32C.
 */
final class OutputFiles implements AutoCloseable {
    private final CheckpointTree tree;
    private final List<FileChannel> channels = new ArrayList<>();
    private final Map<String, ByteBuffer> pieces = new HashMap<>();

    private OutputFiles(CheckpointTree tree) {
        this.tree = tree;
    }

    /**
     * Creates the tree under {@code root} (a new directory, or the file itself for a single-file checkpoint).
     *
     * @param restFile names the rest file in errors about stored paths
     */
    static OutputFiles create(Path root, CheckpointTree tree, Path restFile) throws IOException {
        OutputFiles out = new OutputFiles(tree);
        try {
            if (tree.directory()) {
                Files.createDirectory(root);
                for (String d : tree.directories()) {
                    Files.createDirectory(inside(root, d, restFile));
                }
            }
            for (CheckpointFile f : tree.files()) {
                Path p = tree.directory() ? inside(root, f.path(), restFile) : root;
                FileChannel ch = FileChannel.open(p, StandardOpenOption.CREATE_NEW, StandardOpenOption.READ,
                        StandardOpenOption.WRITE);
                out.channels.add(ch);
                if (f.size() > 0) {
                    ch.write(ByteBuffer.allocate(1), f.size() - 1); // the final size, sparse until written
                }
            }
            out.mapPieces();
            return out;
        } catch (IOException | RuntimeException e) {
            out.close();
            throw e;
        }
    }

    /**
     * Where a stored path goes: a plain relative path (checked as text) that {@link SafePaths} resolves under the
     * new checkpoint without leaving it, also through symbolic links.
     */
    private static Path inside(Path root, String stored, Path restFile) throws IOException {
        try {
            return SafePaths.within(root, CheckpointCheck.checkRelative(stored, restFile));
        } catch (UnsafePathException e) {
            throw new CheckpointFormatException(restFile, RestPart.HEADER_BYTES, "stored path: " + e.getMessage());
        }
    }

    /** One mapping per window of at most 1 GiB of consecutive tensors (a process may hold ~65,000 mappings). */
    private void mapPieces() throws IOException {
        List<WholeCheckpoint.Piece> all = WholeCheckpoint.pieces(tree);
        int i = 0;
        while (i < all.size()) {
            CheckpointFile f = all.get(i).file();
            FileChannel ch = channels.get(tree.files().indexOf(f));
            long start = all.get(i).offset();
            int j = i;
            while (j < all.size() && all.get(j).file() == f
                    && end(all.get(j)) - start <= WholeCheckpoint.MAX_PIECE_BYTES) {
                j++;
            }
            ByteBuffer window = ch.map(FileChannel.MapMode.READ_WRITE, start, end(all.get(j - 1)) - start);
            for (int k = i; k < j; k++) {
                WholeCheckpoint.Piece p = all.get(k);
                int from = (int) (p.offset() - start);
                pieces.put(p.info().name(), window.duplicate().position(from).limit(from + (int) p.info().byteSize())
                        .slice().order(ByteOrder.LITTLE_ENDIAN));
            }
            i = j;
        }
    }

    private static long end(WholeCheckpoint.Piece p) {
        return p.offset() + p.info().byteSize();
    }

    /** Where tensor {@code t} goes (for the decoders). */
    ByteBuffer buffer(TensorInfo t) {
        ByteBuffer b = pieces.get(t.name());
        if (b == null || b.capacity() != t.byteSize()) {
            throw new IllegalStateException("no place for tensor " + t + " in the restored files");
        }
        return b;
    }

    /** Writes the residual bytes into the gaps between the tensors, file after file. */
    void fillGaps(InputStream residual, Path restFile) throws IOException {
        byte[] buf = new byte[1 << 16];
        for (int i = 0; i < tree.files().size(); i++) {
            CheckpointFile f = tree.files().get(i);
            long pos = 0;
            for (PayloadRegion r : f.regions()) {
                copy(residual, channels.get(i), pos, r.offset(), buf, restFile);
                pos = r.end();
            }
            copy(residual, channels.get(i), pos, f.size(), buf, restFile);
        }
    }

    private static void copy(InputStream in, FileChannel ch, long from, long to, byte[] buf, Path restFile)
            throws IOException {
        long pos = from;
        while (pos < to) {
            int n;
            try {
                n = in.read(buf, 0, (int) Math.min(buf.length, to - pos));
            } catch (IOException e) {
                throw RestPart.corrupt(restFile, e);
            }
            if (n < 0) {
                throw new CheckpointFormatException(restFile, RestPart.HEADER_BYTES, "the stream ends " + (to - pos)
                        + " bytes early (truncated or damaged)");
            }
            ByteBuffer b = ByteBuffer.wrap(buf, 0, n);
            while (b.hasRemaining()) {
                pos += ch.write(b, pos);
            }
        }
    }

    /** Reads every file back and compares its CRC32C with the one recorded at save. */
    void checkCrc32c(StoredTree st, Path restFile) throws IOException {
        ByteBuffer buf = ByteBuffer.allocateDirect(1 << 20);
        for (int i = 0; i < tree.files().size(); i++) {
            FileChannel ch = channels.get(i);
            CRC32C crc = new CRC32C();
            long pos = 0;
            while (true) {
                buf.clear();
                int n = ch.read(buf, pos);
                if (n <= 0) {
                    break;
                }
                buf.flip();
                crc.update(buf);
                pos += n;
            }
            String expected = st.crc32c().get(i);
            if (!FileCheck.hex8(crc.getValue()).equals(expected)) {
                throw new CheckpointFormatException(restFile, 0, "rebuilt " + tree.files().get(i).path()
                        + " has CRC32C " + FileCheck.hex8(crc.getValue()) + ", the saved file had " + expected);
            }
        }
    }

    /** Writes the files' data written so far to the device (called concurrently with the decoders' writes). */
    void writeBack() throws IOException {
        for (FileChannel ch : channels) {
            ch.force(false);
        }
    }

    /**
     * Makes the rebuilt tree durable before it is renamed into place: every file, then every directory of it (its
     * entries), so a crash after the rename never leaves a complete-looking checkpoint with empty or missing files.
     */
    void force(Path root, DurableIo io) throws IOException {
        for (FileChannel ch : channels) {
            ch.force(true);
        }
        if (tree.directory()) {
            for (String d : tree.directories()) {
                io.syncDirectory(root.resolve(d));
            }
            io.syncDirectory(root);
        }
    }

    @Override
    public void close() throws IOException {
        IOException first = null;
        for (FileChannel ch : channels) {
            try {
                ch.close();
            } catch (IOException e) {
                first = first == null ? e : first;
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
