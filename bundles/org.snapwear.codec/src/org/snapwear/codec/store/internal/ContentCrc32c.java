package org.snapwear.codec.store.internal;

import java.util.zip.CRC32C;
import java.util.zip.Checksum;

/**
 * CRC32C of every byte fed to it except the last {@code trailerBytes}: the CRC of a part file's content without
 * the container's own CRC32C trailer. (The CRC32C of a file that ends in the CRC32C of what precedes it is the same
 * constant for every such file, so it would tell a manifest reader nothing.) The held-back bytes are the ones seen
 * last, so it works on a stream whose length is not known up front, e.g. inside a {@code CheckedInputStream}.
 */
public final class ContentCrc32c implements Checksum {
    private final CRC32C crc = new CRC32C();
    private final byte[] held;
    private final byte[] one = new byte[1];
    private int heldCount;

    /** @param trailerBytes bytes at the end that are not covered (0: every byte) */
    public ContentCrc32c(int trailerBytes) {
        if (trailerBytes < 0) {
            throw new IllegalArgumentException("trailer bytes must be >= 0, got " + trailerBytes);
        }
        held = new byte[trailerBytes];
    }

    @Override
    public void update(int b) {
        one[0] = (byte) b;
        update(one, 0, 1);
    }

    @Override
    public void update(byte[] b, int off, int len) {
        int keep = held.length;
        if (keep == 0) {
            crc.update(b, off, len);
        } else if (len >= keep) {
            crc.update(held, 0, heldCount);
            crc.update(b, off, len - keep);
            System.arraycopy(b, off + len - keep, held, 0, keep);
            heldCount = keep;
        } else {
            int excess = heldCount + len - keep;
            if (excess > 0) {
                crc.update(held, 0, excess);
                System.arraycopy(held, excess, held, 0, heldCount - excess);
                heldCount -= excess;
            }
            System.arraycopy(b, off, held, heldCount, len);
            heldCount += len;
        }
    }

    /** The CRC32C of everything but the last {@code trailerBytes} seen so far. */
    @Override
    public long getValue() {
        return crc.getValue();
    }

    @Override
    public void reset() {
        crc.reset();
        heldCount = 0;
    }
}
