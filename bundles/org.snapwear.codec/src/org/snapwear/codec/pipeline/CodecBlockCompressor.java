package org.snapwear.codec.pipeline;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.ChunkSource;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Runs a snapshot codec of the codec SPI as a block compressor: each block is treated as one baseline chunk of a
 * tensor of the given dtype. The codec's snapshot-level {@code prepare} pass (e.g. Huffman tables) runs per block,
 * and its parameters are stored in front of the block ({@code u32 length | params | encoded chunk}), so every
 * block stays independent and the output does not depend on the thread that encoded it.
 */
public final class CodecBlockCompressor implements BlockCompressor {
    private final SnapshotCodec codec;
    private final DType dtype;

    /**
     * @throws IllegalArgumentException if the codec cannot encode baselines of this dtype
     */
    public CodecBlockCompressor(SnapshotCodec codec, DType dtype) {
        if (!codec.kind().encodesBaselines() || !codec.supports(dtype)) {
            throw new IllegalArgumentException("codec " + codec.id() + " cannot encode " + dtype + " baselines");
        }
        this.codec = codec;
        this.dtype = dtype;
    }

    @Override
    public String id() {
        return "codec:" + codec.id() + ":" + dtype.safetensorsName();
    }

    @Override
    public int maxCompressedLength(int rawLength) {
        // Larger results are reported as "store raw", so the output never exceeds the input.
        return rawLength;
    }

    private ChunkLayout layout(int length) throws IOException {
        int size = dtype.byteSize();
        if (length % size != 0) {
            throw new IOException("block of " + length + " bytes is not a whole number of " + dtype + " elements; "
                    + "use a block size that is a multiple of " + size + " and an input of whole elements");
        }
        int chunkBytes = Math.max(ChunkLayout.MIN_CHUNK_BYTES, (length + 7) & ~7);
        return new ChunkLayout(List.of(new TensorInfo("block", dtype, new long[] {length / size})), chunkBytes);
    }

    @Override
    public Session newSession() {
        return new Session() {
            @Override
            public int compress(byte[] src, int srcOff, int srcLen, byte[] dst, int dstOff) throws IOException {
                ChunkLayout layout = layout(srcLen);
                ByteBuffer data = ByteBuffer.wrap(src, srcOff, srcLen).slice().order(ByteOrder.LITTLE_ENDIAN);
                ChunkInput input = new ChunkInput(layout.chunk(0), data, null, null);
                CodecParams params = codec.prepare(new ChunkSource() {
                    @Override
                    public ChunkLayout layout() {
                        return layout;
                    }

                    @Override
                    public int referenceCount() {
                        return 0;
                    }

                    @Override
                    public ChunkInput chunk(int index) {
                        return new ChunkInput(layout.chunk(0), data.duplicate().order(ByteOrder.LITTLE_ENDIAN), null, null);
                    }
                });
                byte[] p = params.toBytes();
                byte[] enc = codec.encodeChunk(params, input);
                long total = 4L + p.length + enc.length;
                if (total >= srcLen) {
                    return srcLen;
                }
                ByteBuffer out = ByteBuffer.wrap(dst, dstOff, (int) total).order(ByteOrder.LITTLE_ENDIAN);
                out.putInt(p.length).put(p).put(enc);
                return (int) total;
            }

            @Override
            public void decompress(byte[] src, int srcOff, int srcLen, byte[] dst, int dstOff, int rawLength)
                    throws IOException {
                ByteBuffer in = ByteBuffer.wrap(src, srcOff, srcLen).order(ByteOrder.LITTLE_ENDIAN);
                int plen = srcLen >= 4 ? in.getInt() : -1;
                if (plen < 0 || plen > srcLen - 4) {
                    throw new IOException("codec block has a bad parameter length " + plen);
                }
                byte[] p = new byte[plen];
                in.get(p);
                CodecParams params = codec.readParams(p);
                ChunkLayout layout = layout(rawLength);
                ByteBuffer out = ByteBuffer.wrap(dst, dstOff, rawLength).slice().order(ByteOrder.LITTLE_ENDIAN);
                codec.decodeChunk(params, new ChunkInput(layout.chunk(0), null, null, null),
                        in.slice().order(ByteOrder.LITTLE_ENDIAN), out);
            }

            @Override
            public void close() {
                // codecs are stateless
            }
        };
    }
}
