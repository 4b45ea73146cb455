package org.snapwear.codec.tests.registry;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.Prioritized;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;

/** A correct third-party codec (stores bytes reversed) with a ServiceLoader priority. */
public class CopyCodec implements SnapshotCodec, Prioritized {
    @Override
    public String id() {
        return "test-reverse";
    }

    @Override
    public String displayName() {
        return "reversed copy";
    }

    @Override
    public CodecKind kind() {
        return CodecKind.BOTH;
    }

    @Override
    public boolean supports(DType dtype) {
        return true;
    }

    @Override
    public int priority() {
        return 7;
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput input) {
        int n = input.chunk().byteLength();
        byte[] out = new byte[n];
        for (int i = 0; i < n; i++) {
            out[i] = input.current().get(n - 1 - i);
        }
        return out;
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        int n = input.chunk().byteLength();
        if (encoded.remaining() != n) {
            throw new IOException("length");
        }
        for (int i = 0; i < n; i++) {
            out.put(i, encoded.get(encoded.position() + n - 1 - i));
        }
    }
}
