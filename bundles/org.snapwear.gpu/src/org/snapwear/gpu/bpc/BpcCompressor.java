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
 * The hot path never loops over bits. The rows {@code d ^ (d >> 1)} (bit k of that word is DBX_k's bit; bit 32 is
 * the sign of each delta) are classified for all planes at once by bitwise accumulators, so the size (and
 * {@link #analyze}) needs no transpose and no branch per plane; DBP_k == 0 is read from the OR of all deltas. Only
 * an entry that compresses is transposed (one 32x32 bit transpose) and written, raw planes two per long. The
 * decoder branches per code kind (raw planes come in long runs, so the branch is well predicted) and leaves every
 * fault to a second, checking decoder that reports it.
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

    /** Per-thread scratch: matrix rows, planes and the plane classification, so a call allocates nothing. */
    private static final class Scratch {
        /**
         * Bit matrix for the transpose, rows r and r + 16 packed in x[r]: row 32 - i is d_i ^ (d_i >> 1) (bit k is
         * bit i - 1 of DBX_k), row 0 is zero. The decoders reuse it to pack the DBP rows for their transpose.
         */
        final long[] x = new long[16];
        /** Scratch of the transposes. */
        final long[] tmp = new long[8];
        /** Encoder: q[32 - k] = DBX_k (k = 0..32), the transposed rows with DBX_32 in front. */
        final int[] q = new int[33];
        /**
         * The encoding copied into 18 longs (zero past the input), so a 64-bit window needs no bounds test: a
         * code starts at most at bit 33 + 32 * 32 = 1057, i.e. in long 16.
         */
        final long[] bits = new long[18];
        /** Decoder: b[j] = DBP_{32 - j} (one spare slot for a raw pair that overruns a malformed entry). */
        final int[] planes = new int[34];
        final int[] d = new int[32];
        /** Sink of the encoder's early loads of its output's cache lines. */
        long touch;
        // plane classes as 33-bit masks (bit k = plane k), filled by scan()
        int p32;
        long nonZero;
        long five;
        long ten;
        long allOnes;
        long twoOnes;
        long raw;
        long runStarts;
        long singleZeros;
        int base;
        /** Encoded size, not capped at 1024. */
        int size;
    }

    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    /** Zero-run code by the number of zero planes in the run (0: none, 1: {@code 001}, n: {@code 01} + n - 2). */
    private static final long[] RUN_CODE = new long[34];
    private static final int[] RUN_LEN = new int[34];
    /** Base code length by the number of bits w0 needs as a signed value (1..32); w0 == 0 takes 4 less. */
    private static final int[] BASE_LEN = new int[33];
    /** Base code prefix and payload bits by code length (3, 7, 11, 19 or 33). */
    private static final long[] BASE_PREFIX = new long[34];
    private static final int[] BASE_PAYLOAD = new int[34];

    /** Decoder: base code by the top 3 bits of the entry: prefix length, payload width, mask, code length. */
    private static final int[] BASE_SKIP = {3, 3, 3, 3, 1, 1, 1, 1};
    private static final int[] BASE_WIDTH = {0, 4, 8, 16, 32, 32, 32, 32};
    private static final int[] BASE_KEEP = {0, -1, -1, -1, -1, -1, -1, -1};
    private static final int[] BASE_CODE_LEN = {3, 7, 11, 19, 33, 33, 33, 33};

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
    private void scan(int[] words, Scratch s) {
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
        Scratch s = SCRATCH.get();
        scan(words, s);
        return Math.min(s.size, ENTRY_BITS);
    }

    @Override
    public int analyze(int[] words, byte[] counts, int offset) {
        checkWords(words);
        Scratch s = SCRATCH.get();
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
        Scratch s = SCRATCH.get();
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
        if (bits <= 0 || bits > ENTRY_BITS || bits > (long) in.length * 64) {
            // not a valid length (a longer encoding would have been stored raw): the checking decoder reports it
            decodeChecked(in, bits, words);
            return;
        }
        Scratch s = SCRATCH.get();
        // every code starts before 'bits' < 1024 (checked per code), so its window lies in longs 0..16 of a
        // zero-padded copy; the copy also loads all cache lines of the encoding at once (reading the input in
        // place, line after line as the codes reach them, measured about 5% slower at 32 MB)
        long[] sb = s.bits;
        int used = Math.min(in.length, 17);
        System.arraycopy(in, 0, sb, 0, used);
        for (int i = used; i < 18; i++) {
            sb[i] = 0L;
        }
        // base code by its top 3 bits, without a branch: shift out the prefix, sign-extend the payload
        long win = sb[0];
        int top = (int) (win >>> 61);
        int base = (int) ((win << BASE_SKIP[top]) >> (64 - BASE_WIDTH[top])) & BASE_KEEP[top];
        int pos = BASE_CODE_LEN[top];
        // b[32 - k] = DBP_k; DBP_32 = DBX_32, DBP_k = DBX_k ^ DBP_{k+1}, or 0 where the DBP==0 code was used.
        // The code kind is a branch on the window's top bits, well predicted because raw planes come in long
        // runs (two raw codes are taken from one window). Nothing is thrown here: anything malformed (a code at
        // or past the end, a run past plane 0, a bad position, a length mismatch) sends the entry to
        // decodeChecked, which finds the first fault and reports it.
        int[] b = s.planes;
        int dbp = 0;
        int j = 0;
        int bad = bits - pos;
        while (j < 33) {
            if (pos >= bits) {
                bad = -1;
                break;
            }
            int off = pos & 63;
            int wi = pos >>> 6;
            win = sb[wi] << off | (sb[wi + 1] >>> 1 >>> (63 - off));
            // the top bits decide the code: 1xxxx raw, 01xxx run, 001xx single zero, 000cc the rest
            if (win < 0) {
                // the raw code's leading 1 lands in bit 31 of the DBP, which is column 0 of the matrix, i.e. the
                // unused row 0 after the transpose: no need to mask it off
                dbp ^= (int) (win >>> 32);
                b[j] = dbp;
                if ((int) win < 0) {
                    // the next code is raw too and lies entirely in this window (b has room for j = 34)
                    dbp ^= (int) win;
                    b[j + 1] = dbp;
                    j += 2;
                    pos += 64;
                } else {
                    j++;
                    pos += 32;
                }
            } else if (win >= 1L << 62) {
                int e = j + (int) (win >>> 57) - 0b0100000 + 2;
                if (e > 33) {
                    bad = -1;
                    break;
                }
                for (; j < e; j++) {
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
                    case 2: bad |= 29 - p; dbp ^= 3 << p; pos += 10; break;
                    default: bad |= 30 - p; dbp ^= 1 << p; pos += 10; break;
                }
                b[j++] = dbp;
            }
        }
        if (bad < 0 || j != 33 || pos != bits) {
            decodeChecked(in, bits, words);
            return;
        }
        // rows 0..31 of the matrix are DBP_31..DBP_0 = b[1..32]; after the transpose row 32 - i is d_i
        int[] d = s.d;
        BitTranspose.transpose32(b, 1, d, 0, s.x, s.tmp);
        int rot = this.rot;
        int w = base;
        words[0] = Integer.rotateRight(w, rot);
        for (int i = 1; i < 32; i++) {
            w += d[32 - i];
            words[i] = Integer.rotateRight(w, rot);
        }
    }

    /** The decoder that checks every step; it throws the exact fault of a malformed encoding. */
    private void decodeChecked(long[] in, int bits, int[] words) {
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
        // Codes are read from a 64-bit window over a copy of the input's first 17 longs, zero beyond (a code
        // starts at most at bit 1057, so the window never leaves the copy; for a length above 1088 bits the
        // input's later longs are never read, exactly as in the decoder this one preserves).
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
                if ((int) win < 0 && j < 33 && pos + 32 < bits) {
                    // the next code is raw too and lies entirely in this window (raw planes come in long runs)
                    dbp ^= (int) win & ALL_ONES;
                    b[j++] = dbp;
                    pos += 64;
                } else {
                    pos += 32;
                }
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
        // rows 0..31 of the matrix are DBP_31..DBP_0 = b[1..32]; after the transpose row 32 - i is d_i
        int[] d = s.d;
        BitTranspose.transpose32(b, 1, d, 0, s.x, s.tmp);
        int rot = this.rot;
        int w = base;
        words[0] = Integer.rotateRight(w, rot);
        for (int i = 1; i < 32; i++) {
            w += d[32 - i];
            words[i] = Integer.rotateRight(w, rot);
        }
    }

    static void checkWords(int[] words) {
        if (words.length != ENTRY_WORDS) {
            throw new IllegalArgumentException("an entry is 32 words, got " + words.length);
        }
    }
}
