package org.snapwear.examples.codec;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import net.jpountz.lz4.LZ4Compressor;
import net.jpountz.lz4.LZ4Exception;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4SafeDecompressor;
import org.snapwear.codec.spi.AbstractSnapshotCodec;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.util.ChunkBytes;

/**
 * Example plug-in codec: XOR against the reference (the value itself for a baseline), split into byte planes, then
 * LZ4's fast compressor. Fast rather than small. The XOR and byte-plane front end is Snapwear's own
 * ({@link ChunkBytes}, the same bytes the built-in xor-shuffle-zstd codec compresses); identity and supported dtypes
 * come from {@link AbstractSnapshotCodec}. Stateless, so one instance serves every thread.
 */
public final class Lz4Codec extends AbstractSnapshotCodec {
    private static final LZ4Factory LZ4 = LZ4Factory.fastestInstance();

    public Lz4Codec() {
        super("lz4", "LZ4 (XOR delta + byte shuffle), example plug-in", CodecKind.BOTH,
                AbstractSnapshotCodec.ALL_DTYPES);
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput in) {
        int n = in.chunk().byteLength();
        byte[] planes = ChunkBytes.xorShuffled(in, in.chunk().dtype().byteSize());
        LZ4Compressor comp = LZ4.fastCompressor();
        byte[] out = new byte[comp.maxCompressedLength(n)];
        int len = comp.compress(planes, 0, n, out, 0, out.length);
        return Arrays.copyOf(out, len);
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput in, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        int n = in.chunk().byteLength();
        byte[] src = new byte[encoded.remaining()];
        encoded.get(encoded.position(), src);
        byte[] planes = new byte[n];
        LZ4SafeDecompressor d = LZ4.safeDecompressor();
        int got;
        try {
            got = d.decompress(src, 0, src.length, planes, 0, n);
        } catch (LZ4Exception e) {
            throw new IOException("corrupt LZ4 block: " + e.getMessage(), e);
        }
        if (got != n) {
            throw new IOException("LZ4 block gives " + got + " bytes, " + n + " expected");
        }
        ChunkBytes.unshuffleXor(in, planes, in.chunk().dtype().byteSize(), out);
    }
}
