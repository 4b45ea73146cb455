package org.snapwear.codec.tests.store;

import java.io.IOException;
import java.nio.ByteBuffer;

import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;

/**
 * A test codec whose deltas truly depend on their references (current XOR previous, and with depth 2 also XOR the
 * byte-reversed reference before it), so a store that decodes against the wrong reference fails the round trip.
 */
public final class XorTestCodec implements SnapshotCodec {
    private final String id;
    private final int depth;

    public XorTestCodec(String id, int depth) {
        this.id = id;
        this.depth = depth;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String displayName() {
        return "test XOR (depth " + depth + ")";
    }

    @Override
    public CodecKind kind() {
        return CodecKind.BOTH;
    }

    @Override
    public int referenceDepth() {
        return depth;
    }

    @Override
    public boolean supports(DType dtype) {
        return true;
    }

    private static byte mask(ChunkInput in, int i) {
        byte m = 0;
        if (in.previous() != null) {
            m ^= in.previous().get(i);
        }
        if (in.beforePrevious() != null) {
            int n = in.chunk().byteLength();
            m ^= (byte) (in.beforePrevious().get(n - 1 - i) + 1);
        }
        return m;
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput in) {
        int n = in.chunk().byteLength();
        byte[] out = new byte[n];
        for (int i = 0; i < n; i++) {
            out[i] = (byte) (in.current().get(i) ^ mask(in, i));
        }
        return out;
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput in, ByteBuffer encoded, ByteBuffer out) throws IOException {
        int n = in.chunk().byteLength();
        if (encoded.remaining() != n) {
            throw new IOException("test chunk has " + encoded.remaining() + " bytes, " + n + " expected");
        }
        for (int i = 0; i < n; i++) {
            out.put(i, (byte) (encoded.get(i) ^ mask(in, i)));
        }
    }
}
