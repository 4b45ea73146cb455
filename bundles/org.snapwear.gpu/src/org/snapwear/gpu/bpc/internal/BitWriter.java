package org.snapwear.gpu.bpc.internal;

/**
 * Appends bit fields MSB first into a {@code long[]}: bit 0 of the stream is bit 63 of {@code buf[0]}. The
 * compressors write at most a few hundred fields per entry, so a reusable writer avoids per-entry garbage.
 */
public final class BitWriter {
    private long[] buf;
    private int pos;

    /** Starts writing at bit 0 of {@code target}; clears it first so fields can be OR-ed in. */
    public BitWriter reset(long[] target) {
        this.buf = target;
        this.pos = 0;
        java.util.Arrays.fill(target, 0L);
        return this;
    }

    /** Writes the low {@code n} bits of {@code value} (0 <= n <= 57), most significant first. */
    public void write(long value, int n) {
        if (n == 0) {
            return;
        }
        long v = value & (-1L >>> (64 - n));
        int idx = pos >>> 6;
        int free = 64 - (pos & 63);
        if (n <= free) {
            buf[idx] |= v << (free - n);
        } else {
            int rest = n - free;
            buf[idx] |= v >>> rest;
            buf[idx + 1] |= v << (64 - rest);
        }
        pos += n;
    }

    /** Bits written so far. */
    public int position() {
        return pos;
    }
}
