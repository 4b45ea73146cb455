package org.snapwear.codec.lossy;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdDecompressCtx;
import com.github.luben.zstd.ZstdException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
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

    /**
     * One zstd context per thread and direction, reused: {@code Zstd.compressByteArray} creates and frees a context
     * per call, which cost as much as coding the codes of a small tensor. Contexts are not thread-safe; threads
     * encoding chunks in parallel each get their own.
     */
    private static final ThreadLocal<ZstdCompressCtx> COMPRESS = ThreadLocal.withInitial(
            () -> new ZstdCompressCtx().setLevel(LEVEL).setChecksum(false));
    private static final ThreadLocal<ZstdDecompressCtx> DECOMPRESS = ThreadLocal.withInitial(ZstdDecompressCtx::new);

    private ChunkFrame() {
    }

    /** Frames {@code body[0..length)}, of which {@code body[0..packed)} is worth entropy coding. */
    static byte[] wrap(byte[] body, int packed, int length) {
        byte[] out = frame(body, packed, length - packed);
        System.arraycopy(body, packed, out, out.length - (length - packed), length - packed);
        return out;
    }

    /**
     * Frames {@code packedPart[0..packed)} followed by the tail {@code tail[0..count)} as little-endian ints: the
     * same bytes as {@link #wrap(byte[], int, int)} of a body holding both, without copying the tail into one.
     */
    static byte[] wrap(byte[] packedPart, int packed, int[] tail, int count) {
        byte[] out = frame(packedPart, packed, 4 * count);
        ByteBuffer.wrap(out, out.length - 4 * count, 4 * count).slice().order(ByteOrder.LITTLE_ENDIAN).asIntBuffer()
                .put(tail, 0, count);
        return out;
    }

    /** The frame of {@code body[0..packed)} with {@code tail} bytes left for the caller at its end. */
    private static byte[] frame(byte[] body, int packed, int tail) {
        int length = packed + tail;
        if (packed >= MIN_ZSTD) {
            // zstd into a scratch of its bound, then one array of the exact size: the tail (up to all of a chunk's
            // values) is copied once, not into a worst-case array and again into a trimmed one
            byte[] z = new byte[(int) Zstd.compressBound(packed)];
            int n;
            try {
                n = COMPRESS.get().compressByteArray(z, 0, z.length, body, 0, packed);
            } catch (ZstdException e) { // not expected with a destination of zstd's bound; stored plain then
                n = -1;
            }
            if (n > 0 && n < packed) {
                byte[] out = new byte[HEADER + (int) n + tail];
                out[0] = ZSTD;
                header(out, length, packed);
                System.arraycopy(z, 0, out, HEADER, (int) n);
                return out;
            }
        }
        byte[] out = new byte[HEADER + length];
        out[0] = PLAIN;
        header(out, length, packed);
        System.arraycopy(body, 0, out, HEADER, packed);
        return out;
    }

    private static void header(byte[] out, int length, int packed) {
        putInt(out, 1, length);
        putInt(out, 5, packed);
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
        byte[] in;
        int base;
        if (encoded.hasArray()) { // read in place: no copy of the whole chunk
            in = encoded.array();
            base = encoded.arrayOffset() + encoded.position();
        } else {
            in = new byte[len];
            encoded.get(encoded.position(), in);
            base = 0;
        }
        long length = getInt(in, base + 1);
        long packed = getInt(in, base + 5);
        if (length > maxLength || packed > length) {
            throw new IOException("lossy chunk claims " + length + " bytes (" + packed + " packed), at most "
                    + maxLength + " possible");
        }
        long tail = length - packed;
        byte form = in[base];
        if (form == PLAIN) {
            if (len - HEADER != length) {
                throw new IOException("lossy chunk holds " + (len - HEADER) + " bytes, " + length + " expected");
            }
            return Arrays.copyOfRange(in, base + HEADER, base + HEADER + (int) length);
        }
        if (form != ZSTD) {
            throw new IOException("unknown lossy chunk form " + (form & 0xff));
        }
        int frame = (int) (len - HEADER - tail);
        if (frame <= 0) {
            throw new IOException("lossy chunk too short for its " + tail + " exact bytes");
        }
        byte[] body = new byte[(int) length];
        int n;
        try {
            n = DECOMPRESS.get().decompressByteArray(body, 0, (int) packed, in, base + HEADER, frame);
        } catch (RuntimeException e) { // zstd-jni reports a corrupt frame with its own unchecked exception
            throw new IOException("corrupt zstd frame: " + e.getMessage(), e);
        }
        if (n != packed) {
            throw new IOException("zstd frame gives " + n + " bytes, " + packed + " expected");
        }
        System.arraycopy(in, base + HEADER + frame, body, (int) packed, (int) tail);
        return body;
    }
}
