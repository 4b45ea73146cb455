package org.snapwear.codec.tests.lossy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.loss.BoundCheck;
import org.snapwear.codec.loss.BoundReport;
import org.snapwear.codec.lossy.AbsmaxQuantCodec;
import org.snapwear.codec.lossy.BlockQuantCodec;
import org.snapwear.codec.lossy.BlockQuantParams;
import org.snapwear.codec.lossy.FloatLanes;
import org.snapwear.codec.lossy.SqrtQuantCodec;
import org.snapwear.codec.spi.LossBound;
import org.snapwear.trace.tensor.DType;

/**
 * The moment quantizers in fp32, bf16 and fp16 at 8 and 4 bits, in whole and tiny chunks (blocks then straddle
 * chunks): the declared bound holds (checked by {@link BoundCheck}, not by byte equality), zeros stay exactly 0,
 * signs are kept, NaN and infinities come back bit for bit, a non-zero second moment never comes back 0, and
 * empty and odd-length tensors round-trip.
 */
class BlockQuantCodecTest {

    @Test
    void absmaxKeepsItsBoundZerosSignsAndSpecials() throws Exception {
        for (int bits : new int[] {8, 4}) {
            AbsmaxQuantCodec codec = new AbsmaxQuantCodec(new BlockQuantParams(bits, 256));
            sweep(codec, false);
        }
    }

    @Test
    void sqrtKeepsItsBoundZerosAndNonZeros() throws Exception {
        for (int bits : new int[] {8, 4}) {
            SqrtQuantCodec codec = new SqrtQuantCodec(new BlockQuantParams(bits, 256));
            sweep(codec, true);
        }
    }

    private static void sweep(BlockQuantCodec codec, boolean nonNegative) throws Exception {
        LossBound bound = codec.bound();
        assertTrue(!bound.isExact() && bound.zerosExact() && bound.signsKept());
        for (DType t : LossySamples.DTYPES) {
            for (int n : LossySamples.LENGTHS) {
                for (int chunk : new int[] {64, 1 << 20}) {
                    ByteBuffer data = LossySamples.values(t, n, n * 31L + chunk, nonNegative, true);
                    ChunkRoundTrip.Result r = ChunkRoundTrip.run(codec, t, data, null, chunk);
                    String what = codec.id() + " " + codec.config().bits() + "-bit " + t + " n=" + n + " chunk="
                            + chunk;
                    BoundReport rep = BoundCheck.check(what, t, data, r.decoded(), codec.bound(r.params()));
                    assertTrue(rep.withinBound(), () -> rep.violation().get().message());
                    for (int i = 0; i < n; i++) {
                        float o = FloatLanes.get(data, t, i);
                        float d = FloatLanes.get(r.decoded(), t, i);
                        if (nonNegative && o > 0) {
                            assertTrue(d > 0, what + ": element " + i + " was " + o + ", came back " + d);
                        }
                    }
                    if (n >= 1001 && chunk > 64) {
                        ByteBuffer plain = LossySamples.values(t, n, n, nonNegative, false);
                        long encoded = ChunkRoundTrip.run(codec, t, plain, null, chunk).encodedBytes();
                        double raw = n * (double) t.byteSize();
                        // the codes, a 4-byte scale per block and the 9-byte frame header, nothing more
                        double most = n * codec.config().bits() / 8.0 + 4.0 * (n / 256 + 2) + 9;
                        assertTrue(encoded <= most && encoded < raw,
                                what + ": " + encoded + " bytes of " + raw);
                        assertTrue(rep.maxAbsError() > 0, what + " lost nothing: not lossy?");
                    }
                }
            }
        }
    }

    /** Negative values in the square-root codec's input are kept exactly (their block is stored as is). */
    @Test
    void sqrtStoresBlocksWithNegativeValuesExactly() throws Exception {
        SqrtQuantCodec codec = new SqrtQuantCodec();
        ByteBuffer data = LossySamples.values(DType.F32, 600, 3, true, false);
        data.putFloat(4 * 300, -1e-3f);
        ByteBuffer dec = ChunkRoundTrip.run(codec, DType.F32, data, null, 1 << 20).decoded();
        BoundReport rep = BoundCheck.check("v", DType.F32, data, dec, codec.bound());
        assertTrue(rep.withinBound(), () -> rep.violation().get().message());
        for (int i = 256; i < 512; i++) {
            assertEquals(data.getInt(4 * i), dec.getInt(4 * i), "element " + i + " of the block with a negative");
        }
        boolean lossyElsewhere = false;
        for (int i = 0; i < 256; i++) {
            lossyElsewhere |= data.getInt(4 * i) != dec.getInt(4 * i);
        }
        assertTrue(lossyElsewhere, "the blocks without a negative value are quantized");
    }

    /** The small second moments of a block keep distinct codes in the square-root domain. */
    @Test
    void smallSecondMomentsStayApart() throws Exception {
        ByteBuffer data = ByteBuffer.allocate(4 * 256).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        data.putFloat(0, 1f);
        for (int i = 1; i < 256; i++) {
            data.putFloat(4 * i, i * 1e-5f); // 1e-5 .. 2.6e-3: all below 1/255 of the block's largest
        }
        ByteBuffer dec = ChunkRoundTrip.run(new SqrtQuantCodec(), DType.F32, data, null, 1 << 20).decoded();
        java.util.Set<Float> distinct = new java.util.HashSet<>();
        for (int i = 1; i < 256; i++) {
            distinct.add(dec.getFloat(4 * i));
        }
        assertTrue(distinct.size() >= 12, "only " + distinct.size() + " distinct values for 255 small moments");
    }
}
