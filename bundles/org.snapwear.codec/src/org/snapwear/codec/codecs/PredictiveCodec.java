package org.snapwear.codec.codecs;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import java.util.Arrays;
import org.snapwear.codec.internal.bits.BitReader;
import org.snapwear.codec.internal.bits.BitWriter;
import org.snapwear.codec.internal.bits.HuffmanCode;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkSource;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;

/**
 * Snapwear's best lossless delta codec. Per chunk it predicts each value either as the previous value or as the
 * linear extrapolation 2 w[t-1] - w[t-2] (whichever the histogram pass finds cheaper; see {@link Predictor}), takes
 * the zigzag-mapped integer difference of the bit patterns, and writes its leading-zero count with a Huffman code
 * chosen by context (the previous element's count) followed by the bits below the leading one (which is implied).
 * Baselines use the exponent Huffman coder of {@link HuffmanExpCodec}. Tables are built in the snapshot-level
 * {@link #prepare} pass, so chunks encode independently.
 */
public final class PredictiveCodec implements SnapshotCodec {
    /** Elements per block of the fp32 loops (three int arrays of it stay in L1). */
    private static final int BLOCK = 2048;
    private static final ThreadLocal<int[][]> BLOCKS = ThreadLocal.withInitial(() -> new int[3][BLOCK]);
    /** Per-thread output buffer of the encoder, reused from chunk to chunk. */
    private static final ThreadLocal<byte[]> SCRATCH = new ThreadLocal<>();
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    public static final String ID = "predictive";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String displayName() {
        return "Predictive (linear extrapolation, context-coded residuals)";
    }

    @Override
    public CodecKind kind() {
        return CodecKind.BOTH;
    }

    @Override
    public int referenceDepth() {
        return 2;
    }

    @Override
    public CodecParams prepare(ChunkSource source) throws IOException {
        int chunks = source.layout().chunkCount();
        if (source.referenceCount() == 0) {
            long[][] hist = new long[DTypeTables.TYPES.length][];
            for (int i = 0; i < chunks; i++) {
                ChunkInput in = source.chunk(i);
                int s = DTypeTables.slot(in.chunk().dtype());
                if (hist[s] == null) {
                    hist[s] = new long[ExponentHuffman.alphabet(in.chunk().dtype())];
                }
                ExponentHuffman.histogram(in, hist[s]);
            }
            return new PredictiveParams(DTypeTables.fromHistograms(hist), null, null);
        }
        byte[] predictors = new byte[chunks];
        long[][] hist = new long[2][];
        for (int i = 0; i < chunks; i++) {
            ChunkInput in = source.chunk(i);
            int g = in.chunk().dtype().byteSize() == 4 ? 0 : 1;
            int s = PredictiveParams.symbols(g);
            if (hist[g] == null) {
                hist[g] = new long[s * s];
            }
            long[][] both = {new long[s * s], new long[s * s]};
            long[] cost = new long[2];
            residualHistograms(in, both, cost);
            int mode = in.beforePrevious() != null && cost[Predictor.LINEAR] < cost[Predictor.PREVIOUS]
                    ? Predictor.LINEAR : Predictor.PREVIOUS;
            predictors[i] = (byte) mode;
            for (int k = 0; k < s * s; k++) {
                hist[g][k] += both[mode][k];
            }
        }
        HuffmanCode[][] codes = new HuffmanCode[2][];
        for (int g = 0; g < 2; g++) {
            if (hist[g] != null) {
                int s = PredictiveParams.symbols(g);
                codes[g] = new HuffmanCode[s];
                for (int ctx = 0; ctx < s; ctx++) {
                    long[] row = new long[s];
                    System.arraycopy(hist[g], ctx * s, row, 0, s);
                    codes[g][ctx] = HuffmanCode.fromCounts(row);
                }
            }
        }
        return new PredictiveParams(null, predictors, codes);
    }

    /** Context histograms of the residuals under both predictors, and their approximate bit costs. */
    private static void residualHistograms(ChunkInput in, long[][] hist, long[] cost) {
        ByteBuffer c = in.current();
        ByteBuffer p = in.previous();
        ByteBuffer pp = in.beforePrevious();
        DType t = in.chunk().dtype();
        int n = in.chunk().elementCount();
        if (t.byteSize() == 4) {
            int ctx0 = 0;
            int ctx1 = 0;
            long c0 = 0;
            long c1 = 0;
            long[] h0 = hist[0];
            long[] h1 = hist[1];
            for (int k = 0; k < n; k++) {
                int cur = c.getInt(k << 2);
                int p1 = p.getInt(k << 2);
                int lz0 = Integer.numberOfLeadingZeros(Predictor.zigzag32(cur - p1));
                h0[ctx0 * 33 + lz0]++;
                c0 += 32 - lz0;
                ctx0 = lz0;
                if (pp != null) {
                    int pred = Predictor.predict32(Predictor.LINEAR, p1, pp.getInt(k << 2));
                    int lz1 = Integer.numberOfLeadingZeros(Predictor.zigzag32(cur - pred));
                    h1[ctx1 * 33 + lz1]++;
                    c1 += 32 - lz1;
                    ctx1 = lz1;
                }
            }
            cost[0] = c0;
            cost[1] = c1;
        } else {
            int ctx0 = 0;
            int ctx1 = 0;
            for (int k = 0; k < n; k++) {
                int cur = c.getShort(k << 1) & 0xffff;
                int p1 = p.getShort(k << 1) & 0xffff;
                int lz0 = Integer.numberOfLeadingZeros(Predictor.zigzag16(cur, p1)) - 16;
                hist[0][ctx0 * 17 + lz0]++;
                cost[0] += 16 - lz0;
                ctx0 = lz0;
                if (pp != null) {
                    int pred = predict16(t, Predictor.LINEAR, p1, pp.getShort(k << 1) & 0xffff);
                    int lz1 = Integer.numberOfLeadingZeros(Predictor.zigzag16(cur, pred)) - 16;
                    hist[1][ctx1 * 17 + lz1]++;
                    cost[1] += 16 - lz1;
                    ctx1 = lz1;
                }
            }
        }
    }

    static int predict16(DType t, int mode, int p1, int p2) {
        return t == DType.BF16 ? Predictor.predictBf16(mode, p1, p2) : Predictor.predictF16(mode, p1, p2);
    }

    @Override
    public CodecParams readParams(byte[] bytes) throws IOException {
        return PredictiveParams.read(bytes);
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput in) throws IOException {
        PredictiveParams pp = (PredictiveParams) params;
        if (in.chunk().byteLength() == 0) {
            return new byte[0];
        }
        if (!in.isDelta()) {
            if (pp.baseline == null) {
                throw new IOException("baseline chunk with delta parameters");
            }
            return ExponentHuffman.encode(in, pp.baseline.code(in.chunk().dtype()));
        }
        int mode = mode(pp, in);
        ByteBuffer c = in.current();
        ByteBuffer p = in.previous();
        ByteBuffer p2 = in.beforePrevious();
        int n = in.chunk().elementCount();
        DType t = in.chunk().dtype();
        if (t.byteSize() == 4) {
            return encode32(pp.tables(0).encode, mode, c, p, p2, n);
        }
        ContextTables ct = pp.tables(1);
        BitWriter w = new BitWriter((long) n * (HuffmanCode.MAX_LENGTH + 15));
        int ctx = 0;
        for (int k = 0; k < n; k++) {
            int p1 = p.getShort(k << 1) & 0xffff;
            int pred = mode == Predictor.PREVIOUS ? p1 : predict16(t, mode, p1, p2.getShort(k << 1) & 0xffff);
            int z = Predictor.zigzag16(c.getShort(k << 1) & 0xffff, pred);
            int lz = Integer.numberOfLeadingZeros(z) - 16;
            int idx = ctx * 17 + lz;
            int restBits = lz >= 15 ? 0 : 15 - lz;
            long rest = z & ((1L << restBits) - 1);
            int len = ct.lengths[idx];
            w.write(ct.codes[idx] | rest << len, len + restBits);
            ctx = lz;
        }
        return w.toByteArray();
    }

    /**
     * The fp32 delta encoder, the codec's hottest loop. The bit packing is inlined with local variables (as in
     * {@link HeadingZeroRle}) instead of a {@link BitWriter}'s fields, the linear predictions are computed in a
     * loop of their own, and one table load gives code, code length and total length. Same bits as
     * {@code BitWriter.write(code | rest << len, len + restBits)}; measured 10-50% faster than that loop
     * (docs/benchmarks/codec.md).
     */
    private static byte[] encode32(long[] table, int mode, ByteBuffer c, ByteBuffer p, ByteBuffer p2, int n) {
        byte[] buf = SCRATCH.get();
        int need = (int) (((long) n * (HuffmanCode.MAX_LENGTH + 31) + 7) / 8) + 16;
        if (buf == null || buf.length < need) {
            buf = new byte[need];
            SCRATCH.set(buf);
        }
        // Elements are copied block by block into int arrays (bulk copies) and the loop reads the arrays:
        // per-element ByteBuffer gets cost a bounds and scope check each.
        IntBuffer ci = ints(c);
        IntBuffer pi = ints(p);
        IntBuffer p2i = mode == Predictor.PREVIOUS ? null : ints(p2);
        int[][] blk = BLOCKS.get();
        int[] cs = blk[0];
        int[] ps = blk[1];
        int[] p2s = blk[2];
        int row = 0; // ctx * 33: the previous element's leading-zero count selects the code table
        int pos = 0;
        long acc = 0;
        int bits = 0;
        for (int k0 = 0; k0 < n; k0 += BLOCK) {
            int m = Math.min(BLOCK, n - k0);
            ci.get(k0, cs, 0, m);
            pi.get(k0, ps, 0, m);
            if (p2i != null) {
                p2i.get(k0, p2s, 0, m);
                for (int k = 0; k < m; k++) {
                    ps[k] = Predictor.predict32(Predictor.LINEAR, ps[k], p2s[k]);
                }
            }
            for (int k = 0; k < m; k++) {
                int z = Predictor.zigzag32(cs[k] - ps[k]);
                int lz = Integer.numberOfLeadingZeros(z);
                long e = table[row + lz];
                // the bits below the leading one (z's top bit when lz = 0; nothing for z = 0 or 1)
                long rest = z & ~(Integer.MIN_VALUE >>> lz);
                long a = acc | ((e & 0xffff) | rest << (e >>> 16 & 0xff)) << bits;
                int nb = bits + (int) (e >>> 24); // <= 7 + 12 + 31: at most 6 whole bytes
                LONG.set(buf, pos, a);
                int bytes = nb >>> 3;
                pos += bytes;
                acc = a >>> (bytes << 3);
                bits = nb & 7;
                row = lz * 33;
            }
        }
        if (bits > 0) {
            LONG.set(buf, pos, acc);
            pos++;
        }
        return Arrays.copyOf(buf, pos);
    }

    private static int mode(PredictiveParams pp, ChunkInput in) throws IOException {
        if (pp.predictors == null || in.chunk().index() >= pp.predictors.length) {
            throw new IOException("delta chunk " + in.chunk().index() + " without a predictor in the parameters");
        }
        int mode = pp.predictors[in.chunk().index()];
        if (mode == Predictor.LINEAR && in.beforePrevious() == null) {
            throw new IOException("chunk " + in.chunk().index() + " needs two reference snapshots");
        }
        return mode;
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput in, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        PredictiveParams pp = (PredictiveParams) params;
        if (in.chunk().byteLength() == 0) {
            if (encoded.remaining() != 0) {
                throw new IOException("empty chunk with " + encoded.remaining() + " encoded bytes");
            }
            return;
        }
        if (!in.isDelta()) {
            if (pp.baseline == null) {
                throw new IOException("baseline chunk with delta parameters");
            }
            ExponentHuffman.decode(in, encoded, out, pp.baseline.code(in.chunk().dtype()));
            return;
        }
        int mode = mode(pp, in);
        ByteBuffer p = in.previous();
        ByteBuffer p2 = in.beforePrevious();
        int n = in.chunk().elementCount();
        DType t = in.chunk().dtype();
        if (t.byteSize() == 4) {
            decode32(pp.tables(0), mode, PaddedInput.of(encoded), p, p2, n, out);
            return;
        }
        BitReader r = new BitReader(encoded);
        int tmask = (1 << HuffmanCode.MAX_LENGTH) - 1;
        short[] table = pp.tables(1).decode;
        int ctx = 0;
        for (int k = 0; k < n; k++) {
            long v = r.peek();
            int e = table[ctx << HuffmanCode.MAX_LENGTH | (int) (v & tmask)];
            int len = e & 15;
            int lz = e >>> 4;
            if (len == 0 || lz > 16) {
                throw new IOException("invalid residual code at element " + k);
            }
            int restBits = lz >= 15 ? 0 : 15 - lz;
            long rest = (v >>> len) & ((1L << restBits) - 1);
            int z = lz == 16 ? 0 : (int) (1L << (15 - lz) | rest);
            r.skip(len + restBits);
            int p1 = p.getShort(k << 1) & 0xffff;
            int pred = mode == Predictor.PREVIOUS ? p1 : predict16(t, mode, p1, p2.getShort(k << 1) & 0xffff);
            out.putShort(k << 1, (short) Predictor.unzigzag16(z, pred));
            ctx = lz;
        }
        r.checkEnd();
    }

    /**
     * The fp32 delta decoder. Its speed is set by the serial chain from one residual's bit position to the next:
     * load the next bits, look up the code, add the residual's length. The lookup goes to the 8-bit first-level
     * table (in L1; the full 12-bit table is 270 KB), which also gives the total length, and the bit position
     * lives in a local variable; predictions are computed block by block off the chain.
     */
    private static void decode32(ContextTables ct, int mode, PaddedInput in, ByteBuffer p, ByteBuffer p2, int n,
            ByteBuffer out) throws IOException {
        char[] fast = ct.decodeFast;
        short[] full = ct.decode;
        byte[] buf = in.array();
        int base = in.base();
        long limit = (long) in.length() * 8;
        // Up to here a residual (at most 43 bits) and the next one's code cannot reach past the end: the paired read
        // below needs no truncation check.
        long safe = limit - 2 * (HuffmanCode.MAX_LENGTH + 31);
        int tmask = (1 << HuffmanCode.MAX_LENGTH) - 1;
        IntBuffer pi = ints(p);
        IntBuffer p2i = mode == Predictor.PREVIOUS ? null : ints(p2);
        IntBuffer oi = ints(out);
        int[][] blk = BLOCKS.get();
        int[] ps = blk[0];
        int[] p2s = blk[1];
        int[] xs = blk[2];
        long bitPos = 0;
        int ctx = 0;
        for (int k0 = 0; k0 < n; k0 += BLOCK) {
            int m = Math.min(BLOCK, n - k0);
            pi.get(k0, ps, 0, m);
            if (p2i != null) {
                p2i.get(k0, p2s, 0, m);
                for (int k = 0; k < m; k++) {
                    ps[k] = Predictor.predict32(Predictor.LINEAR, ps[k], p2s[k]);
                }
            }
            int k = 0;
            while (k < m) {
                if (bitPos > limit) {
                    // Past the end (only the zero padding left): a truncated stream; stop before reading beyond it.
                    throw new IOException("bit stream truncated at element " + (k0 + k));
                }
                long v = (long) LONG.get(buf, base + (int) (bitPos >>> 3)) >>> (bitPos & 7);
                int e1 = fast[ctx << ContextTables.FAST_BITS | (int) v & 0xff];
                if (e1 == 0) {
                    e1 = slowEntry(full, ct, ctx, (int) v & tmask, k0 + k);
                }
                int len1 = e1 & 15;
                int lz1 = e1 >>> 4 & 63;
                int t1 = e1 >>> 10;
                long rest1 = (v >>> len1) & ((1L << (t1 - len1)) - 1);
                // the implied leading one (none for z = 0, lz = 32: the long shift by 32 gives 0)
                xs[k] = ps[k] + Predictor.unzigzag32((int) ((1L << 31) >>> lz1 | rest1));
                long next = bitPos + t1;
                bitPos = next;
                ctx = lz1;
                k++;
                // The same read holds the next residual's code (at least 64 - 7 - 43 = 14 more bits): looking it
                // up here puts one read, not two, on the serial chain per pair of residuals.
                if (k < m && bitPos <= safe) {
                    int e2 = fast[lz1 << ContextTables.FAST_BITS | (int) (v >>> t1) & 0xff];
                    if (e2 != 0) {
                        long w = (long) LONG.get(buf, base + (int) (next >>> 3)) >>> (next & 7);
                        int len2 = e2 & 15;
                        int lz2 = e2 >>> 4 & 63;
                        int t2 = e2 >>> 10;
                        long rest2 = (w >>> len2) & ((1L << (t2 - len2)) - 1);
                        xs[k] = ps[k] + Predictor.unzigzag32((int) ((1L << 31) >>> lz2 | rest2));
                        bitPos = next + t2;
                        ctx = lz2;
                        k++;
                    }
                }
            }
            oi.put(k0, xs, 0, m);
        }
        long bytesUsed = (bitPos + 7) >>> 3;
        if (bytesUsed > in.length()) {
            throw new IOException("bit stream truncated: " + bytesUsed + " bytes needed, " + in.length() + " present");
        }
        if (bytesUsed < in.length()) {
            throw new IOException((in.length() - bytesUsed) + " unexpected bytes after the bit stream");
        }
    }

    /** A code longer than the fast table's 8 bits (or an invalid one): the full table's entry, packed the same way. */
    private static int slowEntry(short[] full, ContextTables ct, int ctx, int bits, int element) throws IOException {
        int e = full[ctx << HuffmanCode.MAX_LENGTH | bits];
        int len = e & 15;
        int lz = e >>> 4;
        if (len == 0) {
            throw new IOException("invalid residual code at element " + element);
        }
        return len | lz << 4 | (len + ct.restBits(lz)) << 10;
    }

    /** A 32-bit view of b from index 0 in b's byte order (what b.getInt(k << 2) reads). */
    private static IntBuffer ints(ByteBuffer b) {
        return b.duplicate().order(b.order()).position(0).asIntBuffer();
    }
}
