package org.snapwear.gpu.bpc;

import org.snapwear.gpu.bpc.internal.BitTranspose;

/**
 * The decoding side of {@link BpcCompressor}: a fast decoder and a checking decoder that run one state machine
 * ({@link #planes}), the checking one with every fault check on. The fast decoder throws nothing: anything
 * malformed (a code at or past the end, a run past plane 0, a bad position, a length mismatch) sends the entry
 * to the checking decoder, which finds the first fault and reports it with the messages of the decoder before
 * the 2026-11-22 speed work (pinned by DecodeFaultsTest).
 */
final class BpcDecoder {
    private static final int ALL_ONES = 0x7FFFFFFF;

    /** Decoder: base code by the top 3 bits of the entry: prefix length, payload width, mask, code length. */
    private static final int[] BASE_SKIP = {3, 3, 3, 3, 1, 1, 1, 1};
    private static final int[] BASE_WIDTH = {0, 4, 8, 16, 32, 32, 32, 32};
    private static final int[] BASE_KEEP = {0, -1, -1, -1, -1, -1, -1, -1};
    private static final int[] BASE_CODE_LEN = {3, 7, 11, 19, 33, 33, 33, 33};

    private BpcDecoder() {
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

    /** Decodes an entry of {@code bits} bits into {@code words} (32), rotating each word right by {@code rot}. */
    static void decode(long[] in, int bits, int[] words, int rot) {
        if (bits == EntryCompressor.ENTRY_BITS) {
            decodeRaw(in, words);
            return;
        }
        if (!run(in, bits, words, rot, false)) {
            // malformed: the checking decoder finds the first fault and reports it
            run(in, bits, words, rot, true);
        }
    }

    private static void decodeRaw(long[] in, int[] words) {
        for (int i = 0; i < 16; i++) {
            words[2 * i] = (int) (in[i] >>> 32);
            words[2 * i + 1] = (int) in[i];
        }
    }

    /**
     * Copies the input's first 17 longs into the zero-padded scratch: every code starts before bit 1058, so its
     * 64-bit window lies in longs 0..17 of the copy and needs no bounds test; the copy also loads all cache lines
     * of the encoding at once (reading the input in place, line after line as the codes reach them, measured
     * about 5% slower at 32 MB).
     */
    private static long[] load(long[] in, BpcScratch s) {
        long[] sb = s.bits;
        int used = Math.min(in.length, 17);
        System.arraycopy(in, 0, sb, 0, used);
        for (int i = used; i < 18; i++) {
            sb[i] = 0L;
        }
        return sb;
    }

    /**
     * The state machine of both decoders. Reads the base code, then the DBX plane codes into
     * {@code b[32 - k] = DBP_k}, with DBP_32 = DBX_32, DBP_k = DBX_k ^ DBP_{k+1}, or 0 where the DBP==0 code was
     * used, and rebuilds the words. The code kind is a branch on the window's top bits (1xxxx raw, 01xxx run,
     * 001xx single zero, 000cc the rest), well predicted because raw planes come in long runs; two raw codes are
     * taken from one window. One method, so that the fast decoder's loop compiles as one unit as before.
     *
     * <p>Not {@code strict} (the fast decoder) it throws nothing and returns false for anything malformed: a raw
     * pair is taken even at the last plane or the end (b has a spare slot), a bad position only marks the entry,
     * and the final counts expose both. {@code strict} (the checking decoder) it throws the first fault with its
     * exact message and takes a raw pair only when both planes are due and in the encoding, so the next step
     * sees the fault; the strict-only tests sit on paths the fast decoder takes for malformed input only, or are
     * one register test next to a data-dependent one.
     *
     * <p>A raw code's leading 1 lands in bit 31 of the DBP, which is column 0 of the matrix, i.e. the unused
     * row 0 after the transpose: it is not masked off.
     *
     * @return whether the entry was well formed and decoded (always true when strict: it throws instead)
     */
    private static boolean run(long[] in, int bits, int[] words, int rot, boolean strict) {
        if (bits <= 0 || bits > EntryCompressor.ENTRY_BITS || bits > (long) in.length * 64) {
            // not a valid length (a longer encoding would have been stored raw)
            if (!strict) {
                return false;
            }
            if (bits < 0 || bits > (long) in.length * 64) {
                throw new IllegalArgumentException("bit length " + bits + " outside the buffer of "
                        + in.length * 64L + " bits");
            }
            if (bits == 0) {
                throw truncated(1, bits);
            }
            // longer than an entry but inside the buffer: decoded, and found to end elsewhere (a code starts at
            // most at bit 1057, so the input's longs past the copy below are never read)
        }
        BpcScratch s = BpcScratch.get();
        long[] sb = load(in, s);
        // base code by its top 3 bits, without a branch: shift out the prefix, sign-extend the payload
        long win = sb[0];
        int top = (int) (win >>> 61);
        int base = (int) ((win << BASE_SKIP[top]) >> (64 - BASE_WIDTH[top])) & BASE_KEEP[top];
        int pos = BASE_CODE_LEN[top];
        if (strict && pos > bits) {
            throw truncated(pos, bits);
        }
        int[] b = s.planes;
        int dbp = 0;
        int j = 0;
        int bad = bits - pos;
        while (j < 33) {
            if (pos >= bits) {
                if (strict) {
                    throw truncated(pos + 1, bits);
                }
                return false;
            }
            int off = pos & 63;
            int wi = pos >>> 6;
            win = sb[wi] << off | (sb[wi + 1] >>> 1 >>> (63 - off));
            if (win < 0) {
                dbp ^= (int) (win >>> 32);
                b[j] = dbp;
                if ((int) win < 0 && (!strict || j + 1 < 33 && pos + 32 < bits)) {
                    // the next code is raw too and lies entirely in this window
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
                    if (strict) {
                        throw runPastPlane0(e - j, j, pos);
                    }
                    return false;
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
                    case 2: bad |= 29 - (strict ? checkPos(p, 29, pos + 10) : p); dbp ^= 3 << p; pos += 10; break;
                    default: bad |= 30 - (strict ? checkPos(p, 30, pos + 10) : p); dbp ^= 1 << p; pos += 10; break;
                }
                b[j++] = dbp;
            }
        }
        if (bad < 0 || j != 33 || pos != bits) {
            if (strict) {
                // strict, only the length can be wrong here
                throw new IllegalArgumentException("BPC: encoding ends at bit " + pos + " but is " + bits
                        + " bits long");
            }
            return false;
        }
        // rows 0..31 of the matrix are DBP_31..DBP_0 = b[1..32]; after the transpose row 32 - i is d_i
        int[] d = s.d;
        BitTranspose.transpose32(b, 1, d, 0, s.x, s.tmp);
        int w = base;
        words[0] = Integer.rotateRight(w, rot);
        for (int i = 1; i < 32; i++) {
            w += d[32 - i];
            words[i] = Integer.rotateRight(w, rot);
        }
        return true;
    }

    private static IllegalArgumentException runPastPlane0(int n, int j, int pos) {
        return new IllegalArgumentException("BPC: zero run of " + n + " planes at plane " + (32 - j) + " (bit "
                + (pos + 7) + ") runs past plane 0");
    }
}
