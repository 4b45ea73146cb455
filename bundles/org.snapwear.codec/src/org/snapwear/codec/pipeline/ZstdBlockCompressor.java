package org.snapwear.codec.pipeline;

import java.io.IOException;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdDecompressCtx;

/** zstd-jni at a fixed level; each session owns its compression and decompression contexts. */
public final class ZstdBlockCompressor implements BlockCompressor {
    private final int level;

    public ZstdBlockCompressor(int level) {
        this.level = level;
    }

    @Override
    public String id() {
        return "zstd-" + level;
    }

    @Override
    public int maxCompressedLength(int rawLength) {
        return Math.toIntExact(Zstd.compressBound(rawLength));
    }

    @Override
    public Session newSession() {
        return new Session() {
            private final ZstdCompressCtx cctx = new ZstdCompressCtx().setLevel(level).setChecksum(false);
            private final ZstdDecompressCtx dctx = new ZstdDecompressCtx();

            @Override
            public int compress(byte[] src, int srcOff, int srcLen, byte[] dst, int dstOff) {
                return cctx.compressByteArray(dst, dstOff, dst.length - dstOff, src, srcOff, srcLen);
            }

            @Override
            public void decompress(byte[] src, int srcOff, int srcLen, byte[] dst, int dstOff, int rawLength)
                    throws IOException {
                int n;
                try {
                    n = dctx.decompressByteArray(dst, dstOff, rawLength, src, srcOff, srcLen);
                } catch (RuntimeException e) {
                    throw new IOException("corrupt zstd block: " + e.getMessage(), e);
                }
                if (n != rawLength) {
                    throw new IOException("zstd block expands to " + n + " bytes, " + rawLength + " expected");
                }
            }

            @Override
            public void close() {
                cctx.close();
                dctx.close();
            }
        };
    }
}
