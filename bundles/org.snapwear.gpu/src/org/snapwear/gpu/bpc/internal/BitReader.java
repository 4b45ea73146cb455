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

    /**
     * The next {@code n} bits (1 <= n <= 57) without consuming them; bits past the end of the buffer read as 0
     * (a following {@link #skip} or {@link #read} still enforces the stated length).
     */
    public long peek(int n) {
        int idx = pos >>> 6;
        int off = pos & 63;
        long hi = idx < buf.length ? buf[idx] : 0;
        long v = hi << off >>> (64 - n);
        if (off + n > 64) {
            long lo = idx + 1 < buf.length ? buf[idx + 1] : 0;
            v |= lo >>> (128 - off - n);
        }
        return v;
    }

    /** Consumes {@code n} bits. */
    public void skip(int n) {
        if (pos + n > limit) {
            throw new IllegalArgumentException("compressed entry truncated: needs bit " + (pos + n)
                    + " of a " + limit + "-bit encoding");
        }
        pos += n;
    }

    public int position() {
        return pos;
    }
}
