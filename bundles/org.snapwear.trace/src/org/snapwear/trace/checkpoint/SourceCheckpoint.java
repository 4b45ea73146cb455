package org.snapwear.trace.checkpoint;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.trace.format.internal.Bounds;
import org.snapwear.trace.format.internal.Origin;
import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.source.SourceTree;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * A checkpoint directory scanned from a {@link SourceTree} ({@link CheckpointScanner#scan(SourceTree)}): its tree,
 * and its tensors read by positional reads. The tensors are those of {@link WholeCheckpoint#pieces}: the same
 * names ({@code FILE::path}, pieces {@code name#k} of regions over 1 GiB), order, dtypes, shapes and offsets as the
 * local scan of the same directory, so a cluster that reads a remote copy sees the same snapshot as
 * {@code snapwear compress} on one machine.
 *
 * <p>Memory: {@link #read(ByteSource, WholeCheckpoint.Piece)} holds one piece (at most 1 GiB) on the heap;
 * {@link #snapshot(long)} holds every payload of the checkpoint on the heap at once, so it suits checkpoints that
 * fit the heap; a task that handles one tensor at a time reads pieces instead.
 *
 * <p>The tree, its files and regions, the pieces and their tensor descriptions are {@link java.io.Serializable}: a
 * cluster driver scans once and ships pieces to the tasks that read them.
 */
public record SourceCheckpoint(SourceTree source, CheckpointTree tree) {

    /** The tensors the tree's regions become, in file and offset order. */
    public List<WholeCheckpoint.Piece> pieces() {
        return WholeCheckpoint.pieces(tree);
    }

    /** The descriptions of the snapshot's tensors, in order (reads nothing). */
    public List<TensorInfo> snapshotInfos() {
        return pieces().stream().map(WholeCheckpoint.Piece::info).toList();
    }

    /** One piece's tensor, opening its file for the one read. */
    public Tensor read(WholeCheckpoint.Piece piece) throws IOException {
        try (ByteSource s = source.open(piece.file().path())) {
            return read(s, piece);
        }
    }

    /**
     * One piece's tensor from its file, already open (a task reading several pieces of one file opens it once):
     * one positional read into a heap buffer of the piece's size.
     */
    public static Tensor read(ByteSource file, WholeCheckpoint.Piece piece) throws IOException {
        long bytes = piece.info().byteSize();
        int n = Bounds.bufferSize(Origin.of(file), piece.offset(), bytes,
                "tensor " + piece.info().name());
        ByteBuffer b = ByteBuffer.allocate(n).order(ByteOrder.LITTLE_ENDIAN);
        file.readFully(piece.offset(), b);
        return new Tensor(piece.info(), b.flip());
    }

    /**
     * Every tensor as one snapshot, read into heap buffers one file at a time (see the class comment for memory);
     * closing it releases nothing but the buffers.
     */
    public Snapshot snapshot(long iteration) throws IOException {
        List<WholeCheckpoint.Piece> pieces = pieces();
        List<Tensor> tensors = new ArrayList<>(pieces.size());
        int i = 0;
        while (i < pieces.size()) {
            CheckpointFile f = pieces.get(i).file();
            try (ByteSource s = source.open(f.path())) {
                while (i < pieces.size() && pieces.get(i).file() == f) {
                    tensors.add(read(s, pieces.get(i)));
                    i++;
                }
            }
        }
        return new Snapshot(null, iteration, tensors, null);
    }
}
