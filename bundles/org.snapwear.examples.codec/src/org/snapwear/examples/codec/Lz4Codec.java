package org.snapwear.examples.codec;

import java.io.IOException;
import java.nio.ByteBuffer;
import net.jpountz.lz4.LZ4Compressor;
import net.jpountz.lz4.LZ4Exception;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4SafeDecompressor;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;

/**
 * Example plug-in codec: XOR against the reference (the value itself for a baseline), split into byte planes, then
 * LZ4's fast compressor. Fast rather than small. Stateless, so one instance serves every thread.
 */
public final class Lz4Codec implements SnapshotCodec {
    private static final LZ4Factory LZ4 = LZ4Factory.fastestInstance();

    @Override
    public String id() {
        return "lz4";
    }

    @Override
    public String displayName() {
        return "LZ4 (XOR delta + byte shuffle), example plug-in";
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
    public byte[] encodeChunk(CodecParams params, ChunkInput in) {
        int n = in.chunk().byteLength();
        int w = in.chunk().dtype().byteSize();
        int count = n / w;
        byte[] planes = new byte[n];
        ByteBuffer c = in.current();
        ByteBuffer p = in.previous();
        for (int i = 0; i < count; i++) {
            for (int b = 0; b < w; b++) {
                int at = i * w + b;
                planes[b * count + i] = (byte) (c.get(at) ^ (p == null ? 0 : p.get(at)));
            }
        }
        LZ4Compressor comp = LZ4.fastCompressor();
        byte[] out = new byte[comp.maxCompressedLength(n)];
        int len = comp.compress(planes, 0, n, out, 0, out.length);
        return java.util.Arrays.copyOf(out, len);
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput in, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        int n = in.chunk().byteLength();
        int w = in.chunk().dtype().byteSize();
        int count = n / w;
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
        ByteBuffer p = in.previous();
        for (int i = 0; i < count; i++) {
            for (int b = 0; b < w; b++) {
                int at = i * w + b;
                out.put(at, (byte) (planes[b * count + i] ^ (p == null ? 0 : p.get(at))));
            }
        }
    }
}
