package org.snapwear.codec.tests.registry;

import java.nio.ByteBuffer;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;

/**
 * A deliberately broken contribution: it "compresses" by dropping the lowest bit of every byte, so it fails the
 * round-trip self-check. Its id is {@code dynrle} so that it also tests that a failing high-priority contribution
 * does not take the built-in's place.
 */
public class LossyCodec implements SnapshotCodec {
    @Override
    public String id() {
        return "dynrle";
    }

    @Override
    public String displayName() {
        return "lossy impostor";
    }

    @Override
    public CodecKind kind() {
        return CodecKind.BOTH;
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput input) {
        byte[] out = new byte[input.chunk().byteLength()];
        input.current().get(0, out);
        for (int i = 0; i < out.length; i++) {
            out[i] &= (byte) 0xfe;
        }
        return out;
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out) {
        out.put(0, encoded, encoded.position(), encoded.remaining());
    }
}
