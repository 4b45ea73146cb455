package org.snapwear.codec.tests.pipeline;

import java.io.IOException;

import org.snapwear.codec.pipeline.BlockCompressor;

/**
 * A test compressor that delegates to another and lets a test step into every {@code compress} call (to slow a
 * block down, record the order blocks finish in, or fail on purpose). Decompression is the inner one's.
 */
final class HookedCompressor implements BlockCompressor {

    /** Runs one block's compression; {@code inner} does the actual work when the hook calls it. */
    interface Hook {
        int compress(Session inner, byte[] src, int srcOff, int srcLen, byte[] dst, int dstOff) throws IOException;
    }

    private final String id;
    private final BlockCompressor inner;
    private final Hook hook;

    HookedCompressor(String id, BlockCompressor inner, Hook hook) {
        this.id = id;
        this.inner = inner;
        this.hook = hook;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public int maxCompressedLength(int rawLength) {
        return inner.maxCompressedLength(rawLength);
    }

    @Override
    public Session newSession() {
        Session s = inner.newSession();
        return new Session() {
            @Override
            public int compress(byte[] src, int srcOff, int srcLen, byte[] dst, int dstOff) throws IOException {
                return hook.compress(s, src, srcOff, srcLen, dst, dstOff);
            }

            @Override
            public void decompress(byte[] src, int srcOff, int srcLen, byte[] dst, int dstOff, int rawLength)
                    throws IOException {
                s.decompress(src, srcOff, srcLen, dst, dstOff, rawLength);
            }

            @Override
            public void close() {
                s.close();
            }
        };
    }
}
