package org.snapwear.flash.slc;

import java.io.ByteArrayOutputStream;

import org.snapwear.trace.io.Varint;

/**
 * XOR with the previous version, then zero-run RLE: the XOR is a sequence of (zero run, literal run) pairs, each
 * stored as varint zero-run length, varint literal length and the literal XOR bytes; a trailing zero run is
 * implied by the page length. A zero gap of at most {@value #MERGE_GAP} bytes between non-zero bytes stays inside
 * the literal run, because a new pair header would cost at least as much (2 bytes). On the SQLite fixture this
 * gives 2.54% of 4 KB per version (docs/papers.md#figures-slc-progressive); without merging it would be 2.84%.
 */
public final class XorRleCodec implements DeltaCodec {
    /** Longest zero gap kept inside a literal run. */
    public static final int MERGE_GAP = 2;

    @Override
    public String id() {
        return "xor-rle";
    }

    @Override
    public byte[] encode(byte[] base, byte[] next) {
        if (base.length != next.length) {
            throw new IllegalArgumentException("versions differ in length: " + base.length + " vs " + next.length);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int n = next.length;
        int i = 0;
        while (i < n) {
            int z = i;
            while (z < n && base[z] == next[z]) {
                z++;
            }
            if (z == n) {
                break; // trailing zeros are implied
            }
            int lit = z;
            while (true) {
                while (lit < n && base[lit] != next[lit]) {
                    lit++;
                }
                int gap = lit;
                while (gap < n && gap - lit <= MERGE_GAP && base[gap] == next[gap]) {
                    gap++;
                }
                if (gap < n && gap > lit && gap - lit <= MERGE_GAP && base[gap] != next[gap]) {
                    lit = gap; // absorb the short zero gap
                } else {
                    break;
                }
            }
            Varint.write(out, z - i);
            Varint.write(out, lit - z);
            for (int k = z; k < lit; k++) {
                out.write(base[k] ^ next[k]);
            }
            i = lit;
        }
        return out.toByteArray();
    }

    @Override
    public byte[] decode(byte[] base, byte[] delta, int off, int len) {
        byte[] out = base.clone();
        int end = off + len;
        int[] pos = {off};
        int i = 0;
        while (pos[0] < end) {
            i += Varint.read(delta, pos, end);
            int lit = Varint.read(delta, pos, end);
            if (i + lit > out.length || pos[0] + lit > end) {
                throw new IllegalArgumentException("corrupt xor-rle delta: run of " + lit + " at page byte " + i
                        + " / delta byte " + pos[0] + " overflows");
            }
            for (int k = 0; k < lit; k++) {
                out[i + k] ^= delta[pos[0] + k];
            }
            pos[0] += lit;
            i += lit;
        }
        return out;
    }

    @Override
    public double compressMicrosPer16K() {
        return 20.7;
    }

    @Override
    public double decompressMicrosPer16K() {
        return 8.1;
    }
}
