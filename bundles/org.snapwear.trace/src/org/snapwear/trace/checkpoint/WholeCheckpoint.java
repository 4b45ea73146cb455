package org.snapwear.trace.checkpoint;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.trace.format.PayloadRegion;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The tensors of a whole checkpoint as one {@link Snapshot}: every payload region of every file, named
 * {@code FILE::path} in a directory, memory-mapped (nothing is copied onto the heap, so a checkpoint of any size
 * opens in bounded memory).
 * <p>
 * Java buffers hold at most 2 GiB, so a region larger than {@link #MAX_PIECE_BYTES} becomes several tensors
 * {@code name#0}, {@code name#1}, ... of whole elements; delta codecs work element-wise, so the pieces compress
 * exactly as the whole would, and the store writes them back into one region.
 */
public final class WholeCheckpoint {
    /** Largest tensor piece (1 GiB). */
    public static final long MAX_PIECE_BYTES = 1L << 30;
    /** Separates a region's name from its piece number. */
    public static final String PIECE_SEPARATOR = "#";

    private WholeCheckpoint() {
    }

    /** One tensor of the snapshot: a whole region or a piece of one, at {@code offset} in its file. */
    public record Piece(CheckpointFile file, PayloadRegion region, TensorInfo info, long offset)
            implements java.io.Serializable {
    }

    /** The tensors a tree's regions become, in file and offset order (the same order the store restores them). */
    public static List<Piece> pieces(CheckpointTree tree) {
        List<Piece> out = new ArrayList<>();
        for (CheckpointFile f : tree.files()) {
            for (PayloadRegion r : f.regions()) {
                String name = tree.tensorName(f, r.name());
                int es = r.dtype().byteSize();
                if (r.length() <= MAX_PIECE_BYTES) {
                    out.add(new Piece(f, r, new TensorInfo(name, r.dtype(), r.shape()), r.offset()));
                    continue;
                }
                long perPiece = MAX_PIECE_BYTES / es * es;
                int k = 0;
                for (long at = 0; at < r.length(); at += perPiece, k++) {
                    long len = Math.min(perPiece, r.length() - at);
                    out.add(new Piece(f, r, new TensorInfo(name + PIECE_SEPARATOR + k, r.dtype(),
                            new long[] {len / es}), r.offset() + at));
                }
            }
        }
        return out;
    }

    static Snapshot open(ScannedCheckpoint c, long iteration) throws IOException {
        List<Tensor> tensors = new ArrayList<>();
        List<FileChannel> channels = new ArrayList<>();
        AutoCloseable close = () -> {
            for (FileChannel ch : channels) {
                ch.close();
            }
        };
        try {
            List<Piece> pieces = pieces(c.tree());
            int i = 0;
            while (i < pieces.size()) {
                CheckpointFile f = pieces.get(i).file();
                FileChannel ch = FileChannel.open(c.resolve(f), StandardOpenOption.READ);
                channels.add(ch);
                // one mapping per window of at most MAX_PIECE_BYTES, not one per tensor: a process may hold only
                // about 65,000 mappings, and an LLM checkpoint has tens of thousands of tensors
                while (i < pieces.size() && pieces.get(i).file() == f) {
                    long start = pieces.get(i).offset();
                    int j = i;
                    while (j < pieces.size() && pieces.get(j).file() == f
                            && end(pieces.get(j)) - start <= MAX_PIECE_BYTES) {
                        j++;
                    }
                    ByteBuffer window = ch.map(FileChannel.MapMode.READ_ONLY, start, end(pieces.get(j - 1)) - start);
                    for (int k = i; k < j; k++) {
                        Piece p = pieces.get(k);
                        int from = (int) (p.offset() - start);
                        ByteBuffer view = window.duplicate().position(from).limit(from + (int) p.info().byteSize())
                                .slice().order(ByteOrder.LITTLE_ENDIAN);
                        tensors.add(new Tensor(p.info(), view));
                    }
                    i = j;
                }
            }
            return new Snapshot(c.root(), iteration, tensors, close);
        } catch (IOException | RuntimeException e) {
            try {
                close.close();
            } catch (Exception suppressed) {
                e.addSuppressed(suppressed);
            }
            throw e;
        }
    }

    private static long end(Piece p) {
        return p.offset() + p.info().byteSize();
    }
}
