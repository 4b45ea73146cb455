package org.snapwear.codec.tests.codecs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.snapwear.codec.codecs.PredictiveCodec;
import org.snapwear.codec.container.SnapshotChunks;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The residual coders of {@code predictive} at the chunk level: residuals whose leading-zero counts are
 * geometrically distributed (so the rare ones get Huffman codes longer than the decoder's 8-bit first-level table
 * and take the full table), fp32 under both predictors and bf16 / fp16 with one and two references, round-trip
 * bit-exactly; truncated and over-long chunks fail with an IOException saying why, never with an index error.
 */
class PredictiveDecodeTest {
    private static final int N = 150_000;
    private static final PredictiveCodec CODEC = new PredictiveCodec();

    /** A residual z = zigzag(cur - prediction) whose highest set bit is j with probability 2^-(j+1). */
    private static int residual(SplittableRandom r) {
        int j = Math.min(31, Long.numberOfTrailingZeros(r.nextLong() | Long.MIN_VALUE));
        if (r.nextInt(64) == 0) {
            return 0; // lz = 32 too
        }
        int below = j == 0 ? 0 : r.nextInt() >>> (32 - j);
        return 1 << j | below;
    }

    /** The 16-bit counterpart: highest set bit j (0..15) with probability 2^-(j+1), sometimes 0. */
    private static int residual16(SplittableRandom r) {
        int j = Math.min(15, Long.numberOfTrailingZeros(r.nextLong() | Long.MIN_VALUE));
        if (r.nextInt(64) == 0) {
            return 0;
        }
        int below = j == 0 ? 0 : r.nextInt() >>> (32 - j);
        return 1 << j | below;
    }

    private static int unzigzag(int z) {
        return (z >>> 1) ^ -(z & 1);
    }

    private static Snapshot snapshot(int[] bits, long iteration) {
        ByteBuffer b = ByteBuffer.allocate(bits.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        b.asIntBuffer().put(bits);
        return new Snapshot(null, iteration, List.of(new Tensor(new TensorInfo("w", DType.F32,
                new long[] {bits.length}), b)));
    }

    /** Three versions: v1 = v0 + residuals (previous-value friendly), v2 = linear extrapolation + residuals. */
    private static Snapshot[] versions(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int[] v0 = new int[N];
        int[] v1 = new int[N];
        int[] v2 = new int[N];
        for (int k = 0; k < N; k++) {
            v0[k] = Float.floatToRawIntBits((float) r.nextGaussian() * 0.05f);
            v1[k] = v0[k] + unzigzag(residual(r));
            float f = 2f * Float.intBitsToFloat(v1[k]) - Float.intBitsToFloat(v0[k]);
            int linear = f != f ? v1[k] : Float.floatToRawIntBits(f);
            v2[k] = linear + unzigzag(residual(r));
        }
        return new Snapshot[] {snapshot(v0, 0), snapshot(v1, 1), snapshot(v2, 2)};
    }

    /** Encodes every chunk of cur, decodes it into a fresh buffer and compares; returns the encoded chunks. */
    private static byte[][] roundTrip(Snapshot cur, List<Snapshot> refs) throws IOException {
        ChunkLayout layout = new ChunkLayout(cur.infos(), 64 * 1024);
        SnapshotChunks enc = new SnapshotChunks(layout, cur, refs);
        CodecParams params = CODEC.prepare(enc);
        CodecParams read = CODEC.readParams(params.toBytes());
        SnapshotChunks dec = new SnapshotChunks(layout, null, refs);
        byte[][] out = new byte[layout.chunkCount()][];
        for (int i = 0; i < layout.chunkCount(); i++) {
            ChunkInput in = enc.chunk(i);
            out[i] = CODEC.encodeChunk(params, in);
            ByteBuffer back = ByteBuffer.allocate(in.chunk().byteLength()).order(ByteOrder.LITTLE_ENDIAN);
            CODEC.decodeChunk(read, dec.chunk(i), ByteBuffer.wrap(out[i]), back);
            byte[] want = new byte[in.chunk().byteLength()];
            in.current().get(0, want);
            assertArrayEquals(want, back.array(), "chunk " + i);
        }
        return out;
    }

    /** 16-bit versions of the same kind: v1 = v0 + residual, v2 = v1 + residual (16-bit wrap-around). */
    private static Snapshot[] versions16(long seed, DType t) {
        SplittableRandom r = new SplittableRandom(seed);
        Snapshot[] out = new Snapshot[3];
        short[] prev = null;
        for (int v = 0; v < 3; v++) {
            short[] cur = new short[N];
            for (int k = 0; k < N; k++) {
                cur[k] = prev == null ? (short) r.nextInt() : (short) (prev[k] + unzigzag(residual16(r)));
            }
            ByteBuffer b = ByteBuffer.allocate(N * 2).order(ByteOrder.LITTLE_ENDIAN);
            b.asShortBuffer().put(cur);
            out[v] = new Snapshot(null, v, List.of(new Tensor(new TensorInfo("w", t, new long[] {N}), b)));
            prev = cur;
        }
        return out;
    }

    @Test
    void sixteenBitResidualsRoundTrip() throws IOException {
        for (DType t : new DType[] {DType.BF16, DType.F16}) {
            Snapshot[] v = versions16(9, t);
            roundTrip(v[1], List.of(v[0]));
            roundTrip(v[2], List.of(v[1], v[0]));
            byte[] good = roundTrip(v[2], List.of(v[1]))[0];
            ChunkLayout layout = new ChunkLayout(v[2].infos(), 64 * 1024);
            List<Snapshot> refs = List.of(v[1]);
            CodecParams params = CODEC.readParams(CODEC.prepare(new SnapshotChunks(layout, v[2], refs)).toBytes());
            ChunkInput in = new SnapshotChunks(layout, null, refs).chunk(0);
            for (int cut : new int[] {1, 9, good.length / 2}) {
                byte[] bad = Arrays.copyOf(good, good.length - cut);
                IOException e = assertThrows(IOException.class, () -> CODEC.decodeChunk(params, in,
                        ByteBuffer.wrap(bad), ByteBuffer.allocate(in.chunk().byteLength()).order(ByteOrder.LITTLE_ENDIAN)),
                        t + " cut " + cut);
                assertTrue(e.getMessage().contains("truncated") || e.getMessage().contains("invalid residual code"),
                        e.getMessage());
            }
        }
    }

    @Test
    void skewedResidualsRoundTripUnderBothPredictors() throws IOException {
        Snapshot[] v = versions(7);
        roundTrip(v[1], List.of(v[0])); // one reference: previous value
        roundTrip(v[2], List.of(v[1], v[0])); // two: the linear extrapolation wins on v2
        roundTrip(v[1], List.of(v[0], v[0])); // two references, previous value still cheaper
    }

    @Test
    void truncatedOrOverlongChunksFailWithAReason() throws IOException {
        Snapshot[] v = versions(8);
        List<Snapshot> refs = List.of(v[1], v[0]);
        byte[][] chunks = roundTrip(v[2], refs);
        ChunkLayout layout = new ChunkLayout(v[2].infos(), 64 * 1024);
        CodecParams params = CODEC.readParams(CODEC.prepare(new SnapshotChunks(layout, v[2], refs)).toBytes());
        ChunkInput in = new SnapshotChunks(layout, null, refs).chunk(0);
        byte[] good = chunks[0];
        for (int cut : new int[] {1, 7, 8, 9, good.length / 2, good.length - 1}) {
            byte[] bad = Arrays.copyOf(good, good.length - cut);
            IOException e = assertThrows(IOException.class, () -> CODEC.decodeChunk(params, in, ByteBuffer.wrap(bad),
                    ByteBuffer.allocate(in.chunk().byteLength()).order(ByteOrder.LITTLE_ENDIAN)), "cut " + cut);
            // Usually "truncated"; the zero bits past the end can also spell a code that no context has.
            assertTrue(e.getMessage().contains("truncated") || e.getMessage().contains("invalid residual code"),
                    e.getMessage());
        }
        byte[] longer = Arrays.copyOf(good, good.length + 1);
        IOException e = assertThrows(IOException.class, () -> CODEC.decodeChunk(params, in, ByteBuffer.wrap(longer),
                ByteBuffer.allocate(in.chunk().byteLength()).order(ByteOrder.LITTLE_ENDIAN)));
        assertTrue(e.getMessage().contains("unexpected bytes"), e.getMessage());
    }
}
