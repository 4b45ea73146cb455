package org.snapwear.gpu.bpc;

import java.util.List;

import org.snapwear.gpu.bpc.internal.BitTranspose;

/**
 * Bit-Plane Compression of a 128 B entry (Kim et al., ISCA 2016), exactly as docs/papers.md#figures-buddy-compression states it:
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
 * The hot path never loops over bits. The rows {@code d ^ (d >> 1)} (bit k of that word is DBX_k's bit; bit 32 is
 * the sign of each delta) are classified for all planes at once by bitwise accumulators, so the size (and
 * {@link #analyze}) needs no transpose and no branch per plane; DBP_k == 0 is read from the OR of all deltas. Only
 * an entry that compresses is transposed (one 32x32 bit transpose) and written, raw planes two per long. Both
 * decoders ({@link BpcDecoder}) run one state machine, which branches per code kind (raw planes come in long runs, so
 * the branch is well predicted); the fast decoder leaves every fault to the checking one, which reports it.
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

    /** Zero-run code by the number of zero planes in the run (0: none, 1: {@code 001}, n: {@code 01} + n - 2). */
    private static final long[] RUN_CODE = new long[34];
    private static final int[] RUN_LEN = new int[34];
    /** Base code length by the number of bits w0 needs as a signed value (1..32); w0 == 0 takes 4 less. */
    private static final int[] BASE_LEN = new int[33];
    /** Base code prefix and payload bits by code length (3, 7, 11, 19 or 33). */
    private static final long[] BASE_PREFIX = new long[34];
    private static final int[] BASE_PAYLOAD = new int[34];

    static {
        RUN_CODE[1] = 0b001;
        RUN_LEN[1] = 3;
        for (int n = 2; n <= 33; n++) {
            RUN_CODE[n] = 0b0100000 | (n - 2);
            RUN_LEN[n] = 7;
        }
        for (int n = 1; n <= 32; n++) {
            BASE_LEN[n] = n <= 4 ? 7 : n <= 8 ? 11 : n <= 16 ? 19 : 33;
        }
        BASE_PREFIX[7] = 0b001;
        BASE_PAYLOAD[7] = 4;
        BASE_PREFIX[11] = 0b010;
        BASE_PAYLOAD[11] = 8;
        BASE_PREFIX[19] = 0b011;
        BASE_PAYLOAD[19] = 16;
        BASE_PREFIX[33] = 1;
        BASE_PAYLOAD[33] = 32;
    }

    private final boolean signFold;
    /** Rotation applied to every word: 1 for the sign-folded variant (no branch per word). */
    private final int rot;

    private BpcCompressor(boolean signFold) {
        this.signFold = signFold;
        this.rot = signFold ? 1 : 0;
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

    /**
     * Classifies all 33 DBX planes without transposing: the deltas are the matrix rows, and what a plane's code
     * depends on can be accumulated over the rows bitwise, for all planes at once: a plane is non-zero where some
     * row has its bit (OR), all ones where every row has it (AND), has two or three ones where a row meets the
     * OR of the rows before it (twice), and has adjacent ones where two consecutive rows share the bit; DBP_k is
     * zero where the OR of all deltas has bit k clear. Plane 32 is the deltas' signs, classified as one number.
     * The code lengths then follow from popcounts, with no branch on the data.
     */
    private void scan(int[] words, BpcScratch s) {
        // two rows per step: d_j in the lower and d_{j+16} in the upper half of a long, which is also the packing
        // the transpose takes (x[16 - j]); the OR/AND/"seen twice" accumulators run on both halves at once
        long[] x = s.x;
        int rot = this.rot;
        int w0 = Integer.rotateLeft(words[0], rot);
        long w16 = Integer.rotateLeft(words[16], rot);
        long prevA = w0;
        long prevB = w16;
        int orLow = 0;
        int p32 = 0;
        // two passes keep each loop's live values in registers (one loop with all of them spilled to the stack)
        for (int j = 1; j < 16; j++) {
            long a = Integer.rotateLeft(words[j], rot);
            long b = Integer.rotateLeft(words[j + 16], rot);
            long da = a - prevA;
            long db = b - prevB;
            prevA = a;
            prevB = b;
            int la = (int) da;
            int lb = (int) db;
            orLow |= la | lb;
            // bit 32 of the 33-bit delta is its sign, since |d| < 2^32; row bit 31 is DBP_31 ^ DBP_32
            p32 |= (int) (da >>> 63) << (j - 1) | (int) (db >>> 63) << (j + 15);
            long r = (long) (lb ^ (int) (db >> 1)) << 32 | ((la ^ (int) (da >> 1)) & 0xFFFFFFFFL);
            x[16 - j] = r;
        }
        long any = 0;
        long all = -1;
        long two = 0;
        long three = 0;
        long adj = 0;
        long last = 0;
        for (int m = 15; m > 0; m--) {
            long r = x[m];
            three |= two & r;
            two |= any & r;
            any |= r;
            all &= r;
            adj |= last & r;
            last = r;
        }
        long d16 = w16 - prevA;
        int l16 = (int) d16;
        int r16 = l16 ^ (int) (d16 >> 1);
        x[0] = r16 & 0xFFFFFFFFL;
        orLow |= l16;
        p32 |= (int) (d16 >>> 63) << 15;
        // d_16 ends the lower half's rows d_1..d_16; then merge with the upper half's d_17..d_31
        int anyLo = (int) any;
        int twoLo = (int) two;
        int threeLo = ((int) three) | (twoLo & r16);
        twoLo |= anyLo & r16;
        anyLo |= r16;
        int anyHi = (int) (any >>> 32);
        int twoHi = (int) (two >>> 32);
        int threeAll = threeLo | (int) (three >>> 32) | (twoLo & anyHi) | (anyLo & twoHi);
        int twoAll = twoLo | twoHi | (anyLo & anyHi);
        int anyAll = anyLo | anyHi;
        int allAll = (int) all & r16 & (int) (all >>> 32);
        int adjAll = (int) adj | (int) (adj >>> 32) | ((int) last & r16) | (r16 & (int) (x[15] >>> 32));
        // plane 32: p32 has 31 bits, so -p32 < 0 exactly when p32 != 0
        int nz32 = (-p32) >>> 31;
        int low = p32 & -p32;
        int small32 = nz32 & (((p32 & ~(low * 3)) - 1) >>> 31);
        int ones32 = ((p32 ^ ALL_ONES) - 1) >>> 31;
        int two32 = small32 & ((-(p32 ^ low)) >>> 31);
        long lo = 0xFFFFFFFFL;
        long nonZero = (anyAll & lo) | (long) nz32 << 32;
        long allOnes = (allAll & lo) | (long) ones32 << 32;
        // DBP_32 = DBX_32, so plane 32 never takes the DBP==0 code
        long five = allOnes | (~orLow & anyAll & lo);
        long ten = ((~threeAll & (~twoAll | adjAll) & anyAll & lo) | (long) small32 << 32) & ~five;
        long raw = nonZero & ~five & ~ten;
        long zero = ~nonZero & ((1L << 33) - 1);
        long runStarts = zero & ~(zero << 1);
        long singleZeros = runStarts & ~(zero >>> 1);
        int n = 33 - Integer.numberOfLeadingZeros(w0 ^ (w0 >> 31));
        int base = BASE_LEN[n] - 4 * (((w0 | -w0) >>> 31) ^ 1);
        s.p32 = p32;
        s.nonZero = nonZero;
        s.five = five;
        s.ten = ten;
        s.allOnes = allOnes;
        s.twoOnes = (twoAll & lo) | (long) two32 << 32;
        s.raw = raw;
        s.runStarts = runStarts;
        s.singleZeros = singleZeros;
        s.base = base;
        s.size = base + 5 * Long.bitCount(five) + 10 * Long.bitCount(ten) + 32 * Long.bitCount(raw)
                + 7 * Long.bitCount(runStarts) - 4 * Long.bitCount(singleZeros);
    }

    @Override
    public int compressedBits(int[] words) {
        checkWords(words);
        BpcScratch s = BpcScratch.get();
        scan(words, s);
        return Math.min(s.size, ENTRY_BITS);
    }

    @Override
    public int analyze(int[] words, byte[] counts, int offset) {
        checkWords(words);
        BpcScratch s = BpcScratch.get();
        scan(words, s);
        int singleZeros = Long.bitCount(s.singleZeros);
        int allOnes = Long.bitCount(s.five & s.allOnes);
        int two = Long.bitCount(s.ten & s.twoOnes);
        counts[offset] = (byte) (Long.bitCount(s.runStarts) - singleZeros);
        counts[offset + 1] = (byte) singleZeros;
        counts[offset + 2] = (byte) allOnes;
        counts[offset + 3] = (byte) (Long.bitCount(s.five) - allOnes);
        counts[offset + 4] = (byte) two;
        counts[offset + 5] = (byte) (Long.bitCount(s.ten) - two);
        counts[offset + 6] = (byte) Long.bitCount(s.raw);
        counts[offset + 7] = (byte) s.base;
        return Math.min(s.size, ENTRY_BITS);
    }

    @Override
    public int encode(int[] words, long[] out) {
        checkWords(words);
        BpcScratch s = BpcScratch.get();
        if (out.length > 16) {
            // load the output's cache lines while the planes are classified: stores to lines not in cache
            // would otherwise each wait for their line at the end
            s.touch = out[0] ^ out[8] ^ out[16];
        }
        scan(words, s);
        if (s.size >= ENTRY_BITS) {
            return storeRaw(words, out);
        }
        int[] q = s.q;
        BitTranspose.transposePacked(s.x, q, 1, s.tmp);
        q[0] = s.p32;
        int w0 = Integer.rotateLeft(words[0], rot);
        int base = s.base;
        // base code: prefix and w0's low BASE_PAYLOAD bits (000 and nothing for a zero w0)
        int payload = BASE_PAYLOAD[base];
        long baseCode = BASE_PREFIX[base] << payload | (w0 & ((1L << payload) - 1));
        // MSB-first 64-bit accumulator: 'fill' (< 64) bits of 'acc' are pending, out[idx] is the next long
        long acc = baseCode << (64 - base);
        int fill = base;
        int idx = 0;
        long five = s.five;
        long ten = s.ten;
        long allOnes = s.allOnes;
        long twoOnes = s.twoOnes;
        long zero = ~s.nonZero & ((1L << 33) - 1);
        // everything but plain raw planes: zero planes (run codes) and the 5- and 10-bit codes
        long special = zero | five | ten;
        int k = 32;
        while (k >= 0) {
            // planes k down to ks + 1 are raw; two 32-bit codes 1 + x make one long and leave 'fill' as it is
            int ks = 63 - Long.numberOfLeadingZeros(special & ((2L << k) - 1));
            int i = 32 - k;
            int e = 32 - ks;
            for (; i + 1 < e; i += 2) {
                long pair = (long) (q[i] | 0x80000000) << 32 | ((q[i + 1] | 0x80000000) & 0xFFFFFFFFL);
                out[idx++] = acc | (pair >>> fill);
                acc = pair << 1 << (63 - fill);
            }
            long code;
            int len;
            if (i < e) {
                // an odd raw plane out
                code = 0x80000000L | q[i];
                len = 32;
                k = ks;
            } else if (ks < 0) {
                break;
            } else if (((zero >>> ks) & 1) != 0) {
                // a run of zero planes from ks down
                int run = Long.numberOfLeadingZeros(~(zero << (63 - ks)));
                code = RUN_CODE[run];
                len = RUN_LEN[run];
                k = ks - run;
            } else {
                if (((five >>> ks) & 1) != 0) {
                    code = 1 - ((allOnes >>> ks) & 1);
                    len = 5;
                } else {
                    code = (3 - ((twoOnes >>> ks) & 1)) << 5 | Integer.numberOfTrailingZeros(q[32 - ks]);
                    len = 10;
                }
                k = ks - 1;
            }
            int free = 64 - fill;
            if (len < free) {
                acc |= code << (free - len);
                fill += len;
            } else {
                int r = len - free;
                out[idx++] = acc | (code >>> r);
                acc = code << 1 << (63 - r);
                fill = r;
            }
        }
        out[idx] = acc;
        for (int i = idx + 1; i < out.length; i++) {
            out[i] = 0L;
        }
        return s.size;
    }

    private static int storeRaw(int[] words, long[] out) {
        // raw fallback: two words per long, word 0 most significant
        for (int i = 0; i < 16; i++) {
            out[i] = ((long) words[2 * i] << 32) | (words[2 * i + 1] & 0xFFFFFFFFL);
        }
        java.util.Arrays.fill(out, 16, out.length, 0L);
        return ENTRY_BITS;
    }

    @Override
    public void decode(long[] in, int bits, int[] words) {
        checkWords(words);
        BpcDecoder.decode(in, bits, words, rot);
    }

    static void checkWords(int[] words) {
        if (words.length != ENTRY_WORDS) {
            throw new IllegalArgumentException("an entry is 32 words, got " + words.length);
        }
    }
}
