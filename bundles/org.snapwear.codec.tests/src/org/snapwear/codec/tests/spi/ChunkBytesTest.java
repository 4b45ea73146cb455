package org.snapwear.codec.tests.spi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapwear.codec.spi.Chunk;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.util.ChunkBytes;
import org.snapwear.trace.tensor.DType;

/**
 * The published {@link ChunkBytes} against element-by-element loops written out here (the loops the LZ4 example
 * carried before it used ChunkBytes): the fused XOR+shuffle and its inverse give the same bytes as the plain XOR and
 * plane gather for every element width, baseline and delta, and lengths that are not whole elements.
 */
class ChunkBytesTest {

    /** Chunk lengths in bytes: whole elements of every width, and ones that are not (the fallback path). */
    private static final int[] LENGTHS = {0, 1, 7, 8, 24, 1000, 1001, 4099};

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 8})
    void fusedXorShuffleEqualsTheElementLoopAndInverts(int width) throws IOException {
        for (int n : LENGTHS) {
            for (boolean delta : new boolean[] {false, true}) {
                ChunkInput in = input(n, delta, 17 * n + width);
                byte[] expected = naivePlanes(in, width);
                assertArrayEquals(expected, ChunkBytes.xorShuffled(in, width), "xorShuffled w=" + width + " n=" + n);
                assertArrayEquals(expected, ChunkBytes.shuffle(ChunkBytes.xorDelta(in), width), "shuffle(xorDelta)");
                ChunkInput dec = new ChunkInput(in.chunk(), null, in.previous(), null);
                int whole = n / width * width; // bytes of a trailing partial element are not in the planes
                ByteBuffer out = ByteBuffer.allocate(n).order(ByteOrder.LITTLE_ENDIAN);
                ChunkBytes.unshuffleXor(dec, expected, width, out);
                assertArrayEquals(prefix(bytes(in.current()), whole), prefix(bytes(out), whole), "unshuffleXor");
                ByteBuffer out2 = ByteBuffer.allocate(n).order(ByteOrder.LITTLE_ENDIAN);
                ChunkBytes.undoXor(dec, ChunkBytes.xorDelta(in), out2);
                assertArrayEquals(bytes(in.current()), bytes(out2), "undoXor(xorDelta)");
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 4})
    void aDecodedLengthThatIsNotTheChunksIsAnIoError(int width) {
        ChunkInput in = input(64, true, 5);
        ChunkInput dec = new ChunkInput(in.chunk(), null, in.previous(), null);
        ByteBuffer out = ByteBuffer.allocate(64);
        assertThrows(IOException.class, () -> ChunkBytes.undoXor(dec, new byte[63], out));
        assertThrows(IOException.class, () -> ChunkBytes.unshuffleXor(dec, new byte[65], width, out));
    }

    /** planes[b * count + i] = byte b of element i, XORed with the reference: the LZ4 example's former loop. */
    private static byte[] naivePlanes(ChunkInput in, int w) {
        int n = in.chunk().byteLength();
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
        return planes;
    }

    private static ChunkInput input(int n, boolean delta, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        byte[] cur = new byte[n];
        byte[] prev = new byte[n];
        for (int i = 0; i < n; i++) {
            prev[i] = (byte) r.nextInt(256);
            cur[i] = (byte) (i % 3 == 0 ? prev[i] : prev[i] ^ r.nextInt(1 << (i % 9)));
        }
        Chunk chunk = new Chunk(0, 0, 0, n, DType.U8);
        return new ChunkInput(chunk, le(cur), delta ? le(prev) : null, null);
    }

    private static ByteBuffer le(byte[] b) {
        return ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
    }

    private static byte[] bytes(ByteBuffer b) {
        byte[] out = new byte[b.limit()];
        b.get(0, out);
        return out;
    }

    private static byte[] prefix(byte[] b, int n) {
        return java.util.Arrays.copyOf(b, n);
    }
}
