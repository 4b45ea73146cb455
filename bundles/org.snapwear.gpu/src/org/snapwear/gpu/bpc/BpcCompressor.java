package org.snapwear.gpu.bpc;

import java.util.List;

import org.snapwear.gpu.bpc.internal.BitTranspose;

/**
 * Bit-Plane Compression of a 128 B entry (Kim et al., ISCA 2016), exactly as domain-facts section 4 states it:
 * <ul>
 * <li>base = w0, coded {@code 000} (zero), {@code 001}+4, {@code 010}+8, {@code 011}+16 bits (the value fits
 * sign-extended) or {@code 1}+32 bits;</li>
 * <li>deltas d_i = w_i - w_{i-1} (i = 1..31) of the words read as signed ints, as 33-bit two's complement;</li>
 * <li>DBP_k (k = 0..32) is a 31-bit plane whose bit j is bit k of d_{j+1}; DBX_32 = DBP_32 and
 * DBX_k = DBP_k XOR DBP_{k+1};</li>
 * <li>the DBX planes are coded from k = 32 down to 0 with the {@link BpcSymbol} codes; positions are the bit
 * index j (the lower one for two adjacent ones); an uncompressed plane is written as the 31-bit number
 * whose bit j is plane bit j, most significant first;</li>
 * <li>if the result is 1024 bits or more, the entry is stored raw (1024 bits: 32 words of 32 bits, word 0
 * first, each most significant bit first).</li>
 * </ul>
 * The hot path never loops over bits: the DBX planes come from one 32x32 bit transpose of
 * {@code d ^ (d >> 1)} (bit k of that word is DBX_k's bit), bit 32 is the sign of each delta, and DBP_k == 0
 * is read from the OR of all deltas.
 * <p>
 * The {@linkplain #signFolded() sign-folded} variant first rotates every word left by one bit, moving the
 * IEEE-754 sign to bit 0, so weights of mixed sign but similar magnitude have small deltas in the exponent
 * bits; it is a Snapwear variant, not part of the paper.
 */
public final class BpcCompressor implements EntryCompressor {
    /** Names of the per-entry counts written by {@link #analyze}: the seven symbols, then the base code length. */
    public static final List<String> SYMBOL_NAMES = List.of("zero_run", "single_zero", "all_ones", "dbp_zero",
            "two_ones", "single_one", "uncompressed", "base_bits");
    /** Number of count bytes per entry written by {@link #analyze}. */
    public static final int COUNT_BYTES = 8;

    private static final int ALL_ONES = 0x7FFFFFFF;
    private static final BpcCompressor STANDARD = new BpcCompressor(false);
    private static final BpcCompressor SIGN_FOLDED = new BpcCompressor(true);

    /** Per-thread scratch: the plane matrix and a bit writer, so a call allocates nothing. */
    private static final class Scratch {
        final int[] a = new int[32];
        final long[] x = new long[16];
        final int[] planes = new int[33];
        /**
         * The encoding copied into 18 longs (zero past the input), so a 64-bit window needs no bounds test: a
         * code starts at most at bit 33 + 32 * 32 = 1057, i.e. in long 16.
         */
        final long[] bits = new long[18];
        int p32;
        int orLow;
    }

    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    private final boolean signFold;

    private BpcCompressor(boolean signFold) {
        this.signFold = signFold;
    }

    /** BPC exactly as published. */
    public static BpcCompressor standard() {
        return STANDARD;
    }

    /** BPC on words rotated left by one bit (sign to bit 0). */
    public static BpcCompressor signFolded() {
        return SIGN_FOLDED;
    }

    @Override
    public String id() {
        return signFold ? "bpc-signfold" : "bpc";
    }

    @Override
    public List<String> symbolNames() {
        return SYMBOL_NAMES;
    }

    private int fold(int w) {
        return signFold ? Integer.rotateLeft(w, 1) : w;
    }

    private int unfold(int w) {
        return signFold ? Integer.rotateRight(w, 1) : w;
    }

    /** Fills s.a[31 - k] with DBX_k (k = 0..31), s.p32 with DBX_32 and s.orLow with the OR of all deltas. */
    private void buildPlanes(int[] words, Scratch s) {
        // row 32 - i of the matrix is d_i ^ (d_i >> 1) (bit k of it is bit i - 1 of DBX_k); x[r] holds row r in
        // its upper and row r + 16 in its lower half, so d_1..d_16 fill the lower halves of x[15..0] and
        // d_17..d_31 the upper halves of x[15..1]; row 0 stays zero
        long[] x = s.x;
        long prev = fold(words[0]);
        int orLow = 0;
        int p32 = 0;
        for (int i = 1; i <= 16; i++) {
            long cur = fold(words[i]);
            long d = cur - prev;
            prev = cur;
            int dl = (int) d;
            orLow |= dl;
            // bit 32 of the 33-bit delta is its sign, since |d| < 2^32
            p32 |= (int) (d >>> 63) << (i - 1);
            x[16 - i] = (dl ^ (d >> 1)) & 0xFFFFFFFFL;
        }
        for (int i = 17; i < 32; i++) {
            long cur = fold(words[i]);
            long d = cur - prev;
            prev = cur;
            int dl = (int) d;
            orLow |= dl;
            p32 |= (int) (d >>> 63) << (i - 1);
            x[32 - i] |= (dl ^ (d >> 1)) << 32;
        }
        BitTranspose.transpose32x2Unrolled(x);
        int[] a = s.a;
        for (int r = 0; r < 16; r++) {
            long v = x[r];
            a[r] = (int) (v >>> 32);
            a[r + 16] = (int) v;
        }
        s.p32 = p32;
        s.orLow = orLow;
    }

    private static int baseBits(int w0) {
        if (w0 == 0) {
            return 3;
        }
        if ((w0 << 28 >> 28) == w0) {
            return 7;
        }
        if ((w0 << 24 >> 24) == w0) {
            return 11;
        }
        if ((w0 << 16 >> 16) == w0) {
            return 19;
        }
        return 33;
    }

    /** The symbol a non-zero DBX plane is coded with. */
    private static BpcSymbol symbolOf(int x, boolean dbpZero) {
        if (x == ALL_ONES) {
            return BpcSymbol.ALL_ONES;
        }
        if (dbpZero) {
            return BpcSymbol.DBP_ZERO;
        }
        int bc = Integer.bitCount(x);
        if (bc == 1) {
            return BpcSymbol.SINGLE_ONE;
        }
        if (bc == 2 && (x & (x >>> 1)) != 0) {
            return BpcSymbol.TWO_ONES;
        }
        return BpcSymbol.UNCOMPRESSED;
    }

    private static int dbx(Scratch s, int k) {
        return k == 32 ? s.p32 : s.a[31 - k];
    }

    private static boolean dbpZero(Scratch s, int k) {
        return k == 32 ? s.p32 == 0 : ((s.orLow >>> k) & 1) == 0;
    }

    @Override
    public int compressedBits(int[] words) {
        checkWords(words);
        Scratch s = SCRATCH.get();
        buildPlanes(words, s);
        int[] a = s.a;
        int orLow = s.orLow;
        int bits = baseBits(fold(words[0]));
        int run = 0;
        if (s.p32 == 0) {
            run = 1;
        } else {
            bits += planeBits(s.p32, false);
        }
        for (int r = 0; r < 32; r++) {
            int x = a[r];
            if (x == 0) {
                run++;
                continue;
            }
            if (run != 0) {
                bits += run == 1 ? 3 : 7;
                run = 0;
            }
            bits += planeBits(x, (orLow << r) >= 0);
        }
        if (run != 0) {
            bits += run == 1 ? 3 : 7;
        }
        return Math.min(bits, ENTRY_BITS);
    }

    /** Code length of a non-zero DBX plane. */
    private static int planeBits(int x, boolean dbpZero) {
        if (x == ALL_ONES || dbpZero) {
            return 5;
        }
        int tz = Integer.numberOfTrailingZeros(x);
        return x == 1 << tz || x == 3 << tz ? 10 : 32;
    }

    @Override
    public int analyze(int[] words, byte[] counts, int offset) {
        checkWords(words);
        Scratch s = SCRATCH.get();
        buildPlanes(words, s);
        return sizeOfPlanes(s, fold(words[0]), counts, offset);
    }

    /** Encoded size from the planes in {@code s}, capped at 1024; fills the counts if {@code counts != null}. */
    private static int sizeOfPlanes(Scratch s, int w0, byte[] counts, int offset) {
        int base = baseBits(w0);
        int bits = base;
        int run = 0;
        int zeroRuns = 0;
        int singleZeros = 0;
        int allOnes = 0;
        int dbpZeros = 0;
        int twoOnes = 0;
        int singleOnes = 0;
        int raw = 0;
        for (int k = 32; k >= 0; k--) {
            int x = dbx(s, k);
            if (x == 0) {
                run++;
                continue;
            }
            if (run > 0) {
                if (run == 1) {
                    singleZeros++;
                } else {
                    zeroRuns++;
                }
                run = 0;
            }
            switch (symbolOf(x, dbpZero(s, k))) {
                case ALL_ONES: allOnes++; break;
                case DBP_ZERO: dbpZeros++; break;
                case SINGLE_ONE: singleOnes++; break;
                case TWO_ONES: twoOnes++; break;
                default: raw++; break;
            }
        }
        if (run == 1) {
            singleZeros++;
        } else if (run > 1) {
            zeroRuns++;
        }
        bits += zeroRuns * 7 + singleZeros * 3 + (allOnes + dbpZeros) * 5 + (twoOnes + singleOnes) * 10 + raw * 32;
        if (counts != null) {
            counts[offset] = (byte) zeroRuns;
            counts[offset + 1] = (byte) singleZeros;
            counts[offset + 2] = (byte) allOnes;
            counts[offset + 3] = (byte) dbpZeros;
            counts[offset + 4] = (byte) twoOnes;
            counts[offset + 5] = (byte) singleOnes;
            counts[offset + 6] = (byte) raw;
            counts[offset + 7] = (byte) base;
        }
        return Math.min(bits, ENTRY_BITS);
    }

    @Override
    public int encode(int[] words, long[] out) {
        checkWords(words);
        Scratch s = SCRATCH.get();
        buildPlanes(words, s);
        int w0 = fold(words[0]);
        int[] a = s.a;
        // MSB-first 64-bit accumulator: 'fill' bits of 'acc' are pending, out[idx] is the next long to store
        long acc;
        int fill;
        int idx = 0;
        switch (baseBits(w0)) {
            case 3: acc = 0L; fill = 3; break;
            case 7: acc = (long) (0b001 << 4 | (w0 & 0xF)) << 57; fill = 7; break;
            case 11: acc = (long) (0b010 << 8 | (w0 & 0xFF)) << 53; fill = 11; break;
            case 19: acc = (long) (0b011 << 16 | (w0 & 0xFFFF)) << 45; fill = 19; break;
            default: acc = ((1L << 32) | (w0 & 0xFFFFFFFFL)) << 31; fill = 33; break;
        }
        int run = 0;
        int orLow = s.orLow;
        for (int r = -1; r < 32; r++) {
            // r = -1 is DBX_32 (its DBP is never zero when it is non-zero); row r is DBX_{31-r}
            int x;
            boolean dbpZero;
            if (r < 0) {
                x = s.p32;
                dbpZero = false;
            } else {
                x = a[r];
                dbpZero = (orLow << r) >= 0;
            }
            if (x == 0) {
                run++;
                continue;
            }
            long code;
            int len;
            if (run != 0) {
                // the pending zero run goes out in front of this plane's symbol (at most 7 + 32 bits together)
                if (run == 1) {
                    code = 0b001;
                    len = 3;
                } else {
                    code = 0b0100000 | (run - 2);
                    len = 7;
                }
                run = 0;
            } else {
                code = 0;
                len = 0;
            }
            if (x == ALL_ONES) {
                code <<= 5;
                len += 5;
            } else if (dbpZero) {
                code = code << 5 | 0b00001;
                len += 5;
            } else {
                int tz = Integer.numberOfTrailingZeros(x);
                if (x == 1 << tz) {
                    code = code << 10 | 0b0001100000 | tz;
                    len += 10;
                } else if (x == 3 << tz) {
                    code = code << 10 | 0b0001000000 | tz;
                    len += 10;
                } else {
                    code = code << 32 | 0x80000000L | x;
                    len += 32;
                }
            }
            int free = 64 - fill;
            if (len < free) {
                acc |= code << (free - len);
                fill += len;
            } else {
                int rest = len - free;
                out[idx++] = acc | (code >>> rest);
                acc = code << 1 << (63 - rest);
                fill = rest;
                if (idx == 16) {
                    // 1024 bits or more already: the entry is stored raw
                    return storeRaw(words, out);
                }
            }
        }
        if (run != 0) {
            long code = run == 1 ? 0b001 : 0b0100000 | (run - 2);
            int len = run == 1 ? 3 : 7;
            int free = 64 - fill;
            if (len < free) {
                acc |= code << (free - len);
                fill += len;
            } else {
                int rest = len - free;
                out[idx++] = acc | (code >>> rest);
                acc = code << 1 << (63 - rest);
                fill = rest;
                if (idx == 16) {
                    return storeRaw(words, out);
                }
            }
        }
        int bits = idx * 64 + fill;
        if (fill != 0) {
            out[idx++] = acc;
        }
        for (int i = idx; i < out.length; i++) {
            out[i] = 0L;
        }
        return bits;
    }

    private static int storeRaw(int[] words, long[] out) {
        // raw fallback: two words per long, word 0 most significant
        for (int i = 0; i < 16; i++) {
            out[i] = ((long) words[2 * i] << 32) | (words[2 * i + 1] & 0xFFFFFFFFL);
        }
        java.util.Arrays.fill(out, 16, out.length, 0L);
        return ENTRY_BITS;
    }

    /** The 64 bits starting at bit {@code pos} of {@code in} (MSB first); bits past the buffer read as 0. */
    private static long window(long[] in, int pos) {
        int i = pos >>> 6;
        int off = pos & 63;
        long v = in[i] << off;
        if (off != 0 && i + 1 < in.length) {
            v |= in[i + 1] >>> (64 - off);
        }
        return v;
    }

    private static int checkPos(int pos, int max, int bit) {
        if (pos > max) {
            throw new IllegalArgumentException("BPC: bit position " + pos + " out of range at bit " + bit);
        }
        return pos;
    }

    private static IllegalArgumentException truncated(int need, int bits) {
        return new IllegalArgumentException("compressed entry truncated: needs bit " + need + " of a " + bits
                + "-bit encoding");
    }

    @Override
    public void decode(long[] in, int bits, int[] words) {
        checkWords(words);
        if (bits == ENTRY_BITS) {
            for (int i = 0; i < 16; i++) {
                words[2 * i] = (int) (in[i] >>> 32);
                words[2 * i + 1] = (int) in[i];
            }
            return;
        }
        if (bits < 0 || bits > (long) in.length * 64) {
            throw new IllegalArgumentException("bit length " + bits + " outside the buffer of "
                    + in.length * 64L + " bits");
        }
        Scratch s = SCRATCH.get();
        if (bits == 0) {
            throw truncated(1, bits);
        }
        int pos;
        int base;
        long win = window(in, 0);
        if (win < 0) {
            base = (int) (win >>> 31);
            pos = 33;
        } else {
            switch ((int) (win >>> 61)) {
                case 0: base = 0; pos = 3; break;
                case 1: base = (int) (win >>> 57) << 28 >> 28; pos = 7; break;
                case 2: base = (int) (win >>> 53) << 24 >> 24; pos = 11; break;
                default: base = (int) (win >>> 45) << 16 >> 16; pos = 19; break;
            }
        }
        if (pos > bits) {
            throw truncated(pos, bits);
        }
        // b[32 - k] = DBP_k; DBP_32 = DBX_32, DBP_k = DBX_k ^ DBP_{k+1}, or 0 where the DBP==0 code was used.
        // Codes are read from a 64-bit window over a padded copy of the input (no bounds tests per code); the
        // code kind is a well-predicted branch on the window's top bits, so the next position is known early.
        long[] sb = s.bits;
        int used = Math.min(in.length, 17);
        System.arraycopy(in, 0, sb, 0, used);
        for (int i = used; i < 18; i++) {
            sb[i] = 0L;
        }
        int[] b = s.planes;
        int dbp = 0;
        int j = 0;
        while (j < 33) {
            if (pos >= bits) {
                throw truncated(pos + 1, bits);
            }
            int off = pos & 63;
            int wi = pos >>> 6;
            win = sb[wi] << off | (sb[wi + 1] >>> 1 >>> (63 - off));
            // the top bits decide the code: 1xxxx raw, 01xxx run, 001xx single zero, 000cc the rest
            if (win < 0) {
                dbp ^= (int) (win >>> 32) & ALL_ONES;
                b[j++] = dbp;
                pos += 32;
            } else if (win >= 1L << 62) {
                int n = (int) (win >>> 57) - 0b0100000 + 2;
                if (j + n > 33) {
                    throw new IllegalArgumentException("BPC: zero run of " + n + " planes at plane " + (32 - j)
                            + " (bit " + (pos + 7) + ") runs past plane 0");
                }
                for (int e = j + n; j < e; j++) {
                    b[j] = dbp;
                }
                pos += 7;
            } else if (win >= 1L << 61) {
                b[j++] = dbp;
                pos += 3;
            } else {
                int p = (int) (win >>> 54) & 31;
                switch ((int) (win >>> 59)) {
                    case 0: dbp ^= ALL_ONES; pos += 5; break;
                    case 1: dbp = 0; pos += 5; break;
                    case 2: dbp ^= 3 << checkPos(p, 29, pos + 10); pos += 10; break;
                    default: dbp ^= 1 << checkPos(p, 30, pos + 10); pos += 10; break;
                }
                b[j++] = dbp;
            }
            // a symbol running past the end is caught by the check at the top of the loop or the one below
        }
        if (pos != bits) {
            throw new IllegalArgumentException("BPC: encoding ends at bit " + pos + " but is " + bits
                    + " bits long");
        }
        // rows 0..31 of the matrix are DBP_31..DBP_0 = b[1..32]; x[r] pairs row r with row r + 16
        long[] x = s.x;
        for (int r = 0; r < 16; r++) {
            x[r] = ((long) b[r + 1] << 32) | (b[r + 17] & 0xFFFFFFFFL);
        }
        BitTranspose.transpose32x2Unrolled(x);
        // after the transpose row 32 - i is d_i: rows 31..17 are the low halves of x[15..1], row 16 of x[0],
        // rows 15..1 the high halves of x[15..1]
        int w = base;
        words[0] = unfold(w);
        for (int i = 1; i < 16; i++) {
            w += (int) x[16 - i];
            words[i] = unfold(w);
        }
        w += (int) x[0];
        words[16] = unfold(w);
        for (int i = 17; i < 32; i++) {
            w += (int) (x[32 - i] >>> 32);
            words[i] = unfold(w);
        }
    }

    static void checkWords(int[] words) {
        if (words.length != ENTRY_WORDS) {
            throw new IllegalArgumentException("an entry is 32 words, got " + words.length);
        }
    }
}
