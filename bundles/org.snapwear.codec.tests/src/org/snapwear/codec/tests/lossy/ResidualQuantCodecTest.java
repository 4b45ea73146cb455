package org.snapwear.codec.tests.lossy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.loss.BoundCheck;
import org.snapwear.codec.loss.BoundReport;
import org.snapwear.codec.lossy.ResidualQuantCodec;
import org.snapwear.codec.lossy.ResidualQuantParams;
import org.snapwear.codec.spi.Chunk;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.LossBound;
import org.snapwear.trace.tensor.DType;

/**
 * The ExCP-style residual codec in fp32, bf16 and fp16, as a delta and as a baseline, whole and in tiny chunks: the
 * bound relative to each block's largest residual holds per {@link BoundCheck} given the reference; zeros, signs,
 * NaN and infinities are kept; pruning grows with the threshold; a chain of saves each coded against the previous
 * decoded save keeps every save within the bound (closed loop); corrupt chunks fail with an {@link IOException}.
 */
class ResidualQuantCodecTest {

    @Test
    void boundHoldsForDeltas() throws Exception {
        for (ResidualQuantParams p : new ResidualQuantParams[] {new ResidualQuantParams(1.0 / 16, 256),
            new ResidualQuantParams(0, 64), new ResidualQuantParams(0.5, 256)}) {
            ResidualQuantCodec codec = new ResidualQuantCodec(p);
            LossBound bound = codec.bound();
            assertEquals(LossBound.Kind.RESIDUAL_PER_BLOCK_SCALE, bound.kind());
            assertEquals(Math.max(p.prune(), 0.16), bound.value());
            for (DType t : LossySamples.DTYPES) {
                for (int n : LossySamples.LENGTHS) {
                    for (int chunk : new int[] {64, 1 << 20}) {
                        ByteBuffer ref = LossySamples.values(t, n, n + 3L, false, true);
                        ByteBuffer data = LossySamples.step(t, ref, 1e-2, n);
                        ChunkRoundTrip.Result res = ChunkRoundTrip.run(codec, t, data, ref, chunk);
                        String what = codec.id() + " prune=" + p.prune() + " " + t + " n=" + n + " chunk=" + chunk;
                        BoundReport rep = BoundCheck.check(what, t, data, res.decoded(), ref,
                                codec.bound(res.params()));
                        assertTrue(rep.withinBound(), () -> rep.violation().get().message());
                    }
                }
            }
        }
    }

    /** The checker needs the reference: without it the same decoded tensor breaks the residual bound. */
    @Test
    void theBoundIsRelativeToTheResidual() throws Exception {
        int n = 4096;
        ByteBuffer ref = LossySamples.values(DType.F32, n, 1, false, false);
        ByteBuffer data = LossySamples.step(DType.F32, ref, 0.05, 0, 2);
        ResidualQuantCodec codec = new ResidualQuantCodec();
        ChunkRoundTrip.Result res = ChunkRoundTrip.run(codec, DType.F32, data, ref, 1 << 20);
        assertTrue(BoundCheck.check("w", DType.F32, data, res.decoded(), ref, codec.bound()).withinBound());
        LossBound tighter = new LossBound(LossBound.Kind.RESIDUAL_PER_BLOCK_SCALE, 0.01, 256, true, true);
        assertFalse(BoundCheck.check("w", DType.F32, data, res.decoded(), ref, tighter).withinBound());
        assertTrue(res.encodedBytes() < 4L * n * 0.2, res.encodedBytes() + " bytes of " + 4 * n);
    }

    @Test
    void pruningGrowsWithTheThreshold() throws Exception {
        int n = 8192;
        ByteBuffer ref = LossySamples.values(DType.F32, n, 5, false, false);
        ByteBuffer data = LossySamples.step(DType.F32, ref, 0.05, 0, 6);
        double before = -1;
        long bytesBefore = Long.MAX_VALUE;
        for (double prune : new double[] {0, 0.1, 0.3, 0.5}) {
            ResidualQuantCodec codec = new ResidualQuantCodec(new ResidualQuantParams(prune, 256));
            ChunkRoundTrip.Result res = ChunkRoundTrip.run(codec, DType.F32, data, ref, 1 << 20);
            int kept = 0;
            int changed = 0;
            for (int i = 0; i < n; i++) {
                if (data.getInt(4 * i) != ref.getInt(4 * i)) {
                    changed++;
                    kept += res.decoded().getInt(4 * i) == ref.getInt(4 * i) ? 1 : 0;
                }
            }
            double pruned = kept / (double) changed;
            assertTrue(pruned >= before, "prune " + prune + ": " + pruned + " after " + before);
            assertTrue(res.encodedBytes() <= bytesBefore, "prune " + prune + ": " + res.encodedBytes() + " bytes");
            before = pruned;
            bytesBefore = res.encodedBytes();
        }
        assertTrue(before > 0.3, "prune 0.5 kept the reference for only " + before + " of the changed values");
    }

    /** A baseline chunk is refused: the codec codes deltas only. */
    @Test
    void baselinesAreRefused() {
        ResidualQuantCodec codec = new ResidualQuantCodec();
        assertFalse(codec.kind().encodesBaselines());
        ByteBuffer data = LossySamples.values(DType.F32, 10, 1, false, false);
        IOException e = assertThrows(IOException.class, () -> codec.encodeChunk(codec.config(), new ChunkInput(
                new Chunk(0, 0, 0, 40, DType.F32), data, null, null)));
        assertEquals("residual-quant codes deltas only: chunk 0 has no reference", e.getMessage());
    }

    /**
     * Ten saves after an exact first one, each coded against the previous decoded save: every save stays within the
     * bound of its own residual (closed loop: no drift along the chain).
     */
    @Test
    void closedLoopChainsDoNotDrift() throws Exception {
        int n = 2048;
        ResidualQuantCodec codec = new ResidualQuantCodec();
        ByteBuffer truth = LossySamples.values(DType.BF16, n, 9, false, false);
        ByteBuffer decoded = truth;
        for (int save = 1; save <= 10; save++) {
            truth = LossySamples.step(DType.BF16, truth, 0.02, 1e-4, save);
            ByteBuffer next = ChunkRoundTrip.run(codec, DType.BF16, truth, decoded, 1 << 20).decoded();
            BoundReport rep = BoundCheck.check("save " + save, DType.BF16, truth, next, decoded, codec.bound());
            assertTrue(rep.withinBound(), () -> rep.violation().get().message());
            decoded = next;
        }
    }

    @Test
    void corruptChunksAreReported() throws Exception {
        ResidualQuantCodec codec = new ResidualQuantCodec();
        int n = 700;
        ByteBuffer ref = LossySamples.values(DType.F16, n, 4, false, true);
        ByteBuffer data = LossySamples.step(DType.F16, ref, 1e-2, 5);
        Chunk c = new Chunk(0, 0, 0, 2 * n, DType.F16);
        byte[] enc = codec.encodeChunk(codec.config(), new ChunkInput(c, data, ref, null));
        ByteBuffer out = ByteBuffer.allocate(2 * n).order(ByteOrder.LITTLE_ENDIAN);
        ChunkInput in = new ChunkInput(c, null, ref, null);
        assertThrows(IOException.class, () -> codec.decodeChunk(codec.config(), in,
                ByteBuffer.wrap(Arrays.copyOf(enc, enc.length - 1)), out));
        assertThrows(IOException.class, () -> codec.readParams(new byte[] {1, 2, 3}));
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
    }
}
