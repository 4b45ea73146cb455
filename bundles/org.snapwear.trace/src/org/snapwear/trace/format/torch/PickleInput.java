package org.snapwear.trace.format.torch;

import java.io.ByteArrayInputStream;

/** The bytes of data.pkl, with the read position exposed for error offsets and length checks. */
final class PickleInput extends ByteArrayInputStream {
    PickleInput(byte[] data) {
        super(data);
    }

    /** Offset of the next byte to be read. */
    int position() {
        return pos;
    }

    /** Bytes left. */
    int left() {
        return count - pos;
    }

    /** Little-endian unsigned value of {@code n} bytes at the read position, without consuming them; -1 if short. */
    long peekLength(int n) {
        if (left() < n) {
            return -1;
        }
        long v = 0;
        for (int i = n - 1; i >= 0; i--) {
            v = (v << 8) | (buf[pos + i] & 0xFF);
        }
        return v;
    }
}
