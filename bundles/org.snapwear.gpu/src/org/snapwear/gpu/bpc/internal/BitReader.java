package org.snapwear.gpu.bpc.internal;

/** Reads bit fields MSB first from a stream written by {@link BitWriter}, failing past the stated length. */
public final class BitReader {
    private long[] buf;
    private int pos;
    private int limit;

    public BitReader reset(long[] source, int bitLength) {
        if (bitLength < 0 || bitLength > (long) source.length * 64) {
            throw new IllegalArgumentException("bit length " + bitLength + " outside the buffer of "
                    + source.length * 64L + " bits");
        }
        this.buf = source;
        this.pos = 0;
        this.limit = bitLength;
        return this;
    }

    /** Reads {@code n} bits (0 <= n <= 57) as an unsigned value. */
    public long read(int n) {
        if (n == 0) {
            return 0;
        }
        if (pos + n > limit) {
            throw new IllegalArgumentException("compressed entry truncated: needs bit " + (pos + n)
                    + " of a " + limit + "-bit encoding");
        }
        int idx = pos >>> 6;
        int off = pos & 63;
        long v;
        if (off + n <= 64) {
            v = buf[idx] << off >>> (64 - n);
        } else {
            int rest = off + n - 64;
            v = (buf[idx] << off >>> (64 - n)) | (buf[idx + 1] >>> (64 - rest));
        }
        pos += n;
        return v;
    }

    public int position() {
        return pos;
    }
}
