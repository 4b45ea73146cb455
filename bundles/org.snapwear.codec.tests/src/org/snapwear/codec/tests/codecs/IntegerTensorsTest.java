package org.snapwear.codec.tests.codecs;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.codecs.GzipCodec;
import org.snapwear.codec.codecs.XorShuffleZstdCodec;
import org.snapwear.codec.codecs.ZstdCodec;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The integer tensors of a real checkpoint go to xor-shuffle-zstd (the store's fallback; the float codecs decline
 * them), so it must compress them, not just round-trip them. Measured on two realistic tensors, sizes printed:
 * <ul>
 * <li>int64 per-row step counters of a 65,536-row embedding (sparse optimizers keep one per row; hot rows are
 * touched often), two checkpoints 100 steps apart;</li>
 * <li>the uint8 CPU RNG state torch saves ({@code torch.get_rng_state()}: 5,056 bytes, the MT19937 words stored as
 * uint64 after a seed, a position and a cache), before and after the generator regenerated its 624 words.</li>
 * </ul>
 */
class IntegerTensorsTest {
    static final int ROWS = 65_536;

    /** Per-row update counts after {@code steps} steps: row r is touched with probability 0.5 / (1 + r / 64). */
    static long[] counters(long[] before, int steps, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] out = before.clone();
        for (int row = 0; row < ROWS; row++) {
            double p = 0.5 / (1 + row / 64.0);
            for (int s = 0; s < steps; s++) {
                out[row] += r.nextDouble() < p ? 1 : 0;
            }
        }
        return out;
    }

    /** MT19937 seeding (init_genrand), the state torch.manual_seed(seed) leaves. */
    static int[] mtSeed(long seed) {
        int[] mt = new int[624];
        mt[0] = (int) seed;
        for (int i = 1; i < 624; i++) {
            mt[i] = 1812433253 * (mt[i - 1] ^ (mt[i - 1] >>> 30)) + i;
        }
        return mt;
    }

    /** One MT19937 regeneration of all 624 words (what drawing 624 numbers does to the state). */
    static int[] mtTwist(int[] s) {
        int[] mt = s.clone();
        for (int i = 0; i < 624; i++) {
            int y = (mt[i] & 0x80000000) | (mt[(i + 1) % 624] & 0x7fffffff);
            mt[i] = mt[(i + 397) % 624] ^ (y >>> 1) ^ ((y & 1) != 0 ? 0x9908b0df : 0);
        }
        return mt;
    }

    /** torch's 5,056-byte CPU generator state: seed u64, left i32, seeded i32, next u64, 624 x u64 words, cache. */
    static byte[] torchRngState(long seed, int left, int[] mt) {
        ByteBuffer b = ByteBuffer.allocate(5056).order(ByteOrder.LITTLE_ENDIAN);
        b.putLong(seed).putInt(left).putInt(1).putLong(0);
        for (int w : mt) {
            b.putLong(w & 0xffffffffL);
        }
        return b.array();
    }

    private static Snapshot one(String name, DType d, byte[] data, long iteration) {
        return new Snapshot(null, iteration, List.of(
                new Tensor(new TensorInfo(name, d, new long[] {data.length / d.byteSize()}), ByteBuffer.wrap(data))));
    }

    private static byte[] bytes(long[] v) {
        ByteBuffer b = ByteBuffer.allocate(v.length * 8).order(ByteOrder.LITTLE_ENDIAN);
        for (long x : v) {
            b.putLong(x);
        }
        return b.array();
    }

    /** Container bytes of s2 as a baseline and as a delta against s1, for each codec; prints them. */
    private static long[][] measure(String what, Snapshot s1, Snapshot s2, SnapshotCodec... codecs)
            throws IOException {
        long raw = s2.dataBytes();
        long[][] sizes = new long[codecs.length][2];
        for (int i = 0; i < codecs.length; i++) {
            sizes[i][0] = CodecRoundTripTest.roundTrip(codecs[i], s2, List.of(), ChunkLayout.DEFAULT_CHUNK_BYTES);
            sizes[i][1] = CodecRoundTripTest.roundTrip(codecs[i], s2, List.of(s1), ChunkLayout.DEFAULT_CHUNK_BYTES);
            System.out.printf(Locale.ROOT, "%s, %s: baseline %d bytes (%.1f %% of %d), delta %d bytes (%.1f %%)%n",
                    what, codecs[i].id(), sizes[i][0], 100.0 * sizes[i][0] / raw, raw, sizes[i][1],
                    100.0 * sizes[i][1] / raw);
        }
        return sizes;
    }

    @Test
    void int64StepCountersCompressWell() throws IOException {
        long[] c0 = counters(new long[ROWS], 10_000, 1);
        long[] c1 = counters(c0, 100, 2);
        long[][] s = measure("int64 row step counters", one("emb.step", DType.I64, bytes(c0), 0),
                one("emb.step", DType.I64, bytes(c1), 1), new XorShuffleZstdCodec(), new ZstdCodec(), new GzipCodec());
        long raw = ROWS * 8L;
        // Six of eight byte planes are zero and the delta flips a few low bits of the hot rows only.
        assertTrue(s[0][0] < raw * 0.20, "baseline " + s[0][0]);
        assertTrue(s[0][1] < raw * 0.05, "delta " + s[0][1]);
        // Measured: the planes win on the delta (2.6 % vs zstd 3.1 %, deflate 3.7 %); on the baseline plain zstd is
        // slightly smaller (8.1 % vs 8.8 %): the counters' two low bytes are noisy, and splitting them into planes
        // loses the byte pairs zstd matches. Within 10 % of the best is what the fallback has to give.
        assertTrue(s[0][1] < Math.min(s[1][1], s[2][1]), "the byte planes give the smallest delta");
        assertTrue(s[0][0] <= 1.1 * Math.min(s[1][0], s[2][0]), "baseline within 10 % of the best");
    }

    @Test
    void uint8RngStateLosesOnlyItsRandomHalf() throws IOException {
        int[] mt0 = mtSeed(1234);
        byte[] a = torchRngState(1234, 1, mt0);
        // Checked against torch 1.13: torch.manual_seed(1234); torch.get_rng_state() starts with these words.
        assertTrue((ByteBuffer.wrap(a).order(ByteOrder.LITTLE_ENDIAN).getLong(32) & 0xffffffffL) == 3159640283L);
        byte[] b = torchRngState(1234, 624, mtTwist(mt0));
        long[][] s = measure("uint8 RNG state", one("rng_state", DType.U8, a, 0), one("rng_state", DType.U8, b, 1),
                new XorShuffleZstdCodec(), new ZstdCodec(), new GzipCodec());
        // Half the bytes are MT words (incompressible), half zeros: about 50 % is the floor for any codec.
        assertTrue(s[0][0] < 5056 * 0.56, "baseline " + s[0][0]);
        assertTrue(s[0][1] < 5056 * 0.56, "delta " + s[0][1]);
        // 1-byte elements have one plane, so it is zstd of the XOR (measured 12 bytes more); deflate is at 64 %.
        assertTrue(s[0][0] <= s[1][0] + 64 && s[0][1] <= s[1][1] + 64 && s[0][0] < s[2][0], "as good as zstd");
    }
}
