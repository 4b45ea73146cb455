package org.snapwear.trace.stats;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import java.util.List;

import org.snapwear.trace.sequence.LayoutMatch;
import org.snapwear.trace.sequence.SequenceMismatchException;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * Computes {@link PairStatistics} for two snapshots over the tensors both hold (matched by name, see
 * {@link LayoutMatch}). Works on the little-endian buffers in
 * chunks of primitive arrays (no per-element objects), so a pair costs about two sequential reads.
 */
public final class PairComparator {
    /** The page size of [Delta snapshots, docs/papers.md#delta-snapshots], Table 6. */
    public static final int DEFAULT_PAGE_SIZE = 4096;

    /** Elements per bulk copy: big enough to amortise the copy, small enough to stay in L1/L2. */
    private static final int CHUNK = 4096;

    private PairComparator() {
    }

    /** Statistics with 4 KB pages. */
    public static PairStatistics compare(Snapshot older, Snapshot newer) throws SequenceMismatchException {
        return compare(older, newer, DEFAULT_PAGE_SIZE);
    }

    /**
     * @throws SequenceMismatchException if a tensor name has another dtype or shape in the two snapshots
     */
    public static PairStatistics compare(Snapshot older, Snapshot newer, int pageSize) throws SequenceMismatchException {
        if (pageSize <= 0) {
            throw new IllegalArgumentException("page size must be positive: " + pageSize);
        }
        LayoutMatch match = SnapshotSequence.matchLayouts(older, older.source().orElse(null), newer,
                newer.source().orElse(null));
        List<Tensor> tensors = shared(older, match);
        long[] hist = new long[PairStatistics.MAX_BITS + 1];
        long parameters = 0;
        long equal = 0;
        for (Tensor a : tensors) {
            Tensor b = SnapshotSequence.counterpart(newer, a);
            int width = a.dtype().bitSize();
            long[] h = new long[width + 1];
            switch (a.dtype().byteSize()) {
                case 4 -> leadingEqual32(a.data().asIntBuffer(), b.data().asIntBuffer(), h);
                case 2 -> leadingEqual16(a.data().asShortBuffer(), b.data().asShortBuffer(), h);
                case 8 -> leadingEqual64(a.data().asLongBuffer(), b.data().asLongBuffer(), h);
                case 1 -> leadingEqual8(a.data(), b.data(), h);
                default -> throw new IllegalStateException("unsupported element size " + a.dtype());
            }
            for (int k = 0; k <= width; k++) {
                hist[k] += h[k];
                parameters += h[k];
            }
            equal += h[width];
        }
        long[] pages = comparePages(tensors, newer, pageSize);
        return new PairStatistics(older.iteration(), newer.iteration(), parameters, hist, equal, pageSize,
                pages[0], pages[1], match.skipped());
    }

    /** The older snapshot's tensors that the newer one holds too, in the older snapshot's order. */
    private static List<Tensor> shared(Snapshot older, LayoutMatch match) {
        if (match.sameLayout()) {
            return older.tensors();
        }
        java.util.Set<String> names = new java.util.HashSet<>();
        match.shared().forEach(t -> names.add(t.name()));
        return older.tensors().stream().filter(t -> names.contains(t.name())).toList();
    }

    private static void leadingEqual32(IntBuffer a, IntBuffer b, long[] h) {
        int[] x = new int[CHUNK];
        int[] y = new int[CHUNK];
        while (a.hasRemaining()) {
            int n = Math.min(CHUNK, a.remaining());
            a.get(x, 0, n);
            b.get(y, 0, n);
            for (int i = 0; i < n; i++) {
                h[Integer.numberOfLeadingZeros(x[i] ^ y[i])]++;
            }
        }
    }

    private static void leadingEqual16(ShortBuffer a, ShortBuffer b, long[] h) {
        short[] x = new short[CHUNK];
        short[] y = new short[CHUNK];
        while (a.hasRemaining()) {
            int n = Math.min(CHUNK, a.remaining());
            a.get(x, 0, n);
            b.get(y, 0, n);
            for (int i = 0; i < n; i++) {
                // Over 16 bits: the zero-extended XOR has 16 extra leading zeros.
                h[Integer.numberOfLeadingZeros((x[i] ^ y[i]) & 0xFFFF) - 16]++;
            }
        }
    }

    private static void leadingEqual64(LongBuffer a, LongBuffer b, long[] h) {
        long[] x = new long[CHUNK];
        long[] y = new long[CHUNK];
        while (a.hasRemaining()) {
            int n = Math.min(CHUNK, a.remaining());
            a.get(x, 0, n);
            b.get(y, 0, n);
            for (int i = 0; i < n; i++) {
                h[Long.numberOfLeadingZeros(x[i] ^ y[i])]++;
            }
        }
    }

    private static void leadingEqual8(ByteBuffer a, ByteBuffer b, long[] h) {
        byte[] x = new byte[CHUNK];
        byte[] y = new byte[CHUNK];
        while (a.hasRemaining()) {
            int n = Math.min(CHUNK, a.remaining());
            a.get(x, 0, n);
            b.get(y, 0, n);
            for (int i = 0; i < n; i++) {
                h[Integer.numberOfLeadingZeros((x[i] ^ y[i]) & 0xFF) - 24]++;
            }
        }
    }

    /**
     * Pages of the concatenated data of the shared tensors (older snapshot's storage order), see
     * {@link PairStatistics}.
     * A page is compared segment by segment (a page may span tensors) with {@link ByteBuffer#mismatch}, which
     * stops at the first difference, so unequal pages cost almost nothing.
     *
     * @return {pages, equal pages}
     */
    static long[] comparePages(List<Tensor> olderTensors, Snapshot newer, int pageSize) {
        long pages = 0;
        long equalPages = 0;
        long inPage = 0; // bytes of the current page seen so far
        boolean pageEqual = true;
        for (Tensor a : olderTensors) {
            ByteBuffer x = a.data();
            ByteBuffer y = SnapshotSequence.counterpart(newer, a).data();
            int pos = 0;
            int size = x.remaining();
            while (pos < size) {
                int n = (int) Math.min(size - pos, pageSize - inPage);
                if (pageEqual) {
                    pageEqual = x.slice(pos, n).mismatch(y.slice(pos, n)) < 0;
                }
                pos += n;
                inPage += n;
                if (inPage == pageSize) {
                    pages++;
                    equalPages += pageEqual ? 1 : 0;
                    inPage = 0;
                    pageEqual = true;
                }
            }
        }
        if (inPage > 0) {
            pages++;
            equalPages += pageEqual ? 1 : 0;
        }
        return new long[] {pages, equalPages};
    }
}
