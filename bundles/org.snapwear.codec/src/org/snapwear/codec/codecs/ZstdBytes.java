package org.snapwear.codec.codecs;

import com.github.luben.zstd.Zstd;
import java.io.IOException;

/** zstd-jni one-shot compression of byte arrays. */
final class ZstdBytes {
    private ZstdBytes() {
    }

    static byte[] compress(byte[] data, int level) {
        return Zstd.compress(data, level);
    }

    static byte[] decompress(byte[] data, int expectedLength) throws IOException {
        byte[] out;
        try {
            out = Zstd.decompress(data, expectedLength);
        } catch (RuntimeException e) {
            throw new IOException("corrupt zstd frame: " + e.getMessage(), e);
        }
        if (out.length != expectedLength) {
            throw new IOException("zstd frame gives " + out.length + " bytes, " + expectedLength + " expected");
        }
        return out;
    }
}
