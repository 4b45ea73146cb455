package org.snapwear.gpu.bpc;

import java.util.List;

import org.snapwear.gpu.bpc.internal.BitReader;
import org.snapwear.gpu.bpc.internal.BitTranspose;
import org.snapwear.gpu.bpc.internal.BitWriter;

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
        final BitWriter writer = new BitWriter();
        final BitReader reader = new BitReader();
        final int[] planes = new int[33];
        final boolean[] dbpZero = new boolean[33];
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
        int[] a = s.a;
        long prev = fold(words[0]);
        int orLow = 0;
        int p32 = 0;
        for (int i = 1; i < 32; i++) {
            long cur = fold(words[i]);
            long d = cur - prev;
            prev = cur;
            int dl = (int) d;
            orLow |= dl;
            // bit 32 of the 33-bit delta is its sign, since |d| < 2^32
            p32 |= (int) (d >>> 63) << (i - 1);
            // bit k of d ^ (d >> 1) is bit k of d XOR bit k+1 of d, i.e. bit (i-1) of DBX_k
            a[32 - i] = dl ^ (int) (d >> 1);
        }
        a[0] = 0;
        transpose(a, s.x);
        s.p32 = p32;
        s.orLow = orLow;
    }

    /** 32x32 transpose of {@code a} through the paired-row long form (see BitTranspose#transpose32x2). */
    private static void transpose(int[] a, long[] x) {
        for (int r = 0; r < 16; r++) {
            x[r] = ((long) a[r] << 32) | (a[r + 16] & 0xFFFFFFFFL);
        }
        BitTranspose.transpose32x2Unrolled(x);
        for (int r = 0; r < 16; r++) {
            long v = x[r];
            a[r] = (int) (v >>> 32);
            a[r + 16] = (int) v;
        }
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
        return analyze(words, null, 0);
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
        if (sizeOfPlanes(s, fold(words[0]), null, 0) >= ENTRY_BITS) {
            // raw fallback: two words per long, word 0 most significant
            for (int i = 0; i < 16; i++) {
                out[i] = ((long) words[2 * i] << 32) | (words[2 * i + 1] & 0xFFFFFFFFL);
            }
            java.util.Arrays.fill(out, 16, out.length, 0L);
            return ENTRY_BITS;
        }
        BitWriter w = s.writer.reset(out);
        writeBase(w, fold(words[0]));
        int run = 0;
        for (int k = 32; k >= 0; k--) {
            int x = dbx(s, k);
            if (x == 0) {
                run++;
                continue;
            }
            run = flushRun(w, run);
            BpcSymbol sym = symbolOf(x, dbpZero(s, k));
            switch (sym) {
                case ALL_ONES: w.write(0b00000, 5); break;
                case DBP_ZERO: w.write(0b00001, 5); break;
                case TWO_ONES: w.write(0b00010, 5); w.write(Integer.numberOfTrailingZeros(x), 5); break;
                case SINGLE_ONE: w.write(0b00011, 5); w.write(Integer.numberOfTrailingZeros(x), 5); break;
                default: w.write(1, 1); w.write(x, 31); break;
            }
        }
        flushRun(w, run);
        return w.position();
    }

    private static int flushRun(BitWriter w, int run) {
        if (run == 1) {
            w.write(0b001, 3);
        } else if (run > 1) {
            w.write(0b01, 2);
            w.write(run - 2, 5);
        }
        return 0;
    }

    private static void writeBase(BitWriter w, int w0) {
        switch (baseBits(w0)) {
            case 3: w.write(0b000, 3); break;
            case 7: w.write(0b001, 3); w.write(w0, 4); break;
            case 11: w.write(0b010, 3); w.write(w0, 8); break;
            case 19: w.write(0b011, 3); w.write(w0, 16); break;
            default: w.write(1, 1); w.write(w0, 32); break;
        }
    }

    @Override
    public void decode(long[] in, int bits, int[] words) {
        checkWords(words);
        Scratch s = SCRATCH.get();
        if (bits == ENTRY_BITS) {
            for (int i = 0; i < 16; i++) {
                words[2 * i] = (int) (in[i] >>> 32);
                words[2 * i + 1] = (int) in[i];
            }
            return;
        }
        BitReader r = s.reader.reset(in, bits);
        int base;
        if (r.read(1) == 1) {
            base = (int) r.read(32);
        } else {
            switch ((int) r.read(2)) {
                case 0: base = 0; break;
                case 1: base = (int) r.read(4) << 28 >> 28; break;
                case 2: base = (int) r.read(8) << 24 >> 24; break;
                default: base = (int) r.read(16) << 16 >> 16; break;
            }
        }
        int[] planes = s.planes;
        boolean[] zero = s.dbpZero;
        int k = 32;
        while (k >= 0) {
            zero[k] = false;
            // one 5-bit look-ahead decides the code: 1xxxx raw, 01xxx run, 001xx single zero, 000cc the rest
            int p5 = (int) r.peek(5);
            if (p5 >= 16) {
                r.skip(1);
                planes[k--] = (int) r.read(31);
            } else if (p5 >= 8) {
                r.skip(2);
                int n = (int) r.read(5) + 2;
                if (n > k + 1) {
                    throw new IllegalArgumentException("BPC: zero run of " + n + " planes at plane " + k
                            + " (bit " + r.position() + ") runs past plane 0");
                }
                for (int i = 0; i < n; i++) {
                    zero[k] = false;
                    planes[k--] = 0;
                }
            } else if (p5 >= 4) {
                r.skip(3);
                planes[k--] = 0;
            } else {
                r.skip(5);
                switch (p5) {
                    case 0: planes[k--] = ALL_ONES; break;
                    case 1: zero[k] = true; planes[k--] = 0; break;
                    case 2: planes[k--] = 3 << checkPos((int) r.read(5), 29, r); break;
                    default: planes[k--] = 1 << checkPos((int) r.read(5), 30, r); break;
                }
            }
        }
        if (r.position() != bits) {
            throw new IllegalArgumentException("BPC: encoding ends at bit " + r.position() + " but is " + bits
                    + " bits long");
        }
        // DBP_32 = DBX_32; DBP_k = DBX_k ^ DBP_{k+1}, or 0 where the DBP==0 code was used
        int[] a = s.a;
        int dbp = planes[32];
        for (int kk = 31; kk >= 0; kk--) {
            dbp = zero[kk] ? 0 : planes[kk] ^ dbp;
            a[31 - kk] = dbp;
        }
        transpose(a, s.x);
        int w = base;
        words[0] = unfold(w);
        for (int i = 1; i < 32; i++) {
            w += a[32 - i];
            words[i] = unfold(w);
        }
    }

    private static int checkPos(int pos, int max, BitReader r) {
        if (pos > max) {
            throw new IllegalArgumentException("BPC: bit position " + pos + " out of range at bit " + r.position());
        }
        return pos;
    }

    static void checkWords(int[] words) {
        if (words.length != ENTRY_WORDS) {
            throw new IllegalArgumentException("an entry is 32 words, got " + words.length);
        }
    }
}
