package org.snapwear.codec.tests.lossy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.snapwear.codec.spi.Chunk;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.ChunkSource;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Drives a codec through the SPI the way the container does (prepare, parameters written and read back, each chunk
 * encoded and decoded with its reference), without the container: one tensor, any chunk size.
 */
final class ChunkRoundTrip {
    private ChunkRoundTrip() {
    }

    /** The decoded tensor and the encoded size. */
    record Result(ByteBuffer decoded, long encodedBytes, CodecParams params) {
    }

    static Result run(SnapshotCodec codec, DType dtype, ByteBuffer data, ByteBuffer ref, int chunkBytes)
            throws IOException {
        int n = data.remaining() / dtype.byteSize();
        TensorInfo info = new TensorInfo("t", dtype, new long[] {n});
        ChunkLayout layout = new ChunkLayout(List.of(info), chunkBytes);
        ChunkSource source = new ChunkSource() {
            @Override
            public ChunkLayout layout() {
                return layout;
            }

            @Override
            public int referenceCount() {
                return ref == null ? 0 : 1;
            }

            @Override
            public ChunkInput chunk(int index) {
                Chunk c = layout.chunk(index);
                return new ChunkInput(c, slice(data, c), ref == null ? null : slice(ref, c), null);
            }
        };
        CodecParams written = codec.prepare(source);
        CodecParams params = codec.readParams(written.toBytes());
        ByteBuffer out = ByteBuffer.allocate(data.remaining()).order(ByteOrder.LITTLE_ENDIAN);
        long encoded = 0;
        for (Chunk c : layout.chunks()) {
            byte[] enc = codec.encodeChunk(written, source.chunk(c.index()));
            byte[] again = codec.encodeChunk(params, source.chunk(c.index()));
            if (!java.util.Arrays.equals(enc, again)) {
                throw new AssertionError("encoding of chunk " + c.index() + " depends on more than its inputs");
            }
            encoded += enc.length;
            ByteBuffer target = out.slice((int) c.byteOffset(), c.byteLength()).order(ByteOrder.LITTLE_ENDIAN);
            codec.decodeChunk(params, new ChunkInput(c, null, ref == null ? null : slice(ref, c), null),
                    ByteBuffer.wrap(enc).order(ByteOrder.LITTLE_ENDIAN), target);
        }
        return new Result(out, encoded, params);
    }

    static ByteBuffer slice(ByteBuffer b, Chunk c) {
        return b.slice((int) c.byteOffset(), c.byteLength()).order(ByteOrder.LITTLE_ENDIAN);
    }
}
