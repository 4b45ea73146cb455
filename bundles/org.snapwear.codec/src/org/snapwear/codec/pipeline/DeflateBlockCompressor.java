package org.snapwear.codec.pipeline;

import java.io.IOException;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/** zlib Deflate (raw, no zlib header) at a fixed level; level 6 is the paper's GZIP setting. */
public final class DeflateBlockCompressor implements BlockCompressor {
    private final int level;

    public DeflateBlockCompressor(int level) {
        if (level < 0 || level > 9) {
            throw new IllegalArgumentException("deflate level " + level + " outside 0..9");
        }
        this.level = level;
    }

    @Override
    public String id() {
        return "deflate-" + level;
    }

    @Override
    public int maxCompressedLength(int rawLength) {
        // zlib's deflateBound for raw deflate plus slack for the final empty block.
        return rawLength + (rawLength >>> 12) + (rawLength >>> 14) + (rawLength >>> 25) + 64;
    }

    @Override
    public Session newSession() {
        return new Session() {
            private final Deflater deflater = new Deflater(level, true);
            private final Inflater inflater = new Inflater(true);

            @Override
            public int compress(byte[] src, int srcOff, int srcLen, byte[] dst, int dstOff) {
                deflater.reset();
                deflater.setInput(src, srcOff, srcLen);
                deflater.finish();
                int n = 0;
                while (!deflater.finished()) {
                    int k = deflater.deflate(dst, dstOff + n, dst.length - dstOff - n);
                    if (k == 0 && dst.length - dstOff - n == 0) {
                        throw new IllegalStateException("deflate output exceeded its bound");
                    }
                    n += k;
                }
                return n;
            }

            @Override
            public void decompress(byte[] src, int srcOff, int srcLen, byte[] dst, int dstOff, int rawLength)
                    throws IOException {
                inflater.reset();
                inflater.setInput(src, srcOff, srcLen);
                try {
                    int n = 0;
                    while (n < rawLength && !inflater.finished()) {
                        int k = inflater.inflate(dst, dstOff + n, rawLength - n);
                        if (k == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                            break;
                        }
                        n += k;
                    }
                    if (n != rawLength || !inflater.finished()) {
                        throw new IOException("deflate block expands to " + n + " bytes (finished " + inflater.finished()
                                + "), " + rawLength + " expected");
                    }
                } catch (DataFormatException e) {
                    throw new IOException("corrupt deflate block: " + e.getMessage(), e);
                }
            }

            @Override
            public void close() {
                deflater.end();
                inflater.end();
            }
        };
    }
}
