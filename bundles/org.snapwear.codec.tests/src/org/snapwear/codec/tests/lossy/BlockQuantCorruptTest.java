package org.snapwear.codec.tests.lossy;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.lossy.AbsmaxQuantCodec;
import org.snapwear.codec.lossy.BlockQuantCodec;
import org.snapwear.codec.lossy.BlockQuantParams;
import org.snapwear.codec.lossy.SqrtQuantCodec;
import org.snapwear.codec.spi.Chunk;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.trace.tensor.DType;

/** Corrupt block-quantized chunks and parameters fail with an IOException, never another exception. */
class BlockQuantCorruptTest {

    @Test
    void corruptChunksAndParametersAreReported() throws Exception {
        for (BlockQuantCodec codec : new BlockQuantCodec[] {new AbsmaxQuantCodec(new BlockQuantParams(4, 256)),
            new SqrtQuantCodec()}) {
            int n = 700;
            ByteBuffer data = LossySamples.values(DType.BF16, n, 4, true, true);
            Chunk c = new Chunk(0, 0, 0, 2 * n, DType.BF16);
            byte[] enc = codec.encodeChunk(codec.config(), new ChunkInput(c, data, null, null));
            ByteBuffer out = ByteBuffer.allocate(2 * n).order(ByteOrder.LITTLE_ENDIAN);
            ChunkInput in = new ChunkInput(c, null, null, null);
            assertThrows(IOException.class, () -> codec.decodeChunk(codec.config(), in,
                    ByteBuffer.wrap(Arrays.copyOf(enc, enc.length - 1)), out));
            assertThrows(IOException.class, () -> codec.decodeChunk(codec.config(), in,
                    ByteBuffer.wrap(new byte[] {9, 0, 0, 0, 0}), out));
            SplittableRandom r = new SplittableRandom(5);
            for (int k = 0; k < 300; k++) {
                byte[] bad = enc.clone();
                bad[r.nextInt(bad.length)] ^= (byte) (1 << r.nextInt(8));
                try {
                    codec.decodeChunk(codec.config(), in, ByteBuffer.wrap(bad), out);
                } catch (IOException expected) {
                    // reported: fine
                }
            }
            assertThrows(IOException.class, () -> codec.readParams(new byte[] {3, 0, 1, 0, 0}));
            assertThrows(IOException.class, () -> codec.readParams(new byte[] {8}));
            assertThrows(IOException.class, () -> codec.decodeChunk(codec.config(),
                    new ChunkInput(new Chunk(0, 0, 0, 8, DType.I32), null, null, null), ByteBuffer.wrap(enc), out));
        }
    }
}
