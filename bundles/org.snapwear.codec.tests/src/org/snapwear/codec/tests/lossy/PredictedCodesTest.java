package org.snapwear.codec.tests.lossy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.loss.BoundCheck;
import org.snapwear.codec.loss.BoundReport;
import org.snapwear.codec.lossy.AbsmaxQuantCodec;
import org.snapwear.codec.lossy.BlockQuantCodec;
import org.snapwear.codec.lossy.BlockQuantParams;
import org.snapwear.codec.lossy.LossyCodecs;
import org.snapwear.codec.lossy.ResidualQuantCodec;
import org.snapwear.codec.lossy.ResidualQuantParams;
import org.snapwear.codec.lossy.SqrtQuantCodec;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;

/**
 * The reference depths the quantizers declare and what the options {@code predict=ref} (block quantizers) and
 * {@code baseline=quant} (residual quantizer) change: a block quantizer without prediction never reads a reference
 * (depth 0); with prediction the codes are stored as differences from the reference's codes, a lossless transform
 * (the decoded values are those without prediction, bit for bit, in every dtype and with blocks straddling chunks)
 * that writes fewer bytes on a tensor that changed little; a residual quantizer asked to code baselines codes them
 * against zeros within the same bound, and its parameters and older containers decode as before.
 */
class PredictedCodesTest {

    @Test
    void blockQuantizersDeclareDepth0UnlessTheyPredict() {
        assertEquals(0, new AbsmaxQuantCodec().referenceDepth());
        assertEquals(0, new SqrtQuantCodec().referenceDepth());
        assertEquals(1, LossyCodecs.create("quant-sqrt:bits=4,predict=ref").referenceDepth());
        assertEquals(1, LossyCodecs.create("quant-absmax:predict=ref").referenceDepth());
        assertEquals(0, LossyCodecs.create("quant-sqrt:predict=none").referenceDepth());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LossyCodecs.create("quant-sqrt:predict=yes"));
        assertEquals("codec quant-sqrt: predict must be none or ref, not 'yes'", e.getMessage());
    }

    @Test
    void parametersWithoutPredictionKeepTheirFiveBytes() throws IOException {
        SqrtQuantCodec plain = new SqrtQuantCodec(new BlockQuantParams(4, 1024));
        assertArrayEquals(new byte[] {4, 0, 4, 0, 0}, plain.prepare(null).toBytes());
        SqrtQuantCodec predicted = new SqrtQuantCodec(new BlockQuantParams(4, 1024, true));
        assertArrayEquals(new byte[] {4, 0, 4, 0, 0, 1}, predicted.prepare(null).toBytes());
        assertEquals(new BlockQuantParams(4, 1024, true), predicted.readParams(new byte[] {4, 0, 4, 0, 0, 1}));
        assertEquals(new BlockQuantParams(4, 1024, false), predicted.readParams(new byte[] {4, 0, 4, 0, 0}));
        IOException e = assertThrows(IOException.class, () -> plain.readParams(new byte[] {4, 0, 4, 0, 0, 2}));
        assertTrue(e.getMessage().contains("prediction flag 2"), e.getMessage());
    }

    @Test
    void predictionChangesTheBytesNotTheValues() throws Exception {
        for (boolean sqrt : new boolean[] {true, false}) {
            for (int bits : new int[] {8, 4}) {
                for (DType t : LossySamples.DTYPES) {
                    for (int n : LossySamples.LENGTHS) {
                        for (int chunk : new int[] {64, 1 << 20}) {
                            check(sqrt, bits, t, n, chunk);
                        }
                    }
                }
            }
        }
    }

    private static void check(boolean sqrt, int bits, DType t, int n, int chunk) throws Exception {
        BlockQuantCodec plain = codec(sqrt, new BlockQuantParams(bits, 256, false));
        BlockQuantCodec predicted = codec(sqrt, new BlockQuantParams(bits, 256, true));
        ByteBuffer ref = LossySamples.values(t, n, n * 7L + bits, sqrt, true);
        // the next save: a second moment keeps most of itself; the specials of the reference stay where they were
        ByteBuffer data = LossySamples.step(t, ref, 0.03, 0, n + chunk);
        ChunkRoundTrip.Result a = ChunkRoundTrip.run(plain, t, data, null, chunk);
        ChunkRoundTrip.Result b = ChunkRoundTrip.run(predicted, t, data, ref, chunk);
        ChunkRoundTrip.Result baseline = ChunkRoundTrip.run(predicted, t, data, null, chunk);
        String what = (sqrt ? "quant-sqrt " : "quant-absmax ") + bits + "-bit " + t + " n=" + n + " chunk=" + chunk;
        assertEquals(a.decoded(), b.decoded(), what + ": predicted codes decode to other values");
        assertEquals(a.decoded(), baseline.decoded(), what + ": a baseline is not predicted");
        BoundReport rep = BoundCheck.check(what, t, data, b.decoded(), ref, predicted.bound(b.params()));
        assertTrue(rep.withinBound(), () -> rep.violation().get().message());
        if (n >= 4096 && chunk > n && sqrt) {
            assertTrue(b.encodedBytes() < a.encodedBytes(), what + ": " + b.encodedBytes() + " bytes predicted, "
                    + a.encodedBytes() + " without");
        }
    }

    private static BlockQuantCodec codec(boolean sqrt, BlockQuantParams p) {
        return sqrt ? new SqrtQuantCodec(p) : new AbsmaxQuantCodec(p);
    }

    @Test
    void residualBaselinesAreCodedAgainstZerosWhenAskedFor() throws Exception {
        SnapshotCodec deltasOnly = LossyCodecs.create("residual-quant");
        SnapshotCodec both = LossyCodecs.create("residual-quant:baseline=quant,block=1024,prune=0.125");
        assertEquals(CodecKind.DELTA, deltasOnly.kind());
        assertEquals(CodecKind.BOTH, both.kind());
        assertThrows(IllegalArgumentException.class, () -> LossyCodecs.create("residual-quant:baseline=lossy"));
        ResidualQuantCodec decoder = new ResidualQuantCodec(); // the registry's instance reads the parameters
        for (DType t : LossySamples.DTYPES) {
            for (int n : LossySamples.LENGTHS) {
                ByteBuffer data = LossySamples.values(t, n, n * 3L + 1, false, true);
                ChunkRoundTrip.Result r = ChunkRoundTrip.run(both, t, data, null, 4096);
                String what = "residual-quant baseline " + t + " n=" + n;
                BoundReport rep = BoundCheck.check(what, t, data, r.decoded(), null, both.bound(r.params()));
                assertTrue(rep.withinBound(), () -> rep.violation().get().message());
                assertEquals(new ResidualQuantParams(0.125, 1024), decoder.readParams(r.params().toBytes()));
            }
        }
    }
}
