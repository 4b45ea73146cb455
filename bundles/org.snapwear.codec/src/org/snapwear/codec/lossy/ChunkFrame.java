package org.snapwear.codec.lossy;

import com.github.luben.zstd.Zstd;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * The outer form of every lossy chunk. A body is a packed part (quantization codes, block scales) followed by a
 * tail of values stored exactly; only the packed part goes through zstd (the entropy coding of the codes, through
 * zstd-jni): exact float bits barely shrink under zstd and would cost most of its time. Layout: 1 byte (0 = packed
 * part stored as is, 1 = packed part is a zstd frame), the body's length and the packed part's length (4 bytes each,
 * little-endian), the packed part as stored, then the tail. The codec gives the longest body its layout allows, so
 * a corrupt length is refused before anything is allocated.
 */
final class ChunkFrame {
    /** zstd level 1: keeps encoding far above the 300 MB/s goal; higher levels gain about 1% on quantized codes. */
    static final int LEVEL = 1;
    /** Packed parts below this are stored: zstd's per-call set-up costs more than it saves on small tensors. */
    static final int MIN_ZSTD = 1024;
    private static final byte PLAIN = 0;
    private static final byte ZSTD = 1;
    private static final int HEADER = 9;

    private ChunkFrame() {
    }

    /** Frames {@code body[0..length)}, of which {@code body[0..packed)} is worth entropy coding. */
    static byte[] wrap(byte[] body, int packed, int length) {
        int bound = (int) Zstd.compressBound(packed);
        int tail = length - packed;
        byte[] out = new byte[HEADER + Math.max(bound, packed) + tail];
        long n = packed < MIN_ZSTD ? -1 : Zstd.compressByteArray(out, HEADER, bound, body, 0, packed, LEVEL);
        int stored;
        if (n > 0 && !Zstd.isError(n) && n < packed) {
            out[0] = ZSTD;
            stored = (int) n;
        } else {
            out[0] = PLAIN;
            System.arraycopy(body, 0, out, HEADER, packed);
            stored = packed;
        }
        putInt(out, 1, length);
        putInt(out, 5, packed);
        System.arraycopy(body, packed, out, HEADER + stored, tail);
        return Arrays.copyOf(out, HEADER + stored + tail);
    }

    private static void putInt(byte[] a, int at, int v) {
        for (int i = 0; i < 4; i++) {
            a[at + i] = (byte) (v >>> (8 * i));
        }
    }

    private static long getInt(byte[] a, int at) {
        return (a[at] & 0xffL) | (a[at + 1] & 0xffL) << 8 | (a[at + 2] & 0xffL) << 16 | (a[at + 3] & 0xffL) << 24;
    }

    /** The body of a frame, at most {@code maxLength} bytes long. */
    static byte[] unwrap(ByteBuffer encoded, long maxLength) throws IOException {
        int len = encoded.remaining();
        if (len < HEADER) {
            throw new IOException("lossy chunk of " + len + " bytes is shorter than its " + HEADER + "-byte header");
        }
        byte[] in = new byte[len];
        encoded.get(encoded.position(), in);
        long length = getInt(in, 1);
        long packed = getInt(in, 5);
        if (length > maxLength || packed > length) {
            throw new IOException("lossy chunk claims " + length + " bytes (" + packed + " packed), at most "
                    + maxLength + " possible");
        }
        long tail = length - packed;
        byte[] body = new byte[(int) length];
        if (in[0] == PLAIN) {
            if (len - HEADER != length) {
                throw new IOException("lossy chunk holds " + (len - HEADER) + " bytes, " + length + " expected");
            }
            System.arraycopy(in, HEADER, body, 0, (int) length);
            return body;
        }
        if (in[0] != ZSTD) {
            throw new IOException("unknown lossy chunk form " + (in[0] & 0xff));
        }
        int frame = (int) (len - HEADER - tail);
        if (frame <= 0) {
            throw new IOException("lossy chunk too short for its " + tail + " exact bytes");
        }
        long n;
        try {
            n = Zstd.decompressByteArray(body, 0, (int) packed, in, HEADER, frame);
        } catch (RuntimeException e) { // zstd-jni reports a corrupt frame with its own unchecked exception
            throw new IOException("corrupt zstd frame: " + e.getMessage(), e);
        }
        if (Zstd.isError(n)) {
            throw new IOException("corrupt zstd frame: " + Zstd.getErrorName(n));
        }
        if (n != packed) {
            throw new IOException("zstd frame gives " + n + " bytes, " + packed + " expected");
        }
        System.arraycopy(in, HEADER + frame, body, (int) packed, (int) tail);
        return body;
    }
}
