package org.snapwear.trace.tests.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.stats.ExponentHistogram;
import org.snapwear.trace.stats.ExponentHistograms;
import org.snapwear.trace.stats.PairComparator;
import org.snapwear.trace.stats.PairStatistics;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Exponent histograms and pair statistics of 1-byte floats: every one of the 256 FP8 bit patterns once, so each
 * exponent field must be counted exactly 2 * 2^mantissaBits times (16 for e4m3, 8 for e5m2) with the right bias,
 * and a flipped low mantissa bit leaves exactly 7 equal heading bits.
 */
class Float8StatisticsTest {

    private static Snapshot everyPattern(long iteration, int xor) {
        byte[] all = new byte[256];
        for (int i = 0; i < 256; i++) {
            all[i] = (byte) (i ^ xor);
        }
        return new Snapshot(null, iteration, List.of(
                new Tensor(new TensorInfo("e4", DType.F8_E4M3, new long[] {256}), ByteBuffer.wrap(all.clone())),
                new Tensor(new TensorInfo("e5", DType.F8_E5M2, new long[] {16, 16}), ByteBuffer.wrap(all.clone()))));
    }

    @Test
    void exponentFieldsOfEveryPattern() {
        List<ExponentHistogram> hs = ExponentHistograms.of(everyPattern(3, 0));
        assertEquals(2, hs.size());
        ExponentHistogram e4 = hs.get(0);
        assertEquals(DType.F8_E4M3, e4.dtype());
        assertEquals(7, e4.bias());
        assertEquals(16, e4.counts().length);
        for (int e = 0; e < 16; e++) {
            assertEquals(16, e4.count(e), "e4m3 exponent field " + e);
        }
        ExponentHistogram e5 = hs.get(1);
        assertEquals(DType.F8_E5M2, e5.dtype());
        assertEquals(15, e5.bias());
        assertEquals(32, e5.counts().length);
        for (int e = 0; e < 32; e++) {
            assertEquals(8, e5.count(e), "e5m2 exponent field " + e);
        }
        // 0x38 = 1.0 in e4m3 (field 7 = bias), 0x3c = 1.0 in e5m2 (field 15 = bias)
        Snapshot ones = new Snapshot(null, 0, List.of(
                new Tensor(new TensorInfo("a", DType.F8_E4M3, new long[] {1}), ByteBuffer.wrap(new byte[] {0x38})),
                new Tensor(new TensorInfo("b", DType.F8_E5M2, new long[] {1}), ByteBuffer.wrap(new byte[] {0x3c}))));
        List<ExponentHistogram> one = ExponentHistograms.of(ones);
        assertEquals(1, one.get(0).count(7));
        assertEquals(1, one.get(1).count(15));
    }

    @Test
    void headingBitsOfOneByteFloats() throws Exception {
        PairStatistics s = PairComparator.compare(everyPattern(1, 0), everyPattern(2, 1));
        assertEquals(512, s.parameters());
        long[] c = s.equalBitCounts();
        for (int k = 0; k < c.length; k++) {
            assertEquals(k == 7 ? 512 : 0, c[k], "elements with " + k + " equal heading bits");
        }
    }
}
